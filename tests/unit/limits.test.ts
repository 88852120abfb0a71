import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../functions/env.ts';
import { createLimiters, rateLimitTable } from '../../functions/lib/limits.ts';
import { memoryRateLimiters, type RateLimiterFactory, type RateLimitRule } from '../../functions/lib/rate-limit.ts';

const HOUR = 60 * 60 * 1000;

describe('the rate-limit table', () => {
  it('takes the limits that are settings from env', () => {
    const table = rateLimitTable(
      parseEnv({
        ANALYZER_RATE_LIMIT_PER_HOUR: '7',
        SUBMISSION_RATE_LIMIT_MAX: '5',
        SUBMISSION_RATE_LIMIT_WINDOW_SECONDS: '120',
        AUTH_RATE_LIMIT_MAX: '4',
        AUTH_RATE_LIMIT_WINDOW_SECONDS: '60',
      }),
    );
    expect(table.analysis).toEqual({ count: 7, windowMs: HOUR, per: 'client' });
    expect(table.submissions).toEqual({ count: 5, windowMs: 120_000, per: 'client' });
    expect(table['auth:sign-in']).toEqual({ count: 4, windowMs: 60_000, per: 'client' });
    expect(table['auth:mailing']).toEqual({ count: 4, windowMs: 60_000, per: 'client' });
  });

  it('has a count and a window for every row', () => {
    for (const [name, row] of Object.entries(rateLimitTable(parseEnv({})))) {
      expect(row.count, name).toBeGreaterThan(0);
      expect(row.windowMs, name).toBeGreaterThan(0);
    }
  });
});

describe('createLimiters', () => {
  it('makes one limiter per row from the injected store, under the row’s name and rule', () => {
    const made: [string, RateLimitRule][] = [];
    const store: RateLimiterFactory = (name, rule) => {
      made.push([name, rule]);
      return memoryRateLimiters()(name, rule);
    };
    const table = rateLimitTable(parseEnv({}));
    const limiters = createLimiters(store, table);
    expect(made).toEqual(Object.entries(table).map(([name, row]) => [name, { limit: row.count, windowMs: row.windowMs }]));
    expect(limiters['admin-erasures']).toMatchObject({ count: 30, windowMs: HOUR, per: 'admin' });
  });

  it('refuses the hit after the count, per key', async () => {
    const limiters = createLimiters(
      memoryRateLimiters(() => 0),
      rateLimitTable(parseEnv({})),
    );
    const limit = limiters['email-report:submission'];
    const decisions = [];
    for (let i = 0; i <= limit.count; i++) decisions.push((await limit.hit('submission-a')).ok);
    expect(decisions).toEqual([...Array<boolean>(limit.count).fill(true), false]);
    expect((await limit.hit('submission-b')).ok).toBe(true);
  });

  it('lets everything through a row counting 0, and asks the store for no limiter', async () => {
    const asked: string[] = [];
    const store: RateLimiterFactory = (name, rule) => {
      asked.push(name);
      return memoryRateLimiters()(name, rule);
    };
    const limiters = createLimiters(store, rateLimitTable(parseEnv({ SUBMISSION_RATE_LIMIT_MAX: '0' })));
    expect(asked).not.toContain('submissions');
    for (let i = 0; i < 100; i++) expect((await limiters.submissions.hit('203.0.113.1')).ok).toBe(true);
  });
});
