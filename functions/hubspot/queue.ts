import { and, asc, eq, inArray, lte, min, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { hubspotSync } from '../../db/hubspot-schema.ts';
import { quizSubmissions } from '../../db/schema.ts';
import { describeError, mayRetry, retryDelayMs, type RetryPolicy } from '../lib/backoff.ts';
import type { Logger } from '../lib/errors.ts';
import type { HubspotClient } from './client.ts';
import { contactFromSubmission } from './contact.ts';

/**
 * Marks the submission's contact as due for a sync. A sync already in flight is left alone but its
 * version is bumped, so it goes round once more with the newer data (e.g. the company archetype).
 */
export async function requestSync(db: Database, submissionId: string, now: number): Promise<void> {
  const at = new Date(now);
  const inFlight = sql`${hubspotSync.status} = 'sending'`;
  await db
    .insert(hubspotSync)
    .values({ submissionId, status: 'pending', attempts: 0, nextAttemptAt: at, version: 1, createdAt: at })
    .onConflictDoUpdate({
      target: hubspotSync.submissionId,
      set: {
        version: sql`${hubspotSync.version} + 1`,
        status: sql`CASE WHEN ${inFlight} THEN 'sending' ELSE 'pending' END`,
        attempts: sql`CASE WHEN ${inFlight} THEN ${hubspotSync.attempts} ELSE 0 END`,
        nextAttemptAt: sql`CASE WHEN ${inFlight} THEN ${hubspotSync.nextAttemptAt} ELSE ${at.getTime()} END`,
      },
    });
}

export interface SyncPassOptions {
  policy: RetryPolicy;
  now: () => number;
  logger: Logger;
  batchSize?: number;
  claimMs?: number;
}

export interface SyncReport {
  synced: number;
  retrying: number;
  failed: number;
  nextDueAt?: number;
}

/** Upserts every due contact once; claims work like the mail outbox (conditional update, claim counts as an attempt). */
export async function syncDue(db: Database, client: HubspotClient, { policy, now, logger, batchSize = 25, claimMs = 120_000 }: SyncPassOptions): Promise<SyncReport> {
  const report: SyncReport = { synced: 0, retrying: 0, failed: 0 };
  const due = await db
    .select()
    .from(hubspotSync)
    .where(and(inArray(hubspotSync.status, ['pending', 'sending']), lte(hubspotSync.nextAttemptAt, new Date(now()))))
    .orderBy(asc(hubspotSync.nextAttemptAt))
    .limit(batchSize);

  for (const job of due) {
    const owned = and(eq(hubspotSync.submissionId, job.submissionId), eq(hubspotSync.status, job.status), eq(hubspotSync.version, job.version), eq(hubspotSync.nextAttemptAt, job.nextAttemptAt));
    if (!mayRetry(policy, job.attempts)) {
      await db.update(hubspotSync).set({ status: 'failed', lastError: 'Sync stopped during the last attempt.' }).where(owned);
      report.failed++;
      continue;
    }
    const attempts = job.attempts + 1;
    const [claimed] = await db.update(hubspotSync).set({ status: 'sending', attempts, nextAttemptAt: new Date(now() + claimMs) }).where(owned).returning();
    if (!claimed) continue;
    const mine = and(eq(hubspotSync.submissionId, job.submissionId), eq(hubspotSync.status, 'sending'), eq(hubspotSync.attempts, attempts));

    try {
      const submission = await db.query.quizSubmissions.findFirst({ where: eq(quizSubmissions.id, job.submissionId) });
      if (!submission) continue; // Deleted meanwhile; the cascade removes this row.
      await client.upsertContacts([contactFromSubmission(submission)]);
    } catch (err) {
      const lastError = describeError(err);
      const retry = mayRetry(policy, attempts);
      await db
        .update(hubspotSync)
        .set(retry ? { status: 'pending', lastError, nextAttemptAt: new Date(now() + retryDelayMs(policy, attempts)) } : { status: 'failed', lastError })
        .where(mine);
      if (retry) report.retrying++;
      else report.failed++;
      logger.warn(retry ? 'HubSpot sync failed; will retry' : 'HubSpot sync failed; giving up', { submissionId: job.submissionId, attempts, error: lastError });
      continue;
    }
    // A request that arrived while we were sending bumped the version: go round again with the newer data.
    await db
      .update(hubspotSync)
      .set({
        status: sql`CASE WHEN ${hubspotSync.version} = ${job.version} THEN 'synced' ELSE 'pending' END`,
        attempts: sql`CASE WHEN ${hubspotSync.version} = ${job.version} THEN ${attempts} ELSE 0 END`,
        nextAttemptAt: new Date(now()),
        syncedAt: new Date(now()),
        lastError: null,
      })
      .where(mine);
    report.synced++;
  }

  const [next] = await db.select({ at: min(hubspotSync.nextAttemptAt) }).from(hubspotSync).where(eq(hubspotSync.status, 'pending'));
  if (next?.at) report.nextDueAt = next.at.getTime();
  return report;
}
