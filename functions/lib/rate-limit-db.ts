import type { InStatement } from '@libsql/client';
import type { Database } from '../../db/client.ts';
import type { RateLimiterFactory } from './rate-limit.ts';

/** Hits older than this are swept from every bucket now and then; limits here use windows of up to an hour. */
const MAX_WINDOW_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY = 100;

/**
 * Limiters whose counts live in the database (rate_limit_hits), so every Workers isolate sees the same
 * count: a per-isolate count would let a client multiply its limit by the number of isolates it reaches.
 * One write batch per hit drops the bucket's expired hits, counts one more only if under the limit, and
 * reads the oldest hit for Retry-After.
 */
export function databaseRateLimiters(db: Database, now: () => number = Date.now): RateLimiterFactory {
  let hitsSinceSweep = 0;
  return (name, { limit, windowMs }) => ({
    async hit(key) {
      const t = now();
      const bucket = `${name}:${key}`;
      const since = t - windowMs;
      const statements: InStatement[] = [
        { sql: 'delete from rate_limit_hits where bucket = ? and at <= ?', args: [bucket, since] },
        {
          sql: 'insert into rate_limit_hits (bucket, at) select ?, ? where (select count(*) from rate_limit_hits where bucket = ? and at > ?) < ?',
          args: [bucket, t, bucket, since, limit],
        },
        { sql: 'select min(at) as oldest from rate_limit_hits where bucket = ? and at > ?', args: [bucket, since] },
      ];
      if (++hitsSinceSweep >= SWEEP_EVERY) {
        hitsSinceSweep = 0;
        statements.push({ sql: 'delete from rate_limit_hits where at <= ?', args: [t - MAX_WINDOW_MS] });
      }
      const [, counted, oldest] = await db.$client.batch(statements, 'write');
      if (counted!.rowsAffected === 1) return { ok: true, retryAfter: 0 };
      const first = Number(oldest!.rows[0]?.oldest ?? t);
      return { ok: false, retryAfter: Math.max(1, Math.ceil((first + windowMs - t) / 1000)) };
    },
  });
}
