import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookDeliveries, webhookEndpoints } from '../../../db/webhook-schema.ts';
import * as routes from '../../../functions/admin/webhook-routes.ts';
import { MAX_ENDPOINTS, PREVIOUS_SECRET_MS } from '../../../functions/webhooks/endpoints.ts';
import { WEBHOOK_EVENT_TYPES } from '../../../functions/webhooks/events.ts';
import { queueEventStatement } from '../../../functions/webhooks/queue.ts';
import { signatureHeaders } from '../../../functions/webhooks/signing.ts';
import { readError, readJson } from '../../helpers/read.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import { createAdminTestApp, request, sessionFor, type TestApp } from './helpers.ts';

const HOUR = 60 * 60 * 1000;
const schemaOf = <R extends { responses: Record<number, unknown> }, S extends keyof R['responses']>(route: R, status: S) =>
  (route.responses[status as number] as { content: { 'application/json': { schema: import('zod').ZodType } } }).content['application/json'].schema;

let t: TestApp;
let clock = Date.UTC(2026, 0, 5, 9);
let adminCookie: string;
let userCookie: string;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' }, { now: () => clock });
  adminCookie = await sessionFor(t, 'ops@example.com', { admin: true });
  userCookie = await sessionFor(t, 'visitor@example.com');
});
afterAll(() => t.close());

const call = (method: string, path: string, body?: unknown, cookie: string | null = adminCookie) =>
  request(t, method, `/api/admin/webhooks${path}`, body, { cookie: cookie ?? undefined });

async function create(body: Record<string, unknown> = {}) {
  const res = await call('POST', '', { url: 'https://receiver.example/hooks', description: 'CRM', events: ['submission.created'], ...body });
  expect(res.status).toBe(201);
  return readJson(res, schemaOf(routes.create, 201)) as Promise<{ endpoint: { id: string } & Record<string, unknown>; secret: string }>;
}

const list = async () => readJson(await call('GET', ''), schemaOf(routes.list, 200)) as Promise<{ endpoints: { id: string; state: string }[] }>;
const stored = async (id: string) => (await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)))[0]!;

describe('who may manage webhooks', () => {
  const every: [string, string, unknown?][] = [
    ['GET', ''],
    ['POST', '', { url: 'https://receiver.example/', events: ['submission.created'] }],
    ['PATCH', '/ep_x', { description: 'x' }],
    ['DELETE', '/ep_x'],
    ['POST', '/ep_x/pause'],
    ['POST', '/ep_x/resume'],
    ['POST', '/ep_x/rotate-secret'],
    ['POST', '/ep_x/test'],
    ['GET', '/ep_x/deliveries'],
    ['POST', '/ep_x/deliveries/msg_x/redeliver'],
  ];

  it.each(every)('%s /api/admin/webhooks%s: 401 signed out, 403 for a signed-in non-admin', async (method, path, body) => {
    expect((await readError(await call(method, path, body, null))).code).toBe('unauthorized');
    expect((await readError(await call(method, path, body, userCookie))).code).toBe('forbidden');
  });
});

