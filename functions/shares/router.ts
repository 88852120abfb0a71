import type { RateLimiter } from '../lib/rate-limit.ts';
import { createRouter } from '../lib/router.ts';
import * as handlers from './handlers.ts';
import * as routes from './routes.ts';

/** POST and DELETE /submissions/{id}/share, counted together per client address. */
export const sharesRouter = (limiter: RateLimiter) =>
  createRouter().openapi(routes.create, handlers.create(limiter)).openapi(routes.revoke, handlers.revoke(limiter));
