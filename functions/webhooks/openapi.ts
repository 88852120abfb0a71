import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { WEBHOOK_EVENT_WHEN } from '../../src/domain/webhooks/events.ts';
import { WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT, webhookPayloadSchema, webhookTestPayloadSchema } from './events.ts';

/** The Standard Webhooks headers of every delivery to a 'standard' endpoint. */
const signatureHeaders = z.object({
  'webhook-id': z.string().describe('The delivery id (msg_…): the same on every retry and redelivery. Dedupe by it.'),
  'webhook-timestamp': z.string().describe('Unix seconds of this attempt; refuse one more than five minutes off.'),
  'webhook-signature': z
    .string()
    .describe(
      'Space-separated `v1,<base64 HMAC-SHA256>` of `${webhook-id}.${webhook-timestamp}.${body}`; two during the 24 h after a secret rotation.',
    ),
});

const answered = {
  200: { description: 'Any 2xx: delivered. Anything else (or no answer in 10 s) is retried with back-off; a 3xx is not followed.' },
};

/** Every event as an OpenAPI 3.1 webhook of /api/openapi.json: its payload and the signature headers. */
export function registerWebhooks(registry: OpenAPIHono['openAPIRegistry']): void {
  const entries = [
    ...WEBHOOK_EVENT_TYPES.map((type) => [type, webhookPayloadSchema(type)] as const),
    [WEBHOOK_TEST_EVENT, webhookTestPayloadSchema] as const,
  ];
  for (const [type, schema] of entries) {
    registry.registerWebhook({
      method: 'post',
      path: type,
      tags: ['Webhooks'],
      summary: type,
      description: WEBHOOK_EVENT_WHEN[type],
      request: { headers: signatureHeaders, body: { required: true, content: { 'application/json': { schema } } } },
      responses: answered,
    });
  }
}