describe('adding an endpoint', () => {
  it('stores it for the admin and shows the secret in that answer only', async () => {
    const { endpoint, secret } = await create({ description: 'Our\u0007 CRM\u202e  intake', events: ['report.emailed', 'submission.created'] });

    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(endpoint).toMatchObject({
      url: 'https://receiver.example/hooks',
      description: 'Our CRM intake',
      format: 'standard',
      events: ['submission.created', 'report.emailed'],
      state: 'active',
      pauseReason: null,
      ownerEmail: 'ops@example.com',
      lastDelivery: null,
    });
    expect((await stored(endpoint.id)).secret).toBe(secret);
    const listed = JSON.stringify(await list());
    expect(listed).toContain(endpoint.id);
    expect(listed).not.toContain(secret);
  });

  it('defaults a Slack incoming-webhook address to the Slack format, which may be overridden', async () => {
    expect((await create({ url: 'https://hooks.slack.com/services/T0/B0/abc' })).endpoint.format).toBe('slack');
    expect((await create({ url: 'https://hooks.slack.com/services/T0/B0/def', format: 'standard' })).endpoint.format).toBe('standard');
  });

  it.each([
    ['http://receiver.example/hooks', 'Webhook endpoints must use https.'],
    ['ftp://receiver.example/hooks', 'Webhook endpoints must use https.'],
    ['https://127.0.0.1/hooks', 'That address points to a private or local network; webhooks are only sent to public addresses.'],
    ['https://10.1.2.3/hooks', 'That address points to a private or local network; webhooks are only sent to public addresses.'],
    ['https://[::1]/hooks', 'That address points to a private or local network; webhooks are only sent to public addresses.'],
    ['https://169.254.169.254/latest/meta-data', 'That address points to a private or local network; webhooks are only sent to public addresses.'],
    ['https://user:pw@receiver.example/', 'Endpoint addresses cannot contain a user name or password.'],
    ['not a url', 'The endpoint address contains spaces, control or invisible characters. Paste it again without them.'],
  ])('refuses %s with 400 and the reason', async (url, message) => {
    const res = await call('POST', '', { url, events: ['submission.created'] });
    expect(res.status).toBe(400);
    expect((await readError(res)).error).toBe(message);
  });

  it.each([
    ['no events', { events: [] }, 'events'],
    ['an unknown event', { events: ['submission.deleted'] }, 'events'],
    ['a description over 200 characters', { description: 'x'.repeat(201) }, 'description: at most 200 characters.'],
    ['an unknown format', { format: 'xml' }, 'format'],
  ])('refuses %s with 400', async (_, body, message) => {
    const res = await call('POST', '', { url: 'https://receiver.example/', events: ['submission.created'], ...body });
    expect(res.status).toBe(400);
    expect((await readError(res)).error).toContain(message);
  });

  it(`refuses more than ${MAX_ENDPOINTS} endpoints with a clear message`, async () => {
    const app = await createAdminTestApp();
    try {
      const cookie = await sessionFor(app, 'many@example.com', { admin: true });
      const add = (i: number) =>
        request(app, 'POST', '/api/admin/webhooks', { url: `https://r${i}.example/`, events: ['submission.created'] }, { cookie });
      for (let i = 0; i < MAX_ENDPOINTS; i++) expect((await add(i)).status).toBe(201);
      const refused = await add(MAX_ENDPOINTS);
      expect(refused.status).toBe(409);
      expect((await readError(refused)).error).toBe('At most 20 endpoints. Delete one you no longer use before adding another.');
    } finally {
      await app.close();
    }
  });
});

