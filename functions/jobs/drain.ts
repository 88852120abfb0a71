import type { Database } from '../../db/client.ts';
import type { Logger } from '../lib/logger.ts';
import { describeError, failureOf } from './errors.ts';
import { retryDelayMs } from './schedule.ts';
import { claimJobs, nextDueAt, recordOutcomes, releaseJobs, releaseWaiting, type ClaimedJob, type Outcome } from './store.ts';
import type { JobTable } from './tables.ts';

/** A claimed job whose attempt never started, because its drainer is stopping: it is handed back, not judged. */
export const NOT_STARTED = { ok: false, notStarted: true } as const;

/** A claimed job not attempted because its table now holds it back (JobTable.held): handed back the same way. */
export const HELD = { ok: false, held: true } as const;

/**
 * What became of one claimed job: delivered, the error its attempt ended with, or never attempted. A recurring job
 * (a watched website's readings) answers `again`: done for now, and due again then (epoch ms).
 */
export type AttemptResult = { ok: true; again?: number } | { ok: false; error: unknown } | typeof NOT_STARTED | typeof HELD;

export interface AttemptControl {
  /**
   * True once the drainer is stopping. A delivery that attempts its jobs one after another asks before each one
   * and answers NOT_STARTED for the rest; an attempt already under way is finished, never cut short.
   */
  stopping(): boolean;
}

/** Attempts claimed jobs (one batch); every job without a result in the map counts as failed. */
export type Deliver = (jobs: ClaimedJob[], control: AttemptControl) => Promise<Map<string, AttemptResult>>;

export interface DrainOptions {
  db: Database;
  table: JobTable;
  deliver: Deliver;
  /** Jobs claimed and attempted together (HubSpot's batch upsert takes 100). */
  batchSize: number;
  /** Batches in flight at once: the fan-out bound, whatever the backlog. */
  concurrency: number;
  /** Longer than any one batch can take (transport timeouts), so a live drainer never loses its claim. */
  leaseMs: number;
  /** OUTBOX_GIVE_UP_HOURS: a job still failing this long after its window began is failed for good. */
  giveUpMs: number;
  now: () => number;
  random?: () => number;
  logger?: Logger;
  /** Batches per lane in one pass; the pass then reports work still due, and its runner goes round again. */
  maxBatchesPerLane?: number;
}

export interface PassReport {
  delivered: number;
  retrying: number;
  failed: number;
  /** Claimed, then handed back unattempted because the drainer is stopping. */
  released: number;
  /** When a pass should run next: the next due job, or the end of the pause after the service failed. */
  nextDueAt?: number;
}

export interface Drain {
  pass(): Promise<PassReport>;
  /**
   * Stops for good (a graceful shutdown): no pass claims anything any more; a pass in progress finishes the
   * attempts under way, records them, and hands back the jobs it claimed but did not start (releaseJobs), so
   * another drainer sends them at once instead of waiting out their lease. Wait for the pass with its loop's idle().
   */
  stop(): void;
}

/**
 * One kind's delivery, the way a mail server treats a destination. Each job keeps its own schedule in the
 * database (./schedule.ts) until its give-up time. Besides, a failure that is the service's (refused, timeout,
 * 5xx, 429) pauses this drainer's attempts at the whole kind, on the same growing schedule measured from when the
 * service started failing (or as long as Retry-After asks): a service that is down is probed, not hammered by
 * every due job. The first delivery after failures makes every job waiting out a back-off due at once.
 */
