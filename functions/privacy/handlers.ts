import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../app-types.ts';
import { clientAddress, consume, type RateLimiter } from '../lib/rate-limit.ts';
import { exportFilename } from './export.ts';
import type * as routes from './routes.ts';
import { deleteData, exportData, lookUpData } from './service.ts';

const TOO_MANY = 'Too many data requests from your network. Please try again later.';

export const lookup =
  (limiter: RateLimiter): RouteHandler<typeof routes.lookup, AppEnv> =>
  async (c) => {
    await consume(limiter, clientAddress(c), TOO_MANY);
    return c.json(await lookUpData(c.var.deps, c.req.valid('json').token), 200);
  };

export const download =
  (limiter: RateLimiter): RouteHandler<typeof routes.exportData, AppEnv> =>
  async (c) => {
    const deps = c.var.deps;
    await consume(limiter, clientAddress(c), TOO_MANY);
    const data = await exportData({ ...deps, siteUrl: deps.env.SITE_URL }, c.req.valid('json').token);
    c.header('Content-Disposition', `attachment; filename="${exportFilename(deps.now())}"`);
    return c.json(data, 200);
  };

export const erase =
  (limiter: RateLimiter): RouteHandler<typeof routes.deleteData, AppEnv> =>
  async (c) => {
    await consume(limiter, clientAddress(c), TOO_MANY);
    const erased = await deleteData(c.var.deps, c.req.valid('json').token);
    return c.json({ deleted: true as const, ...erased }, 200);
  };
