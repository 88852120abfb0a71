import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookDeliveries } from '../../../db/webhook-schema.ts';
import { servicesOf } from '../../../functions/app.ts';
import { issueDeleteToken } from '../../../functions/privacy/delete-token.ts';
import { runRetentionSweep } from '../../../functions/privacy/retention.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import { request, sessionFor } from '../admin/helpers.ts';
import { addEndpoint, deliveriesOf, eventsAbout, submit, type Result, type TestApp } from './events-helpers.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const clock = { at: Date.parse('2026-03-02T10:15:00Z'), now: () => clock.at };

let t: TestApp;
let all: string;
let paused: string;
let erasuresOnly: string;
let adminCookie: string;

beforeAll(async () => {
  t = await createTestApp({ SUBMISSION_RATE_LIMIT_MAX: '0', AUTH_RATE_LIMIT_MAX: '1000' }, { now: clock.now });
  all = await addEndpoint(t);
  paused = await addEndpoint(t, { paused: true });
  erasuresOnly = await addEndpoint(t, { events: ['submission.erased'] });
  adminCookie = await sessionFor(t, 'privacy@archetypes.example.com', { admin: true });
});
afterAll(async () => {
  await servicesOf(t.app).webhooks.idle();
  t.close();
});

/** A submission that has other deliveries queued about it (created, shared). */
async function leadWithEvents(email = `${crypto.randomUUID()}@example.com`): Promise<Result> {
  const s = await submit(t, { email });
  const shared = await t.post(`/api/submissions/${s.id}/share`, { accessToken: s.accessToken, includeCompany: false });
  expect(shared.status).toBe(201);
  expect(await eventsAbout(t, all, 'submission.created', s.id)).toHaveLength(1);
  expect(await eventsAbout(t, all, 'result.shared', s.id)).toHaveLength(1);
  return s;
}

/** The submission.erased deliveries of an endpoint that name this submission. */
const erasedOf = async (endpointId: string, submissionId: string) =>
  (await deliveriesOf(t, endpointId, 'submission.erased')).filter((d) => d.payload.data.submissionId === submissionId);

/** Every delivery still stored about the submission, whatever the endpoint. */
const deliveriesAbout = (submissionId: string) => t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.submissionId, submissionId));

const deleteWithLink = (s: Result) =>
  t.post('/api/privacy/delete', { token: issueDeleteToken(servicesOf(t.app).secret, s.id, clock.now()).token }, { 'x-test-client': '198.51.100.9' });

describe('submission.erased', () => {
  it("is queued with the visitor's erasure, and the submission's other deliveries (personal data) go with it", async () => {
    const s = await leadWithEvents();
    expect((await deleteWithLink(s)).status).toBe(200);

    expect(await deliveriesAbout(s.id)).toEqual([]);
    for (const endpoint of [all, erasuresOnly]) {
      const [erased, ...more] = await erasedOf(endpoint, s.id);
      expect(more).toEqual([]);
      expect(erased!.submissionId).toBeNull(); // it must outlive the submission
      expect(erased!.payload).toEqual({
        id: expect.stringMatching(/^evt_[0-9a-f]{32}$/),
        type: 'submission.erased',
        version: 1,
        createdAt: new Date(clock.now()).toISOString(),
        data: { submissionId: s.id, erasedAt: new Date(clock.now()).toISOString(), reason: 'visitor' },
      });
    }
    expect(await erasedOf(paused, s.id)).toEqual([]);
  });

  it('is not queued again by a second use of the link, which erases nothing', async () => {
    const s = await submit(t);
    expect((await deleteWithLink(s)).status).toBe(200);
    expect((await deleteWithLink(s)).status).toBe(410);
    expect(await erasedOf(all, s.id)).toHaveLength(1);
  });

  it("is queued with an admin's delete (reason 'admin'); an unknown id announces nothing", async () => {
    const s = await leadWithEvents();
    const deleted = await request(t, 'DELETE', `/api/admin/submissions/${s.id}`, undefined, { cookie: adminCookie });
    expect(deleted.status).toBe(200);
    expect(await deliveriesAbout(s.id)).toEqual([]);
    const [erased] = await erasedOf(all, s.id);
    expect(erased!.payload.data).toEqual({ submissionId: s.id, erasedAt: expect.any(String), reason: 'admin' });

    const before = (await deliveriesOf(t, all, 'submission.erased')).length;
    const unknown = crypto.randomUUID();
    expect((await request(t, 'DELETE', `/api/admin/submissions/${unknown}`, undefined, { cookie: adminCookie })).status).toBe(404);
    expect(await deliveriesOf(t, all, 'submission.erased')).toHaveLength(before);
  });

  it('is queued once per submission when an admin erases an address with several, all in one erasure', async () => {
    const email = `leaving-${crypto.randomUUID()}@example.com`;
    const a = await leadWithEvents(email);
    const b = await leadWithEvents(email);
    const res = await request(t, 'POST', '/api/admin/erasures', { email }, { cookie: adminCookie });
    expect(res.status).toBe(200);
    const [erasedA] = await erasedOf(all, a.id);
    const [erasedB] = await erasedOf(all, b.id);
    expect(erasedA!.payload.data).toMatchObject({ reason: 'admin' });
    expect(erasedB!.payload.data).toMatchObject({ reason: 'admin' });
    expect(erasedA!.eventId).not.toBe(erasedB!.eventId);
    expect([...(await deliveriesAbout(a.id)), ...(await deliveriesAbout(b.id))]).toEqual([]);
  });

  it("is queued by the retention sweep (reason 'retention') for each submission it erases", async () => {
    const old = [await leadWithEvents(), await leadWithEvents()];
    clock.at += 31 * DAY_MS;
    const fresh = await submit(t);
    const deps = servicesOf(t.app);
    const report = await runRetentionSweep({ ...deps, env: { DATA_RETENTION_DAYS: 30 } });
    expect(report?.submissions).toBeGreaterThanOrEqual(2);
    for (const s of old) {
      const [erased, ...more] = await erasedOf(all, s.id);
      expect(more).toEqual([]);
      expect(erased!.payload.data).toEqual({ submissionId: s.id, erasedAt: new Date(clock.now()).toISOString(), reason: 'retention' });
    }
    expect(await erasedOf(all, fresh.id)).toEqual([]);
    expect(await eventsAbout(t, all, 'submission.created', fresh.id)).toHaveLength(1);
    // Each erased submission is announced once, to each endpoint that wants it.
    const erasedIds = (await t.db.select().from(webhookDeliveries).where(isNull(webhookDeliveries.submissionId)))
      .filter((d) => d.endpointId === all && d.eventType === 'submission.erased')
      .map((d) => (JSON.parse(d.body) as { data: { submissionId: string } }).data.submissionId);
    expect(new Set(erasedIds).size).toBe(erasedIds.length);
  });
});
