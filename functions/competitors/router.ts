import type { RateLimiter } from '../lib/rate-limit.ts';
import { createRouter } from '../lib/router.ts';
import * as handlers from './handlers.ts';
import * as routes from './routes.ts';

/** GET and POST /submissions/{id}/competitors (a crawl counts with every other website analysis) and DELETE …/{competitorId}. */
export const competitorsRouter = (limits: { analysis: RateLimiter; removals: RateLimiter }) =>
  createRouter()
    .openapi(routes.list, handlers.list)
    .openapi(routes.add, handlers.add(limits.analysis))
    .openapi(routes.remove, handlers.remove(limits.removals));
