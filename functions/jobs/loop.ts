import type { Logger } from '../lib/logger.ts';
import { createPollLoop, type PollLoop } from '../lib/poll-loop.ts';
import type { Drain } from './drain.ts';
import { describeError } from './errors.ts';

/** A job queue's background delivery: its polling loop, and a graceful stop. */
export interface JobLoop extends PollLoop {
  /**
   * Stops for good, as a graceful shutdown does: no more timers and no new claims; attempts under way are
   * finished and recorded, and jobs claimed but not started are handed back (Drain.stop). Resolves true once
   * the pass in progress is done, or false after `deadlineMs` if an attempt is still under way: its job keeps its
   * lease and is tried again, as interrupted, once that lease has run out.
   */
  drain(deadlineMs: number): Promise<boolean>;
}

/**
 * Runs a drain's passes on a polling loop: each pass ends by naming when the next one is due (the next job, or
 * the end of a pause while the service is down), and the loop wakes then. Without a drain (nothing configured to
 * deliver to) passes do nothing and jobs wait in the table.
 */
export function createJobLoop(drain: Drain | undefined, label: string, logger: Logger, now: () => number): JobLoop {
  const loop = createPollLoop(
    async () => (drain ? (await drain.pass()).nextDueAt : undefined),
    (err) => logger.error(`${label} pass failed`, { error: describeError(err) }),
    now,
  );
  return {
    ...loop,
    async drain(deadlineMs) {
      loop.stop();
      drain?.stop();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const deadline = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), deadlineMs)));
      const finished = await Promise.race([loop.idle().then(() => true as const), deadline]);
      clearTimeout(timer);
      if (!finished) logger.warn(`${label} stopped with an attempt still under way; its job is retried once its lease runs out`);
      return finished;
    },
  };
}

/**
 * The requests a queue is recording before it kicks its loop, tracked so that idle() and drain() wait for them
 * too: a request made just before a shutdown is a single write, and lands before the database is closed.
 */
export function trackRequests(loop: Pick<JobLoop, 'idle' | 'drain'>) {
  const inflight = new Set<Promise<void>>();
  const settled = async () => {
    while (inflight.size) await Promise.all(inflight);
  };
  return {
    /** Runs the request's work, logging instead of throwing; resolves when it is done. */
    track(work: Promise<unknown>, onError: (err: unknown) => void): Promise<void> {
      const job: Promise<void> = work
        .then(() => undefined)
        .catch(onError)
        .finally(() => inflight.delete(job));
      inflight.add(job);
      return job;
    },
    async idle(): Promise<void> {
      await settled();
      await loop.idle();
    },
    async drain(deadlineMs: number): Promise<boolean> {
      const finished = await loop.drain(deadlineMs);
      await settled();
      return finished;
    },
  };
}
