import type { Context, Env, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

/**
 * Hono's bodyLimit, without the cost it adds on Node: it reads `c.req.raw.body` first, which makes the Node
 * adapter build a full Request and stream the body through it (a fifth of a quiz submission's cost in
 * bench/submissions.ts), only to then decide by Content-Length. Here the same decision is made from the headers
 * alone: GET and HEAD have no body, and a declared length without Transfer-Encoding is compared as Hono compares
 * it. Anything else (a chunked upload, an unusual method) goes through Hono's own middleware, which counts bytes.
 */
export function limitBody<E extends Env>(maxSize: number, onError: (c: Context<E>) => Response | Promise<Response>): MiddlewareHandler<E> {
  const counted = bodyLimit({ maxSize, onError: onError as (c: Context) => Response | Promise<Response> });
  return (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD') return next();
    const headers = c.req.raw.headers;
    const length = headers.get('content-length');
    if (length === null || !DECLARED_BODY_METHODS.has(method) || headers.has('transfer-encoding')) return counted(c, next);
    return parseInt(length || '0', 10) > maxSize ? Promise.resolve(onError(c)) : next();
  };
}

/** Methods whose requests carry a body stream on every runtime, so that Hono's middleware would go on to the length. */
const DECLARED_BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