describe('changing an endpoint', () => {
  it('changes its description, events and format', async () => {
    const { endpoint } = await create();
    const res = await call('PATCH', `/${endpoint.id}`, { description: 'Renamed', events: WEBHOOK_EVENT_TYPES, format: 'slack' });
    expect(await readJson(res, schemaOf(routes.update, 200))).toMatchObject({
      description: 'Renamed',
      events: [...WEBHOOK_EVENT_TYPES],
      format: 'slack',
    });
  });

  it('pauses it (no events are queued for it) and resumes it with the failing state cleared', async () => {
    const { endpoint } = await create();
    await t.db
      .update(webhookEndpoints)
      .set({ failingSince: clock - HOUR })
      .where(eq(webhookEndpoints.id, endpoint.id));

    const paused = await readJson(await call('POST', `/${endpoint.id}/pause`), schemaOf(routes.pause, 200));
    expect(paused).toMatchObject({ state: 'paused', pauseReason: 'admin', pausedAt: new Date(clock).toISOString() });
    await t.client.execute(queueEventStatement({ type: 'submission.created', data: {} as never }, clock));
    expect(await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint.id))).toEqual([]);

    const resumed = await readJson(await call('POST', `/${endpoint.id}/resume`), schemaOf(routes.resume, 200));
    expect(resumed).toMatchObject({ state: 'active', pauseReason: null, pausedAt: null, failingSince: null });
  });

  it('keeps what was queued before a pause waiting, and makes it due on resume with a fresh give-up window', async () => {
    const { endpoint } = await create();
    const deliveries = () => t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint.id));
    await call('POST', `/${endpoint.id}/pause`);
    // Queued just before the pause and not yet attempted. Written after it, so that no drain can be attempting it
    // across the jump of the clock below (an attempt never lasts 200 hours).
    const queued = new Date(clock - 1000);
    await t.db.insert(webhookDeliveries).values({
      id: 'msg_waiting',
      endpointId: endpoint.id,
      eventId: 'evt_waiting',
      eventType: 'submission.created',
      body: '{"id":"evt_waiting"}',
      status: 'pending',
      nextAttemptAt: queued,
      createdAt: queued,
      queuedAt: queued,
    });
    clock += 200 * HOUR;

    await call('POST', `/${endpoint.id}/resume`);
    const [row] = await deliveries();
    expect(row!.status).not.toBe('failed');
    expect(row!.queuedAt?.getTime()).toBe(clock);
  });

  it('rotates the secret: the new one is shown once, the old one still signs for 24 hours', async () => {
    const { endpoint, secret: old } = await create();
    const res = await call('POST', `/${endpoint.id}/rotate-secret`);
    const { secret, endpoint: rotated } = (await readJson(res, schemaOf(routes.rotate, 200))) as {
      secret: string;
      endpoint: Record<string, unknown>;
    };

    expect(secret).not.toBe(old);
    expect(rotated.previousSecretExpiresAt).toBe(new Date(clock + PREVIOUS_SECRET_MS).toISOString());
    const row = await stored(endpoint.id);
    expect(row).toMatchObject({ secret, previousSecret: old, previousSecretExpiresAt: clock + PREVIOUS_SECRET_MS });
    // A receiver still holding the old secret verifies a delivery signed with both.
    const body = '{"id":"evt_1"}';
    const headers = signatureHeaders([row.secret, row.previousSecret!], 'msg_1', Math.floor(Date.now() / 1000), body);
    expect(new Webhook(old).verify(body, headers)).toEqual({ id: 'evt_1' });
    expect(new Webhook(secret).verify(body, headers)).toEqual({ id: 'evt_1' });
    expect(JSON.stringify(await list())).not.toContain(secret);
  });

  it('deletes it with its delivery log', async () => {
    const { endpoint } = await create();
    await call('POST', `/${endpoint.id}/test`);
    expect(await readJson(await call('DELETE', `/${endpoint.id}`), schemaOf(routes.remove, 200))).toEqual({ deleted: true });
    expect(await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint.id))).toEqual([]);
    expect((await list()).endpoints.map((e) => e.id)).not.toContain(endpoint.id);
    expect((await call('DELETE', `/${endpoint.id}`)).status).toBe(404);
  });

  it('answers 404 for an endpoint that does not exist', async () => {
    for (const [method, path] of [
      ['PATCH', '/ep_missing'],
      ['POST', '/ep_missing/pause'],
      ['POST', '/ep_missing/rotate-secret'],
      ['POST', '/ep_missing/test'],
      ['GET', '/ep_missing/deliveries'],
    ] as const) {
      expect((await readError(await call(method, path, method === 'PATCH' ? { description: 'x' } : undefined))).code).toBe('not_found');
    }
  });
});

