import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../app-types.ts';
import { ApiError } from '../lib/errors.ts';
import { clientAddress, consume, type RateLimiter } from '../lib/rate-limit.ts';
import type * as routes from './routes.ts';

export const TOO_MANY_ANALYSES = 'Too many website analyses from your address. Please wait a while and try again.';

/** Validated and normalised by the schema before the budget is counted: a mistyped address costs the visitor nothing. */
export const analyze =
  (limiter: RateLimiter): RouteHandler<typeof routes.analyze, AppEnv> =>
  async (c) => {
    const { url } = c.req.valid('json');
    const analyzer = c.var.deps.analyzer;
    if (!analyzer) throw new ApiError('unavailable', 'Website analysis is not available on this server.');
    const client = clientAddress(c);
    await consume(limiter, client, TOO_MANY_ANALYSES);
    // Counted against the client while it runs: a third at once is refused (429), and it waits in the client's own lane.
    return c.json({ success: true as const, analysis: await analyzer.analyze(url, { client }) }, 200);
  };
