import { z } from 'zod';
import { MAX_DELETE_TOKEN_LENGTH } from './delete-token.ts';

/** Every data request carries the link's token in its body, never in the URL (URLs end up in logs). */
export const dataRequestSchema = z.object({
  token: z
    .string({ error: 'token is required: open the link from your report email.' })
    .max(MAX_DELETE_TOKEN_LENGTH, 'token is too long.')
    .describe('The token of the "Delete my data" link in a report email (the part after #token=).'),
});

const isoTime = z.string().describe('ISO 8601, UTC.');

export const dataSummarySchema = z.object({
  email: z.string().describe('The address the submission was made with, masked (j•••@example.com).'),
  company: z.string().nullable(),
  createdAt: isoTime,
  archetype: z.string().describe('The primary archetype.'),
  subArchetype: z.string(),
  answers: z.number().int().describe('Quiz answers stored.'),
  shareLink: z.boolean().describe('Whether a public link to the result exists.'),
  comparisons: z.number().int().describe('Competitor websites compared.'),
  emails: z.number().int().describe('Emails sent (or waiting to be sent) for this submission.'),
  websiteReadings: z
    .number()
    .int()
    .optional()
    .describe('Readings stored by the website watch (failed ones included); absent when the website was never watched.'),
  expiresAt: isoTime.describe('When this link stops working.'),
});

const score = z.record(z.string(), z.number());

export const dataExportSchema = z.object({
  exportedAt: isoTime,
  about: z.string(),
  submission: z.object({
    id: z.string(),
    email: z.string(),
    company: z.string().nullable(),
    companyUrl: z.string().nullable(),
    createdAt: isoTime,
    archetype: z.string(),
    subArchetype: z.string(),
    scores: score,
    subArchetypeScores: score,
    companyArchetype: z.string().nullable().describe('Our reading of the company website, when one was analyzed.'),
    companyArchetypeConfidence: z.number().nullable(),
    companyAnalysis: z.unknown().describe('The analysis as stored (reasoning, key indicators, headline…), or null.'),
    source: z.object({
      label: z.string(),
      utmSource: z.string().nullable(),
      utmMedium: z.string().nullable(),
      utmCampaign: z.string().nullable(),
      referrerHost: z.string().nullable(),
      embedOrigin: z.string().nullable(),
    }),
    consent: z.object({ noticeVersion: z.string(), at: isoTime }).nullable().describe('The privacy notice accepted, and when.'),
  }),
  answers: z.array(z.object({ questionId: z.number(), question: z.string(), answer: z.string(), archetypeScores: score })),
  shareLink: z.object({ url: z.string(), includeCompany: z.boolean(), createdAt: isoTime }).nullable(),
  competitors: z.array(
    z.object({
      url: z.string(),
      host: z.string(),
      archetype: z.string(),
      subArchetype: z.string(),
      confidence: z.number(),
      palette: z.array(z.object({ name: z.string(), hex: z.string() })),
      voice: z.string(),
      createdAt: isoTime,
    }),
  ),
  emails: z.array(z.object({ kind: z.string(), subject: z.string(), status: z.string(), createdAt: isoTime, sentAt: isoTime.nullable() })),
  crm: z
    .object({ status: z.string(), syncedAt: isoTime.nullable() })
    .nullable()
    .describe('Whether the contact was sent to our CRM (HubSpot); null when it never was queued.'),
  webhooks: z
    .array(z.object({ event: z.string(), recipientHost: z.string(), status: z.string(), createdAt: isoTime, deliveredAt: isoTime.nullable() }))
    .describe("Events about this submission passed on to the operator's own systems (webhooks): which, to which host, and whether delivered."),
  team: z
    .object({ name: z.string(), url: z.string(), memberName: z.string(), owner: z.boolean(), joinedAt: isoTime })
    .nullable()
    .describe('The team this result belongs to (team mode): its name, its page, and the name the team sees.'),
  websiteWatch: z
    .object({
      url: z.string(),
      historyUrl: z.string().describe('The private page with the readings over time.'),
      since: isoTime.describe('When you asked us to watch the website.'),
      state: z.enum(['active', 'ended']),
      endedAt: isoTime.nullable(),
      endReason: z.enum(['stopped', 'unreachable']).nullable(),
      readings: z.array(
        z.object({
          readAt: isoTime,
          error: z.string().nullable().describe('Why the website could not be read; the fields below are then null.'),
          archetype: z.string().nullable(),
          subArchetype: z.string().nullable(),
          confidence: z.number().nullable(),
          runnerUp: z.string().nullable(),
          palette: z.array(z.object({ name: z.string(), hex: z.string() })).nullable(),
          headline: z.string().nullable(),
          primaryCta: z.string().nullable(),
          passages: z.array(z.object({ archetype: z.string(), passages: z.array(z.string()) })).nullable(),
          alignment: z.enum(['aligned', 'gap', 'uncertain']).nullable(),
          changes: z.array(z.record(z.string(), z.unknown())).nullable(),
        }),
      ),
    })
    .nullable()
    .describe('The website watch (re-reading your company website every month), when you opted in: every reading stored.'),
});

export const dataDeletedSchema = z.object({
  deleted: z.literal(true),
  submissions: z.number().int(),
  rows: z.number().int().describe('Every row deleted: the submission, its answers, share, comparisons, emails and queue rows.'),
});

export type DataSummary = z.infer<typeof dataSummarySchema>;
export type DataExport = z.infer<typeof dataExportSchema>;
