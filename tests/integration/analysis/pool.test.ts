import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../functions/lib/errors.ts';
import { crawlLimitsOf } from '../../../functions/analysis/service.ts';
import { createAnalysisPool, type AnalysisPool, type AnalysisPoolOptions } from '../../../functions/analysis/worker/pool.ts';

const entry = 'tests/helpers/pool-worker.ts';
const limits = { ...crawlLimitsOf({ resolveHost: null }), timeoutMs: 1000 };
let pool: AnalysisPool | undefined;
const stopped: string[] = [];

function start(options: Partial<AnalysisPoolOptions> = {}) {
  pool = createAnalysisPool({
    size: 1,
    cpuBudgetMs: 400,
    allowPrivateHosts: false,
    entry,
    graceMs: 200,
    onTerminate: (why) => void stopped.push(why),
    ...options,
  });
  return pool;
}
const read = (p: AnalysisPool, how: string) => p.read(`https://site.test/${how}`, limits);
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (e: ApiError) => e,
  );

afterEach(async () => {
  await pool?.close();
  stopped.length = 0;
});

describe('the analysis worker pool', () => {
  it('returns what the worker read', async () => {
    const reading = await read(start(), 'ok');
    expect(reading.rules).toEqual({ archetype: 'The Hero' });
  });

  it('passes the worker’s own analysis errors through unchanged', async () => {
    const error = await failure(read(start(), 'invalid'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe('invalid_url');
  });

  it('terminates a worker stuck on the CPU past its budget, answers "too complex", and keeps serving', async () => {
    const p = start();
    const error = await failure(read(p, 'spin'));
    expect(error.code).toBe('too_complex');
    expect(error.message).toBe('This page is too complex to analyze.');
    expect(stopped).toEqual(['too_complex']);
    expect((await read(p, 'ok')).rules).toEqual({ archetype: 'The Hero' });
  });

  it('does not count a thread’s own start-up against the first page it reads', async () => {
    process.env.POOL_WORKER_SLOW_START_MS = '700';
    try {
      const p = start({ cpuBudgetMs: 400 });
      expect((await read(p, 'ok')).rules).toEqual({ archetype: 'The Hero' });
      expect(stopped).toEqual([]);
    } finally {
      delete process.env.POOL_WORKER_SLOW_START_MS;
    }
  });

  it('fails what waits, once, when a thread cannot start at all', async () => {
    const p = start({ entry: 'tests/helpers/no-such-worker.ts' });
    const error = await failure(read(p, 'ok'));
    expect(error.code).toBe('unavailable');
  });

  it('terminates a worker that idles past the crawl deadline as a timeout', async () => {
    const error = await failure(read(start({ cpuBudgetMs: 10_000 }), 'hang'));
    expect(error.code).toBe('timeout');
    expect(error.status).toBe(504);
  });

  it('fails only the analysis whose worker crashed', async () => {
    const p = start({ size: 2 });
    const [crashed, fine] = await Promise.allSettled([read(p, 'crash'), read(p, 'slow')]);
    expect(crashed.status === 'rejected' && (crashed.reason as ApiError).code).toBe('too_complex');
    expect(fine.status).toBe('fulfilled');
    expect((await read(p, 'ok')).rules).toEqual({ archetype: 'The Hero' });
  });

  it('refuses at once with "busy" (503, Retry-After) when the queue is full', async () => {
    const p = start({ maxQueue: 1 });
    const running = read(p, 'slow');
    const queued = read(p, 'slow');
    const error = await failure(read(p, 'ok'));
    expect(error.code).toBe('busy');
    expect(error.status).toBe(503);
    expect(error.retryAfter).toBeGreaterThan(0);
    await Promise.all([running, queued]);
  });

  it('runs analyses side by side up to its size and queues the rest', async () => {
    const p = start({ size: 2 });
    const all = Promise.all(['slow', 'slow', 'slow'].map((how) => read(p, how)));
    await expect.poll(() => p.stats()).toMatchObject({ running: 2, queued: 1 });
    await all;
    expect(p.stats()).toMatchObject({ running: 0, queued: 0 });
  });
});
