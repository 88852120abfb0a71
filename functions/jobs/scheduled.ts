import { lt } from 'drizzle-orm';
import { rateLimitHits } from '../../db/rate-limit-schema.ts';
import { sweepAnalysisCache } from '../analysis/db-cache.ts';
import type { ResolvedDeps } from '../app-types.ts';
import { retentionSweepDue, runRetentionSweep } from '../privacy/retention.ts';
import { jobQueues } from '../services.ts';
import { deleteExpiredKeys } from '../submissions/idempotency.ts';

/** Rate-limit windows are an hour at most; older hits count for nothing. */
const RATE_LIMIT_KEEP_MS = 24 * 60 * 60 * 1000;

export interface ScheduledReport {
  rateLimitHitsSwept: number;
  analysesSwept: number;
}

/**
 * The work a clock drives rather than a visitor: due mail, HubSpot syncs, GDPR deletes, team notices and webhooks delivered,
 * expired rate-limit hits, cached analyses and idempotency keys swept, and once an hour submissions past
 * DATA_RETENTION_DAYS erased. Workers run it from a cron trigger every minute; the Node process has its own timers.
 */
export async function runScheduledWork(
  deps: Pick<
    ResolvedDeps,
    'db' | 'mailer' | 'hubspot' | 'hubspotErasures' | 'hubspotCompanies' | 'teamNotices' | 'webhooks' | 'now' | 'env' | 'logger'
  >,
): Promise<ScheduledReport> {
  const now = deps.now();
  const [rateLimitHitsSwept, analysesSwept] = await Promise.all([
    deps.db
      .delete(rateLimitHits)
      .where(lt(rateLimitHits.at, now - RATE_LIMIT_KEEP_MS))
      .then((result) => result.rowsAffected),
    sweepAnalysisCache(deps.db, now),
    deleteExpiredKeys(deps.db, now),
    ...jobQueues(deps).map((queue) => queue.kick()),
    retentionSweepDue(now) ? runRetentionSweep(deps) : undefined,
  ]);
  return { rateLimitHitsSwept, analysesSwept };
}
