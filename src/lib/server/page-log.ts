// Server only: pages rendered on demand, and their helpers here, log through this.
import { getLogger } from '#runtime';
import type { Logger } from '../../../functions/lib/logger.ts';

/** The app's logger with the request's id on every line (src/middleware.ts gave it), as the API's routes log. */
export function pageLogger(locals: App.Locals): Logger {
  return getLogger().with({ requestId: locals.requestId ?? 'unknown' });
}
