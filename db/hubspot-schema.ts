import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { jobColumns, type JobStatus } from './job-schema.ts';
import { quizSubmissions } from './schema.ts';

export type HubspotSyncStatus = JobStatus<'synced'>;

/**
 * One row per submission whose contact must reach HubSpot (a job of functions/jobs/, keyed by the submission).
 * The contact is built from the stored submissions at send time, so a later company analysis only has to
 * request the job again.
 */
export const hubspotSync = sqliteTable(
  'hubspot_sync',
  {
    submissionId: text('submission_id')
      .primaryKey()
      .references(() => quizSubmissions.id, { onDelete: 'cascade' }),
    ...jobColumns<'synced'>(),
    syncedAt: integer('synced_at', { mode: 'timestamp_ms' }),
  },
  (t) => [index('hubspot_sync_due_idx').on(t.status, t.nextAttemptAt)],
);

export type HubspotSyncRow = typeof hubspotSync.$inferSelect;

export type HubspotCompanyStatus = JobStatus<'synced'>;

/**
 * One row per company domain whose HubSpot company must be upserted (a job of functions/jobs/, keyed by the
 * domain): the company is built from the newest consented submission with a company analysis at send time, so a
 * second lead from the same domain only requests the job again.
 */
export const hubspotCompanies = sqliteTable(
  'hubspot_companies',
  {
    domain: text('domain').primaryKey(),
    ...jobColumns<'synced'>(),
    syncedAt: integer('synced_at', { mode: 'timestamp_ms' }),
    /** HubSpot's id for the company, once created or found. */
    hubspotCompanyId: text('hubspot_company_id'),
  },
  (t) => [index('hubspot_companies_due_idx').on(t.status, t.nextAttemptAt)],
);

export type HubspotCompanyRow = typeof hubspotCompanies.$inferSelect;
