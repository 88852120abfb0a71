import type { RateLimiter } from '../lib/rate-limit.ts';
import { createRouter } from '../lib/router.ts';
import * as handlers from './handlers.ts';
import * as routes from './routes.ts';

/** POST /submissions/{id}/competitors (counted with every other website analysis) and DELETE …/{competitorId}. */
export const competitorsRouter = (analysisLimiter: RateLimiter) =>
  createRouter().openapi(routes.add, handlers.add(analysisLimiter)).openapi(routes.remove, handlers.remove);
