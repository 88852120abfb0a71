import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  webhookDeliveries as d,
  webhookEndpoints as e,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
  type WebhookFormat,
} from '../../db/webhook-schema.ts';
import { ApiError } from '../lib/errors.ts';
import { cleanSnippet } from '../lib/fields.ts';
import { uuidv7 } from '../lib/ids.ts';
import { defaultFormat } from './endpoint-url.ts';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from './events.ts';
import { queueTestEvent } from './queue.ts';
import { generateSecret } from './signing.ts';

/** An operator keeps a handful of receivers; beyond this the list and the fan-out stop being manageable. */
export const MAX_ENDPOINTS = 20;
export const MAX_DESCRIPTION_LENGTH = 200;
/** After a rotation the old secret still signs for this long, so receivers can switch without losing events. */
export const PREVIOUS_SECRET_MS = 24 * 60 * 60 * 1000;
export const DELIVERY_PAGE_SIZE = 20;
/** The log shows the first 500 bytes of an answer (the drain stores no more). */
export const RESPONSE_BODY_BYTES = 500;

export interface EndpointDeps {
  db: Database;
  now: () => number;
}

/** The admin's view of an endpoint: never its secret. Times are ISO 8601. */
export interface EndpointView {
  id: string;
  url: string;
  description: string;
  format: WebhookFormat;
  events: WebhookEventType[];
  /** 'active', or paused by an admin ('admin') or after failing for WEBHOOK_PAUSE_AFTER_HOURS ('failing'). */
  state: 'active' | 'paused';
  pauseReason: 'admin' | 'failing' | null;
  pausedAt: string | null;
  /** The first failed attempt since the last success; null while the last attempt succeeded. */
  failingSince: string | null;
  /** Until when the secret replaced by the last rotation still signs; null when none does. */
  previousSecretExpiresAt: string | null;
  ownerEmail: string | null;
  createdAt: string;
  lastDelivery: {
    id: string;
    eventType: string;
    status: WebhookDeliveryRow['status'];
    attempts: number;
    responseStatus: number | null;
    at: string;
  } | null;
}

export interface DeliveryView {
  id: string;
  eventType: string;
  test: boolean;
  status: WebhookDeliveryRow['status'];
  attempts: number;
  responseStatus: number | null;
  responseBody: string | null;
  lastError: string | null;
  createdAt: string;
  lastAttemptAt: string | null;
  deliveredAt: string | null;
  nextAttemptAt: string | null;
}

export interface EndpointInput {
  url: string;
  description?: string;
  events: readonly WebhookEventType[];
  format?: WebhookFormat;
}

export type EndpointChanges = Partial<Pick<EndpointInput, 'description' | 'events' | 'format'>>;

/** Checks and normalizes an endpoint address (functions/webhooks/endpoint-url.ts, with the runtime's resolver). */
export type CheckUrl = (input: string) => Promise<string>;

const iso = (ms: number | null | undefined) => (ms === null || ms === undefined ? null : new Date(ms).toISOString());

// Control characters are exactly what is removed.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/gu;

/** A description as stored: control and bidi characters out, trimmed, at most MAX_DESCRIPTION_LENGTH characters. */
export function cleanDescription(text: string): string {
  const clean = text.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();
  if (clean.length > MAX_DESCRIPTION_LENGTH) {
    throw new ApiError('invalid_request', `description: at most ${MAX_DESCRIPTION_LENGTH} characters.`);
  }
  return clean;
}

/** The subscription as stored: known types only, each once, in the documented order. */
export function cleanEvents(events: readonly string[]): WebhookEventType[] {
  const wanted = WEBHOOK_EVENT_TYPES.filter((type) => events.includes(type));
  if (wanted.length === 0 || wanted.length !== new Set(events).size) {
    throw new ApiError('invalid_request', 'events: choose at least one of the listed events.');
  }
  return wanted;
}

function toView(row: WebhookEndpointRow, last: EndpointView['lastDelivery'], now: number): EndpointView {
  const previousValid = row.previousSecret !== null && (row.previousSecretExpiresAt ?? 0) > now;
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    format: row.format,
    events: row.events,
    state: row.pausedAt === null ? 'active' : 'paused',
    pauseReason: row.pausedAt === null ? null : (row.pauseReason ?? 'admin'),
    pausedAt: iso(row.pausedAt),
    failingSince: iso(row.failingSince),
    previousSecretExpiresAt: previousValid ? iso(row.previousSecretExpiresAt) : null,
    ownerEmail: row.ownerEmail,
    createdAt: iso(row.createdAt)!,
    lastDelivery: last,
  };
}

