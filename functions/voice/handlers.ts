import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../app-types.ts';
import { clientAddress, consume, type RateLimiter } from '../lib/rate-limit.ts';
import type * as routes from './routes.ts';

export const TOO_MANY_REWRITES = 'Too many rewrite requests from your address. Please wait a while and try again.';

export const rewrite =
  (limiter: RateLimiter): RouteHandler<typeof routes.rewrite, AppEnv> =>
  async (c) => {
    const { archetype, headline, cta, brandKeywords } = c.req.valid('json');
    await consume(limiter, clientAddress(c), TOO_MANY_REWRITES);
    const written = await c.var.deps.voiceWriter.write({
      archetype,
      headline,
      ...(cta ? { cta } : {}),
      ...(brandKeywords ? { keywords: brandKeywords } : {}),
    });
    return c.json({ archetype, ...written }, 200);
  };
