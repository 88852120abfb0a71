import { index, integer, real, sqliteTable, text, unique } from 'drizzle-orm/sqlite-core';
import type { ArchetypeName } from '../src/domain/archetypes/types.ts';
import { quizSubmissions } from './schema.ts';

/**
 * One competitor website analysed for a submission's comparison (at most three per submission, counted by the
 * service). Only what the comparison shows is kept; deleting the submission deletes its comparison.
 */
export const competitorAnalyses = sqliteTable(
  'competitor_analyses',
  {
    /** A UUID. */
    id: text('id').primaryKey(),
    submissionId: text('submission_id')
      .notNull()
      .references(() => quizSubmissions.id, { onDelete: 'cascade' }),
    /** The address as analysed (normalised). */
    url: text('url').notNull(),
    /** The site's label (hostLabel): one row per host, so adding the same site twice never crawls it again. */
    host: text('host').notNull(),
    archetype: text('archetype').$type<ArchetypeName>().notNull(),
    subArchetype: text('sub_archetype').notNull(),
    confidence: real('confidence').notNull(),
    /** The top three palette colours, most prominent first. */
    palette: text('palette', { mode: 'json' }).$type<Array<{ name: string; hex: string }>>().notNull(),
    /** The brand voice in a few words ('' when the site gave none). */
    voice: text('voice').notNull(),
    /** Epoch milliseconds; the comparison lists sites oldest first. */
    createdAt: integer('created_at').notNull(),
  },
  (t) => [unique('competitor_analyses_submission_host').on(t.submissionId, t.host), index('competitor_analyses_submission_id').on(t.submissionId)],
);

export type CompetitorAnalysisRow = typeof competitorAnalyses.$inferSelect;
