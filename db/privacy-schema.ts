import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { jobColumns, type JobStatus } from './job-schema.ts';

export type ErasureTrigger = 'self-service' | 'admin' | 'retention';

/** The audit log of erasures: who, when and how much, never whose (no email, no submission id). */
export const dataErasures = sqliteTable(
  'data_erasures',
  {
    id: text('id').primaryKey(),
    at: integer('at', { mode: 'timestamp_ms' }).notNull(),
    trigger: text('trigger').$type<ErasureTrigger>().notNull(),
    /** The admin's user id for an admin erasure; null for the visitor's own link and the retention sweep. */
    actorId: text('actor_id'),
    submissions: integer('submissions').notNull(),
    /** Every row deleted: submissions, answers, shares, comparisons, outbox and queue rows. */
    rows: integer('rows').notNull(),
  },
  (t) => [index('data_erasures_at_idx').on(t.at)],
);

export type HubspotErasureStatus = JobStatus<'erased'>;

/**
 * HubSpot GDPR deletions still to make (a job of functions/jobs/). The email is the one piece of personal data
 * kept after an erasure, only until HubSpot has deleted the contact; then it is cleared.
 */
export const hubspotErasures = sqliteTable(
  'hubspot_erasures',
  {
    id: text('id').primaryKey(),
    email: text('email'),
    ...jobColumns<'erased'>(),
    erasedAt: integer('erased_at', { mode: 'timestamp_ms' }),
  },
  (t) => [index('hubspot_erasures_due_idx').on(t.status, t.nextAttemptAt)],
);

export type DataErasureRow = typeof dataErasures.$inferSelect;
export type HubspotErasureRow = typeof hubspotErasures.$inferSelect;