export function createDrain(options: DrainOptions): Drain {
  const { db, table, deliver, batchSize, concurrency, leaseMs, giveUpMs, now, random = Math.random, logger, maxBatchesPerLane = 50 } = options;
  let downSince: number | undefined;
  let pausedUntil = 0;
  let stopping = false;
  const control: AttemptControl = { stopping: () => stopping };

  const release = async (jobs: readonly ClaimedJob[], report: PassReport) => {
    if (jobs.length === 0) return;
    const released = await releaseJobs(db, table, jobs, now());
    report.released += released;
    logger?.info(`${table.label} stopping; claimed jobs handed back unattempted`, { released });
  };

  const judge = (job: ClaimedJob, result: AttemptResult | undefined, at: number) => {
    if (result?.ok) return { outcome: { type: 'delivered', again: result.again } as Outcome, serviceDown: false, retryAfterMs: undefined };
    const err = result && 'error' in result ? result.error : new Error('The delivery returned no result for this job.');
    const failure = failureOf(err);
    const error = describeError(err);
    const deadline = job.windowStart + giveUpMs;
    const outcome: Outcome =
      failure.permanent || at >= deadline
        ? { type: 'failed', error }
        : { type: 'retry', error, at: Math.min(deadline, at + (failure.retryAfterMs ?? retryDelayMs(at - job.windowStart, random))) };
    return { outcome, serviceDown: failure.serviceDown, retryAfterMs: failure.retryAfterMs };
  };

  async function pass(): Promise<PassReport> {
    const report: PassReport = { delivered: 0, retrying: 0, failed: 0, released: 0 };
    if (stopping) return report;
    if (pausedUntil > now()) return { ...report, nextDueAt: pausedUntil };
    let recovered = false;
    let stop = false;

    const lane = async (batches: number) => {
      for (let round = 0; round < batches && !stop && !stopping; round++) {
        const claimed = await claimJobs(db, table, { now: now(), limit: batchSize, leaseMs, giveUpMs });
        if (claimed.length === 0) return;
        // Told to stop while claiming: nothing of this batch has started.
        if (stopping) return release(claimed, report);
        const results = await deliver(claimed, control);
        const notStarted = claimed.filter((job) => results.get(job.id) === NOT_STARTED);
        const held = claimed.filter((job) => results.get(job.id) === HELD);
        const jobs = claimed.filter((job) => results.get(job.id) !== NOT_STARTED && results.get(job.id) !== HELD);
        const at = now();
        const judged = jobs.map((job) => ({ job, ...judge(job, results.get(job.id), at) }));
        await recordOutcomes(db, table, judged, at);
        await release(notStarted, report);
        if (held.length > 0) await releaseJobs(db, table, held, at);
        for (const { job, outcome, serviceDown, retryAfterMs } of judged) {
          if (outcome.type === 'delivered') {
            report.delivered++;
            // Delivered after failing: the service is back, even if this process never saw it down.
            if (downSince !== undefined || job.attempts > 1) recovered = true;
            downSince = undefined;
            pausedUntil = 0;
            continue;
          }
          report[outcome.type === 'retry' ? 'retrying' : 'failed']++;
          const detail = {
            id: job.id,
            attempts: job.attempts,
            error: outcome.error,
            ...(outcome.type === 'retry' ? { nextAttemptAt: new Date(outcome.at).toISOString() } : {}),
          };
          logger?.warn(`${table.label} failed; ${outcome.type === 'retry' ? 'will retry' : 'giving up'}`, detail);
          if (serviceDown) {
            downSince ??= at;
            pausedUntil = Math.max(pausedUntil, at + (retryAfterMs ?? retryDelayMs(at - downSince, random)));
            stop = true;
          }
        }
      }
    };
    const lanes = () => Promise.all(Array.from({ length: concurrency }, () => lane(maxBatchesPerLane)));

    // A service last seen down gets one batch as a probe; all lanes open only once it answers.
    if (downSince !== undefined) await lane(1);
    if (!stop) await lanes();
    if (recovered && !stop && !stopping) {
      const released = await releaseWaiting(db, table, now());
      if (released) {
        logger?.info(`${table.label} recovered; jobs waiting out a back-off are due now`, { released });
        await lanes();
      }
    }
    if (report.delivered || report.failed)
      logger?.info(`${table.label} pass`, { delivered: report.delivered, retrying: report.retrying, failed: report.failed });
    if (stopping) return report;
    const due = await nextDueAt(db, table);
    return { ...report, nextDueAt: pausedUntil > now() ? Math.max(pausedUntil, due ?? 0) : due };
  }

  return {
    pass,
    stop() {
      stopping = true;
    },
  };
}
