import { z } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-types.ts';
import { ApiError, codeOfStatus } from '../lib/errors.ts';
import { allowedMethods, errorResponse } from '../lib/error-handler.ts';
import { clientAddress, clientIp, consume, type RateLimiter } from '../lib/rate-limit.ts';
import { createRouter, errorResponses, jsonBody } from '../lib/router.ts';
import { CLIENT_ADDRESS_HEADER, type Auth } from './auth.ts';
import { withRequestLogger } from './log-context.ts';

function limitAuth(limiter: RateLimiter, message: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await consume(limiter, clientAddress(c), message);
    await next();
  };
}

/** The methods better-auth answers on each of its paths, as routes under /api/auth (its server-only endpoints left out). */
function authRoutes(auth: Auth): Array<{ method: string; path: string }> {
  const endpoints = Object.values(auth.api) as Array<{
    path?: string;
    options?: { method?: string | string[]; metadata?: { SERVER_ONLY?: boolean } };
  }>;
  return endpoints.flatMap(({ path, options }) => {
    if (!path || options?.metadata?.SERVER_ONLY) return [];
    const methods = [options?.method ?? []].flat();
    return methods.map((method) => ({ method: method === '*' ? 'ALL' : method, path: `/api/auth${path}` }));
  });
}
const routesOf = new WeakMap<Auth, ReturnType<typeof authRoutes>>();

/** What an answer of better-auth without a body of its own means: a path it has under other methods (405), or none. */
function notAnswered(c: Context<AppEnv>, auth: Auth): ApiError {
  let routes = routesOf.get(auth);
  if (!routes) routesOf.set(auth, (routes = authRoutes(auth)));
  const allow = allowedMethods(routes, c.req.path);
  if (allow.length === 0) return new ApiError('not_found', `No API route ${c.req.method} ${c.req.path}.`);
  c.header('Allow', allow.join(', '));
  return new ApiError('method_not_allowed', `${c.req.method} is not allowed here. Allowed: ${allow.join(', ')}.`);
}

/**
 * better-auth answers errors as { code, message }, and a path or method it lacks with an empty 404: every non-2xx
 * answer is re-shaped into the app's envelope (its code from the status), with `message` kept so its client reads it
 * as before. Redirects pass as they are.
 */
async function inEnvelope(c: Context<AppEnv>, auth: Auth, response: Response): Promise<Response> {
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
  const error = unanswered ? notAnswered(c, auth) : new ApiError(codeOfStatus(response.status), message);
  if (response.status >= 500) c.var.logger.error('Auth error answer', { path: c.req.path, method: c.req.method, status: response.status, message });
  const shaped = errorResponse(c, error);
  const headers = new Headers(response.headers);
  for (const [name, value] of shaped.headers) headers.set(name, value);
  headers.delete('content-length');
  return new Response(shaped.body, { status: unanswered ? error.status : response.status, headers });
}

const credentials = z.object({ email: z.string(), password: z.string() });

/**
 * better-auth's handler under /auth/*. Sign-in and the endpoints that send email are rate limited per client
 * address; the address better-auth records is the runtime's, never a header the client sent. The paths the admin
 * pages use are documented; better-auth serves them.
 */
export function authRouter(limits: { signIn: RateLimiter; mailing: RateLimiter }) {
  const signIn = limitAuth(limits.signIn, 'Too many sign-in attempts. Please wait a few minutes and try again.');
  const mailing = limitAuth(limits.mailing, 'Too many sign-up attempts. Please wait a few minutes and try again.');

  const router = createRouter();
  const document = (method: 'get' | 'post', path: string, summary: string, body?: z.ZodType) =>
    router.openAPIRegistry.registerPath({
      method,
      path: `/auth${path}`,
      tags: ['Admin sign-in'],
      summary,
      ...(body ? { request: { body: jsonBody(body) } } : {}),
      responses: { 200: { description: 'better-auth’s answer.' }, ...errorResponses([400, 401, 403, 429]) },
    });
  document('post', '/sign-up/email', 'Create an admin account (a confirmation email is sent)', credentials.extend({ name: z.string() }));
  document('post', '/sign-in/email', 'Sign in; needs a confirmed email', credentials);
  document('post', '/send-verification-email', 'Send the confirmation link again', z.object({ email: z.string() }));
  document('get', '/verify-email', 'Confirm an email (the link from the email)');
  document('get', '/get-session', 'The current session, or null');
  document('post', '/sign-out', 'Sign out');

  // better-auth's client reads `message`: lib/error-handler.ts puts it beside every envelope under /api/auth/.
  return (
    router
      .post('/auth/sign-in/*', signIn)
      .post('/auth/sign-up/*', mailing)
      .post('/auth/send-verification-email', mailing)
      .on(['GET', 'POST'], '/auth/*', async (c) => {
        const headers = new Headers(c.req.raw.headers);
        headers.set(CLIENT_ADDRESS_HEADER, clientIp(c));
        const { auth } = c.var.deps;
        const response = await withRequestLogger(c.var.logger, () => auth.handler(new Request(c.req.raw, { headers })));
        return inEnvelope(c, auth, response);
      })
      // Every other method: 405 with the methods better-auth has on the path, or 404 for a path it lacks.
      .all('/auth/*', (c) => {
        const error = notAnswered(c, c.var.deps.auth);
        return errorResponse(c, error);
      })
  );
}
