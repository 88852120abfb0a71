import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { JobTable } from './tables.ts';

/*
 * The queue's statements, for any table with the columns of db/job-schema.ts. Every state change is one
 * conditional UPDATE, so it is atomic on SQLite and Turso alike (one writer at a time): two drainers can race for
 * the same job and exactly one claim matches. Column names are written out because they are fixed by jobColumns().
 */

/** A job this drainer holds: attempt it, then record one outcome under `token`. */
export interface ClaimedJob {
  id: string;
  /** Attempts including this one. */
  attempts: number;
  version: number;
  /** Start of the delivery window (give-up counts from here), epoch ms. */
  windowStart: number;
  token: string;
}

export type Outcome = { type: 'delivered'; again?: number } | { type: 'retry'; at: number; error: string } | { type: 'failed'; error: string };

export const INTERRUPTED = 'The previous attempt was interrupted: its drainer stopped before recording an outcome.';

const windowStart = sql.raw('coalesce(queued_at, created_at)');
const names = (t: JobTable) => ({ table: sql.identifier(t.name), key: sql.identifier(t.key), doneAt: sql.identifier(t.doneAt) });
/** Pending or sending, except a pending job its table holds back (JobTable.held). */
const live = (t: JobTable) =>
  t.held ? sql`status in ('pending', 'sending') and not (status = 'pending' and ${sql.raw(t.held)})` : sql`status in ('pending', 'sending')`;

export interface ClaimOptions {
  now: number;
  limit: number;
  /** How long the claim holds: longer than any one attempt can take, so a live drainer never loses its job. */
  leaseMs: number;
  giveUpMs: number;
}

/**
 * Claims up to `limit` due jobs, oldest due first (then oldest created): pending ones whose wait is over and that
 * their table does not hold back, and sending ones whose lease expired (their drainer died; the attempt it made is
 * recorded as interrupted). An expired lease past the give-up time fails the job instead, so a job that kills its
 * drainer every time cannot loop for ever.
 */
export async function claimJobs(db: Database, t: JobTable, { now, limit, leaseMs, giveUpMs }: ClaimOptions): Promise<ClaimedJob[]> {
  const { table, key } = names(t);
  const token = crypto.randomUUID();
  const abandoned = sql`(status = 'sending' and ${windowStart} <= ${now - giveUpMs})`;
  const rows = await db.all<{ id: string; status: string; attempts: number; version: number; window_start: number }>(sql`
    update ${table} set
      status = case when ${abandoned} then 'failed' else 'sending' end,
      last_error = case when status = 'sending' then ${INTERRUPTED} else last_error end,
      attempts = case when ${abandoned} then attempts else attempts + 1 end,
      lease_token = case when ${abandoned} then null else ${token} end,
      next_attempt_at = case when ${abandoned} then next_attempt_at else ${now + leaseMs} end
    where ${key} in (
      select ${key} from ${table}
      where ${live(t)} and next_attempt_at <= ${now}
      order by next_attempt_at, created_at
      limit ${limit})
    returning ${key} as id, status, attempts, version, ${windowStart} as window_start`);
  return rows
    .filter((r) => r.status === 'sending')
    .map((r) => ({ id: r.id, attempts: Number(r.attempts), version: Number(r.version), windowStart: Number(r.window_start), token }));
}

/**
 * Records what happened to claimed jobs, in one transaction. Each write holds only under the job's lease: a
 * drainer that lost its lease (it outlived it) changes nothing. A job requested again during the attempt (its
 * version moved) goes back to pending instead, so the newer request is delivered too.
 */
export async function recordOutcomes(db: Database, t: JobTable, results: { job: ClaimedJob; outcome: Outcome }[], now: number): Promise<void> {
  const statements = results.flatMap(({ job, outcome }) => {
    const { table, key } = names(t);
    const held = sql`${key} = ${job.id} and status = 'sending' and lease_token = ${job.token}`;
    return [
      db.run(sql`update ${table} set ${settle(t, outcome, now, false)} where ${held} and version = ${job.version}`),
      db.run(sql`update ${table} set ${settle(t, outcome, now, true)} where ${held}`),
    ];
  });
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
}

/**
 * Hands back claimed jobs whose attempt never started (their drainer is stopping): pending again, due now, without
 * a lease, and with the attempt count they had before the claim, as if they had never been claimed. Only under the
 * job's lease, as recordOutcomes; returns how many were handed back.
 */
export async function releaseJobs(db: Database, t: JobTable, jobs: readonly ClaimedJob[], now: number): Promise<number> {
  const { table, key } = names(t);
  const statements = jobs.map((job) =>
    db.run(sql`
      update ${table} set status = 'pending', lease_token = null, attempts = max(attempts - 1, 0), next_attempt_at = ${now}
      where ${key} = ${job.id} and status = 'sending' and lease_token = ${job.token}`),
  );
  const [first, ...rest] = statements;
  if (!first) return 0;
  const results = await db.batch([first, ...rest]);
  return results.reduce((sum, r) => sum + r.rowsAffected, 0);
}

