// Imported by src/middleware.ts, which is bundled for pre-rendering too: nothing here may import '#runtime'.
import { unhandledDetails } from '../../../functions/lib/error-handler.ts';
import type { Logger } from '../../../functions/lib/logger.ts';
import { requestIdOf } from '../../../functions/lib/request-id.ts';

/**
 * The id of a page request, taken from its headers as the API takes its own. Kept in locals: the 404 page that Astro
 * renders after a page's empty 404 shares them, and so keeps the id.
 */
export function pageRequestId(locals: { requestId?: string }, headers: Headers): string {
  return (locals.requestId ??= requestIdOf(headers));
}

export interface RenderOptions {
  request: Request;
  path: string;
  /** The app's logger with the request id, once a runtime has set one up (read after rendering: the page may have). */
  logger: () => Logger | undefined;
  /** astro dev: Astro shows the failure in its error overlay. */
  rethrow: boolean;
}

/**
 * Renders a page rendered on demand. What it throws is logged as the API logs its own failures, and answered with the
 * empty 500 Astro answers, which then gets the page headers. Without the app's logger (the page never reached the
 * runtime) or with `rethrow`, Astro handles the failure as before.
 */
export async function renderPage(render: () => Promise<Response>, { request, path, logger, rethrow }: RenderOptions): Promise<Response> {
  try {
    return await render();
  } catch (err) {
    const log = logger();
    if (!log) throw err;
    log.error('Unhandled page error', unhandledDetails(request.method, path, err));
    if (rethrow) throw err;
    return new Response(null, { status: 500 });
  }
}
