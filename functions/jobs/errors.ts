import { boundRetryAfter, parseRetryAfter } from './schedule.ts';
import { clipText } from '../../src/domain/clip-text.ts';
import { readPrefix } from '../lib/read-prefix.ts';

/** Of a failed answer's body, only this much is read: enough for the 300 characters kept. */
const ERROR_BODY_BYTES = 4096;

/**
 * What a failed attempt means for the queue:
 * - permanent: the service refused this job for good (sending the same bytes again gets the same answer): fail it now.
 * - otherwise it is retried until the give-up time. `serviceDown` says the failure was the service's, not the job's
 *   (connection refused, timeout, 5xx, 429, a rejected key): other jobs of the kind would fail the same way, so
 *   the drain stops trying them until the next probe. `retryAfterMs` is the wait the service asked for.
 */
export interface Failure {
  permanent: boolean;
  serviceDown: boolean;
  retryAfterMs?: number;
}

/** An error thrown by a transport or client that knows what it means; anything else counts as a transient job error. */
export class DeliveryError extends Error {
  override name = 'DeliveryError';
  readonly failure: Failure;
  constructor(message: string, failure: Failure, options?: { cause?: unknown }) {
    super(message, options);
    this.failure = failure;
  }
}

export function failureOf(err: unknown): Failure {
  return err instanceof DeliveryError ? err.failure : { permanent: false, serviceDown: false };
}

/** A short, single-line description of a failure, safe to store. */
export function describeError(err: unknown, max = 500): string {
  const text = err instanceof Error ? `${err.name === 'Error' || err.name === 'DeliveryError' ? '' : `${err.name}: `}${err.message}` : String(err);
  return clipText(text.replace(/\s+/g, ' ').trim(), max) || 'Unknown error';
}

/**
 * An HTTP API's non-2xx answer. 400, 409, 413, 422 and the other 4xx: the request itself is refused (a contact
 * HubSpot will not validate, a message the email API will not take), so it fails at once. 401 and 403 (a wrong or
 * revoked key), 404 (a wrong base URL), 408, 429 and 5xx are the service's or the configuration's fault, not the
 * job's: retried, and Retry-After (seconds or an HTTP date) sets the next attempt.
 */
export async function httpFailure(service: string, response: Response, now: number): Promise<DeliveryError> {
  const detail = clipText((await readPrefix(response, ERROR_BODY_BYTES)).replace(/\s+/g, ' ').trim(), 300);
  const { status } = response;
  const serviceDown = status >= 500 || [401, 403, 404, 408, 429].includes(status);
  const retryAfter = parseRetryAfter(response.headers.get('retry-after'), now);
  return new DeliveryError(`${service} answered ${status}${detail ? `: ${detail}` : ''}`, {
    permanent: !serviceDown,
    serviceDown,
    ...(serviceDown && retryAfter !== undefined ? { retryAfterMs: boundRetryAfter(retryAfter) } : {}),
  });
}

/** fetch itself failed (refused, reset, DNS, our timeout): the service is unreachable. */
export function unreachable(service: string, err: unknown): DeliveryError {
  return new DeliveryError(`${service} unreachable: ${describeError(err)}`, { permanent: false, serviceDown: true }, { cause: err });
}
