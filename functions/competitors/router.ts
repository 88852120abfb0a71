import type { RateLimiter } from '../lib/rate-limit.ts';
import { createRouter } from '../lib/router.ts';
import * as handlers from './handlers.ts';
import * as routes from './routes.ts';

/** POST /submissions/{id}/competitors (counted with every other website analysis) and DELETE …/{competitorId}. */
export const competitorsRouter = (limits: { analysis: RateLimiter; removals: RateLimiter }) =>
  createRouter().openapi(routes.add, handlers.add(limits.analysis)).openapi(routes.remove, handlers.remove(limits.removals));
