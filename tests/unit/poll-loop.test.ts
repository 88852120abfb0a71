import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPollLoop } from '../../functions/lib/poll-loop.ts';

describe('the polling loop', () => {
  it('runs one pass at a time; kicks during a pass coalesce into exactly one more', async () => {
    let passes = 0;
    let running = 0;
    let overlap = false;
    let release!: () => void;
    const loop = createPollLoop(
      async () => {
        running++;
        overlap ||= running > 1;
        passes++;
        if (passes === 1) await new Promise<void>((r) => (release = r));
        running--;
        return undefined;
      },
      () => {},
    );
    void loop.kick();
    void loop.kick();
    void loop.kick();
    release();
    await loop.idle();
    expect({ passes, overlap }).toEqual({ passes: 2, overlap: false });
  });

  it('keeps going after a failed pass and reports the error', async () => {
    const errors: unknown[] = [];
    let n = 0;
    const loop = createPollLoop(
      async () => {
        if (++n === 1) throw new Error('db locked');
        return undefined;
      },
      (e) => errors.push(e),
    );
    await loop.kick();
    await loop.kick();
    expect(n).toBe(2);
    expect(errors).toHaveLength(1);
  });

  it('kickIfStale runs a pass only when none started within the interval', async () => {
    let clock = 0;
    let passes = 0;
    const loop = createPollLoop(
      async () => void passes++,
      () => {},
      () => clock,
    );
    await loop.kickIfStale(60_000);
    expect(passes).toBe(1); // never ran before
    clock = 30_000;
    await loop.kickIfStale(60_000);
    expect(passes).toBe(1);
    clock = 61_000;
    await loop.kickIfStale(60_000);
    expect(passes).toBe(2);
  });

  describe('once started', () => {
    afterEach(() => void vi.useRealTimers());

    it('runs a pass at once, wakes itself when a pass says the next job is due, and sweeps on its interval', async () => {
      vi.useFakeTimers({ now: 0 });
      const starts: number[] = [];
      const loop = createPollLoop(
        async () => {
          starts.push(Date.now());
          return starts.length === 1 ? Date.now() + 5_000 : undefined;
        },
        () => {},
      );
      loop.start(30_000);
      await vi.advanceTimersByTimeAsync(0);
      expect(starts).toEqual([0]);
      await vi.advanceTimersByTimeAsync(5_000);
      expect(starts).toEqual([0, 5_000]);
      await vi.advanceTimersByTimeAsync(25_000);
      expect(starts).toEqual([0, 5_000, 30_000]);
      loop.stop();
      await vi.advanceTimersByTimeAsync(60_000);
      expect(starts).toHaveLength(3);
    });
  });

  it('never wakes early for a pass due further away than a timer can wait (a watched site, 30 days ahead)', async () => {
    let passes = 0;
    const loop = createPollLoop(
      async () => {
        passes++;
        return 40 * 24 * 3_600_000;
      },
      () => {},
      () => 0,
    );
    loop.start(60_000);
    await loop.idle();
    // Unclamped, 40 days overflows Node's timer and it fires after 1 ms, over and over.
    await new Promise((r) => setTimeout(r, 50));
    loop.stop();
    expect(passes).toBe(1);
  });
});
