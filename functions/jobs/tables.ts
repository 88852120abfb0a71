import { getTableName } from 'drizzle-orm';
import { hubspotCompanies, hubspotSync } from '../../db/hubspot-schema.ts';
import { mailOutbox } from '../../db/mail-schema.ts';
import { hubspotErasures } from '../../db/privacy-schema.ts';
import { teamNotices } from '../../db/team-schema.ts';
import { websiteWatches } from '../../db/watch-schema.ts';
import { webhookDeliveries } from '../../db/webhook-schema.ts';

export type JobKind = 'mail' | 'hubspot' | 'hubspot-erasure' | 'hubspot-company' | 'team-notice' | 'webhook' | 'watch';

/**
 * A table that carries the queue columns (db/job-schema.ts) beside its payload. The queue (./store.ts) reads
 * and writes only those columns, the job's key and the table's own name for "delivered".
 */
export interface JobTable {
  kind: JobKind;
  /** For logs: 'Mail delivery', 'HubSpot sync', 'HubSpot erasure'. */
  label: string;
  name: string;
  /** The column holding the job's id: the id of the thing it delivers. */
  key: string;
  /** The status of a delivered job, and the column that records when. */
  done: string;
  doneAt: string;
  /**
   * SQL over one row: while it holds, a pending job is held back (neither claimed nor due, so its give-up time
   * does not run out); its owner makes it due again. Webhooks: the deliveries of a paused endpoint.
   */
  held?: string;
}

export const MAIL_JOBS: JobTable = {
  kind: 'mail',
  label: 'Mail delivery',
  name: getTableName(mailOutbox),
  key: mailOutbox.id.name,
  done: 'sent',
  doneAt: mailOutbox.sentAt.name,
};

export const HUBSPOT_JOBS: JobTable = {
  kind: 'hubspot',
  label: 'HubSpot sync',
  name: getTableName(hubspotSync),
  key: hubspotSync.submissionId.name,
  done: 'synced',
  doneAt: hubspotSync.syncedAt.name,
};

export const HUBSPOT_ERASURE_JOBS: JobTable = {
  kind: 'hubspot-erasure',
  label: 'HubSpot erasure',
  name: getTableName(hubspotErasures),
  key: hubspotErasures.id.name,
  done: 'erased',
  doneAt: hubspotErasures.erasedAt.name,
};

export const TEAM_NOTICE_JOBS: JobTable = {
  kind: 'team-notice',
  label: 'Team notice',
  name: getTableName(teamNotices),
  key: teamNotices.teamId.name,
  done: 'sent',
  doneAt: teamNotices.sentAt.name,
};

export const WEBHOOK_JOBS: JobTable = {
  kind: 'webhook',
  label: 'Webhook delivery',
  name: getTableName(webhookDeliveries),
  key: webhookDeliveries.id.name,
  done: 'delivered',
  doneAt: webhookDeliveries.deliveredAt.name,
  // A test event goes to a paused endpoint too (to see whether it works again).
  held: 'test = 0 and endpoint_id in (select id from webhook_endpoints where paused_at is not null)',
};

export const HUBSPOT_COMPANY_JOBS: JobTable = {
  kind: 'hubspot-company',
  label: 'HubSpot company sync',
  name: getTableName(hubspotCompanies),
  key: hubspotCompanies.domain.name,
  done: 'synced',
  doneAt: hubspotCompanies.syncedAt.name,
};

/** A watched website's readings: a recurring job (each reading schedules the next); 'ended' once it stops. */
export const WATCH_JOBS: JobTable = {
  kind: 'watch',
  label: 'Website watch',
  name: getTableName(websiteWatches),
  key: websiteWatches.id.name,
  done: 'ended',
  doneAt: websiteWatches.closedAt.name,
};
