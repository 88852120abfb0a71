import { BroadcastChannel } from 'node:worker_threads';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../../functions/lib/errors.ts';
import { crawlLimitsOf } from '../../../functions/analysis/service.ts';
import { createAnalysisPool, type AnalysisPool, type AnalysisPoolOptions } from '../../../functions/analysis/worker/pool.ts';
import { POOL_TEST_CHANNEL, type PoolTestMessage } from '../../helpers/pool-test-channel.ts';

/**
 * The pool against a stand-in worker (tests/helpers/pool-worker.ts). What runs when is seen through the
 * workers' own word ('held/<name>' tasks say when they start and end when the test releases them), never
 * through elapsed time; the crawl deadline is generous, so a slow machine only makes the tests slower.
 */
const entry = 'tests/helpers/pool-worker.ts';
const limits = { ...crawlLimitsOf({ resolveHost: null }), timeoutMs: 60_000 };
let pool: AnalysisPool | undefined;
const stopped: string[] = [];

let channel: BroadcastChannel;
/** Names of the held tasks that have started, in the order their workers said so. */
const started: string[] = [];
const startWaiters: Array<() => void> = [];
beforeAll(() => {
  channel = new BroadcastChannel(POOL_TEST_CHANNEL);
  channel.onmessage = (event) => {
    const message = (event as { data: PoolTestMessage }).data;
    if (!('started' in message)) return;
    started.push(message.started);
    startWaiters.splice(0).forEach((wake) => wake());
  };
});
afterAll(() => channel.close());

/** Resolves once `count` held tasks have started. */
async function startedCount(count: number): Promise<string[]> {
  while (started.length < count) await new Promise<void>((wake) => startWaiters.push(wake));
  return [...started];
}
const release = (name: string) => channel.postMessage({ release: name } satisfies PoolTestMessage);

/**
 * The CPU budget is read from the thread's event-loop utilisation, which on a loaded machine also counts the
 * time the thread waits for a core: generous here, and small only where a task never ends by itself.
 */
const GENEROUS_CPU_BUDGET_MS = 30_000;

