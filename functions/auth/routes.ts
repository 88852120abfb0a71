import { Hono, type MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app.ts';
import type { Env } from '../env.ts';
import { clientAddress, clientIp, type RateLimiter, type RateLimiterFactory } from '../lib/rate-limit.ts';
import { CLIENT_ADDRESS_HEADER } from './auth.ts';

/** Answers in better-auth's error shape, so the auth client shows the message like its own. */
function limitAuth(limiter: RateLimiter, message: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const decision = await limiter.hit(clientAddress(c));
    if (!decision.ok) {
      c.header('Retry-After', String(decision.retryAfter));
      return c.json({ code: 'TOO_MANY_REQUESTS', message, error: message }, 429);
    }
    await next();
  };
}

/**
 * better-auth's handler under /api/auth/*. Sign-in and the endpoints that send email are rate
 * limited per client address; the address better-auth records is the runtime's, never a header
 * the client sent.
 */
export function createAuthRoutes(env: Env, limiters: RateLimiterFactory) {
  const rule = { limit: env.AUTH_RATE_LIMIT_MAX, windowMs: env.AUTH_RATE_LIMIT_WINDOW_SECONDS * 1000 };
  const signIn = limitAuth(
    limiters('auth:sign-in', rule),
    'Too many sign-in attempts. Please wait a few minutes and try again.',
  );
  const mailing = limitAuth(
    limiters('auth:mailing', rule),
    'Too many sign-up attempts. Please wait a few minutes and try again.',
  );

  return new Hono<AppEnv>()
    .post('/sign-in/*', signIn)
    .post('/sign-up/*', mailing)
    .post('/send-verification-email', mailing)
    .on(['GET', 'POST'], '/*', (c) => {
      const headers = new Headers(c.req.raw.headers);
      headers.set(CLIENT_ADDRESS_HEADER, clientIp(c));
      return c.var.deps.auth.handler(new Request(c.req.raw, { headers }));
    });
}
