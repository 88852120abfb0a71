import type { RateLimiter } from '../lib/rate-limit.ts';
import { createRouter } from '../lib/router.ts';
import * as handlers from './handlers.ts';
import * as routes from './routes.ts';

/** POST /voice-rewrites. */
export const voiceRouter = (limiter: RateLimiter) => createRouter().openapi(routes.rewrite, handlers.rewrite(limiter));
