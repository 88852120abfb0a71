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

/** Whether a request may use the admin area; if not, the API's code for why. */
export type AdminCheck = { allowed: true; admin: ViewerUser } | { allowed: false; code: 'unauthorized' | 'forbidden' };

/**
 * The one admin rule, for the API's admin routes and the admin pages alike: a session (an unconfirmed email cannot
 * sign in) whose user holds the admin role. Without a session it is 'unauthorized'; any other user is 'forbidden'.
 */
export async function checkAdmin(deps: ViewerDeps, headers: Headers): Promise<AdminCheck> {
  const viewer = await getViewer(deps, headers);
  if (viewer.role === 'admin') return { allowed: true, admin: viewer.user };
  return { allowed: false, code: viewer.role === 'anonymous' ? 'unauthorized' : 'forbidden' };
}