async function lastDeliveries(db: Database, endpointIds: string[]): Promise<Map<string, NonNullable<EndpointView['lastDelivery']>>> {
  if (endpointIds.length === 0) return new Map();
  // The newest delivery of each endpoint, by the (endpoint_id, created_at) index.
  const rows = await db.all<{
    endpoint_id: string;
    id: string;
    event_type: string;
    status: WebhookDeliveryRow['status'];
    attempts: number;
    response_status: number | null;
    at: number;
  }>(sql`
    select endpoint_id, id, event_type, status, attempts, response_status, coalesce(last_attempt_at, created_at) as at
    from ${d} as x
    where id = (select id from ${d} as y where y.endpoint_id = x.endpoint_id order by created_at desc, id desc limit 1)`);
  return new Map(
    rows.map((r) => [
      r.endpoint_id,
      {
        id: r.id,
        eventType: r.event_type,
        status: r.status,
        attempts: Number(r.attempts),
        responseStatus: r.response_status === null ? null : Number(r.response_status),
        at: iso(Number(r.at))!,
      },
    ]),
  );
}

async function findEndpoint(db: Database, id: string): Promise<WebhookEndpointRow> {
  const [row] = await db.select().from(e).where(eq(e.id, id)).limit(1);
  if (!row) throw new ApiError('not_found', 'Endpoint not found.');
  return row;
}

async function viewOf(deps: EndpointDeps, id: string): Promise<EndpointView> {
  const row = await findEndpoint(deps.db, id);
  return toView(row, (await lastDeliveries(deps.db, [id])).get(id) ?? null, deps.now());
}

/** Every endpoint, oldest first (the order they were added), with its last delivery. */
export async function listEndpoints({ db, now }: EndpointDeps): Promise<EndpointView[]> {
  const rows = await db.select().from(e).orderBy(e.createdAt, e.id);
  const last = await lastDeliveries(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toView(row, last.get(row.id) ?? null, now()));
}

/** Adds an endpoint for the signed-in admin (its owner, told if it is paused for failing); the secret is returned this once. */
export async function createEndpoint(
  { db, now }: EndpointDeps,
  checkUrl: CheckUrl,
  input: EndpointInput,
  owner: { id: string; email: string },
): Promise<{ endpoint: EndpointView; secret: string }> {
  const [total] = await db.select({ n: count() }).from(e);
  if ((total?.n ?? 0) >= MAX_ENDPOINTS) {
    throw new ApiError('conflict', `At most ${MAX_ENDPOINTS} endpoints. Delete one you no longer use before adding another.`);
  }
  const url = await checkUrl(input.url);
  const at = now();
  const row: WebhookEndpointRow = {
    id: `ep_${uuidv7(at).replaceAll('-', '')}`,
    url,
    description: cleanDescription(input.description ?? ''),
    format: input.format ?? defaultFormat(url),
    events: cleanEvents(input.events),
    secret: generateSecret(),
    previousSecret: null,
    previousSecretExpiresAt: null,
    pausedAt: null,
    pauseReason: null,
    failingSince: null,
    ownerUserId: owner.id,
    ownerEmail: owner.email,
    createdAt: at,
    updatedAt: at,
  };
  await db.insert(e).values(row);
  return { endpoint: toView(row, null, at), secret: row.secret };
}

/** A new secret, returned this once; the old one keeps signing (a second signature) for PREVIOUS_SECRET_MS. */
export async function rotateSecret(deps: EndpointDeps, id: string): Promise<{ endpoint: EndpointView; secret: string }> {
  const row = await findEndpoint(deps.db, id);
  const at = deps.now();
  const secret = generateSecret();
  await deps.db
    .update(e)
    .set({ secret, previousSecret: row.secret, previousSecretExpiresAt: at + PREVIOUS_SECRET_MS, updatedAt: at })
    .where(eq(e.id, id));
  return { endpoint: await viewOf(deps, id), secret };
}

/** Description, events and format; the address is fixed (a new address is a new endpoint, with its own secret). */
export async function updateEndpoint(deps: EndpointDeps, id: string, changes: EndpointChanges): Promise<EndpointView> {
  await findEndpoint(deps.db, id);
  await deps.db
    .update(e)
    .set({
      ...(changes.description === undefined ? {} : { description: cleanDescription(changes.description) }),
      ...(changes.events === undefined ? {} : { events: cleanEvents(changes.events) }),
      ...(changes.format === undefined ? {} : { format: changes.format }),
      updatedAt: deps.now(),
    })
    .where(eq(e.id, id));
  return viewOf(deps, id);
}

/** New events are no longer queued for it; what is queued waits, neither attempted nor failed (WEBHOOK_JOBS.held). */
export async function pauseEndpoint(deps: EndpointDeps, id: string): Promise<EndpointView> {
  await findEndpoint(deps.db, id);
  const at = deps.now();
  await deps.db
    .update(e)
    .set({ pausedAt: at, pauseReason: 'admin', updatedAt: at })
    .where(and(eq(e.id, id), sql`${e.pausedAt} is null`));
  return viewOf(deps, id);
}

