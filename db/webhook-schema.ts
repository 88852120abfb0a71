import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import type { WEBHOOK_TEST_EVENT, WebhookEventType } from '../functions/webhooks/events.ts';
import { jobColumns, type JobStatus } from './job-schema.ts';
import { quizSubmissions } from './schema.ts';

/** 'standard': signed JSON (Standard Webhooks); 'slack': a Slack incoming webhook, sent a readable message. */
export type WebhookFormat = 'standard' | 'slack';

/** Why an endpoint receives nothing: an admin paused it, or it failed for WEBHOOK_PAUSE_AFTER_HOURS. */
export type WebhookPauseReason = 'admin' | 'failing';

/** An operator's receiver (/admin/integrations). New events are queued only for active endpoints subscribed to them. */
export const webhookEndpoints = sqliteTable(
  'webhook_endpoints',
  {
    id: text('id').primaryKey(),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    format: text('format').$type<WebhookFormat>().notNull().default('standard'),
    /** The event types it wants, a JSON array of WebhookEventType. */
    events: text('events', { mode: 'json' }).$type<WebhookEventType[]>().notNull(),
    /** The signing secret, `whsec_` + base64 of 32 random bytes (functions/webhooks/signing.ts). */
    secret: text('secret').notNull(),
    /** After a rotation the old secret still signs (a second signature) until previous_secret_expires_at. */
    previousSecret: text('previous_secret'),
    previousSecretExpiresAt: integer('previous_secret_expires_at'),
    /** Null while the endpoint receives events. */
    pausedAt: integer('paused_at'),
    pauseReason: text('pause_reason').$type<WebhookPauseReason>(),
    /** The first failed attempt since the last success (epoch ms); null when the last attempt succeeded. */
    failingSince: integer('failing_since'),
    /** The admin who added it: told by email if it is paused for failing. */
    ownerUserId: text('owner_user_id'),
    ownerEmail: text('owner_email'),
    /** Epoch ms. */
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [index('webhook_endpoints_created_idx').on(t.createdAt)],
);

export type WebhookDeliveryStatus = JobStatus<'delivered'>;

/**
 * One event for one endpoint, as a job of functions/jobs/. The id is the message's `webhook-id`: the same on every
 * retry and on a redelivery, so receivers dedupe by it. The body is stored as sent, so every attempt carries the
 * same bytes (only webhook-timestamp and the signature are made anew).
 */
export const webhookDeliveries = sqliteTable(
  'webhook_deliveries',
  {
    id: text('id').primaryKey(),
    endpointId: text('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** The event's id (`id` in the payload): one event fans out to one delivery per endpoint. */
    eventId: text('event_id').notNull(),
    eventType: text('event_type').$type<WebhookEventType | typeof WEBHOOK_TEST_EVENT>().notNull(),
    /** The event as JSON (`{ id, type, version, createdAt, data }`), sent as it is; a Slack endpoint gets it as a message. */
    body: text('body').notNull(),
    /** The submission the event is about: erasing it deletes these rows, the personal data in their bodies with them. */
    submissionId: text('submission_id').references(() => quizSubmissions.id, { onDelete: 'cascade' }),
    /** Set for "Send test event": it goes to that endpoint only, whatever its subscriptions. */
    test: integer('test', { mode: 'boolean' }).notNull().default(false),
    ...jobColumns<'delivered'>(),
    deliveredAt: integer('delivered_at', { mode: 'timestamp_ms' }),
    /** The last attempt: when, the HTTP status (null: no answer), and the first 500 bytes of the answer. */
    lastAttemptAt: integer('last_attempt_at'),
    responseStatus: integer('response_status'),
    responseBody: text('response_body'),
  },
  (t) => [
    index('webhook_deliveries_due_idx').on(t.status, t.nextAttemptAt),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
    index('webhook_deliveries_submission_idx').on(t.submissionId),
  ],
);

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
