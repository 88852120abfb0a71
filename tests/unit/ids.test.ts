import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../../functions/lib/ids.ts';

describe('uuidv7', () => {
  it('is an RFC 9562 version 7 UUID', () => {
    expect(uuidv7()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('starts with the time in milliseconds', () => {
    const at = Date.UTC(2026, 10, 22, 6, 30, 0, 123);
    expect(parseInt(uuidv7(at).replace(/-/g, '').slice(0, 12), 16)).toBe(at);
  });

  it('sorts by time, so new rows land at the end of an index', () => {
    const ids = [1_700_000_000_000, 1_700_000_000_001, 1_800_000_000_000, 2_000_000_000_000].map((t) => uuidv7(t));
    expect([...ids].sort()).toEqual(ids);
  });

  it('keeps 74 random bits: ids made in the same millisecond differ', () => {
    expect(new Set(Array.from({ length: 1000 }, () => uuidv7(1_700_000_000_000))).size).toBe(1000);
  });
});
