import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { webhookDeliveries, webhookEndpoints } from '../../../db/webhook-schema.ts';
import { servicesOf } from '../../../functions/app.ts';
import { createdSubmissionSchema } from '../../../functions/submissions/schema.ts';
import { WEBHOOK_EVENT_TYPES, webhookPayloadSchema, type WebhookEventType } from '../../../functions/webhooks/events.ts';
import { generateSecret } from '../../../functions/webhooks/signing.ts';
import type { ArchetypeName } from '../../../src/domain/archetypes/types.ts';
import { PRIVACY_NOTICE_VERSION } from '../../../src/domain/privacy/notice.ts';
import { fullAnswersFor } from '../../helpers/answers.ts';
import { readJson } from '../../helpers/read.ts';
import type { createTestApp } from '../../helpers/test-app.ts';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export const SITE = 'https://archetypes.example.com';

/**
 * An endpoint row as the admin API would store it (written directly: that API is built in parallel). The address
 * is one the SSRF guard refuses, so no test here reaches out whatever the delivery drain does with it.
 */
export async function addEndpoint(
  t: TestApp,
  { events = [...WEBHOOK_EVENT_TYPES] as WebhookEventType[], paused = false, description = 'CRM' } = {},
): Promise<string> {
  const id = crypto.randomUUID();
  const at = Date.now();
  await t.db.insert(webhookEndpoints).values({
    id,
    url: 'https://127.0.0.1:9/hooks',
    description,
    events,
    secret: generateSecret(),
    ...(paused ? { pausedAt: at, pauseReason: 'admin' as const } : {}),
    createdAt: at,
    updatedAt: at,
  });
  return id;
}

/** Every emit and the passes it started are done: the deliveries they queued are in the table. */
export async function settled(t: TestApp) {
  const deps = servicesOf(t.app);
  await deps.mailer.idle();
  await deps.webhooks.idle();
}

export type Delivery = typeof webhookDeliveries.$inferSelect & { payload: { id: string; type: string; data: Record<string, unknown> } };

/** The endpoint's queued deliveries, oldest first, each body parsed against its event's schema (the contract). */
export async function deliveriesOf(t: TestApp, endpointId: string, type?: WebhookEventType): Promise<Delivery[]> {
  await settled(t);
  const rows = await t.db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(asc(webhookDeliveries.createdAt), asc(webhookDeliveries.id));
  return rows
    .filter((row) => type === undefined || row.eventType === type)
    .map((row) => {
      expect(row.id).toMatch(/^msg_[0-9a-f]{32}$/);
      const payload = webhookPayloadSchema(row.eventType as WebhookEventType)
        .strict()
        .parse(JSON.parse(row.body));
      return { ...row, payload };
    });
}

/** The deliveries of one event type that are about this submission. */
export async function eventsAbout(t: TestApp, endpointId: string, type: WebhookEventType, submissionId: string) {
  return (await deliveriesOf(t, endpointId, type)).filter((d) => d.submissionId === submissionId);
}

export interface Result {
  id: string;
  accessToken: string;
}

/** A quiz submission through the API, as the quiz sends it. */
export async function submit(
  t: TestApp,
  {
    archetype = 'The Hero' as ArchetypeName,
    email = `${crypto.randomUUID()}@example.com`,
    company = 'Acme Outfitters' as string | null,
    companyUrl = null as string | null,
    consent = true,
    headers = {} as Record<string, string>,
  } = {},
): Promise<Result & { replayed: boolean }> {
  const body = {
    email,
    company,
    companyUrl,
    answers: fullAnswersFor(archetype),
    ...(consent ? { consent: { noticeVersion: PRIVACY_NOTICE_VERSION } } : {}),
  };
  const res = await t.post('/api/submissions', body, headers);
  if (res.status !== 201) throw new Error(`submission failed: ${res.status} ${await res.text()}`);
  const { id, accessToken } = await readJson(res, createdSubmissionSchema);
  return { id, accessToken, replayed: res.headers.get('Idempotent-Replayed') === 'true' };
}
