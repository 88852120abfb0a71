import type { Env } from '../env.ts';
import { describeError } from '../jobs/errors.ts';
import type { Logger } from '../lib/logger.ts';
import { sweepRetention, type ErasureDeps, type ErasureReport } from './erase.ts';

const HOUR_MS = 60 * 60 * 1000;

export interface RetentionDeps extends ErasureDeps {
  env: Pick<Env, 'DATA_RETENTION_DAYS'>;
  logger: Logger;
}

/** One retention sweep (DATA_RETENTION_DAYS, 0 = off), logged when it erased something; never throws. */
export async function runRetentionSweep(deps: RetentionDeps): Promise<ErasureReport | undefined> {
  const days = deps.env.DATA_RETENTION_DAYS;
  if (days <= 0) return undefined;
  try {
    const report = await sweepRetention(deps, days);
    if (report.submissions) deps.logger.info('Retention sweep erased old submissions', { days, ...report });
    return report;
  } catch (err) {
    deps.logger.error('Retention sweep failed', { error: describeError(err) });
    return undefined;
  }
}

/**
 * Workers run the scheduled work every minute; the sweep runs only in the first minute of each UTC hour, a check
 * that costs nothing. Minutes add up to one audit row an hour instead of one a minute; a skipped cron run only
 * delays the sweep by an hour.
 */
export const retentionSweepDue = (now: number): boolean => new Date(now).getUTCMinutes() === 0;

/** The Node process: a sweep at start and every hour; the timer never keeps the process alive. Returns a stop. */
export function startRetentionSweeps(deps: RetentionDeps): () => void {
  if (deps.env.DATA_RETENTION_DAYS <= 0) return () => {};
  let running: Promise<unknown> | undefined;
  const sweep = () => {
    running ??= runRetentionSweep(deps).finally(() => (running = undefined));
  };
  const timer = setInterval(sweep, HOUR_MS);
  timer.unref?.();
  sweep();
  return () => clearInterval(timer);
}
