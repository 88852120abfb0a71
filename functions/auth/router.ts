import { z } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-types.ts';
import { ApiError, codeOfStatus } from '../lib/errors.ts';
import { errorResponse, handleErrors } from '../lib/error-handler.ts';
import { clientAddress, clientIp, consume, type RateLimiter } from '../lib/rate-limit.ts';
import { createRouter, errorResponses, jsonBody } from '../lib/router.ts';
import { CLIENT_ADDRESS_HEADER } from './auth.ts';

function limitAuth(limiter: RateLimiter, message: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await consume(limiter, clientAddress(c), message);
    await next();
  };
}

/**
 * better-auth answers errors as { code, message }: re-shaped into the app's envelope, with `message` kept so its
 * client reads it as before.
 */
async function inEnvelope(c: Context<AppEnv>, response: Response): Promise<Response> {
  if (response.ok || !(response.headers.get('content-type') ?? '').includes('application/json')) return response;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { message?: unknown } | null;
  const message = typeof body?.message === 'string' && body.message ? body.message : undefined;
  const error = new ApiError(codeOfStatus(response.status), message);
  const shaped = errorResponse(c, error, { message: error.message });
  const headers = new Headers(response.headers);
  headers.set('content-type', 'application/json');
  headers.delete('content-length');
  return new Response(shaped.body, { status: response.status, headers });
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

  // better-auth's client reads `message`.
  router.onError(handleErrors((error) => ({ message: error.message })));
  return router
    .post('/auth/sign-in/*', signIn)
    .post('/auth/sign-up/*', mailing)
    .post('/auth/send-verification-email', mailing)
    .on(['GET', 'POST'], '/auth/*', async (c) => {
      const headers = new Headers(c.req.raw.headers);
      headers.set(CLIENT_ADDRESS_HEADER, clientIp(c));
      return inEnvelope(c, await c.var.deps.auth.handler(new Request(c.req.raw, { headers })));
    });
}
