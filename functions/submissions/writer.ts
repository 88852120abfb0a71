import type { InStatement } from '@libsql/client';
import type { Database, WriteBatch } from '../../db/client.ts';
import { insertStatements } from '../../db/insert-statement.ts';
import { quizAnswers, quizSubmissions, submissionIdempotencyKeys } from '../../db/schema.ts';
import { DIRECT_SOURCE } from '../../src/domain/analytics/source.ts';
import { counterStatement, type StepHit } from '../analytics/counters.ts';
import { deleteExpiredKeys } from './idempotency.ts';

export type NewSubmission = typeof quizSubmissions.$inferInsert;
export type NewAnswer = typeof quizAnswers.$inferInsert;
export type NewIdempotencyKey = typeof submissionIdempotencyKeys.$inferInsert;

export interface StoredSubmission {
  submission: NewSubmission;
  answers: NewAnswer[];
  /** Written in the same transaction, so a second request with the key fails as a whole (and is answered as a replay). */
  idempotencyKey?: NewIdempotencyKey;
  /** More statements of the same transaction (the submission.created webhook event), undone with it on a key conflict. */
  statements?: InStatement[];
}

/**
 * Writes a submission with its answers, atomically. Resolves with the rows the entry's own `statements` changed
 * (0 when no webhook endpoint took the event, so there is nothing to deliver).
 */
export type SubmissionWriter = (entry: StoredSubmission) => Promise<number>;

/** Runs `flush` once the submissions arriving now have queued (Node: setImmediate, after this turn's I/O). */
export type GroupCommitScheduler = (flush: () => void) => void;

/** A group this large is written at once, without waiting for the turn to end. */
const MAX_GROUP = 200;
/** Expired idempotency keys are swept after this many keyed writes, outside any transaction. */
const SWEEP_EVERY = 500;

/**
 * The statements that store a group of submissions: their rows, their answers, their keys, and the funnel's
 * "submitted" step, which commits with them so it counts exactly the rows stored. Each insert comes in a few
 * shapes whatever the group's size (db/insert-statement.ts), so a connection keeps them prepared. The entries' own
 * statements come last, in the group's order (changedByEntry reads their counts from there).
 */
export function submissionStatements(group: readonly StoredSubmission[], now: number): InStatement[] {
  const keys: NewIdempotencyKey[] = [];
  const answers: NewAnswer[] = [];
  const hits: StepHit[] = [];
  const more: InStatement[] = [];
  for (const entry of group) {
    if (entry.idempotencyKey) keys.push(entry.idempotencyKey);
    if (entry.statements) more.push(...entry.statements);
    for (const answer of entry.answers) answers.push(answer);
    hits.push({ source: entry.submission.source ?? DIRECT_SOURCE, step: 'submitted' });
  }
  const counted = counterStatement(hits, now);
  return [
    ...insertStatements(
      quizSubmissions,
      group.map((entry) => entry.submission),
    ),
    ...insertStatements(quizAnswers, answers),
    ...(keys.length > 0 ? insertStatements(submissionIdempotencyKeys, keys) : []),
    ...(counted ? [counted] : []),
    ...more,
  ];
}

export interface SubmissionWriterOptions {
  /** Group commit (Node: setImmediate); without it each submission commits alone. */
  schedule?: GroupCommitScheduler;
  now?: () => number;
  /** Runs one write transaction. Default: the client's batch; Node passes its write thread (db/prepared-batches.ts). */
  batch?: WriteBatch;
}

/**
 * Stores submissions in one write transaction each, or, with a scheduler, as group commit: submissions that
 * arrive in the same event-loop turn, or while the previous group commits, share one transaction, since a commit
 * costs far more than a row. If a shared transaction fails, each submission is retried alone, so one bad entry
 * fails only its own request.
 */
export function createSubmissionWriter(db: Database, options: SubmissionWriterOptions = {}): SubmissionWriter {
  const {
    schedule,
    now = Date.now,
    batch = async (statements) => (await db.$client.batch(statements as InStatement[], 'write')).map((result) => result.rowsAffected),
  } = options;
  let keyedSinceSweep = 0;
  const write = async (group: readonly StoredSubmission[]) => {
    const changes = await batch(submissionStatements(group, now()));
    for (const entry of group) if (entry.idempotencyKey) keyedSinceSweep++;
    if (keyedSinceSweep >= SWEEP_EVERY) {
      keyedSinceSweep = 0;
      void deleteExpiredKeys(db, now()).catch(() => {}); // the next sweep tries again
    }
    return changedByEntry(group, changes);
  };
  if (!schedule) return async (entry) => (await write([entry]))[0]!;

  // One transaction at a time: what arrives while one commits waits for it, and goes in the next, as one group.
  // With the write thread (db/prepared-batches.ts) requests go on being served meanwhile, and the groups grow with
  // the load, so a busy database spends less per submission.
  const queue: Queued[] = [];
  let scheduled = false;
  let writing = false;
  const commit = async (group: Queued[]) => {
    try {
      const changed = await write(group.map((queued) => queued.entry));
      group.forEach((queued, i) => queued.resolve(changed[i]!));
    } catch (error) {
      if (group.length === 1) return group[0]!.reject(error);
      for (const queued of group) await write([queued.entry]).then(([changed]) => queued.resolve(changed!), queued.reject);
    }
  };
  const flush = async () => {
    if (writing) return; // the write under way takes the queue when it is done
    writing = true;
    try {
      while (queue.length > 0) await commit(queue.splice(0, MAX_GROUP));
    } finally {
      writing = false;
    }
  };
  return (entry) =>
    new Promise<number>((resolve, reject) => {
      queue.push({ entry, resolve, reject });
      if (!scheduled) {
        scheduled = true;
        schedule(() => {
          scheduled = false;
          void flush();
        });
      }
      if (queue.length >= MAX_GROUP) void flush();
    });
}

/** Per entry, the rows its own statements changed: they are the batch's last statements, in the group's order. */
function changedByEntry(group: readonly StoredSubmission[], changes: readonly number[]): number[] {
  let at = changes.length - group.reduce((count, entry) => count + (entry.statements?.length ?? 0), 0);
  return group.map((entry) => {
    let changed = 0;
    for (let i = 0; i < (entry.statements?.length ?? 0); i++) changed += changes[at++] ?? 0;
    return changed;
  });
}

interface Queued {
  entry: StoredSubmission;
  resolve: (changed: number) => void;
  reject: (error: unknown) => void;
}
