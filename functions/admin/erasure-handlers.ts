import type { RouteConfig, RouteHandler } from '@hono/zod-openapi';
import type { Limit } from '../lib/limits.ts';
import { consume } from '../lib/rate-limit.ts';
import { listErasures } from '../privacy/audit-log.ts';
import { eraseByEmail } from '../privacy/erase.ts';
import type * as routes from './erasure-routes.ts';
import type { AdminEnv } from './require-admin.ts';

type Handler<R extends RouteConfig> = RouteHandler<R, AdminEnv>;

/** Counted per admin (functions/lib/limits.ts): a stolen session cannot wipe the table address by address. */
export const erase =
  (limit: Limit): Handler<typeof routes.erase> =>
  async (c) => {
    const { email } = c.req.valid('json');
    const { deps, admin } = c.var;
    await consume(limit, admin.id, `At most ${limit.count} erasures an hour. Please try again later.`);
    return c.json(await eraseByEmail(deps, email, admin.id), 200);
  };

export const log: Handler<typeof routes.log> = async (c) => c.json(await listErasures(c.var.deps.db, c.req.valid('query').page), 200);
