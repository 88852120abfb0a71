import { and, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { analysisCache } from '../../db/analysis-cache-schema.ts';
import type { AnalysisCache } from './cache.ts';
import { websiteAnalysisSchema } from './types.ts';

/**
 * The analysis cache in the database: every Node process and Workers isolate shares it, so a second one does
 * not crawl the same site again within the TTL. A row that no longer matches the result schema (an older
 * version's) is treated as missing.
 */
export function createDbAnalysisCache(db: Database, now: () => number = Date.now): AnalysisCache {
  let setsSinceSweep = 0;
  return {
    async get(url) {
      const [row] = await db
        .select({ analysis: analysisCache.analysis })
        .from(analysisCache)
        .where(and(eq(analysisCache.url, url), gt(analysisCache.expiresAt, now())))
        .limit(1);
      const parsed = row ? websiteAnalysisSchema.safeParse(row.analysis) : undefined;
      return parsed?.success ? parsed.data : undefined;
    },
    async set(url, analysis, ttlMs) {
      if (ttlMs <= 0) return;
      const expiresAt = now() + ttlMs;
      await db
        .insert(analysisCache)
        .values({ url, analysis, expiresAt })
        .onConflictDoUpdate({ target: analysisCache.url, set: { analysis, expiresAt } });
      // Where no cron runs (a Node process), writers keep the table small themselves.
      if (++setsSinceSweep >= SWEEP_EVERY) {
        setsSinceSweep = 0;
        await sweepAnalysisCache(db, now());
      }
    },
  };
}

const SWEEP_EVERY = 100;

/** Drops expired analyses; returns how many. */
export async function sweepAnalysisCache(db: Database, now: number): Promise<number> {
  return (await db.delete(analysisCache).where(lte(analysisCache.expiresAt, now))).rowsAffected;
}
