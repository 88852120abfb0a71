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
