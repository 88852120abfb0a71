// Server only: on-demand admin pages call this in their frontmatter.
import { getServices } from '#runtime';
import { getViewer, type Viewer } from '../../../functions/auth/viewer.ts';

/** Who is asking for an admin page; a failing check is logged and counts as signed out. */
async function viewerOf(request: Request): Promise<Viewer['role']> {
  try {
    return (await getViewer(await getServices(), request.headers)).role;
  } catch (err) {
    console.error('Admin page session check failed', err);
    return 'anonymous';
  }
}

type PageContext = { request: Request; redirect(path: string, status: 302): Response; response: { headers: Headers } };

/**
 * The gate of every on-demand admin page, in its frontmatter: `const away = await gateAdminPage(Astro, 'admin');
 * if (away) return away;`. 'admin' pages send everyone else to /admin; the sign-in page ('sign-in') sends admins on
 * to the dashboard. Admin pages are never cached.
 */
export async function gateAdminPage(page: PageContext, kind: 'admin' | 'sign-in'): Promise<Response | undefined> {
  const isAdmin = (await viewerOf(page.request)) === 'admin';
  if (kind === 'admin' && !isAdmin) return page.redirect('/admin', 302);
  if (kind === 'sign-in' && isAdmin) return page.redirect('/admin/dashboard', 302);
  page.response.headers.set('Cache-Control', 'no-store');
  return undefined;
}
