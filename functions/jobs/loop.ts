import type { Logger } from '../lib/logger.ts';
import { createPollLoop, type PollLoop } from '../lib/poll-loop.ts';
import type { Drain } from './drain.ts';
import { describeError } from './errors.ts';

/**
 * Runs a drain's passes on a polling loop: each pass ends by naming when the next one is due (the next job, or
 * the end of a pause while the service is down), and the loop wakes then. Without a drain (nothing configured to
 * deliver to) passes do nothing and jobs wait in the table.
 */
export function createJobLoop(drain: Drain | undefined, label: string, logger: Logger, now: () => number): PollLoop {
  return createPollLoop(
    async () => (drain ? (await drain.pass()).nextDueAt : undefined),
    (err) => logger.error(`${label} pass failed`, { error: describeError(err) }),
    now,
  );
}
