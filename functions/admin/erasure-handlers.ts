import type { RouteConfig, RouteHandler } from '@hono/zod-openapi';
import type { Database } from '../../db/client.ts';
import { consume, type RateLimiter } from '../lib/rate-limit.ts';
import { databaseRateLimiters } from '../lib/rate-limit-db.ts';
import { listErasures } from '../privacy/audit-log.ts';
import { eraseByEmail } from '../privacy/erase.ts';
import type * as routes from './erasure-routes.ts';
import type { AdminEnv } from './require-admin.ts';

type Handler<R extends RouteConfig> = RouteHandler<R, AdminEnv>;

/** Far more than a privacy inbox needs in an hour; a stolen session cannot wipe the table address by address. */
export const ERASURES_PER_ADMIN_PER_HOUR = 30;
const TOO_MANY_ERASURES = `At most ${ERASURES_PER_ADMIN_PER_HOUR} erasures an hour. Please try again later.`;

// Counted in the database, so every process and Workers isolate shares one count per admin.
const limiters = new WeakMap<Database, RateLimiter>();
function limiterFor(db: Database, now: () => number): RateLimiter {
  let limiter = limiters.get(db);
  if (!limiter) {
    limiter = databaseRateLimiters(db, now)('admin-erasures', { limit: ERASURES_PER_ADMIN_PER_HOUR, windowMs: 60 * 60 * 1000 });
    limiters.set(db, limiter);
  }
  return limiter;
}

export const erase: Handler<typeof routes.erase> = async (c) => {
  const { email } = c.req.valid('json');
  const { deps, admin } = c.var;
  await consume(limiterFor(deps.db, deps.now), admin.id, TOO_MANY_ERASURES);
  return c.json(await eraseByEmail(deps, email, admin.id), 200);
};

export const log: Handler<typeof routes.log> = async (c) => c.json(await listErasures(c.var.deps.db, c.req.valid('query').page), 200);
