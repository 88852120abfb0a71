/** How often a failed delivery is retried, and how long to wait in between. */
export interface RetryPolicy {
  /** Retries after the first attempt; the spec's constant is 3. */
  maxRetries: number;
  /** Wait before the first retry; doubled for each further one. */
  baseDelayMs: number;
  /** Ceiling for any single wait; the spec's constant is 30 s. */
  maxDelayMs: number;
}

/** The spec's constants (section 9): 3 retries, exponential back-off capped at 30 s. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = { maxRetries: 3, baseDelayMs: 1000, maxDelayMs: 30_000 };

/** Wait before the next attempt, once `attempts` attempts have failed (1 → base, 2 → 2 × base, …). */
export function retryDelayMs(policy: RetryPolicy, attempts: number): number {
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, attempts - 1));
}

/** Whether a job that has made `attempts` attempts may make another. */
export function mayRetry(policy: RetryPolicy, attempts: number): boolean {
  return attempts < 1 + policy.maxRetries;
}

/** A short, single-line description of a failure, safe to store. */
export function describeError(err: unknown, max = 500): string {
  const text = err instanceof Error ? `${err.name === 'Error' ? '' : `${err.name}: `}${err.message}` : String(err);
  return text.replace(/\s+/g, ' ').trim().slice(0, max) || 'Unknown error';
}