function settle(t: JobTable, outcome: Outcome, now: number, requestedAgain: boolean): SQL {
  const { doneAt } = names(t);
  const recurring = outcome.type === 'delivered' && outcome.again !== undefined;
  const status = requestedAgain || recurring ? 'pending' : { delivered: t.done, retry: 'pending', failed: 'failed' }[outcome.type];
  const common = sql`status = ${status}, lease_token = null`;
  switch (outcome.type) {
    case 'delivered':
      if (requestedAgain) return sql`${common}, ${doneAt} = ${now}, last_error = null, next_attempt_at = ${now}, queued_at = ${now}, attempts = 0`;
      // A recurring job's next run starts a new window: give-up counts from when it falls due.
      if (outcome.again !== undefined)
        return sql`${common}, ${doneAt} = ${now}, last_error = null, next_attempt_at = ${outcome.again}, queued_at = ${outcome.again}, attempts = 0`;
      return sql`${common}, ${doneAt} = ${now}, last_error = null, next_attempt_at = ${now}`;
    case 'retry':
      return sql`${common}, last_error = ${outcome.error}, next_attempt_at = ${outcome.at}`;
    case 'failed':
      return sql`${common}, last_error = ${outcome.error}, next_attempt_at = ${now}`;
  }
}

/**
 * The service is back: every job waiting out a back-off after a failure is due now, instead of up to 30 minutes
 * later (a mail server does the same when a host it had marked down accepts a message again).
 */
export async function releaseWaiting(db: Database, t: JobTable, now: number): Promise<number> {
  const { table } = names(t);
  const result = await db.run(
    sql`update ${table} set next_attempt_at = ${now} where status = 'pending' and next_attempt_at > ${now} and attempts > 0`,
  );
  return result.rowsAffected;
}

/** When the next job falls due: a pending job's wait or a sending job's lease, whichever ends first. */
export async function nextDueAt(db: Database, t: JobTable): Promise<number | undefined> {
  const { table } = names(t);
  const [row] = await db.all<{ at: number | null }>(sql`select min(next_attempt_at) as at from ${table} where ${live(t)}`);
  return row?.at == null ? undefined : Number(row.at);
}

/**
 * Creates the job, or requests it again: a delivered or failed job starts a new window; a pending one is due now
 * and keeps its window; one being attempted gets a new version, so it runs once more with the newer data. For
 * tables whose only required columns are the key and the queue's (hubspot_sync).
 */
export async function requestJob(db: Database, t: JobTable, id: string, now: number): Promise<void> {
  const { table, key } = names(t);
  const finished = sql`status in (${t.done}, 'failed')`;
  await db.run(sql`
    insert into ${table} (${key}, status, attempts, next_attempt_at, version, queued_at, created_at)
    values (${id}, 'pending', 0, ${now}, 1, ${now}, ${now})
    on conflict (${key}) do update set
      version = version + 1,
      status = case when status = 'sending' then 'sending' else 'pending' end,
      next_attempt_at = case when status = 'sending' then next_attempt_at else ${now} end,
      queued_at = case when ${finished} then ${now} else queued_at end,
      attempts = case when ${finished} then 0 else attempts end`);
}

/** Puts failed jobs (one, or all of the table) back in the queue with a new delivery window; returns their ids. */
export async function retryFailed(db: Database, t: JobTable, now: number, id?: string): Promise<string[]> {
  const { table, key } = names(t);
  const rows = await db.all<{ id: string }>(sql`
    update ${table} set status = 'pending', next_attempt_at = ${now}, queued_at = ${now}, attempts = 0
    where status = 'failed'${id === undefined ? sql`` : sql` and ${key} = ${id}`}
    returning ${key} as id`);
  return rows.map((r) => r.id);
}

export interface QueueCounts {
  /** Pending or being attempted. */
  waiting: number;
  failed: number;
  /** Start of the oldest waiting job's window, epoch ms. */
  oldestWaitingSince: number | null;
}

export async function queueCounts(db: Database, t: JobTable): Promise<QueueCounts> {
  const { table } = names(t);
  const [row] = await db.all<{ waiting: number | null; failed: number | null; oldest: number | null }>(sql`
    select
      sum(status in ('pending', 'sending')) as waiting,
      sum(status = 'failed') as failed,
      min(case when status in ('pending', 'sending') then ${windowStart} end) as oldest
    from ${table} where status in ('pending', 'sending', 'failed')`);
  return {
    waiting: Number(row?.waiting ?? 0),
    failed: Number(row?.failed ?? 0),
    oldestWaitingSince: row?.oldest == null ? null : Number(row.oldest),
  };
}
