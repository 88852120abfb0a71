import { z } from '@hono/zod-openapi';
import { MAX_ENDPOINT_URL_LENGTH } from '../webhooks/endpoint-url.ts';
import { MAX_DESCRIPTION_LENGTH } from '../webhooks/endpoints.ts';
import { WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT } from '../webhooks/events.ts';

const iso = z.string().describe('ISO 8601, UTC.');
const eventType = z.enum(WEBHOOK_EVENT_TYPES);
const format = z.enum(['standard', 'slack']).describe("'standard': signed JSON (Standard Webhooks); 'slack': a readable Slack message.");
const deliveryStatus = z.enum(['pending', 'sending', 'delivered', 'failed']);

export const endpointIdParam = z.object({ id: z.string().min(1).max(100) });
export const deliveryParam = endpointIdParam.extend({ deliveryId: z.string().min(1).max(100) });

const events = z
  .array(eventType, { error: 'events: choose at least one of the listed events.' })
  .min(1, 'events: choose at least one event.')
  .max(WEBHOOK_EVENT_TYPES.length)
  .describe('The events it receives (at least one).');
const description = z
  .string()
  .max(MAX_DESCRIPTION_LENGTH, `description: at most ${MAX_DESCRIPTION_LENGTH} characters.`)
  .describe('What the endpoint is for; control characters are removed.');

export const createEndpointSchema = z.object({
  url: z
    .string({ error: 'url: enter the address of your webhook endpoint.' })
    .max(MAX_ENDPOINT_URL_LENGTH + 100, `url: at most ${MAX_ENDPOINT_URL_LENGTH} characters.`)
    .describe('https only; private and local addresses are refused. A hooks.slack.com address defaults to the Slack format.'),
  description: description.optional(),
  events,
  format: format.optional().describe('Default: slack for a hooks.slack.com address, else standard.'),
});

export const updateEndpointSchema = z.object({ description: description.optional(), events: events.optional(), format: format.optional() });

export const endpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  format,
  events: z.array(eventType),
  state: z.enum(['active', 'paused']),
  pauseReason: z
    .enum(['admin', 'failing'])
    .nullable()
    .describe("'admin': paused by an admin; 'failing': paused after failing for WEBHOOK_PAUSE_AFTER_HOURS."),
  pausedAt: iso.nullable(),
  failingSince: iso.nullable().describe('The first failed attempt since the last success.'),
  previousSecretExpiresAt: iso.nullable().describe('Until when the secret replaced by the last rotation still signs.'),
  ownerEmail: z.string().nullable(),
  createdAt: iso,
  lastDelivery: z
    .object({ id: z.string(), eventType: z.string(), status: deliveryStatus, attempts: z.number(), responseStatus: z.number().nullable(), at: iso })
    .nullable(),
});

export const endpointListSchema = z.object({
  endpoints: z.array(endpointSchema),
  maxEndpoints: z.number(),
  hubspotConnected: z.boolean().describe('HUBSPOT_TOKEN is set: leads and companies go to HubSpot.'),
});

export const endpointWithSecretSchema = z.object({
  endpoint: endpointSchema,
  secret: z.string().describe('The signing secret (whsec_…). Shown this once: store it now.'),
});

export const testEventSchema = z.object({
  deliveryId: z.string().describe(`The queued ${WEBHOOK_TEST_EVENT} delivery (its webhook-id); its outcome appears in the delivery log.`),
});

export const deliverySchema = z.object({
  id: z.string().describe('The webhook-id: the same on every retry and redelivery.'),
  eventType: z.string(),
  test: z.boolean(),
  status: deliveryStatus,
  attempts: z.number(),
  responseStatus: z.number().nullable().describe('The last answer’s HTTP status; null when there was no answer.'),
  responseBody: z.string().nullable().describe('The first 500 bytes of the last answer.'),
  lastError: z.string().nullable(),
  createdAt: iso,
  lastAttemptAt: iso.nullable(),
  deliveredAt: iso.nullable(),
  nextAttemptAt: iso.nullable().describe('When a waiting delivery is tried next.'),
});

export const deliveryPageSchema = z.object({ deliveries: z.array(deliverySchema), total: z.number(), page: z.number(), pageSize: z.number() });
