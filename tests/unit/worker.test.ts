import { describe, expect, it } from 'vitest';
import { createWorker } from '../../functions/lib/worker.ts';

describe('background worker', () => {
  it('runs one pass at a time; kicks during a pass coalesce into exactly one more', async () => {
    let passes = 0;
    let running = 0;
    let overlap = false;
    let release!: () => void;
    const worker = createWorker(async () => {
      running++;
      overlap ||= running > 1;
      passes++;
      if (passes === 1) await new Promise<void>((r) => (release = r));
      running--;
      return undefined;
    }, () => {});
    void worker.kick();
    void worker.kick();
    void worker.kick();
    release();
    await worker.idle();
    expect({ passes, overlap }).toEqual({ passes: 2, overlap: false });
  });

  it('keeps going after a failed pass and reports the error', async () => {
    const errors: unknown[] = [];
    let n = 0;
    const worker = createWorker(async () => {
      if (++n === 1) throw new Error('db locked');
      return undefined;
    }, (e) => errors.push(e));
    await worker.kick();
    await worker.kick();
    expect(n).toBe(2);
    expect(errors).toHaveLength(1);
  });

  it('kickIfStale runs a pass only when none started within the interval', async () => {
    let clock = 0;
    let passes = 0;
    const worker = createWorker(async () => void passes++, () => {}, () => clock);
    await worker.kickIfStale(60_000);
    expect(passes).toBe(1); // never ran before
    clock = 30_000;
    await worker.kickIfStale(60_000);
    expect(passes).toBe(1);
    clock = 61_000;
    await worker.kickIfStale(60_000);
    expect(passes).toBe(2);
  });
});