function start(options: Partial<AnalysisPoolOptions> = {}) {
  pool = createAnalysisPool({
    size: 1,
    cpuBudgetMs: GENEROUS_CPU_BUDGET_MS,
    allowPrivateHosts: false,
    entry,
    graceMs: 200,
    onTerminate: (why) => void stopped.push(why),
    ...options,
  });
  return pool;
}
const read = (p: AnalysisPool, how: string, within = limits, client?: string) => p.read(`https://site.test/${how}`, within, client);
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
  started.length = 0;
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
    const p = start({ cpuBudgetMs: 1500 });
    // The task never ends by itself: only the CPU budget can end it.
    const error = await failure(read(p, 'spin'));
    expect(error.code).toBe('too_complex');
    expect(error.message).toBe('This page is too complex to analyze.');
    expect(stopped).toEqual(['too_complex']);
    expect((await read(p, 'ok')).rules).toEqual({ archetype: 'The Hero' });
  });

  it('does not count a thread’s own start-up against the first page it reads', async () => {
    // The stand-in spins for twice the CPU budget before it says it is ready; the page itself costs next to nothing.
    process.env.POOL_WORKER_SLOW_START_MS = '3000';
    try {
      const p = start({ cpuBudgetMs: 1500 });
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

  it('terminates a worker that idles past the crawl deadline as a timeout, and keeps serving', async () => {
    const p = start();
    await read(p, 'ok'); // a thread that has started takes the next task at once, so its deadline is the crawl's alone
    // The task never answers and uses no CPU: only the deadline can end it.
    const error = await failure(read(p, 'hang', { ...limits, timeoutMs: 300 }));
    expect(error.code).toBe('timeout');
    expect(error.status).toBe(504);
    expect(stopped).toEqual(['timeout']);
    expect((await read(p, 'ok')).rules).toEqual({ archetype: 'The Hero' });
  });

  it('fails only the analysis whose worker crashed', async () => {
    const p = start({ size: 2 });
    const fine = read(p, 'held/beside-the-crash', limits, 'client-a');
    const crashed = failure(read(p, 'crash', limits, 'client-b'));
    // Both run at once, on two threads: the crash ends only its own.
    await startedCount(1);
    expect((await crashed).code).toBe('too_complex');
    release('beside-the-crash');
    expect((await fine).rules).toEqual({ archetype: 'The Hero' });
    expect((await read(p, 'ok')).rules).toEqual({ archetype: 'The Hero' });
  });

  it('refuses at once with "busy" (503, Retry-After) when the queue is full', async () => {
    const p = start({ maxQueue: 1 });
    const running = read(p, 'held/running');
    const queued = read(p, 'held/queued');
    const error = await failure(read(p, 'ok'));
    expect(error.code).toBe('busy');
    expect(error.status).toBe(503);
    expect(error.retryAfter).toBeGreaterThan(0);
    // The two it took are served, one after the other.
    expect(await startedCount(1)).toEqual(['running']);
    release('running');
    await running;
    expect(await startedCount(2)).toEqual(['running', 'queued']);
    release('queued');
    await queued;
  });

  it('runs analyses side by side up to its size, queues the rest, and starts them in order', async () => {
    const p = start({ size: 2, maxRunningPerClient: 2 });
    const names = ['first', 'second', 'third', 'fourth'];
    const all = Promise.all(names.map((name) => read(p, `held/${name}`)));

    // Two run at once; the other two wait.
    expect((await startedCount(2)).sort()).toEqual(['first', 'second']);
    expect(p.stats()).toMatchObject({ threads: 2, running: 2, queued: 2 });

    // A thread that comes free takes the longest-waiting one.
    release('first');
    expect(await startedCount(3)).toContain('third');
    expect(started).not.toContain('fourth');
    expect(p.stats()).toMatchObject({ running: 2, queued: 1 });
    release('second');
    expect((await startedCount(4)).slice(2)).toEqual(['third', 'fourth']);
    expect(p.stats()).toMatchObject({ running: 2, queued: 0 });

    release('third');
    release('fourth');
    expect((await all).map((reading) => reading.signals.url)).toEqual(names.map((name) => `https://site.test/held/${name}`));
    expect(p.stats()).toMatchObject({ threads: 2, running: 0, queued: 0, terminated: 0 });
  });

  it('keeps a thread for other clients: one client’s analyses take turns on the rest, and another’s starts at once', async () => {
    const p = start({ size: 2 }); // by default a client may occupy all threads but one
    const a = ['a1', 'a2', 'a3'].map((name) => read(p, `held/${name}`, limits, 'client-a'));
    expect(await startedCount(1)).toEqual(['a1']);
    expect(p.stats()).toMatchObject({ running: 1, queued: 2 });

    // B asked last, yet its analysis starts at once on the thread A may not take.
    const b = read(p, 'held/b1', limits, 'client-b');
    expect(await startedCount(2)).toEqual(['a1', 'b1']);
    release('b1');
    expect((await b).signals.url).toBe('https://site.test/held/b1');
    expect(started).toEqual(['a1', 'b1']); // A's next one waits for A's own, not for B
    expect(p.stats()).toMatchObject({ running: 1, queued: 2 });

    release('a1');
    expect(await startedCount(3)).toEqual(['a1', 'b1', 'a2']);
    release('a2');
    expect(await startedCount(4)).toEqual(['a1', 'b1', 'a2', 'a3']);
    release('a3');
    expect(await Promise.all(a)).toHaveLength(3);
  });

  it('serves waiting clients in turn, not in the order they asked', async () => {
    const p = start({ size: 1 });
    const a = ['a1', 'a2', 'a3'].map((name) => read(p, `held/${name}`, limits, 'client-a'));
    expect(await startedCount(1)).toEqual(['a1']);
    const b = read(p, 'held/b1', limits, 'client-b');
    release('a1');
    // B's one analysis goes before A's second and third, which were waiting longer.
    expect(await startedCount(2)).toEqual(['a1', 'b1']);
    release('b1');
    expect(await startedCount(3)).toEqual(['a1', 'b1', 'a2']);
    release('a2');
    expect(await startedCount(4)).toEqual(['a1', 'b1', 'a2', 'a3']);
    release('a3');
    await Promise.all([...a, b]);
  });

  it('refuses with "busy" a client whose own lane is full, and still takes another client’s analysis', async () => {
    const p = start({ size: 1, maxQueuePerClient: 1 });
    const running = read(p, 'held/a1', limits, 'client-a');
    expect(await startedCount(1)).toEqual(['a1']);
    const queued = read(p, 'held/a2', limits, 'client-a');
    const refused = await failure(read(p, 'ok', limits, 'client-a'));
    expect(refused.code).toBe('busy');
    const other = read(p, 'held/b1', limits, 'client-b');
    expect(p.stats()).toMatchObject({ running: 1, queued: 2 });
    release('a1');
    expect(await startedCount(2)).toEqual(['a1', 'b1']); // B's turn comes before A's second
    release('b1');
    expect(await startedCount(3)).toEqual(['a1', 'b1', 'a2']);
    release('a2');
    await Promise.all([running, queued, other]);
  });

  it('makes room in a full queue for a newcomer: the client holding most places gives up its newest', async () => {
    const p = start({ size: 1, maxQueue: 2 });
    const a1 = read(p, 'held/a1', limits, 'client-a');
    expect(await startedCount(1)).toEqual(['a1']);
    const a2 = failure(read(p, 'held/a2', limits, 'client-a'));
    const a3 = failure(read(p, 'held/a3', limits, 'client-a'));
    // Full now (two waiting, A also running one): B, with nothing, takes A's newest place; then C takes the next.
    const b1 = read(p, 'held/b1', limits, 'client-b');
    expect((await a3).code).toBe('busy');
    const c1 = read(p, 'held/c1', limits, 'client-c');
    expect((await a2).code).toBe('busy');
    expect(p.stats()).toMatchObject({ running: 1, queued: 2 });
    // A, B and C now hold one place each: a fourth client is refused rather than take anyone's fair share.
    expect((await failure(read(p, 'ok', limits, 'client-d'))).code).toBe('busy');
    release('a1');
    expect(await startedCount(2)).toEqual(['a1', 'b1']);
    release('b1');
    expect(await startedCount(3)).toEqual(['a1', 'b1', 'c1']);
    release('c1');
    await Promise.all([a1, b1, c1]);
  });
});
