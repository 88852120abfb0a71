import { index, integer, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type { WatchChange } from '../src/domain/watch/types.ts';
import { jobColumns, type JobStatus } from './job-schema.ts';
import { quizSubmissions } from './schema.ts';
import type { AlignmentKind } from '../src/domain/alignment.ts';

/** Why a watch ended: the visitor stopped it, or the site could not be read three times in a row. */
export type WatchEndReason = 'stopped' | 'unreachable';

export type WatchStatus = JobStatus<'ended'>;

/**
 * A company website re-read every WATCH_INTERVAL_DAYS for the visitor who opted in on the results page. The row is
 * its own recurring job (functions/jobs/): next_attempt_at is the next reading; a reading done schedules the next
 * one (AttemptResult `again`), and an ended watch is 'ended'. The id is the key of the private page /w/{id}.
 */
export const websiteWatches = sqliteTable(
  'website_watches',
  {
    /** 128 random bits, base64url (22 characters): unguessable, like a team's manage link. */
    id: text('id').primaryKey(),
    submissionId: text('submission_id')
      .notNull()
      .references(() => quizSubmissions.id, { onDelete: 'cascade' }),
    /** The submission's website when the watch began (normalized). */
    url: text('url').notNull(),
    /** Lowercased host: at most one crawl per host an hour (watch_hosts). */
    host: text('host').notNull(),
    /** When the visitor agreed to the consent line (epoch ms). */
    consentAt: integer('consent_at').notNull(),
    /** Readings that failed in a row since the last good one; three end the watch. */
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    lastReadingAt: integer('last_reading_at'),
    /** The last reading that changed something the visitor is told about (epoch ms). */
    lastChangeAt: integer('last_change_at'),
    endedAt: integer('ended_at'),
    endReason: text('end_reason').$type<WatchEndReason>(),
    ...jobColumns<'ended'>(),
    /** The queue's "done" column: when the watch ended (its status is then 'ended'). */
    closedAt: integer('closed_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    uniqueIndex('website_watches_submission_idx').on(t.submissionId),
    index('website_watches_due_idx').on(t.status, t.nextAttemptAt),
    index('website_watches_host_idx').on(t.host),
  ],
);

/** One reading of a watched site: what the analysis found, or why it could not read it (error). */
export const websiteReadings = sqliteTable(
  'website_readings',
  {
    id: text('id').primaryKey(),
    watchId: text('watch_id')
      .notNull()
      .references(() => websiteWatches.id, { onDelete: 'cascade' }),
    /** Epoch ms. */
    readAt: integer('read_at').notNull(),
    /** Set when the site could not be read (the user-facing message); every field below is then null. */
    error: text('error'),
    archetype: text('archetype'),
    subArchetype: text('sub_archetype'),
    /** 0 to 1. */
    confidence: real('confidence'),
    /** The close second archetype, when the evidence has one. */
    runnerUp: text('runner_up'),
    palette: text('palette', { mode: 'json' }).$type<{ name: string; hex: string }[]>(),
    headline: text('headline'),
    primaryCta: text('primary_cta'),
    /** The key passages: up to three of the site's own sentences per reading of the analysis, strongest first. */
    passages: text('passages', { mode: 'json' }).$type<{ archetype: string; passages: string[] }[]>(),
    /** The visitor's primary against this reading's archetype; 'uncertain' when the reading is too weak to judge (src/domain/alignment.ts). */
    alignment: text('alignment').$type<AlignmentKind>(),
    /** What changed since the previous good reading (empty for the first, or when nothing did). */
    changes: text('changes', { mode: 'json' }).$type<WatchChange[]>(),
  },
  (t) => [index('website_readings_watch_idx').on(t.watchId, t.readAt)],
);

/** The last crawl of each watched host (epoch ms): however many people watch it, one crawl an hour at most. */
export const watchHosts = sqliteTable('watch_hosts', {
  host: text('host').primaryKey(),
  lastCrawlAt: integer('last_crawl_at').notNull(),
});

export type WebsiteWatchRow = typeof websiteWatches.$inferSelect;
export type WebsiteReadingRow = typeof websiteReadings.$inferSelect;
