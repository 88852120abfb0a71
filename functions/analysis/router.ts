import type { RateLimiter } from '../lib/rate-limit.ts';
import { createRouter } from '../lib/router.ts';
import * as handlers from './handlers.ts';
import * as routes from './routes.ts';

/** POST /analyze-website. Its failures keep the spec's `success: false` beside the envelope (lib/error-handler.ts). */
export const analysisRouter = (limiter: RateLimiter) => createRouter().openapi(routes.analyze, handlers.analyze(limiter));
