import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { quizSubmissions } from './schema.ts';

export type HubspotSyncStatus = 'pending' | 'sending' | 'synced' | 'failed';

/**
 * One row per submission whose contact must reach HubSpot. The contact is built from the
 * stored submission at send time, so a later company analysis only has to mark the row due again.
 */
export const hubspotSync = sqliteTable(
  'hubspot_sync',
  {
    submissionId: text('submission_id')
      .primaryKey()
      .references(() => quizSubmissions.id, { onDelete: 'cascade' }),
    status: text('status').$type<HubspotSyncStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** When a pending sync is due; for one being sent, when its claim expires. */
    nextAttemptAt: integer('next_attempt_at', { mode: 'timestamp_ms' }).notNull(),
    /** Bumped by every sync request; a send that finishes on an older version leaves the row pending. */
    version: integer('version').notNull().default(1),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    syncedAt: integer('synced_at', { mode: 'timestamp_ms' }),
  },
  (t) => [index('hubspot_sync_due_idx').on(t.status, t.nextAttemptAt)],
);

export type HubspotSyncRow = typeof hubspotSync.$inferSelect;
