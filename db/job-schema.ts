import { integer, text } from 'drizzle-orm/sqlite-core';

/**
 * Where a job stands: waiting for its next attempt (pending), held by one drainer under a lease (sending),
 * delivered (each table names it: 'sent', 'synced'), or given up with its last error (failed).
 */
export type JobStatus<Done extends string> = 'pending' | 'sending' | Done | 'failed';

/**
 * The queue columns every job table carries (mail_outbox, hubspot_sync), driven by one module:
 * functions/jobs/. The table adds its payload and the id of the thing it delivers.
 */
export function jobColumns<Done extends string>() {
  return {
    status: text('status').$type<JobStatus<Done>>().notNull().default('pending'),
    /** Attempts made since the job was (re)queued; for reading, decisions go by time (queued_at). */
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /**
     * A pending job's next attempt; a sending job's lease expiry. Either way the job is claimable once it has
     * passed, so a drainer that died mid-send is replaced without any other bookkeeping.
     */
    nextAttemptAt: integer('next_attempt_at', { mode: 'timestamp_ms' }).notNull(),
    /** The claim holding a sending job; outcomes are written only under it, so a lease lost is never overwritten. */
    leaseToken: text('lease_token'),
    /** Bumped by every request for a job that already exists; a send that finishes on an older version runs again. */
    version: integer('version').notNull().default(1),
    /**
     * When the current delivery window began (enqueue, a new request after delivery, a manual retry); give-up counts
     * from here. Null on rows written before the column existed: their window began at created_at.
     */
    queuedAt: integer('queued_at', { mode: 'timestamp_ms' }),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  };
}
