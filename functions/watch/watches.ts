import { createJobLoop, trackRequests, type JobLoop } from '../jobs/loop.ts';
import { WATCH_JOBS } from '../jobs/tables.ts';
import type { Logger } from '../lib/logger.ts';
import { createWatchDrain, type WatchDrainOptions } from './engine.ts';

export type Watches = Pick<JobLoop, 'kick' | 'kickIfStale' | 'start' | 'stop'> & ReturnType<typeof trackRequests>;

export interface WatchesOptions extends Omit<WatchDrainOptions, 'now' | 'logger'> {
  logger: Logger;
  now?: () => number;
}

/** The watched websites' readings on their own job loop (Node timer, Workers cron); without an analyser it does nothing. */
export function createWatches(options: WatchesOptions): Watches {
  const { logger, now = Date.now } = options;
  const loop = createJobLoop(createWatchDrain({ ...options, now, logger }), WATCH_JOBS.label, logger, now);
  return { ...loop, ...trackRequests(loop) };
}
