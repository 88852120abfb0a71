import { createRouter } from '../lib/router.ts';
import * as handlers from './handlers.ts';
import * as routes from './routes.ts';

/** POST /submissions/{id}/watch (opt in), POST /watches/{watchId}/stop (by key, or the email's one-click link), GET of it (on to the stop page), GET /watches/settings. */
export const watchRouter = (limiters: handlers.WatchLimiters) =>
  createRouter()
    .openapi(routes.settings, handlers.settings)
    .openapi(routes.create, handlers.create(limiters))
    .openapi(routes.stop, handlers.stop(limiters))
    .openapi(routes.stopLink, handlers.stopLink);
