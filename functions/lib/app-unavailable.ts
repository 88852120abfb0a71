import { ApiError } from './errors.ts';
import type { ErrorEnvelope } from './error-handler.ts';
import type { Logger } from './logger.ts';
import { requestIdOf } from './request-id.ts';

/** Seconds a client waits before asking again when the app could not start. */
const RETRY_AFTER_SECONDS = 30;

/**
 * The answer to an API request when the app itself could not start (settings that do not parse, a database that
 * cannot be opened): the one error envelope, 503 with Retry-After, and the cause logged under the request's id.
 */
export function appUnavailableResponse(request: Request, cause: unknown, logger: Logger): Response {
  const requestId = requestIdOf(request.headers);
  logger.error('The app could not start; API answered 503', {
    requestId,
    path: new URL(request.url).pathname,
    error: cause instanceof Error ? cause.message : String(cause),
  });
  const error = new ApiError('unavailable');
  const body: ErrorEnvelope = { error: error.message, code: error.code, requestId };
  return Response.json(body, {
    status: error.status,
    headers: { 'Retry-After': String(RETRY_AFTER_SECONDS), 'X-Request-Id': requestId, 'Cache-Control': 'no-store' },
  });
}
