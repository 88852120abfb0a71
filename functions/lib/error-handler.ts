import type { Hook } from '@hono/zod-openapi';
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { z } from 'zod';
import type { AppEnv } from '../app-types.ts';
import { ApiError, codeOfStatus, isApiError, type ErrorCode } from './errors.ts';

/** The one shape of every non-2xx JSON answer. */
export interface ErrorEnvelope {
  error: string;
  code: ErrorCode;
  requestId: string;
}

/**
 * Fields some clients read beside the envelope, by path, whichever layer refused the request (body limit, routing,
 * validation, handler): the spec's `success: false` on analyze-website, and better-auth's client's `message`.
 */
function clientFields(path: string, error: ApiError): Record<string, unknown> {
  if (path === '/api/analyze-website') return { success: false };
  if (path.startsWith('/api/auth/')) return { message: error.message };
  return {};
}

/** The envelope for an error, with Retry-After when the error names a wait, and the fields its client reads beside it. */
export function errorResponse(c: Context<AppEnv>, error: ApiError): Response {
  if (error.retryAfter !== undefined) c.header('Retry-After', String(Math.max(1, Math.ceil(error.retryAfter))));
  const body: ErrorEnvelope = { error: error.message, code: error.code, requestId: c.var.requestId ?? 'unknown' };
  return c.json({ ...clientFields(c.req.path, error), ...body }, error.status);
}

/** Anything thrown, as an ApiError: our own as they are, Hono's (malformed JSON…) by status, the rest a logged 500. */
export function toApiError(c: Context<AppEnv>, err: unknown): ApiError {
  if (isApiError(err)) return err;
  if (err instanceof HTTPException && err.status < 500) {
    const code = /json/i.test(err.message) ? 'invalid_json' : codeOfStatus(err.status);
    return new ApiError(code, code === 'invalid_json' ? undefined : err.message || undefined);
  }
  (c.var.logger ?? c.var.deps.logger).error('Unhandled API error', unhandledDetails(c.req.method, c.req.path, err));
  return new ApiError('internal_error');
}

/** What the log keeps of an unexpected failure, in the API and in pages rendered per request alike: where, and the stack. */
export function unhandledDetails(method: string, path: string, err: unknown): Record<string, unknown> {
  return { path, method, error: err instanceof Error ? err.stack : String(err) };
}

/** The app's error handler: every failure as its envelope. */
export function handleErrors(): ErrorHandler<AppEnv> {
  return (err, c) => errorResponse(c, toApiError(c, err));
}

/** The methods an app answers on a path ('/api/submissions/:id/…' patterns as Hono registered them). */
export function allowedMethods(routes: ReadonlyArray<{ method: string; path: string }>, path: string): string[] {
  const methods = new Set<string>();
  for (const route of routes) {
    if (route.method === 'ALL' || !matches(route.path, path)) continue;
    methods.add(route.method);
    if (route.method === 'GET') methods.add('HEAD');
  }
  return [...methods].sort();
}

// Segment by segment: ':param' takes one segment, a trailing '*' the rest. No regular expression over the request path.
function matches(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const got = path.split('/');
  for (let i = 0; i < want.length; i++) {
    const part = want[i]!;
    if (part === '*' && i === want.length - 1) return true;
    if (got[i] === undefined || (part.startsWith(':') ? got[i] === '' : part !== got[i])) return false;
  }
  return want.length === got.length;
}

/** 404 for a path no route has; 405 with Allow for a path that exists under other methods. */
export function notFound(routes: () => ReadonlyArray<{ method: string; path: string }>): NotFoundHandler<AppEnv> {
  return (c) => {
    const allow = allowedMethods(routes(), c.req.path);
    if (allow.length === 0) return errorResponse(c, new ApiError('not_found', `No API route ${c.req.method} ${c.req.path}.`));
    c.header('Allow', allow.join(', '));
    return errorResponse(c, new ApiError('method_not_allowed', `${c.req.method} is not allowed here. Allowed: ${allow.join(', ')}.`));
  };
}

/**
 * "field: what is wrong", from the first issue: one thing to fix at a time, in words a person can act on. A header's
 * rule names its header as HTTP spells it (Idempotency-Key), so its message stands alone.
 */
export function describeIssue(error: z.ZodError, target?: string): string {
  const issue = error.issues[0];
  if (!issue) return 'The request is not valid.';
  const where = issue.path.length && target !== 'header' ? `${issue.path.join('.')}: ` : '';
  return issue.message.startsWith(where) ? issue.message : `${where}${issue.message}`;
}

/** The code a schema gave its own issue (`params: { code }`, e.g. the analysis URL's invalid_url), if any. */
function issueCode(error: z.ZodError): ErrorCode | undefined {
  const issue = error.issues[0];
  return issue?.code === 'custom' ? (issue.params as { code?: ErrorCode } | undefined)?.code : undefined;
}

/** zod-openapi's validation hook: a failed check is an ApiError like any other; a schema's own code keeps its message whole. */
export const validationHook: Hook<unknown, AppEnv, string, unknown> = (result) => {
  if (result.success) return;
  const code = issueCode(result.error);
  throw code ? new ApiError(code, result.error.issues[0]!.message) : new ApiError('invalid_request', describeIssue(result.error, result.target));
};
