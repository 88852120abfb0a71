import { blob, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { quizSubmissions } from './schema.ts';

/**
 * A public link to one submission's result (/r/{id}), made only by the browser holding the submission's secret.
 * The id is 128 random bits, unrelated to the submission id and its secret; deleting the row revokes the page
 * and its cached image at once, and deleting the submission deletes its share.
 */
export const resultShares = sqliteTable('result_shares', {
  /** The share id: 22 base64url characters of 16 random bytes. */
  id: text('id').primaryKey(),
  /** At most one share per submission: sharing again returns the same link. */
  submissionId: text('submission_id')
    .notNull()
    .unique()
    .references(() => quizSubmissions.id, { onDelete: 'cascade' }),
  /** Whether the page shows the company's archetype (the visitor's choice when sharing). */
  includeCompany: integer('include_company', { mode: 'boolean' }).notNull(),
  /** Epoch milliseconds. */
  createdAt: integer('created_at').notNull(),
  /** The share card PNG, stored after its first render (null until then). */
  image: blob('image', { mode: 'buffer' }),
});

export type ResultShareRow = typeof resultShares.$inferSelect;
