import { forwardedClient, limitIdentity } from './client-address.ts';
import { ApiError } from './errors.ts';

export interface RateLimitDecision {
  ok: boolean;
  /** Seconds until the caller may try again (when !ok). */
  retryAfter: number;
}

export interface RateLimiter {
  /** Counts one hit for `key` and says whether it is within the limit. */
  hit(key: string): Promise<RateLimitDecision>;
}

export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

/** Makes the app's limiters; `name` keeps each limiter's keys apart where limiters share a store. */
export type RateLimiterFactory = (name: string, rule: RateLimitRule) => RateLimiter;

/** Limiters in this process's memory: exact for the one Node process. */
export const memoryRateLimiters =
  (now: () => number = Date.now): RateLimiterFactory =>
  (_name, rule) =>
    createRateLimiter({ ...rule, now });

/**
 * A sliding-log limiter in memory: at most `limit` hits per `windowMs` per key, for one process
 * (Workers share limits through the database instead: rate-limit-db.ts); the oldest keys are dropped past `maxKeys`.
 */
export function createRateLimiter({
  limit,
  windowMs,
  maxKeys = 10_000,
  now = Date.now,
}: {
  limit: number;
  windowMs: number;
  maxKeys?: number;
  now?: () => number;
}): RateLimiter {
  const hits = new Map<string, number[]>();
  return {
    async hit(key) {
      const t = now();
      const recent = (hits.get(key) ?? []).filter((at) => t - at < windowMs);
      hits.delete(key);
      if (recent.length >= limit) {
        hits.set(key, recent);
        return { ok: false, retryAfter: Math.max(1, Math.ceil((recent[0]! + windowMs - t) / 1000)) };
      }
      recent.push(t);
      hits.set(key, recent);
      if (hits.size > maxKeys) hits.delete(hits.keys().next().value!);
      return { ok: true, retryAfter: 0 };
    },
  };
}

/** What the client's address is read from: a request's context, typed by what it uses so this module needs no app types. */
interface RequestContext {
  var: { deps: { env: { TRUST_PROXY: number } } };
  req: { header(name: string): string | undefined };
  env?: { clientAddress?: string } | undefined;
}

/**
 * The caller's address: the runtime's view (the socket on Node, CF-Connecting-IP on Workers), or behind
 * TRUST_PROXY reverse proxies the right-most X-Forwarded-For entry they did not add.
 */
export function clientIp(c: RequestContext): string {
  const hops = c.var.deps.env.TRUST_PROXY;
  return (hops > 0 ? forwardedClient(c.req.header('x-forwarded-for'), hops) : undefined) ?? c.env?.clientAddress ?? 'unknown';
}

/** Who per-client limits count: the caller's address, IPv6 by its /64. */
export function clientAddress(c: RequestContext): string {
  return limitIdentity(clientIp(c));
}

/** The 429 of a limit: says when to come back (Retry-After). */
export function rateLimited(decision: RateLimitDecision, message: string): ApiError {
  return new ApiError('rate_limited', message, { retryAfter: Math.max(1, decision.retryAfter) });
}

/** Counts one hit for `key`; over the limit, throws the 429. */
export async function consume(limiter: RateLimiter, key: string, message: string): Promise<void> {
  const decision = await limiter.hit(key);
  if (!decision.ok) throw rateLimited(decision, message);
}
