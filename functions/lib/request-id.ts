import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-types.ts';

/** An id a proxy or Cloudflare gave the request is kept when it looks like one (no spaces, no control characters). */
const USABLE = /^[\x21-\x7e]{8,128}$/;

export function requestIdOf(headers: Headers): string {
  for (const name of ['x-request-id', 'cf-ray']) {
    const value = headers.get(name);
    if (value && USABLE.test(value)) return value;
  }
  return crypto.randomUUID();
}

/** Every response carries X-Request-Id, and every log line of the request carries the same id. */
export const requestId: MiddlewareHandler<AppEnv> = async (c, next) => {
  const id = requestIdOf(c.req.raw.headers);
  c.set('requestId', id);
  c.set('logger', c.var.deps.logger.with({ requestId: id }));
  await next();
  // After the handler: a Response it built itself (better-auth's) has none of the headers set before.
  setResponseHeader(c, 'X-Request-Id', id);
};

/**
 * Sets a header on the finished response in place. `c.header` would rebuild the response around its body as a
 * stream, which on Node turns a plain JSON answer into a streamed one (bench/submissions.ts).
 */
export function setResponseHeader(c: Context, name: string, value: string): void {
  try {
    c.res.headers.set(name, value);
  } catch {
    c.res = new Response(c.res.body, c.res); // immutable headers (a redirect): copy, then set
    c.res.headers.set(name, value);
  }
}
