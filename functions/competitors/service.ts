import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { competitorAnalyses } from '../../db/competitor-schema.ts';
import { hostLabel, MAX_COMPETITORS, voiceInBrief, type CompetitorAnalysis } from '../../src/domain/competitors/types.ts';
import type { WebsiteAnalysis } from '../analysis/types.ts';
import { uuidv7 } from '../lib/ids.ts';
import { ApiError } from '../lib/errors.ts';

export type StoredCompetitor = CompetitorAnalysis & { id: string };

export const TOO_MANY_COMPETITORS = `You can compare up to ${MAX_COMPETITORS} competitors.`;

/** What the comparison keeps of a website analysis: the archetype, its top three colours and the voice in brief. */
export function toCompetitor(url: string, analysis: WebsiteAnalysis): CompetitorAnalysis {
  return {
    url,
    host: hostLabel(url),
    archetype: analysis.archetype,
    subArchetype: analysis.subArchetype ?? '',
    confidence: analysis.confidence,
    palette: analysis.colorPalette.slice(0, 3).map(({ name, hex }) => ({ name, hex })),
    voice: voiceInBrief(analysis.brandVoice),
  };
}

const columns = {
  id: competitorAnalyses.id,
  url: competitorAnalyses.url,
  host: competitorAnalyses.host,
  archetype: competitorAnalyses.archetype,
  subArchetype: competitorAnalyses.subArchetype,
  confidence: competitorAnalyses.confidence,
  palette: competitorAnalyses.palette,
  voice: competitorAnalyses.voice,
};

/** A submission's comparison, oldest first (the order the visitor added the sites in). */
export async function listCompetitors(db: Database, submissionId: string): Promise<StoredCompetitor[]> {
  return db
    .select(columns)
    .from(competitorAnalyses)
    .where(eq(competitorAnalyses.submissionId, submissionId))
    .orderBy(asc(competitorAnalyses.createdAt), asc(competitorAnalyses.id));
}

async function storedByHost(db: Database, submissionId: string, host: string): Promise<StoredCompetitor | undefined> {
  const [row] = await db
    .select(columns)
    .from(competitorAnalyses)
    .where(and(eq(competitorAnalyses.submissionId, submissionId), eq(competitorAnalyses.host, host)));
  return row;
}

async function storedCount(db: Database, submissionId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(competitorAnalyses).where(eq(competitorAnalyses.submissionId, submissionId));
  return row?.n ?? 0;
}

/**
 * Inserts the row only while the submission holds fewer than MAX_COMPETITORS, in one statement, so parallel adds
 * cannot overshoot the limit; a host stored meanwhile is left alone. True when the row was written.
 */
async function insertWithinLimit(db: Database, submissionId: string, row: StoredCompetitor, createdAt: number): Promise<boolean> {
  const t = competitorAnalyses;
  const result = await db.run(sql`
    INSERT INTO ${t} (id, submission_id, url, host, archetype, sub_archetype, confidence, palette, voice, created_at)
    SELECT ${row.id}, ${submissionId}, ${row.url}, ${row.host}, ${row.archetype}, ${row.subArchetype}, ${row.confidence},
      ${JSON.stringify(row.palette)}, ${row.voice}, ${createdAt}
    WHERE (SELECT count(*) FROM ${t} WHERE ${t.submissionId} = ${submissionId}) < ${MAX_COMPETITORS}
    ON CONFLICT DO NOTHING`);
  return result.rowsAffected > 0;
}

export interface AddCompetitorDeps {
  db: Database;
  /** The shared analysis engine (SSRF guard, timeouts, cache). */
  analyze: (url: string) => Promise<WebsiteAnalysis>;
  /** Called just before a crawl (never for a host already stored), e.g. to count the client's analysis budget. */
  beforeCrawl: () => Promise<void>;
  now: () => number;
}

/**
 * Adds a competitor to a submission's comparison (the caller has checked the submission's secret). A host already
 * stored is returned as it is, without crawling; a full comparison is 409; a failed analysis throws its own error
 * and stores nothing.
 */
export async function addCompetitor(
  { db, analyze, beforeCrawl, now }: AddCompetitorDeps,
  submissionId: string,
  url: string,
): Promise<{ competitor: StoredCompetitor; created: boolean }> {
  const host = hostLabel(url);
  const existing = await storedByHost(db, submissionId, host);
  if (existing) return { competitor: existing, created: false };
  if ((await storedCount(db, submissionId)) >= MAX_COMPETITORS) throw new ApiError('conflict', TOO_MANY_COMPETITORS);

  await beforeCrawl();
  const competitor: StoredCompetitor = { id: uuidv7(now()), ...toCompetitor(url, await analyze(url)) };
  if (await insertWithinLimit(db, submissionId, competitor, now())) return { competitor, created: true };
  // Lost a race: the same host was added meanwhile (answer with it), or the comparison filled up.
  const raced = await storedByHost(db, submissionId, host);
  if (raced) return { competitor: raced, created: false };
  throw new ApiError('conflict', TOO_MANY_COMPETITORS);
}

/** Removes one competitor of the submission; false when it had no such competitor. */
export async function removeCompetitor(db: Database, submissionId: string, competitorId: string): Promise<boolean> {
  const deleted = await db
    .delete(competitorAnalyses)
    .where(and(eq(competitorAnalyses.submissionId, submissionId), eq(competitorAnalyses.id, competitorId)))
    .returning({ id: competitorAnalyses.id });
  return deleted.length > 0;
}
