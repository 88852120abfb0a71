import type { RateLimiter } from '../lib/rate-limit.ts';
import { createRouter } from '../lib/router.ts';
import * as handlers from './handlers.ts';
import * as routes from './routes.ts';

/** POST /privacy/lookup, /privacy/export and /privacy/delete: the "Delete my data" link, counted together per client address. */
export const privacyRouter = (limiter: RateLimiter) =>
  createRouter()
    .openapi(routes.lookup, handlers.lookup(limiter))
    .openapi(routes.exportData, handlers.download(limiter))
    .openapi(routes.deleteData, handlers.erase(limiter));