/**
 * Receives events again, with a clean slate: the failing clock restarts at its next failure, and what waited while
 * it was paused is due at once (the caller kicks the queue), oldest first. Each waiting delivery gets a full
 * WEBHOOK_GIVE_UP_HOURS from the resume, as a redeliver does: neither the pause nor the failing before it counts
 * against it, so resuming delivers what waited even after a pause of weeks. Its attempts so far stay on record.
 */
export async function resumeEndpoint(deps: EndpointDeps, id: string): Promise<EndpointView> {
  await findEndpoint(deps.db, id);
  const at = deps.now();
  await deps.db.batch([
    deps.db
      .update(d)
      .set({ nextAttemptAt: new Date(at), queuedAt: new Date(at) })
      .where(
        and(
          eq(d.endpointId, id),
          eq(d.status, 'pending'),
          eq(d.test, false),
          sql`exists (select 1 from ${e} where ${e.id} = ${id} and ${e.pausedAt} is not null)`,
        ),
      ),
    deps.db.update(e).set({ pausedAt: null, pauseReason: null, failingSince: null, updatedAt: at }).where(eq(e.id, id)),
  ]);
  return viewOf(deps, id);
}

/** The endpoint and its whole delivery log (the foreign key cascades). */
export async function deleteEndpoint({ db }: EndpointDeps, id: string): Promise<void> {
  const deleted = await db.delete(e).where(eq(e.id, id)).returning({ id: e.id });
  if (deleted.length === 0) throw new ApiError('not_found', 'Endpoint not found.');
}

/** Queues webhook.test for this endpoint alone; the caller kicks the queue. Returns the delivery (its webhook-id). */
export async function sendTestEvent({ db, now }: EndpointDeps, id: string): Promise<{ deliveryId: string }> {
  await findEndpoint(db, id);
  const deliveryId = await queueTestEvent(db, id, 'A test event from the Brand Archetype admin. It needs no action.', now());
  return { deliveryId };
}

function toDeliveryView(r: WebhookDeliveryRow): DeliveryView {
  const waiting = r.status === 'pending' || r.status === 'sending';
  return {
    id: r.id,
    eventType: r.eventType,
    test: r.test,
    status: r.status,
    attempts: r.attempts,
    responseStatus: r.responseStatus,
    // Cleaned again for answers stored before delivery.ts cleaned them.
    responseBody: r.responseBody === null ? null : firstBytes(cleanSnippet(r.responseBody), RESPONSE_BODY_BYTES),
    lastError: r.lastError,
    createdAt: r.createdAt.toISOString(),
    lastAttemptAt: iso(r.lastAttemptAt),
    deliveredAt: r.deliveredAt === null ? null : r.deliveredAt.toISOString(),
    nextAttemptAt: waiting ? r.nextAttemptAt.toISOString() : null,
  };
}

/** At most `bytes` bytes of UTF-8, never cutting a character in half. */
export function firstBytes(text: string, bytes: number): string {
  const encoded = new TextEncoder().encode(text);
  if (encoded.length <= bytes) return text;
  return new TextDecoder().decode(encoded.slice(0, bytes)).replace(/\uFFFD$/u, '');
}

/** One endpoint's delivery log, newest first, a page at a time. */
export async function listDeliveries(
  { db }: EndpointDeps,
  id: string,
  page: number,
): Promise<{ deliveries: DeliveryView[]; total: number; page: number; pageSize: number }> {
  await findEndpoint(db, id);
  const pageSize = DELIVERY_PAGE_SIZE;
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(d).where(eq(d.endpointId, id)),
    db
      .select()
      .from(d)
      .where(eq(d.endpointId, id))
      .orderBy(desc(d.createdAt), desc(d.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  return { deliveries: rows.map(toDeliveryView), total: total?.n ?? 0, page, pageSize };
}

/**
 * The same delivery again: the same row back to pending, due now, with a new delivery window. Same webhook-id
 * and body, so a receiver that already has it dedupes. One still on its way cannot be redelivered.
 */
export async function redeliver({ db, now }: EndpointDeps, endpointId: string, deliveryId: string): Promise<DeliveryView> {
  const at = now();
  const [row] = await db
    .update(d)
    .set({
      status: 'pending',
      attempts: 0,
      nextAttemptAt: new Date(at),
      queuedAt: new Date(at),
      leaseToken: null,
      lastError: null,
      deliveredAt: null,
      version: sql`${d.version} + 1`,
    })
    .where(and(eq(d.id, deliveryId), eq(d.endpointId, endpointId), sql`${d.status} in ('delivered', 'failed')`))
    .returning();
  if (row) return toDeliveryView(row);
  const [exists] = await db
    .select({ id: d.id })
    .from(d)
    .where(and(eq(d.id, deliveryId), eq(d.endpointId, endpointId)));
  if (!exists) throw new ApiError('not_found', 'Delivery not found.');
  throw new ApiError('conflict', 'This delivery is still queued; it can be redelivered once it has been delivered or has failed.');
}
