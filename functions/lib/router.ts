import { OpenAPIHono } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import type { AppEnv } from '../app-types.ts';
import { type ErrorEnvelope, validationHook } from './error-handler.ts';
import { ApiError, ERROR_CODES } from './errors.ts';
import { z as zod } from 'zod';

/** A feature's router: OpenAPI routes whose failed validations become the app's ApiError. */
export function createRouter<E extends AppEnv = AppEnv>() {
  return new OpenAPIHono<E>({ defaultHook: validationHook as never });
}

/** A JSON body that must be sent as JSON; anything else is 415 rather than an empty object failing validation. */
export const requireJson: MiddlewareHandler<AppEnv> = async (c, next) => {
  const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (type !== 'application/json' && !(type.startsWith('application/') && type.endsWith('+json'))) {
    throw new ApiError('unsupported_media_type', 'Send the request body as JSON (Content-Type: application/json).');
  }
  await next();
};

export function jsonBody<S extends z.ZodType>(schema: S, description?: string) {
  return { required: true, content: { 'application/json': { schema } }, ...(description ? { description } : {}) } as const;
}

export function jsonContent<S extends z.ZodType>(schema: S, description: string) {
  return { content: { 'application/json': { schema } }, description } as const;
}

export const errorEnvelopeSchema: z.ZodType<ErrorEnvelope> = zod.object({
  error: zod.string().describe('What went wrong, in words fit to show the person.'),
  code: zod.enum(ERROR_CODES as [ErrorEnvelope['code'], ...ErrorEnvelope['code'][]]).describe('Stable machine-readable code.'),
  requestId: zod.string().describe('The X-Request-Id of this request; quote it when reporting a problem.'),
});

/** The error answers a route documents, each with the one envelope. */
export function errorResponses<const S extends readonly number[]>(statuses: S, schema: z.ZodType = errorEnvelopeSchema) {
  const describe: Record<number, string> = {
    400: 'The request is not valid.',
    401: 'No session, or no secret where one is needed.',
    403: 'Signed in without the needed role, or from another site.',
    404: 'Not found.',
    413: 'The body is too large.',
    415: 'The body is not JSON.',
    422: 'Understood, but cannot be done.',
    429: 'Too many requests; see Retry-After.',
    500: 'Something failed on our side.',
    502: 'An outside service failed.',
    503: 'Busy or not configured; see Retry-After.',
    504: 'An outside service took too long.',
  };
  return Object.fromEntries(statuses.map((s) => [s, jsonContent(schema, describe[s] ?? 'Error.')])) as {
    [K in S[number]]: ReturnType<typeof jsonContent<typeof schema>>;
  };
}
