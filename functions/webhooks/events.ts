import { z } from 'zod';
import { THIN_BELOW } from '../../src/domain/analysis-readings.ts';
import { WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT, type WebhookEventType } from '../../src/domain/webhooks/events.ts';

/**
 * The events an endpoint can subscribe to, and what each one's `data` holds: the contract receivers build against
 * (README "Webhooks", the `webhooks` of /api/openapi.json). Version 1; a change that is not additive gets a new
 * version number. Personal data: `email` only when the visitor gave consent on the contact step.
 */
export { WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT, type WebhookEventType };

export const WEBHOOK_PAYLOAD_VERSION = 1;

const isoTime = z.iso.datetime().describe('ISO 8601, UTC.');

/** The visitor's result, as every submission event carries it. */
export const submissionSummarySchema = z.object({
  id: z.string().describe('The submission id; submission.erased names it when the visitor erases their data.'),
  createdAt: isoTime,
  primary: z.string().describe('The personal archetype, e.g. "The Sage".'),
  subArchetype: z.string(),
  company: z.string().nullable(),
  website: z.string().nullable().describe('The company website as entered (normalized), or null.'),
  source: z.string().describe('Where the lead came from: utm_source, the embedding partner, a referring host or "direct".'),
  consent: z.boolean().describe('True when the visitor agreed to the privacy notice on the contact step.'),
  email: z.string().optional().describe('Present only when consent is true.'),
  adminReportUrl: z.string().describe('The admin report of this submission (sign-in required).'),
});

const companyArchetypeSchema = z.object({
  companyArchetype: z.string().describe("The archetype the website's words, colors and type project."),
  subArchetype: z.string().nullable(),
  confidence: z.number().min(0).max(1),
  runnerUp: z.string().nullable().describe('A close second archetype, when the evidence supports one.'),
});

/** The one alignment rule (src/domain/alignment.ts): no verdict from a reading too weak to judge. */
export const alignmentSchema = z
  .enum(['aligned', 'gap', 'uncertain'])
  .describe(
    `'aligned': the website projects the visitor's own archetype; 'gap': it projects another; 'uncertain': the reading's confidence is below ${THIN_BELOW}, too weak to judge either way.`,
  );

/** A change of alignment is only stated between two readings strong enough to judge it. */
const judgedAlignmentSchema = z.enum(['aligned', 'gap']);

/** One reading of a watched website, as website.changed shows the previous and the current one. */
const watchReadingSchema = z.object({
  archetype: z.string().describe("The archetype the website's words, colors and type project at this reading."),
  subArchetype: z.string().nullable(),
  confidence: z.number().min(0).max(1),
  runnerUp: z.string().nullable().describe('A close second archetype, when the evidence supports one.'),
  headline: z.string().nullable().describe("The site's main headline at this reading."),
  readAt: isoTime,
});

/** What changed between two readings (src/domain/watch/types.ts WatchChange). */
const watchChangeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('archetype'), from: z.string(), to: z.string() }),
  z.object({ kind: z.literal('runnerUp'), from: z.string().nullable(), to: z.string().nullable() }),
  z.object({ kind: z.literal('alignment'), from: judgedAlignmentSchema, to: judgedAlignmentSchema }),
  z.object({ kind: z.literal('headline'), from: z.string().nullable(), to: z.string().nullable() }),
  z.object({ kind: z.literal('cta'), from: z.string().nullable(), to: z.string().nullable() }),
  z.object({ kind: z.literal('palette'), added: z.array(z.string()), removed: z.array(z.string()) }),
]);

export const webhookEventDataSchemas = {
  'submission.created': z.object({ submission: submissionSummarySchema }),
  'company_analysis.completed': z.object({
    submission: submissionSummarySchema,
    website: z.string(),
    analysis: companyArchetypeSchema,
    alignment: alignmentSchema,
  }),
  'report.emailed': z.object({
    submission: submissionSummarySchema,
    emailedAt: isoTime.describe('When the mail server accepted the report (not when it was requested).'),
  }),
  'result.shared': z.object({ submission: submissionSummarySchema, shareUrl: z.string() }),
  'team.member_joined': z.object({
    team: z.object({ id: z.string(), name: z.string(), memberCount: z.number().int().min(1) }),
    member: z.object({ name: z.string().describe('The name the member gave the team.'), isOwner: z.boolean() }),
    submission: submissionSummarySchema,
  }),
  'competitor.added': z.object({
    submission: submissionSummarySchema,
    competitor: z.object({ url: z.string(), host: z.string() }).extend(companyArchetypeSchema.shape),
  }),
  'website.changed': z.object({
    submission: submissionSummarySchema,
    url: z.string().describe("The watched website (normalized). The watch's id is not given: it is the key of the visitor's private history page."),
    previous: watchReadingSchema,
    current: watchReadingSchema,
    changes: z.array(watchChangeSchema).min(1).describe('What changed since the previous good reading.'),
    alignment: alignmentSchema.describe("The visitor's primary against the current reading's archetype."),
  }),
  'submission.erased': z.object({
    submissionId: z.string(),
    erasedAt: isoTime,
    reason: z.enum(['visitor', 'admin', 'retention']).describe('Who erased it: the visitor, an admin, or the retention sweep.'),
  }),
} satisfies Record<WebhookEventType, z.ZodType>;

export type WebhookEventData<T extends WebhookEventType> = z.infer<(typeof webhookEventDataSchemas)[T]>;

/** The body of every delivery to a 'standard' endpoint. */
export function webhookPayloadSchema<T extends WebhookEventType>(type: T) {
  return z.object({
    id: z.string().describe('The event id, e.g. evt_…; the webhook-id header is the delivery id (msg_…), the same on every retry.'),
    type: z.literal(type),
    version: z.literal(WEBHOOK_PAYLOAD_VERSION),
    createdAt: isoTime,
    data: webhookEventDataSchemas[type],
  });
}

export const webhookTestPayloadSchema = z.object({
  id: z.string(),
  type: z.literal(WEBHOOK_TEST_EVENT),
  version: z.literal(WEBHOOK_PAYLOAD_VERSION),
  createdAt: isoTime,
  data: z.object({ endpointId: z.string(), message: z.string() }),
});

/** An event to queue: its type, data, and the submission it is about (its deliveries go when that submission is erased). */
export interface WebhookEventInput<T extends WebhookEventType = WebhookEventType> {
  type: T;
  data: WebhookEventData<T>;
  submissionId?: string;
}
