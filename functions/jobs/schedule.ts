/**
 * When to try a failed delivery again. Pure: the clock and the randomness come from the caller.
 *
 * The wait is a quarter of the time the job (or the service) has been failing, between 5 s and 30 min, with
 * ±20 % jitter: every 5 s for the first 20 s, then growing by a quarter per attempt (6 s, 8 s, 10 s, 12 s, …) until
 * it reaches 30 minutes about two hours in, then every 30 minutes until the give-up time (~120 attempts in 48 h). That is exponential back-off whose growth is
 * tied to the outage itself: whenever a service comes back, the next attempt is at most about a quarter of the
 * outage away (45 s down: ~11 s; 10 min down: ~2.5 min; a day down: 30 min). A doubling schedule from a few
 * seconds would already wait 10 minutes after a 10-minute outage. Jitter keeps jobs that failed together (an
 * outage) from coming back as one burst.
 */
export const MIN_RETRY_DELAY_MS = 5_000;
export const MAX_RETRY_DELAY_MS = 30 * 60_000;
const GROWTH = 0.25;
const JITTER = 0.2;

/** The wait before the next attempt of something that has been failing for `failingForMs`. */
export function retryDelayMs(failingForMs: number, random: () => number = Math.random): number {
  const base = Math.min(MAX_RETRY_DELAY_MS, Math.max(MIN_RETRY_DELAY_MS, failingForMs * GROWTH));
  const jittered = base * (1 - JITTER + 2 * JITTER * random());
  return Math.round(Math.min(MAX_RETRY_DELAY_MS, Math.max(MIN_RETRY_DELAY_MS, jittered)));
}

/** A wait the service asked for (Retry-After), kept within the same bounds: at least a second, at most 30 minutes. */
export function boundRetryAfter(ms: number): number {
  return Math.round(Math.min(MAX_RETRY_DELAY_MS, Math.max(1_000, ms)));
}

/** Retry-After as delay-seconds or an HTTP date (RFC 9110 §10.2.3), in ms from `now`; undefined if absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, now: number): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}
