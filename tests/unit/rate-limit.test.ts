import { describe, expect, it } from 'vitest';
import { createRateLimiter } from '../../functions/lib/rate-limit.ts';

describe('createRateLimiter', () => {
  it('allows `limit` hits per window per key, then refuses with a retry time', () => {
    let t = 0;
    const limiter = createRateLimiter({ limit: 2, windowMs: 10_000, now: () => t });
    expect(limiter.hit('a').ok).toBe(true);
    expect(limiter.hit('a').ok).toBe(true);
    expect(limiter.hit('a')).toEqual({ ok: false, retryAfter: 10 });
    expect(limiter.hit('b').ok).toBe(true);
    t = 9_000;
    expect(limiter.hit('a')).toEqual({ ok: false, retryAfter: 1 });
    t = 10_001;
    expect(limiter.hit('a').ok).toBe(true);
  });

  it('forgets the oldest keys beyond maxKeys', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, maxKeys: 2 });
    limiter.hit('a');
    limiter.hit('b');
    limiter.hit('c');
    expect(limiter.hit('a').ok).toBe(true);
    expect(limiter.hit('c').ok).toBe(false);
  });
});
