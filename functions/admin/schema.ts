import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../src/domain/admin/types.ts';
import { ARCHETYPE_NAMES } from '../../src/domain/archetypes/types.ts';
import { competitorSchema } from '../competitors/schema.ts';
import { DELIVERY_KINDS } from './delivery.ts';
import { companyAnalysisSchema, quizResultsSchema } from '../submissions/schema.ts';

// An empty form field (page=) means "not given", as the dashboard sends them.
const blankAsMissing = (value: unknown) => (value === '' ? undefined : value);

export const filterSchema = z.object({
  q: z.string().trim().max(200, 'q: the search is too long.').default('').describe('Prefix of the email, its domain or the company name.'),
  archetype: z
    .union([z.enum(ARCHETYPE_NAMES), z.literal('')], { error: 'archetype: not one of the twelve archetypes.' })
    .default('')
    .describe('A primary archetype, or empty for all.'),
});

export const listSchema = filterSchema.extend({
  page: z.preprocess(
    blankAsMissing,
    z.coerce.number({ error: 'page: must be a number.' }).int('page: must be a whole number.').min(1, 'page: starts at 1.').max(1_000_000).default(1),
  ),
  pageSize: z.preprocess(
    blankAsMissing,
    z.coerce
      .number({ error: 'pageSize: must be a number.' })
      .int('pageSize: must be a whole number.')
      .min(1, 'pageSize: at least 1.')
      .max(MAX_PAGE_SIZE, `pageSize: at most ${MAX_PAGE_SIZE}.`)
      .default(DEFAULT_PAGE_SIZE),
  ),
});

export type ListQuery = z.infer<typeof listSchema>;

/** Submission ids are UUIDs; anything else cannot exist. */
export const isSubmissionId = (id: string) => /^[0-9a-f-]{36}$/i.test(id);

export const adminIdParams = z.object({ id: z.string().max(64).describe('The submission id.') });
export const deliveryKindParams = z.object({
  kind: z
    .string()
    .max(20)
    .describe(`One of: ${DELIVERY_KINDS.join(', ')}.`),
});

export const adminMeSchema = z.object({
  user: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  role: z.literal('admin'),
});

export const dashboardRowSchema = z.object({
  id: z.string(),
  createdAt: z.string().describe('ISO 8601.'),
  email: z.string(),
  company: z.string().nullable(),
  companyUrl: z.string().nullable(),
  primaryArchetype: z.string(),
  secondaryArchetype: z.string().describe('The sub-archetype, as the spec names it.'),
  companyArchetype: z.string().nullable(),
  companyArchetypeConfidence: z.number().nullable(),
});

export const dashboardPageSchema = z.object({ rows: z.array(dashboardRowSchema), total: z.number(), page: z.number(), pageSize: z.number() });

export const dashboardStatsSchema = z.object({ totalSubmissions: z.number(), uniqueEmails: z.number(), withCompanyAnalysis: z.number() });

export const submissionReportSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  companyUrl: z.string().nullable(),
  source: z
    .object({
      label: z.string().describe('What reports group by: the embed name or host, utm_source, the referring host, or "direct".'),
      utmSource: z.string().nullable(),
      utmMedium: z.string().nullable(),
      utmCampaign: z.string().nullable(),
      referrerHost: z.string().nullable(),
      embedOrigin: z.string().nullable().describe('The origin of the site that embedded the quiz.'),
    })
    .describe('Where the visit came from, as stored with the submission.'),
  results: quizResultsSchema,
  companyAnalysis: companyAnalysisSchema.nullable(),
  competitors: z.array(competitorSchema).describe('The competitor websites compared with the company, oldest first.'),
  answers: z.array(z.object({ questionId: z.number(), questionText: z.string(), selectedOptionText: z.string() })),
});

const queueStatusSchema = z.object({
  pending: z.number(),
  failed: z.number(),
  oldestPendingSince: z.string().nullable(),
  oldestPendingAgeSeconds: z.number().nullable(),
});

export const deliveryStatusSchema = z.object({
  mail: queueStatusSchema,
  leads: queueStatusSchema,
  companies: queueStatusSchema,
  erasures: queueStatusSchema,
});
export const deliveryRetrySchema = z.object({ kind: z.enum(DELIVERY_KINDS), retried: z.number() });
export const deletedSchema = z.object({ deleted: z.literal(true) });
