// Server only: on-demand admin pages call this in their frontmatter.
import { getServices } from '#runtime';
import { checkAdmin } from '../../../functions/auth/viewer.ts';
import { pageLogger } from './page-log.ts';

/** Whether the request may see admin pages, by the API's own rule; a failing check is logged and counts as signed out. */
async function isAdminRequest(request: Request, locals: App.Locals): Promise<boolean> {
  const logger = pageLogger(locals);
  try {
    const { auth, db } = await getServices();
    return (await checkAdmin({ auth, db, logger }, request.headers)).allowed;
  } catch (err) {
    logger.error('Admin page session check failed', { error: err instanceof Error ? err.stack : String(err) });
    return false;
  }
}

type PageContext = { request: Request; locals: App.Locals; redirect(path: string, status: 302): Response; response: { headers: Headers } };

/**
 * The gate of every on-demand admin page, in its frontmatter: `const away = await gateAdminPage(Astro, 'admin');
 * if (away) return away;`. 'admin' pages send everyone else to /admin; the sign-in page ('sign-in') sends admins on
 * to the dashboard. Admin pages are never cached.
 */
export async function gateAdminPage(page: PageContext, kind: 'admin' | 'sign-in'): Promise<Response | undefined> {
  const isAdmin = await isAdminRequest(page.request, page.locals);
  if (kind === 'admin' && !isAdmin) return page.redirect('/admin', 302);
  if (kind === 'sign-in' && isAdmin) return page.redirect('/admin/dashboard', 302);
  page.response.headers.set('Cache-Control', 'no-store');
  return undefined;
}
