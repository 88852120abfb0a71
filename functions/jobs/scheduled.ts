import { lt } from 'drizzle-orm';
import { rateLimitHits } from '../../db/rate-limit-schema.ts';
import { sweepAnalysisCache } from '../analysis/db-cache.ts';
import type { ResolvedDeps } from '../app-types.ts';
import { deleteExpiredKeys } from '../submissions/idempotency.ts';

/** Rate-limit windows are an hour at most; older hits count for nothing. */
const RATE_LIMIT_KEEP_MS = 24 * 60 * 60 * 1000;

export interface ScheduledReport {
  rateLimitHitsSwept: number;
  analysesSwept: number;
}

/**
 * The work a clock drives rather than a visitor: due mail and HubSpot jobs delivered, expired rate-limit hits,
 * cached analyses and idempotency keys swept. Workers run it from a cron trigger every minute; the Node process
 * has its own timers for the queues.
 */
export async function runScheduledWork(deps: Pick<ResolvedDeps, 'db' | 'mailer' | 'hubspot' | 'now'>): Promise<ScheduledReport> {
  const now = deps.now();
  const [, , rateLimitHitsSwept, analysesSwept] = await Promise.all([
    deps.mailer.kick(),
    deps.hubspot.kick(),
    deps.db
      .delete(rateLimitHits)
      .where(lt(rateLimitHits.at, now - RATE_LIMIT_KEEP_MS))
      .then((result) => result.rowsAffected),
    sweepAnalysisCache(deps.db, now),
    deleteExpiredKeys(deps.db, now),
  ]);
  return { rateLimitHitsSwept, analysesSwept };
}
