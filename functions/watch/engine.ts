import { and, desc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { quizSubmissions } from '../../db/schema.ts';
import { watchHosts, websiteReadings, websiteWatches, type WebsiteReadingRow } from '../../db/watch-schema.ts';
import { alignmentOf, judgesAlignment } from '../../src/domain/alignment.ts';
import { THIN_BELOW } from '../../src/domain/analysis-readings.ts';
import { readingChanges, type ComparableReading } from '../../src/domain/watch/drift.ts';
import { HOST_GAP_MS, MAX_CONSECUTIVE_FAILURES, nextReadingAt, RETRY_FAILED_READING_MS } from '../../src/domain/watch/schedule.ts';
import { NOTIFYING_CHANGES, type WatchChange } from '../../src/domain/watch/types.ts';
import type { WebsiteAnalyzer } from '../analysis/service.ts';
import type { WebsiteAnalysis } from '../analysis/types.ts';
import { createDrain, NOT_STARTED, type AttemptResult, type Drain } from '../jobs/drain.ts';
import type { ClaimedJob } from '../jobs/store.ts';
import { WATCH_JOBS } from '../jobs/tables.ts';
import { ApiError, type ErrorCode } from '../lib/errors.ts';
import type { Logger } from '../lib/logger.ts';
import { uuidv7 } from '../lib/ids.ts';
import { mailEnqueued, outboxInsert } from '../mail/outbox.ts';
import { driftEmail, endedEmail } from './emails.ts';
import { oneClickStopUrl, stopUrl } from './stop-token.ts';

/** Watches read one after another, a few per claim: a reading is a whole crawl. */
const BATCH_SIZE = 5;
/** Longer than five crawls of the analyser's whole-crawl timeout (8 s) waiting in its pool. */
const LEASE_MS = 10 * 60_000;
/** A deferred watch waits out its host's hour plus up to this much, so the deferred ones do not all return at once. */
const HOST_JITTER_MS = 5 * 60_000;
const UNREADABLE = 'The website could not be read.';

/** What a changed reading hands on (HubSpot's company_archetype, the website.changed webhook). */
/** Analysis failures that are ours, not the site's: retried by the queue, never counted as a failed reading. */
const OUR_SIDE = new Set<ErrorCode>(['busy', 'unavailable', 'internal_error', 'rate_limited']);

export interface WatchChangeAnnouncement {
  watchId: string;
  submissionId: string;
  url: string;
  previous: WebsiteReadingRow;
  current: WebsiteReadingRow;
  changes: WatchChange[];
}

export interface WatchDrainOptions {
  db: Database;
  /** Null where no analyser runs: the drain then does nothing and watches wait. */
  analyzer: WebsiteAnalyzer | null;
  /** WATCH_INTERVAL_DAYS in ms. */
  intervalMs: number;
  siteUrl: string;
  /** The server secret, for the stop links. */
  secret: string;
  giveUpMs: number;
  now?: () => number;
  random?: () => number;
  logger?: Logger;
  /** Called after a reading that changed something; never fails the reading (errors are logged). */
  announce?: (change: WatchChangeAnnouncement) => Promise<void>;
}

const comparable = (r: WebsiteReadingRow): ComparableReading => ({
  archetype: r.archetype ?? '',
  runnerUp: r.runnerUp,
  alignment: r.alignment,
  headline: r.headline,
  primaryCta: r.primaryCta,
  palette: r.palette,
});

/** The one alignment rule (src/domain/alignment.ts): a reading too weak to judge records 'uncertain'. */
const alignmentAt = (personal: string, reading: { archetype: string | null; confidence: number | null }) =>
  alignmentOf({ personal, company: reading.archetype ?? '', confidence: reading.confidence }).kind;

/** The stored reading of an analysis. */
function readingOf(a: WebsiteAnalysis, watchId: string, readAt: number, primary: string): WebsiteReadingRow {
  return {
    id: uuidv7(readAt),
    watchId,
    readAt,
    error: null,
    archetype: a.archetype,
    subArchetype: a.subArchetype ?? null,
    confidence: a.confidence,
    runnerUp: a.runnerUp?.archetype ?? null,
    palette: a.colorPalette.map(({ name, hex }) => ({ name, hex })),
    headline: a.headline ?? null,
    primaryCta: a.primaryCta ?? null,
    passages: (a.readings ?? []).map((r) => ({ archetype: r.archetype, passages: r.passages.slice(0, 3) })),
    alignment: alignmentAt(primary, a),
    changes: [],
  };
}

/**
 * website_watches as a recurring job queue (functions/jobs/): each claimed watch is read, its reading stored, and the
 * watch scheduled for its next reading, politely (one crawl per host an hour, a failed reading retried a day later).
 */
export function createWatchDrain(options: WatchDrainOptions): Drain | undefined {
  const { db, analyzer, intervalMs, siteUrl, secret, giveUpMs, now = Date.now, random = Math.random, logger, announce } = options;
  if (!analyzer) return undefined;

  /** Takes the host's crawl slot; the time of the crawl holding it when another watch of the host crawled within the hour. */
  async function takeHostSlot(host: string, at: number): Promise<number | undefined> {
    const [taken] = await db
      .insert(watchHosts)
      .values({ host, lastCrawlAt: at })
      .onConflictDoUpdate({ target: watchHosts.host, set: { lastCrawlAt: at }, setWhere: sql`${watchHosts.lastCrawlAt} <= ${at - HOST_GAP_MS}` })
      .returning({ host: watchHosts.host });
    if (taken) return undefined;
    const [holder] = await db.select({ lastCrawlAt: watchHosts.lastCrawlAt }).from(watchHosts).where(eq(watchHosts.host, host));
    return holder?.lastCrawlAt ?? at;
  }

  /** A good reading of this page by any watch since `since`. */
  async function readingSince(url: string, since: number): Promise<WebsiteReadingRow | undefined> {
    const [row] = await db
      .select({ reading: websiteReadings })
      .from(websiteReadings)
      .innerJoin(websiteWatches, eq(websiteWatches.id, websiteReadings.watchId))
      .where(and(eq(websiteWatches.url, url), gte(websiteReadings.readAt, since), isNull(websiteReadings.error)))
      .orderBy(desc(websiteReadings.readAt))
      .limit(1);
    return row?.reading;
  }

  /** The alignment of this watch's newest reading that was strong enough to judge it. */
  async function lastJudgedAlignment(watchId: string) {
    const [row] = await db
      .select({ alignment: websiteReadings.alignment })
      .from(websiteReadings)
      .where(
        and(
          eq(websiteReadings.watchId, watchId),
          inArray(websiteReadings.alignment, ['aligned', 'gap']),
          // Readings stored before the rule kept aligned/gap whatever their confidence.
          or(isNull(websiteReadings.confidence), gte(websiteReadings.confidence, THIN_BELOW)),
        ),
      )
      .orderBy(desc(websiteReadings.readAt))
      .limit(1);
    return row?.alignment;
  }

  async function read(job: ClaimedJob): Promise<AttemptResult> {
    const [watch] = await db
      .select({ watch: websiteWatches, email: quizSubmissions.email, primary: quizSubmissions.primaryArchetype })
      .from(websiteWatches)
      .innerJoin(quizSubmissions, eq(quizSubmissions.id, websiteWatches.submissionId))
      .where(and(eq(websiteWatches.id, job.id), eq(websiteWatches.leaseToken, job.token)));
    // Erased with its submission (ON DELETE CASCADE) or stopped meanwhile: nothing to read, and nothing to record.
    if (!watch) return { ok: true };
    const { id, url, host, submissionId } = watch.watch;

    const slotAt = now();
    const holder = await takeHostSlot(host, slotAt);
    let shared: WebsiteReadingRow | undefined;
    if (holder !== undefined) {
      // The host was crawled within the hour: the same page's reading then serves every watcher (no second crawl);
      // another page of the host waits for the next hour.
      shared = await readingSince(url, holder);
      if (!shared) return { ok: true, again: holder + HOST_GAP_MS + Math.floor(random() * HOST_JITTER_MS) };
    }

    let analysis: WebsiteAnalysis | undefined;
    let error = UNREADABLE;
    if (!shared)
      try {
        analysis = await analyzer!.analyze(url);
      } catch (err) {
        // Our side (analysis busy, a thread that failed): not the site's fault, so not a failed reading. The host's
        // slot is given back and the queue tries again with back-off.
        if (!(err instanceof ApiError) || OUR_SIDE.has(err.code)) {
          await db.delete(watchHosts).where(and(eq(watchHosts.host, host), eq(watchHosts.lastCrawlAt, slotAt)));
          throw err;
        }
        error = err.message;
      }
    const at = now();
    const links = {
      to: watch.email,
      url,
      historyUrl: `${siteUrl.replace(/\/+$/, '')}/w/${id}`,
      stopUrl: stopUrl(siteUrl, secret, id),
      unsubscribeUrl: oneClickStopUrl(siteUrl, secret, id),
    };
    const mine = and(eq(websiteWatches.id, id), eq(websiteWatches.leaseToken, job.token));

    if (!analysis && !shared) {
      const failures = watch.watch.consecutiveFailures + 1;
      const ends = failures >= MAX_CONSECUTIVE_FAILURES;
      const note = ends ? outboxInsert(db, endedEmail({ ...links, lastError: error, failures }), { submissionId, now: new Date(at) }) : undefined;
      const [updated] = await db
        .update(websiteWatches)
        .set({ consecutiveFailures: failures, lastReadingAt: at, ...(ends ? { endReason: 'unreachable', endedAt: at } : {}) })
        .where(mine)
        .returning({ id: websiteWatches.id });
      if (!updated) return { ok: true };
      await db.batch([db.insert(websiteReadings).values({ id: uuidv7(at), watchId: id, readAt: at, error }), ...(note ? [note.insert] : [])]);
      if (note) mailEnqueued(db);
      return ends ? { ok: true } : { ok: true, again: at + RETRY_FAILED_READING_MS };
    }

    const current = analysis
      ? readingOf(analysis, id, at, watch.primary)
      : { ...shared!, id: uuidv7(at), watchId: id, readAt: at, alignment: alignmentAt(watch.primary, shared!), changes: [] };
    const [previous] = await db
      .select()
      .from(websiteReadings)
      .where(and(eq(websiteReadings.watchId, id), isNull(websiteReadings.error)))
      .orderBy(desc(websiteReadings.readAt))
      .limit(1);
    // A weak previous reading judged nothing: the alignment is compared with the last reading that did.
    const judgedBefore = async (before: WebsiteReadingRow) =>
      judgesAlignment(before.confidence) && before.alignment !== 'uncertain' ? before.alignment : ((await lastJudgedAlignment(id)) ?? null);
    current.changes = readingChanges(previous ? { ...comparable(previous), alignment: await judgedBefore(previous) } : null, comparable(current));
    const notifying = current.changes.filter((c) => (NOTIFYING_CHANGES as readonly string[]).includes(c.kind));
    const note = notifying.length
      ? outboxInsert(db, driftEmail({ ...links, changes: current.changes, passages: current.passages ?? [], alignment: current.alignment }), {
          submissionId,
          now: new Date(at),
        })
      : undefined;
    const [updated] = await db
      .update(websiteWatches)
      .set({ consecutiveFailures: 0, lastReadingAt: at, ...(notifying.length ? { lastChangeAt: at } : {}) })
      .where(mine)
      .returning({ id: websiteWatches.id });
    if (!updated) return { ok: true };
    await db.batch([db.insert(websiteReadings).values(current), ...(note ? [note.insert] : [])]);
    if (note) mailEnqueued(db);
    if (previous && current.changes.length && announce) {
      await announce({ watchId: id, submissionId, url, previous, current, changes: current.changes }).catch((err: unknown) =>
        logger?.error('Website change not announced', { id, error: err instanceof Error ? err.message : String(err) }),
      );
    }
    return { ok: true, again: nextReadingAt(at, intervalMs) };
  }

  return createDrain({
    db,
    table: WATCH_JOBS,
    batchSize: BATCH_SIZE,
    concurrency: 1,
    leaseMs: LEASE_MS,
    giveUpMs,
    now,
    random,
    logger,
    async deliver(jobs, control) {
      const results = new Map<string, AttemptResult>();
      for (const job of jobs) {
        if (control.stopping()) results.set(job.id, NOT_STARTED);
        else results.set(job.id, await read(job).catch((error: unknown) => ({ ok: false, error }) as const));
      }
      return results;
    },
  });
}
