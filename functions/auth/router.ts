import { z } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-types.ts';
import { ApiError, codeOfStatus } from '../lib/errors.ts';
import { allowedMethods, errorResponse } from '../lib/error-handler.ts';
import { clientAddress, clientIp, consume, type RateLimiter } from '../lib/rate-limit.ts';
import { createRouter, errorResponses, jsonBody } from '../lib/router.ts';
import { CLIENT_ADDRESS_HEADER } from './auth.ts';
import { withRequestLogger } from './log-context.ts';

function limitAuth(limiter: RateLimiter, message: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await consume(limiter, clientAddress(c), message);
    await next();
  };
}

const credentials = z.object({ email: z.string(), password: z.string() });

type Limit = 'signIn' | 'mailing';
interface AuthEndpoint {
  method: 'GET' | 'POST';
  path: string;
  summary: string;
  body?: z.ZodType;
  limit?: Limit;
}

/**
 * The better-auth endpoints the admin pages use (src/lib/auth-client.ts, the confirmation link), method by method:
 * the only ones passed to better-auth. Its others (change-password, list-sessions, delete-user…) are not the app's:
 * each would be work, log lines and state reachable by anyone, so they answer 404 like any path the API lacks.
 */
export const AUTH_ENDPOINTS: readonly AuthEndpoint[] = [
  {
    method: 'POST',
    path: '/sign-up/email',
    summary: 'Create an admin account (a confirmation email is sent)',
    body: credentials.extend({ name: z.string() }),
    limit: 'mailing',
  },
  { method: 'POST', path: '/sign-in/email', summary: 'Sign in; needs a confirmed email', body: credentials, limit: 'signIn' },
  {
    method: 'POST',
    path: '/send-verification-email',
    summary: 'Send the confirmation link again',
    body: z.object({ email: z.string() }),
    limit: 'mailing',
  },
  { method: 'GET', path: '/verify-email', summary: 'Confirm an email (the link from the email)' },
  { method: 'GET', path: '/get-session', summary: 'The current session, or null' },
  { method: 'POST', path: '/sign-out', summary: 'Sign out' },
];

const ROUTES = AUTH_ENDPOINTS.map(({ method, path }) => ({ method, path: `/api/auth${path}` }));

/** A path or method the app does not pass to better-auth: 405 with Allow on an endpoint's path, 404 on any other. */
function notAnswered(c: Context<AppEnv>): ApiError {
  const allow = allowedMethods(ROUTES, c.req.path);
  if (allow.length === 0) return new ApiError('not_found', `No API route ${c.req.method} ${c.req.path}.`);
  c.header('Allow', allow.join(', '));
  return new ApiError('method_not_allowed', `${c.req.method} is not allowed here. Allowed: ${allow.join(', ')}.`);
}

/**
 * better-auth answers errors as { code, message }, and a path or method it lacks with an empty 404: every non-2xx
 * answer is re-shaped into the app's envelope (its code from the status), with `message` kept so its client reads it
 * as before. Redirects pass as they are.
 */
async function inEnvelope(c: Context<AppEnv>, response: Response): Promise<Response> {
  if (response.status < 400) return response;
  const isJson = (response.headers.get('content-type') ?? '').includes('application/json');
  const body = isJson
    ? ((await response
        .clone()
        .json()
        .catch(() => null)) as { message?: unknown } | null)
    : null;
  const message = typeof body?.message === 'string' && body.message ? body.message : undefined;
  const unanswered = response.status === 404 && !message;
  const error = unanswered
    ? new ApiError('not_found', `No API route ${c.req.method} ${c.req.path}.`)
    : new ApiError(codeOfStatus(response.status), message);
  if (response.status >= 500) c.var.logger.error('Auth error answer', { path: c.req.path, method: c.req.method, status: response.status, message });
  const shaped = errorResponse(c, error);
  const headers = new Headers(response.headers);
  for (const [name, value] of shaped.headers) headers.set(name, value);
  headers.delete('content-length');
  return new Response(shaped.body, { status: response.status, headers });
}

/**
 * better-auth's handler for the endpoints of AUTH_ENDPOINTS only, under /auth/*. Sign-in and the endpoints that send
 * email are rate limited per client address; the address better-auth records is the runtime's, never a header the
 * client sent.
 */
export function authRouter(limits: { signIn: RateLimiter; mailing: RateLimiter }) {
  const limiters: Record<Limit, MiddlewareHandler<AppEnv>> = {
    signIn: limitAuth(limits.signIn, 'Too many sign-in attempts. Please wait a few minutes and try again.'),
    mailing: limitAuth(limits.mailing, 'Too many sign-up attempts. Please wait a few minutes and try again.'),
  };
  const answer: MiddlewareHandler<AppEnv> = async (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_ADDRESS_HEADER, clientIp(c));
    const { auth } = c.var.deps;
    const response = await withRequestLogger(c.var.logger, () => auth.handler(new Request(c.req.raw, { headers })));
    return inEnvelope(c, response);
  };

  const router = createRouter();
  for (const { method, path, summary, body, limit } of AUTH_ENDPOINTS) {
    router.openAPIRegistry.registerPath({
      method: method === 'GET' ? 'get' : 'post',
      path: `/auth${path}`,
      tags: ['Admin sign-in'],
      summary,
      ...(body ? { request: { body: jsonBody(body) } } : {}),
      responses: { 200: { description: 'better-auth’s answer.' }, ...errorResponses([400, 401, 403, 429]) },
    });
    if (limit) router.on(method, `/auth${path}`, limiters[limit], answer);
    else router.on(method, `/auth${path}`, answer);
  }

  // better-auth's client reads `message`: lib/error-handler.ts puts it beside every envelope under /api/auth/.
  // Everything else under /auth never reaches better-auth.
  return router.all('/auth/*', (c) => errorResponse(c, notAnswered(c)));
}
