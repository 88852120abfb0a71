import type { Database } from '../../db/client.ts';
import { insertStatement } from '../../db/insert-statement.ts';
import { quizAnswers, quizSubmissions, submissionIdempotencyKeys } from '../../db/schema.ts';
import { DIRECT_SOURCE } from '../../src/domain/analytics/source.ts';
import { counterStatement } from '../analytics/counters.ts';
import { deleteExpiredKeys } from './idempotency.ts';

export type NewSubmission = typeof quizSubmissions.$inferInsert;
export type NewAnswer = typeof quizAnswers.$inferInsert;
export type NewIdempotencyKey = typeof submissionIdempotencyKeys.$inferInsert;

export interface StoredSubmission {
  submission: NewSubmission;
  answers: NewAnswer[];
  /** Written in the same transaction, so a second request with the key fails as a whole (and is answered as a replay). */
  idempotencyKey?: NewIdempotencyKey;
}

/** Writes a submission with its answers, atomically. */
export type SubmissionWriter = (entry: StoredSubmission) => Promise<void>;

/** Runs `flush` once the submissions arriving now have queued (Node: setImmediate, after this turn's I/O). */
export type GroupCommitScheduler = (flush: () => void) => void;

/** SQLite binds at most 32,766 values per statement; 200 submissions' answers bind 13,000 (13 × 5 each). */
const MAX_GROUP = 200;
/** Expired idempotency keys are swept after this many keyed writes, outside any transaction. */
const SWEEP_EVERY = 500;

/**
 * Stores submissions in one `db.batch` transaction each, or, with a scheduler, as group commit: submissions
 * that arrive in the same event-loop turn share one transaction, since a commit costs far more than a row.
 * If a shared transaction fails, each submission is retried alone, so one bad entry fails only its own request.
 */
export function createSubmissionWriter(db: Database, schedule?: GroupCommitScheduler, now: () => number = Date.now): SubmissionWriter {
  let keyedSinceSweep = 0;
  const write = async (group: readonly StoredSubmission[]) => {
    const keys = group.flatMap((entry) => (entry.idempotencyKey ? [entry.idempotencyKey] : []));
    // The funnel's "submitted" step commits with the submissions, so it counts exactly the rows stored.
    const counted = counterStatement(
      group.map((entry) => ({ source: entry.submission.source ?? DIRECT_SOURCE, step: 'submitted' })),
      now(),
    );
    await db.$client.batch(
      [
        insertStatement(
          quizSubmissions,
          group.map((entry) => entry.submission),
        ),
        insertStatement(
          quizAnswers,
          group.flatMap((entry) => entry.answers),
        ),
        ...(keys.length > 0 ? [insertStatement(submissionIdempotencyKeys, keys)] : []),
        ...(counted ? [counted] : []),
      ],
      'write',
    );
    keyedSinceSweep += keys.length;
    if (keyedSinceSweep >= SWEEP_EVERY) {
      keyedSinceSweep = 0;
      void deleteExpiredKeys(db, now()).catch(() => {}); // the next sweep tries again
    }
  };
  if (!schedule) return async (entry) => void (await write([entry]));

  let queue: Queued[] = [];
  const flush = async () => {
    const group = queue;
    queue = [];
    if (group.length === 0) return; // a full group already went out early
    try {
      await write(group.map((queued) => queued.entry));
      for (const queued of group) queued.resolve();
    } catch (error) {
      if (group.length === 1) return group[0]!.reject(error);
      for (const queued of group) await write([queued.entry]).then(() => queued.resolve(), queued.reject);
    }
  };
  return (entry) =>
    new Promise<void>((resolve, reject) => {
      queue.push({ entry, resolve, reject });
      if (queue.length === 1) schedule(() => void flush());
      else if (queue.length >= MAX_GROUP) void flush();
    });
}

interface Queued {
  entry: StoredSubmission;
  resolve: () => void;
  reject: (error: unknown) => void;
}
