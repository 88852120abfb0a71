import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../app-types.ts';
import { clientAddress, consume, type RateLimiter } from '../lib/rate-limit.ts';
import { sha256Hex } from '../lib/tokens.ts';
import { sourceLabel } from '../../src/domain/analytics/source.ts';
import { countSteps, utcDay } from './counters.ts';
import type * as routes from './events-routes.ts';

/**
 * The limiter counts a keyed hash of the address that changes daily, so even the rate-limit table (shared by
 * Workers isolates) never holds a visitor's address next to their events.
 */
export const record =
  (limiter: RateLimiter): RouteHandler<typeof routes.record, AppEnv> =>
  async (c) => {
    const { db, now, secret } = c.var.deps;
    const { source, events } = c.req.valid('json');
    const at = now();
    const key = sha256Hex(`${secret}\u0000events\u0000${utcDay(at)}\u0000${clientAddress(c)}`).slice(0, 32);
    await consume(limiter, key, 'Too many analytics events from your network. Please try again later.');
    await countSteps(db, sourceLabel(source ?? {}), events, at);
    return c.body(null, 204);
  };
