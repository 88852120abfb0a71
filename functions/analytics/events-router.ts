import type { RateLimiter } from '../lib/rate-limit.ts';
import { createRouter } from '../lib/router.ts';
import * as handlers from './events-handlers.ts';
import * as routes from './events-routes.ts';

/** POST /events: the funnel beacon. */
export const eventsRouter = (limiter: RateLimiter) => createRouter().openapi(routes.record, handlers.record(limiter));
