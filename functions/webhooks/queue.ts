import { sql } from 'drizzle-orm';
import type { InStatement } from '@libsql/client';
import type { Database } from '../../db/client.ts';
import { webhookDeliveries as d } from '../../db/webhook-schema.ts';
import { uuidv7 } from '../lib/ids.ts';
import { WEBHOOK_PAYLOAD_VERSION, WEBHOOK_TEST_EVENT, type WebhookEventInput } from './events.ts';

/** `evt_…` for an event; each of its deliveries gets its own `msg_…` (the webhook-id). */
export const eventId = (now: number) => `evt_${uuidv7(now).replaceAll('-', '')}`;

/** The body every attempt sends to a 'standard' endpoint (a Slack endpoint gets it as a message, at send time). */
export function eventBody(id: string, type: string, data: unknown, now: number): string {
  return JSON.stringify({ id, type, version: WEBHOOK_PAYLOAD_VERSION, createdAt: new Date(now).toISOString(), data });
}

const deliveryId = sql`'msg_' || lower(hex(randomblob(16)))`;

/**
 * The statement that queues one delivery of the event for every active endpoint subscribed to its type, for the
 * caller's own write transaction (a submission's, or an erasure's). Nothing when no endpoint wants it. Plain SQL,
 * written once: every quiz submission carries one, and building it through the query builder cost more than
 * running it.
 */
export function queueEventStatement(event: WebhookEventInput, now: number): InStatement {
  const id = eventId(now);
  const body = eventBody(id, event.type, event.data, now);
  return { sql: QUEUE_EVENT_SQL, args: [id, event.type, body, event.submissionId ?? null, now, now, now, event.type] };
}

const QUEUE_EVENT_SQL = `insert into webhook_deliveries (id, endpoint_id, event_id, event_type, body, submission_id, test, status, attempts, next_attempt_at, version, queued_at, created_at)
  select 'msg_' || lower(hex(randomblob(16))), id, ?, ?, ?, ?, 0, 'pending', 0, ?, 1, ?, ?
  from webhook_endpoints
  where paused_at is null and exists (select 1 from json_each(events) where value = ?)`;

/** "Send test event": one delivery of webhook.test to this endpoint, paused or not; returns its webhook-id. */
export async function queueTestEvent(db: Database, endpointId: string, message: string, now: number): Promise<string> {
  const id = eventId(now);
  const [row] = await db.all<{ id: string }>(sql`
    insert into ${d} (id, endpoint_id, event_id, event_type, body, test, status, attempts, next_attempt_at, version, queued_at, created_at)
    values (${deliveryId}, ${endpointId}, ${id}, ${WEBHOOK_TEST_EVENT}, ${eventBody(id, WEBHOOK_TEST_EVENT, { endpointId, message }, now)}, 1,
      'pending', 0, ${now}, 1, ${now}, ${now})
    returning id`);
  return row!.id;
}
