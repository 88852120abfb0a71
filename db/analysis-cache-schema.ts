import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import type { WebsiteAnalysis } from '../functions/analysis/types.ts';

/**
 * Finished website analyses by normalised URL, shared by every process and Workers isolate, so a site is
 * crawled once per TTL however many visitors ask. Expired rows are ignored on read and swept by the cron.
 */
export const analysisCache = sqliteTable(
  'analysis_cache',
  {
    url: text('url').primaryKey(),
    analysis: text('analysis', { mode: 'json' }).$type<WebsiteAnalysis>().notNull(),
    /** Epoch milliseconds. */
    expiresAt: integer('expires_at').notNull(),
  },
  (t) => [index('analysis_cache_expires_idx').on(t.expiresAt)],
);
