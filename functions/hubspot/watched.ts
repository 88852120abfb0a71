import { and, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { websiteReadings, websiteWatches } from '../../db/watch-schema.ts';

export interface WatchedReading {
  submissionId: string;
  archetype: string;
  confidence: number | null;
  readAt: number;
}

/**
 * The newest good reading (no error) of each submission's website watch. A watch begins after the submission's
 * own company analysis, so any reading of it is newer: it is what HubSpot's company_archetype should say.
 */
export async function newestWatchReadings(db: Database, submissionIds: readonly string[]): Promise<Map<string, WatchedReading>> {
  if (submissionIds.length === 0) return new Map();
  const rows = await db
    .select({
      submissionId: websiteWatches.submissionId,
      archetype: websiteReadings.archetype,
      confidence: websiteReadings.confidence,
      readAt: websiteReadings.readAt,
    })
    .from(websiteReadings)
    .innerJoin(websiteWatches, eq(websiteWatches.id, websiteReadings.watchId))
    .where(and(inArray(websiteWatches.submissionId, [...submissionIds]), isNull(websiteReadings.error), isNotNull(websiteReadings.archetype)))
    .orderBy(desc(websiteReadings.readAt));
  const newest = new Map<string, WatchedReading>();
  for (const row of rows) {
    if (!newest.has(row.submissionId)) newest.set(row.submissionId, { ...row, archetype: row.archetype! });
  }
  return newest;
}

/** The newest good reading among all these submissions' watches (a company's, over its leads). */
export async function newestWatchReadingOf(db: Database, submissionIds: readonly string[]): Promise<WatchedReading | undefined> {
  const newest = await newestWatchReadings(db, submissionIds);
  return [...newest.values()].sort((a, b) => b.readAt - a.readAt)[0];
}
