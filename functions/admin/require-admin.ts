import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-types.ts';
import { ApiError } from '../lib/errors.ts';
import { checkAdmin, type ViewerUser } from '../auth/viewer.ts';

export type AdminEnv = AppEnv & { Variables: AppEnv['Variables'] & { admin: ViewerUser } };

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

// SameSite=Lax already keeps the session cookie off cross-site DELETEs; this also refuses
// same-site pages on other origins (another subdomain) that could send it.
function fromOwnSite(c: Context<AdminEnv>): boolean {
  const origin = c.req.header('origin');
  if (origin) return origin === new URL(c.var.deps.env.SITE_URL).origin;
  return c.req.header('sec-fetch-site') === 'same-origin';
}

const REFUSED = { unauthorized: 'Please sign in to continue.', forbidden: 'You do not have access to the admin area.' } as const;

/** Every admin endpoint: no session → 401, signed in without the admin role → 403, always (the admin pages' rule too). */
export const requireAdmin: MiddlewareHandler<AdminEnv> = async (c, next) => {
  const { auth, db } = c.var.deps;
  const check = await checkAdmin({ auth, db, logger: c.var.logger }, c.req.raw.headers);
  if (!check.allowed) throw new ApiError(check.code, REFUSED[check.code]);
  if (!SAFE_METHODS.has(c.req.method) && !fromOwnSite(c)) {
    throw new ApiError('forbidden', 'This request must come from the admin pages of this site.');
  }
  c.set('admin', check.admin);
  await next();
};
