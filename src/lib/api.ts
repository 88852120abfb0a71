import { hc, type ClientResponse } from 'hono/client';
import type { SuccessStatusCode } from 'hono/utils/http-status';
import type { App } from '../../functions/app.ts';

/**
 * A call to the API that failed, as an island sees it: the answer's status and the code and message of the app's error
 * envelope { error, code, requestId }. (The server's own error class is ApiError, functions/lib/errors.ts.)
 */
export class ApiCallError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  constructor(status: number, message: string, code?: string) {
    super(message);
    this.name = 'ApiCallError';
    this.status = status;
    this.code = code;
  }
}

/** The API, typed from the server's own routes (functions/app.ts): paths, bodies and answers cannot drift. */
export const api = () => hc<App>(window.location.origin, { init: { credentials: 'same-origin' } }).api;

type Success<R> = R extends ClientResponse<infer T, infer S, 'json'> ? (S extends SuccessStatusCode ? T : never) : never;

/** Awaits a call and returns its success body; any other answer throws ApiCallError with the server's message. */
export async function call<R extends ClientResponse<unknown, number, 'json'>>(request: Promise<R>): Promise<Success<R>> {
  const response = await request;
  const data = (await response.json().catch(() => null)) as { error?: unknown; code?: unknown } | null;
  if (!response.ok || data === null) {
    const message = typeof data?.error === 'string' ? data.error : `Request failed (${response.status}).`;
    throw new ApiCallError(response.status, message, typeof data?.code === 'string' ? data.code : undefined);
  }
  return data as Success<R>;
}

/** A lost session or role sends the person back to sign in (the server would redirect the page too). */
export function isSignedOutError(err: unknown): boolean {
  return err instanceof ApiCallError && (err.status === 401 || err.status === 403);
}
