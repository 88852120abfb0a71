import { sql } from 'drizzle-orm';
import { index, integer, real, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import type { ArchetypeScores, CompanyAnalysis, SubArchetypeScores } from '../src/domain/quiz/results.ts';

export const quizSubmissions = sqliteTable(
  'quiz_submissions',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    company: text('company'),
    companyUrl: text('company_url'),
    primaryArchetype: text('primary_archetype').notNull(),
    /** Holds the sub-archetype, as the spec names it. */
    secondaryArchetype: text('secondary_archetype').notNull(),
    scores: text('scores', { mode: 'json' }).$type<ArchetypeScores>().notNull(),
    subArchetypeScores: text('sub_archetype_scores', { mode: 'json' }).$type<SubArchetypeScores>().notNull(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' })
      .notNull()
      .default(sql`(unixepoch('subsec') * 1000)`),
    companyArchetype: text('company_archetype'),
    /** 0 to 1. */
    companyArchetypeConfidence: real('company_archetype_confidence'),
    companyAnalysis: text('company_analysis', { mode: 'json' }).$type<CompanyAnalysis>(),
    /** SHA-256 of the secret the visitor's browser holds for this submission (emailing the report, its analysis). */
    accessTokenHash: text('access_token_hash').notNull(),
    /** Where the visit came from (src/domain/analytics/source.ts sourceLabel): utm_source, embed, referring host or 'direct'. */
    source: text('source').notNull().default('direct'),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    referrerHost: text('referrer_host'),
    /** The origin of the site that embedded the quiz (/embed). */
    embedOrigin: text('embed_origin'),
    /** The privacy-notice version the contact step showed (src/domain/privacy/notice.ts); null: no consent on record. */
    consentVersion: text('consent_version'),
    consentAt: integer('consent_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    index('quiz_submissions_created_at_idx').on(t.createdAt),
    index('quiz_submissions_email_idx').on(t.email),
    // Admin dashboard (functions/admin/query.ts): archetype filter in date order, prefix search on the
    // company (ASCII case-insensitive) and the company-analysis count. The email-domain index is in the
    // custom migration 0003_admin_search.sql: drizzle-kit splits index expressions at their commas.
    index('quiz_submissions_primary_created_idx').on(t.primaryArchetype, t.createdAt),
    index('quiz_submissions_company_lower_idx').on(sql`lower(${t.company})`),
    index('quiz_submissions_source_created_idx').on(t.source, t.createdAt),
    // Analytics (functions/analytics/query.ts): submissions per UTC day and archetype, for all sources and for one,
    // and each source's tallies, read from these indexes alone. The day expression must stay that of the queries.
    index('quiz_submissions_day_primary_idx').on(sql`${t.createdAt} / 86400000`, t.primaryArchetype, t.createdAt),
    index('quiz_submissions_source_day_idx').on(
      t.source,
      sql`${t.createdAt} / 86400000`,
      t.primaryArchetype,
      t.companyArchetype,
      t.companyUrl,
      t.createdAt,
    ),
    index('quiz_submissions_company_archetype_idx')
      .on(t.companyArchetype)
      .where(sql`${t.companyArchetype} is not null`),
  ],
);

export const quizAnswers = sqliteTable(
  'quiz_answers',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    submissionId: text('submission_id')
      .notNull()
      .references(() => quizSubmissions.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').notNull(),
    questionText: text('question_text').notNull(),
    selectedOptionText: text('selected_option_text').notNull(),
    archetypeScores: text('archetype_scores', { mode: 'json' }).$type<Record<string, number>>().notNull(),
  },
  (t) => [index('quiz_answers_submission_idx').on(t.submissionId)],
);

export type QuizSubmissionRow = typeof quizSubmissions.$inferSelect;
export type QuizAnswerRow = typeof quizAnswers.$inferSelect;

/**
 * Idempotency-Key of a quiz attempt (the quiz makes one per attempt): a retried POST with the same key and body
 * answers with the first submission instead of storing another. Only the key's SHA-256 is kept; rows older than
 * 24 h no longer count and are swept.
 */
export const submissionIdempotencyKeys = sqliteTable(
  'submission_idempotency_keys',
  {
    keyHash: text('key_hash').primaryKey(),
    submissionId: text('submission_id')
      .notNull()
      .references(() => quizSubmissions.id, { onDelete: 'cascade' }),
    /** SHA-256 of the validated request, so the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('submission_idempotency_keys_created_idx').on(t.createdAt), index('submission_idempotency_keys_submission_idx').on(t.submissionId)],
);