describe('test events and the delivery log', () => {
  it('queues webhook.test for that endpoint (202, not "sent") and shows it in its log', async () => {
    const { endpoint } = await create();
    const res = await call('POST', `/${endpoint.id}/test`);
    expect(res.status).toBe(202);
    const { deliveryId } = (await readJson(res, schemaOf(routes.test, 202))) as { deliveryId: string };

    const page = (await readJson(await call('GET', `/${endpoint.id}/deliveries`), schemaOf(routes.deliveries, 200))) as {
      deliveries: { id: string; eventType: string; test: boolean }[];
      total: number;
    };
    expect(page.total).toBe(1);
    expect(page.deliveries[0]).toMatchObject({ id: deliveryId, eventType: 'webhook.test', test: true });
  });

  it('lists the log newest first with the first 500 bytes of each answer', async () => {
    const { endpoint } = await create();
    const base = { endpointId: endpoint.id, eventId: 'evt_x', eventType: 'submission.created' as const, body: '{}', nextAttemptAt: new Date(clock) };
    await t.db.insert(webhookDeliveries).values([
      { ...base, id: 'msg_old', createdAt: new Date(clock - HOUR), status: 'delivered', attempts: 1, responseStatus: 200, responseBody: 'ok' },
      {
        ...base,
        id: 'msg_new',
        createdAt: new Date(clock),
        status: 'failed',
        attempts: 3,
        responseStatus: 500,
        responseBody: 'é'.repeat(400),
        lastError: 'HTTP 500',
      },
    ]);
    const page = (await readJson(await call('GET', `/${endpoint.id}/deliveries`), schemaOf(routes.deliveries, 200))) as {
      deliveries: { id: string; responseBody: string; status: string; attempts: number }[];
    };
    expect(page.deliveries.map((d) => d.id)).toEqual(['msg_new', 'msg_old']);
    expect(new TextEncoder().encode(page.deliveries[0]!.responseBody).length).toBe(500);
    expect(page.deliveries[0]).toMatchObject({ status: 'failed', attempts: 3 });
    expect(((await list()).endpoints.find((e) => e.id === endpoint.id) as Record<string, unknown>).lastDelivery).toMatchObject({
      id: 'msg_new',
      status: 'failed',
    });
  });

  it('redelivers the same row: same webhook-id, pending, due now, attempts from 0', async () => {
    const { endpoint } = await create();
    const sent = { endpointId: endpoint.id, eventId: 'evt_r', eventType: 'submission.created' as const, body: '{"id":"evt_r"}' };
    await t.db.insert(webhookDeliveries).values({
      ...sent,
      id: 'msg_redeliver',
      status: 'failed',
      attempts: 7,
      lastError: 'HTTP 503',
      nextAttemptAt: new Date(clock - HOUR),
      createdAt: new Date(clock - 5 * HOUR),
    });
    clock += HOUR;

    const res = await call('POST', `/${endpoint.id}/deliveries/msg_redeliver/redeliver`);
    expect(await readJson(res, schemaOf(routes.redeliver, 200))).toMatchObject({ id: 'msg_redeliver', status: 'pending', attempts: 0 });
    const [row] = await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, 'msg_redeliver'));
    // The drain may already be attempting it: the row is the same (id, body), in a new delivery window.
    expect(row).toMatchObject({ ...sent, id: 'msg_redeliver', queuedAt: new Date(clock) });
    expect(row!.version).toBeGreaterThan(1);
  });

  it('refuses to redeliver one still queued (409), or another endpoint’s (404)', async () => {
    const { endpoint } = await create();
    const { endpoint: other } = await create();
    const { deliveryId } = (await readJson(await call('POST', `/${endpoint.id}/test`), schemaOf(routes.test, 202))) as { deliveryId: string };
    await t.db.update(webhookDeliveries).set({ status: 'pending' }).where(eq(webhookDeliveries.id, deliveryId));
    expect((await readError(await call('POST', `/${endpoint.id}/deliveries/${deliveryId}/redeliver`))).code).toBe('conflict');
    expect((await readError(await call('POST', `/${other.id}/deliveries/${deliveryId}/redeliver`))).code).toBe('not_found');
  });
});
