import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** The source of the rows that total every source of a day and step (no source label is empty). */
export const ALL_SOURCES = '';

/**
 * Funnel counters: how many times a step happened on a UTC day from one source. Counts only: no visitor, no
 * cookie, no address. Every increment also adds to the day's ALL_SOURCES row, so the unfiltered funnel reads one
 * row per day and step however many sources there are.
 */
export const analyticsDaily = sqliteTable(
  'analytics_daily',
  {
    /** UTC day, YYYY-MM-DD. */
    day: text('day').notNull(),
    /** sourceLabel of src/domain/analytics/source.ts, or ALL_SOURCES. */
    source: text('source').notNull(),
    /** A FunnelStep of src/domain/analytics/funnel.ts. */
    step: text('step').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.source, t.day, t.step] })],
);

export type AnalyticsDailyRow = typeof analyticsDaily.$inferSelect;

/**
 * Page sessions whose beacons were counted (functions/analytics/sessions.ts): which client steps each has already
 * counted, so a step counts once per session. The id is a keyed hash of a random id the page keeps in memory (never
 * stored by the browser, never derived from the visitor); no address. Rows are swept after two days.
 */
export const analyticsSessions = sqliteTable(
  'analytics_sessions',
  {
    /** Keyed hash of the page's random session id. */
    id: text('id').primaryKey(),
    /** UTC day the session was first counted, YYYY-MM-DD: the day its source's caps count it in. */
    day: text('day').notNull(),
    /** The counted source label (possibly folded into "other"); every beacon of the session counts under it. */
    source: text('source').notNull(),
    /** Bit i set: CLIENT_STEPS[i] has been counted for this session. */
    steps: integer('steps').notNull().default(0),
    /** Epoch milliseconds of the first counted beacon (for the sweep). */
    at: integer('at').notNull(),
  },
  (t) => [index('analytics_sessions_day_source_idx').on(t.day, t.source), index('analytics_sessions_at_idx').on(t.at)],
);
