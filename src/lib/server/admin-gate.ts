// Server only: on-demand admin pages call this in their frontmatter.
import { getServices } from '#runtime';
import { getViewer, type Viewer } from '../../../functions/auth/viewer.ts';

/** Who is asking for an admin page; a failing check is logged and counts as signed out. */
export async function viewerOf(request: Request): Promise<Viewer['role']> {
  try {
    return (await getViewer(await getServices(), request.headers)).role;
  } catch (err) {
    console.error('Admin page session check failed', err);
    return 'anonymous';
  }
}
