import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** An error whose message is safe to show the client. */
export class HttpError extends Error {
  readonly status: ContentfulStatusCode;
  /** Seconds, sent as Retry-After (429 and 503). */
  readonly retryAfter: number | undefined;
  constructor(status: ContentfulStatusCode, message: string, options: { retryAfter?: number } = {}) {
    super(message);
    this.status = status;
    this.retryAfter = options.retryAfter;
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);

export interface Logger {
  info(message: string, data?: Record<string, unknown>): void;
  warn(message: string, data?: Record<string, unknown>): void;
  error(message: string, data?: Record<string, unknown>): void;
}

export const consoleLogger: Logger = {
  info: (m, d) => console.info(m, d ?? ''),
  warn: (m, d) => console.warn(m, d ?? ''),
  error: (m, d) => console.error(m, d ?? ''),
};

/** Maps any thrown error to a JSON response; unknown errors are logged and hidden. */
export function errorResponse(c: Context, err: unknown, logger: Logger): Response {
  if (err instanceof HttpError) {
    if (err.retryAfter !== undefined) c.header('Retry-After', String(Math.max(1, Math.ceil(err.retryAfter))));
    return c.json({ error: err.message }, err.status);
  }
  logger.error('Unhandled API error', { path: c.req.path, error: err instanceof Error ? err.stack : String(err) });
  return c.json({ error: 'Something went wrong on our side. Please try again.' }, 500);
}
