import { z } from 'zod';
import { ARCHETYPE_NAMES } from '../../src/domain/archetypes/types.ts';
import { isKnownNoticeVersion } from '../../src/domain/privacy/notice.ts';
import { checkUrlShape } from '../analysis/fetch/guard.ts';
import { visitSourceSchema } from '../analytics/events-schema.ts';
import { isApiError } from '../lib/errors.ts';
import { emailField, optionalText, websiteField } from '../lib/fields.ts';

export const answerSchema = z.object({
  questionId: z.number().min(1).max(999).int(),
  optionIndex: z.number().min(0).max(20).int(),
});

/** The analysis guard's relaxation for tests and e2e (ANALYZER_ALLOW_PRIVATE_HOSTS), which companyUrl follows. */
export interface CompanyUrlRules {
  allowPrivateHosts: boolean;
}

/**
 * A company website the analysis will accept: the website rule, then the guard's own checks that need no DNS
 * (scheme, credentials, ports 80/443, no private or loopback address in any spelling), so the visitor hears it now.
 */
const companyUrlField = (rules: CompanyUrlRules) =>
  websiteField.transform((url, ctx) => {
    try {
      checkUrlShape(new URL(url), rules.allowPrivateHosts);
      return url;
    } catch (error) {
      if (!isApiError(error)) throw error;
      ctx.addIssue({ code: 'custom', message: error.message });
      return z.NEVER;
    }
  });

/** What the quiz sends: contact fields and the chosen options. Scores are never accepted from the client. */
export const createSubmissionSchemaFor = (rules: CompanyUrlRules) =>
  z.object({
    email: emailField,
    company: optionalText(200, 'Company name'),
    /** Present only when the visitor left the website toggle on. */
    companyUrl: companyUrlField(rules)
      .nullish()
      .transform((v) => v ?? null),
    answers: z.array(answerSchema).min(1, 'answers: at least one answer is required.').max(20, 'Too many answers.'),
    source: visitSourceSchema.optional(),
    consent: z
      .object({
        noticeVersion: z
          .string()
          .max(40)
          .refine(isKnownNoticeVersion, 'consent.noticeVersion: this privacy notice is out of date. Please reload the page and try again.'),
      })
      .optional()
      .describe(
        'The privacy notice the visitor was shown and accepted by sending the form. Without it the lead is stored but never sent to HubSpot.',
      ),
  });

/** The schema as production runs it (and as the API documents it): no private hosts. */
export const createSubmissionSchema = createSubmissionSchemaFor({ allowPrivateHosts: false });

export type CreateSubmissionInput = z.infer<typeof createSubmissionSchema>;

/** Visible ASCII, as Stripe and the IETF draft use: a UUID fits, a header injection or a novel does not. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{8,128}$/;

export const createSubmissionHeaders = z.object({
  'idempotency-key': z
    .string()
    .trim()
    .regex(IDEMPOTENCY_KEY, 'Idempotency-Key must be 8 to 128 visible ASCII characters (a UUID, say).')
    .optional()
    .describe('8–128 visible ASCII characters, e.g. a UUID; kept 24 h.'),
});

const archetypeName = z.enum(ARCHETYPE_NAMES);
const points = z.record(z.string(), z.number());

/** The spec's Results object, computed on the server. */
export const quizResultsSchema = z.object({
  primary: archetypeName,
  subArchetype: z.string(),
  scores: points.describe('Archetype name → points from the ten main questions.'),
  subArchetypeScores: points.describe('Sub-archetype name → points from the refinement questions.'),
});

export const createdSubmissionSchema = z.object({
  id: z.string().describe('The submission id (UUID v7).'),
  accessToken: z.string().describe('Secret for this submission: needed to analyze its website or email its report. Only its hash is stored.'),
  results: quizResultsSchema,
});

/** The spec's Company analysis, as stored with a submission. */
export const companyAnalysisSchema = z.object({
  archetype: z.string(),
  subArchetype: z.string().optional(),
  confidence: z.number().min(0).max(1),
  reasoning: z.string(),
  keyIndicators: z.array(z.string()),
  headline: z.string().optional().describe("The website's main headline, as the site wrote it."),
  primaryCta: z.string().optional().describe("The website's primary call to action, as the site wrote it."),
  brandKeywords: z.array(z.string()).optional().describe('Key terms of the website, most telling first.'),
  runnerUp: z
    .object({ archetype: archetypeName, strength: z.number() })
    .optional()
    .describe("A close second archetype and its evidence as a share of the winner's."),
  readings: z
    .array(z.object({ archetype: archetypeName, share: z.number(), passages: z.array(z.string()) }))
    .optional()
    .describe("The readings the website's copy supports, strongest first (the first is the archetype), each with the site's own passages."),
  colorPalette: z
    .array(z.object({ name: z.string(), hex: z.string().describe('#rrggbb') }))
    .optional()
    .describe("The site's most prominent colours, most prominent first (at most five): the PDF report's swatches."),
});

export const accessTokenSchema = z.object({
  accessToken: z.string({ error: 'accessToken is required.' }).min(1, 'accessToken is required.').max(200),
});

export const companyAnalysisResponseSchema = z.object({
  companyAnalysis: companyAnalysisSchema.nullable().describe('null when the submission has no website.'),
});

export const submissionIdParams = z.object({ id: z.string().min(1).max(64).describe('The submission id.') });
