import { integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';

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
