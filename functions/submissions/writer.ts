import type { Database } from '../../db/client.ts';
import { insertStatement } from '../../db/insert-statement.ts';
import { quizAnswers, quizSubmissions } from '../../db/schema.ts';

export type NewSubmission = typeof quizSubmissions.$inferInsert;
export type NewAnswer = typeof quizAnswers.$inferInsert;

export interface StoredSubmission {
  submission: NewSubmission;
  answers: NewAnswer[];
}

/** Writes a submission with its answers, atomically. */
export type SubmissionWriter = (entry: StoredSubmission) => Promise<void>;

/** Runs `flush` once the submissions arriving now have queued (Node: setImmediate, after this turn's I/O). */
export type GroupCommitScheduler = (flush: () => void) => void;

/** SQLite binds at most 32,766 values per statement; 200 submissions' answers bind 13,000 (13 × 5 each). */
const MAX_GROUP = 200;

/**
 * Stores submissions in one `db.batch` transaction each, or, with a scheduler, as group commit: submissions
 * that arrive in the same event-loop turn share one transaction, since a commit costs far more than a row.
 * If a shared transaction fails, each submission is retried alone, so one bad entry fails only its own request.
 */
export function createSubmissionWriter(db: Database, schedule?: GroupCommitScheduler): SubmissionWriter {
  const write = (group: readonly StoredSubmission[]) =>
    db.$client.batch(
      [
        insertStatement(quizSubmissions, group.map((entry) => entry.submission)),
        insertStatement(quizAnswers, group.flatMap((entry) => entry.answers)),
      ],
      'write',
    );
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
