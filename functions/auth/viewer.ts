import type { Database } from '../../db/client.ts';
import type { Logger } from '../lib/logger.ts';
import type { Auth } from './auth.ts';
import { isAdmin } from './roles.ts';

export interface ViewerUser {
  id: string;
  name: string;
  email: string;
}

/** Who is asking: nobody, a signed-in person, or an admin. */
export type Viewer = { role: 'anonymous' } | { role: 'user' | 'admin'; user: ViewerUser };

export interface ViewerDeps {
  auth: Auth;
  db: Database;
  logger: Logger;
}

/**
 * Reads the session from the request's cookies and the role from user_roles. A failing role
 * check is logged and counts as "not admin" (spec, section 8).
 */
export async function getViewer({ auth, db, logger }: ViewerDeps, headers: Headers): Promise<Viewer> {
  const session = await auth.api.getSession({ headers });
  if (!session) return { role: 'anonymous' };
  const { id, name, email } = session.user;
  let admin = false;
  try {
    admin = await isAdmin(db, id);
  } catch (err) {
    logger.error('Admin role check failed', { error: err instanceof Error ? err.message : String(err) });
  }
  return { role: admin ? 'admin' : 'user', user: { id, name, email } };
}
