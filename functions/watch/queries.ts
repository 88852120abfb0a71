import { count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { quizSubmissions } from '../../db/schema.ts';
import { websiteReadings, websiteWatches, type WatchEndReason, type WebsiteReadingRow } from '../../db/watch-schema.ts';

/** The form of a watch id (128 random bits, base64url): anything else is refused before a query. */
export const WATCH_ID = /^[A-Za-z0-9_-]{22}$/;
export const WATCH_NOT_FOUND = 'This watch does not exist. Please open the link exactly as it appears in your email.';

export type WatchReading = Omit<WebsiteReadingRow, 'watchId' | 'passages'>;

export interface WatchView {
  id: string;
  url: string;
  host: string;
  company: string | null;
  /** The visitor's own primary archetype: each reading's alignment is against it. */
  primary: string;
  submissionId: string;
  /** When the visitor opted in (epoch ms). */
  since: number;
  state: 'active' | 'ended';
  /** The next reading (epoch ms); null once ended. */
  nextReadingAt: number | null;
  endedAt: number | null;
  endReason: WatchEndReason | null;
  /** Newest first, failed ones included (error set). */
  readings: WatchReading[];
}

const readingColumns = {
  id: websiteReadings.id,
  readAt: websiteReadings.readAt,
  error: websiteReadings.error,
  archetype: websiteReadings.archetype,
  subArchetype: websiteReadings.subArchetype,
  confidence: websiteReadings.confidence,
  runnerUp: websiteReadings.runnerUp,
  palette: websiteReadings.palette,
  headline: websiteReadings.headline,
  primaryCta: websiteReadings.primaryCta,
  alignment: websiteReadings.alignment,
  changes: websiteReadings.changes,
};

async function viewWhere(db: Database, where: ReturnType<typeof eq>): Promise<WatchView | null> {
  const [row] = await db
    .select({ watch: websiteWatches, primary: quizSubmissions.primaryArchetype, company: quizSubmissions.company })
    .from(websiteWatches)
    .innerJoin(quizSubmissions, eq(quizSubmissions.id, websiteWatches.submissionId))
    .where(where)
    .limit(1);
  if (!row) return null;
  const { watch } = row;
  const readings = await db
    .select(readingColumns)
    .from(websiteReadings)
    .where(eq(websiteReadings.watchId, watch.id))
    .orderBy(desc(websiteReadings.readAt));
  const ended = watch.status === 'ended' || watch.endedAt !== null;
  return {
    id: watch.id,
    url: watch.url,
    host: watch.host,
    company: row.company,
    primary: row.primary,
    submissionId: watch.submissionId,
    since: watch.consentAt,
    state: ended ? 'ended' : 'active',
    nextReadingAt: ended ? null : watch.nextAttemptAt.getTime(),
    endedAt: watch.endedAt,
    endReason: watch.endReason,
    readings,
  };
}

/** The private history page's data (/w/{watchId}); null for an unknown or ill-formed id. */
export async function watchView(db: Database, watchId: string): Promise<WatchView | null> {
  if (!WATCH_ID.test(watchId)) return null;
  return viewWhere(db, eq(websiteWatches.id, watchId));
}

/** The admin report's history section: the submission's watch, if it has one. */
export function watchHistoryForSubmission(db: Database, submissionId: string): Promise<WatchView | null> {
  return viewWhere(db, eq(websiteWatches.submissionId, submissionId));
}

export interface WatchedSite {
  id: string;
  submissionId: string;
  host: string;
  url: string;
  company: string | null;
  since: number;
  readings: number;
  lastReadingAt: number | null;
  lastChangeAt: number | null;
  /** The kinds of the last change (from the newest reading that changed something). */
  lastChange: string[];
  state: 'active' | 'ended';
  endReason: WatchEndReason | null;
}

export const WATCHED_SITES_PAGE_SIZE = 50;

/** The admin list of watched sites, newest watch first. `page` counts from 1. */
export async function watchedSites(db: Database, page = 1): Promise<{ sites: WatchedSite[]; total: number; page: number; pageSize: number }> {
  const size = WATCHED_SITES_PAGE_SIZE;
  const at = Math.max(1, Math.floor(page));
  const readingCount = db
    .select({ watchId: websiteReadings.watchId, n: count().as('n') })
    .from(websiteReadings)
    .groupBy(websiteReadings.watchId)
    .as('reading_count');
  // The newest reading that changed something: its change kinds say what drifted last.
  const lastChanges = sql<string | null>`(select ${websiteReadings.changes} from ${websiteReadings}
    where ${websiteReadings.watchId} = ${websiteWatches.id} and ${websiteReadings.changes} is not null and ${websiteReadings.changes} != '[]'
    order by ${websiteReadings.readAt} desc limit 1)`;
  const rows = await db
    .select({ watch: websiteWatches, company: quizSubmissions.company, readings: readingCount.n, lastChanges })
    .from(websiteWatches)
    .innerJoin(quizSubmissions, eq(quizSubmissions.id, websiteWatches.submissionId))
    .leftJoin(readingCount, eq(readingCount.watchId, websiteWatches.id))
    .orderBy(desc(websiteWatches.consentAt), desc(websiteWatches.id))
    .limit(size)
    .offset((at - 1) * size);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(websiteWatches);
  const sites = rows.map(({ watch, company, readings, lastChanges: changes }) => ({
    id: watch.id,
    submissionId: watch.submissionId,
    host: watch.host,
    url: watch.url,
    company,
    since: watch.consentAt,
    readings: readings ?? 0,
    lastReadingAt: watch.lastReadingAt,
    lastChangeAt: watch.lastChangeAt,
    lastChange: changeKinds(changes),
    state: watch.status === 'ended' || watch.endedAt !== null ? ('ended' as const) : ('active' as const),
    endReason: watch.endReason,
  }));
  return { sites, total, page: at, pageSize: size };
}

function changeKinds(json: string | null): string[] {
  if (!json) return [];
  try {
    const parsed = JSON.parse(json) as { kind?: unknown }[];
    return Array.isArray(parsed) ? parsed.map((c) => String(c.kind)) : [];
  } catch {
    return [];
  }
}
