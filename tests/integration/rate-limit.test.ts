import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { openDatabase } from '../../db/open-and-migrate.ts';
import { createRateLimiter, memoryRateLimiters, type RateLimiterFactory } from '../../functions/lib/rate-limit.ts';
import { databaseRateLimiters } from '../../functions/lib/rate-limit-db.ts';

let dir: string;
let handle: DatabaseHandle;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'rate-limit-'));
  handle = await openDatabase(`file:${join(dir, 'test.db')}`);
});
afterAll(() => {
  handle.client.close();
  rmSync(dir, { recursive: true, force: true });
});

// The same rules hold in memory (Node) and in the database (Workers, shared by every isolate).
describe.each([
  ['in memory', (now: () => number) => memoryRateLimiters(now)],
  ['in the database', (now: () => number) => databaseRateLimiters(handle.db, now)],
] as [string, (now: () => number) => RateLimiterFactory][])('rate limiters %s', (kind, factory) => {
  it('allow `limit` hits per window per key, then refuse with the seconds until the oldest hit expires', async () => {
    let t = 1_000_000;
    const limiter = factory(() => t)(`window-${kind}`, { limit: 2, windowMs: 10_000 });
    expect((await limiter.hit('a')).ok).toBe(true);
    expect((await limiter.hit('a')).ok).toBe(true);
    expect(await limiter.hit('a')).toEqual({ ok: false, retryAfter: 10 });
    expect((await limiter.hit('b')).ok).toBe(true);
    t += 9_000;
    expect(await limiter.hit('a')).toEqual({ ok: false, retryAfter: 1 });
    t += 1_001;
    expect((await limiter.hit('a')).ok).toBe(true);
  });

  it('keep limiters of different names apart, even on the same key', async () => {
    const limiters = factory(() => 5_000_000);
    const signIn = limiters(`sign-in-${kind}`, { limit: 1, windowMs: 60_000 });
    const reports = limiters(`reports-${kind}`, { limit: 1, windowMs: 60_000 });
    expect((await signIn.hit('203.0.113.7')).ok).toBe(true);
    expect((await reports.hit('203.0.113.7')).ok).toBe(true);
    expect((await signIn.hit('203.0.113.7')).ok).toBe(false);
  });
});

describe('database rate limiters', () => {
  it('share one count between two app instances on the same database, as Workers isolates do', async () => {
    const rule = { limit: 3, windowMs: 60_000 };
    const isolateA = databaseRateLimiters(handle.db)('shared', rule);
    const isolateB = databaseRateLimiters(handle.db)('shared', rule);
    const results = [await isolateA.hit('k'), await isolateB.hit('k'), await isolateA.hit('k'), await isolateB.hit('k')];
    expect(results.map((r) => r.ok)).toEqual([true, true, true, false]);
  });

  it('count concurrent hits exactly: no more than the limit gets through', async () => {
    const limiter = databaseRateLimiters(handle.db)('burst', { limit: 5, windowMs: 60_000 });
    const results = await Promise.all(Array.from({ length: 20 }, () => limiter.hit('k')));
    expect(results.filter((r) => r.ok)).toHaveLength(5);
  });

  it('sweep expired hits of every bucket now and then, so the table does not grow without end', async () => {
    let t = 10_000_000;
    const limiters = databaseRateLimiters(handle.db, () => t);
    for (let i = 0; i < 50; i++) await limiters('sweep', { limit: 100, windowMs: 1_000 }).hit(`key-${i}`);
    t += 25 * 60 * 60 * 1000;
    for (let i = 0; i < 100; i++) await limiters('sweep-later', { limit: 1_000, windowMs: 1_000 }).hit('one');
    const left = await handle.client.execute({ sql: "select count(*) as n from rate_limit_hits where bucket like 'sweep:%'", args: [] });
    expect(Number(left.rows[0]!.n)).toBe(0);
  });
});

describe('createRateLimiter (memory)', () => {
  it('forgets the oldest keys beyond maxKeys', async () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, maxKeys: 2 });
    await limiter.hit('a');
    await limiter.hit('b');
    await limiter.hit('c');
    expect((await limiter.hit('a')).ok).toBe(true);
    expect((await limiter.hit('c')).ok).toBe(false);
  });
});
