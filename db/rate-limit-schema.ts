import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** One row per counted request, for limits shared by every Workers isolate (functions/lib/rate-limit-db.ts). */
export const rateLimitHits = sqliteTable(
  'rate_limit_hits',
  {
    /** The limiter's name and the key it counts, e.g. `email-report:client:203.0.113.7`. */
    bucket: text('bucket').notNull(),
    /** Epoch milliseconds. */
    at: integer('at').notNull(),
  },
  (t) => [index('rate_limit_hits_bucket_at_idx').on(t.bucket, t.at)],
);
