import type { Database } from '../../db/client.ts';
import { queueCounts, retryFailed } from '../jobs/store.ts';
import { HUBSPOT_COMPANY_JOBS, HUBSPOT_ERASURE_JOBS, HUBSPOT_JOBS, MAIL_JOBS, type JobTable } from '../jobs/tables.ts';

/**
 * The dashboard's words for the queues: report and confirmation emails, leads and their companies synced to HubSpot,
 * and contacts HubSpot is asked to delete (a failed one still holds its email address, so staff must see it).
 */
export const DELIVERY_KINDS = ['mail', 'leads', 'companies', 'erasures'] as const;
export type DeliveryKind = (typeof DELIVERY_KINDS)[number];

const TABLES: Record<DeliveryKind, JobTable> = {
  mail: MAIL_JOBS,
  leads: HUBSPOT_JOBS,
  companies: HUBSPOT_COMPANY_JOBS,
  erasures: HUBSPOT_ERASURE_JOBS,
};

export interface DeliveryQueueStatus {
  /** Not delivered yet, still being retried. */
  pending: number;
  /** Given up (permanent refusal, or still failing after OUTBOX_GIVE_UP_HOURS); kept with their last error. */
  failed: number;
  /** ISO 8601: when the oldest pending one was queued; null when none waits. */
  oldestPendingSince: string | null;
  oldestPendingAgeSeconds: number | null;
}

/** GET /api/admin/delivery */
export type DeliveryStatus = Record<DeliveryKind, DeliveryQueueStatus>;

/** POST /api/admin/delivery/:kind/retry */
export interface DeliveryRetryResult {
  kind: DeliveryKind;
  retried: number;
}

export const isDeliveryKind = (kind: string): kind is DeliveryKind => (DELIVERY_KINDS as readonly string[]).includes(kind);

export async function deliveryStatus(db: Database, now: number): Promise<DeliveryStatus> {
  const [mail, leads, companies, erasures] = await Promise.all(
    DELIVERY_KINDS.map(async (kind) => {
      const { waiting, failed, oldestWaitingSince: since } = await queueCounts(db, TABLES[kind]);
      return {
        pending: waiting,
        failed,
        oldestPendingSince: since === null ? null : new Date(since).toISOString(),
        oldestPendingAgeSeconds: since === null ? null : Math.max(0, Math.round((now - since) / 1000)),
      };
    }),
  );
  return { mail: mail!, leads: leads!, companies: companies!, erasures: erasures! };
}

/** Every failed job of the kind goes back to pending with a new delivery window; the caller nudges its queue. */
export async function retryFailedDeliveries(db: Database, kind: DeliveryKind, now: number): Promise<DeliveryRetryResult> {
  return { kind, retried: (await retryFailed(db, TABLES[kind], now)).length };
}
