import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hubspotSync } from '../../../db/hubspot-schema.ts';
import { mailOutbox } from '../../../db/mail-schema.ts';
import { hubspotErasures } from '../../../db/privacy-schema.ts';
import { servicesOf } from '../../../functions/app.ts';
import { deliveryRetrySchema, deliveryStatusSchema } from '../../../functions/admin/schema.ts';
import { createHubspotClient } from '../../../functions/hubspot/client.ts';
import { requestSync } from '../../../functions/hubspot/queue.ts';
import { createSmtpTransport } from '../../../functions/mail/smtp.ts';
import { startRecordingServer } from '../../helpers/recording-server.ts';
import { startSmtpServer } from '../../helpers/smtp.ts';
import { readJson } from '../../helpers/read.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import { request, seedSubmission, sessionFor, type TestApp } from './helpers.ts';

const MIN = 60_000;
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let hubspot: Awaited<ReturnType<typeof startRecordingServer>>;
let adminCookie: string;
let userCookie: string;
const clock = Date.now();

beforeAll(async () => {
  smtp = await startSmtpServer();
  hubspot = await startRecordingServer();
  t = await createTestApp(
    { AUTH_RATE_LIMIT_MAX: '1000', HUBSPOT_TOKEN: 'pat-test', HUBSPOT_BASE_URL: hubspot.url },
    {
      now: () => clock,
      mailTransport: createSmtpTransport({ url: smtp.url }),
      hubspotClient: createHubspotClient({ token: 'pat-test', baseUrl: hubspot.url }),
    },
  );
  adminCookie = await sessionFor(t, 'boss@example.com', { admin: true });
  userCookie = await sessionFor(t, 'visitor@example.com');
});
afterAll(async () => {
  const { mailer, hubspot: sync } = servicesOf(t.app);
  await Promise.all([mailer.idle(), sync.idle()]);
  t.close();
  await Promise.all([smtp.close(), hubspot.close()]);
});
beforeEach(async () => {
  const { mailer, hubspot: sync, hubspotErasures: erasures } = servicesOf(t.app);
  await Promise.all([mailer.idle(), sync.idle(), erasures.idle()]);
  await t.db.delete(mailOutbox);
  await t.db.delete(hubspotSync);
  await t.db.delete(hubspotErasures);
});

/** A mail in the outbox, written directly: enqueueMail would nudge the mailer into sending it at once. */
async function mail(to: string, minutesAgo: number) {
  const at = new Date(clock - minutesAgo * MIN);
  const id = crypto.randomUUID();
  await t.db.insert(mailOutbox).values({
    id,
    kind: 'archetype-report',
    recipient: to,
    subject: 'Your report',
    html: '<p>Hi</p>',
    text: 'Hi',
    nextAttemptAt: at,
    queuedAt: at,
    createdAt: at,
  });
  return id;
}
async function leadSync(email: string, minutesAgo: number) {
  const { id } = await seedSubmission(t, { email });
  await requestSync(t.db, id, clock - minutesAgo * MIN);
  return id;
}
/** What the queue leaves after giving up: failed, with the last error, untouched since. */
/** A HubSpot GDPR delete that gave up, still holding its address. */
async function failedErasure(email: string, minutesAgo: number) {
  const id = crypto.randomUUID();
  const at = new Date(clock - minutesAgo * MIN);
  await t.db
    .insert(hubspotErasures)
    .values({ id, email, status: 'failed', attempts: 40, lastError: 'HubSpot answered 503', nextAttemptAt: at, queuedAt: at, createdAt: at });
  return id;
}
const fail = async (table: typeof mailOutbox | typeof hubspotSync, where: ReturnType<typeof eq>) =>
  t.db.update(table).set({ status: 'failed', attempts: 120, lastError: 'Connection refused' }).where(where);

describe('the delivery panel API', () => {
  it.each([
    ['no session', 401, undefined],
    ['a signed-in non-admin', 403, () => userCookie],
  ])('answers %s with %i and changes nothing', async (_, status, cookie) => {
    const id = await mail('someone@example.com', 5);
    await fail(mailOutbox, eq(mailOutbox.id, id));
    for (const [method, path] of [
      ['GET', '/api/admin/delivery'],
      ['POST', '/api/admin/delivery/mail/retry'],
      ['POST', '/api/admin/delivery/leads/retry'],
      ['POST', '/api/admin/delivery/erasures/retry'],
    ]) {
      const res = await request(t, method!, path!, undefined, { cookie: cookie?.() });
      expect({ path, status: res.status }).toEqual({ path, status });
    }
    expect((await t.db.query.mailOutbox.findFirst({ where: eq(mailOutbox.id, id) }))!.status).toBe('failed');
  });

  it('counts pending and failed mail and leads, with when the oldest pending one was queued and its age', async () => {
    await mail('old@example.com', 90);
    await mail('new@example.com', 2);
    await fail(mailOutbox, eq(mailOutbox.id, await mail('bounced@example.com', 300)));
    await leadSync('lead1@example.com', 10);
    await fail(hubspotSync, eq(hubspotSync.submissionId, await leadSync('lead2@example.com', 600)));
    await fail(hubspotSync, eq(hubspotSync.submissionId, await leadSync('lead3@example.com', 30)));
    await failedErasure('gone@example.com', 3000);

    const res = await request(t, 'GET', '/api/admin/delivery', undefined, { cookie: adminCookie });
    expect(res.status).toBe(200);
    expect(await readJson(res, deliveryStatusSchema)).toEqual({
      mail: { pending: 2, failed: 1, oldestPendingSince: new Date(clock - 90 * MIN).toISOString(), oldestPendingAgeSeconds: 90 * 60 },
      leads: { pending: 1, failed: 2, oldestPendingSince: new Date(clock - 10 * MIN).toISOString(), oldestPendingAgeSeconds: 10 * 60 },
      companies: { pending: 0, failed: 0, oldestPendingSince: null, oldestPendingAgeSeconds: null },
      erasures: { pending: 0, failed: 1, oldestPendingSince: null, oldestPendingAgeSeconds: null },
    });
  });

  it('says nothing waits when nothing does', async () => {
    const res = await request(t, 'GET', '/api/admin/delivery', undefined, { cookie: adminCookie });
    expect(await readJson(res, deliveryStatusSchema)).toEqual({
      mail: { pending: 0, failed: 0, oldestPendingSince: null, oldestPendingAgeSeconds: null },
      leads: { pending: 0, failed: 0, oldestPendingSince: null, oldestPendingAgeSeconds: null },
      companies: { pending: 0, failed: 0, oldestPendingSince: null, oldestPendingAgeSeconds: null },
      erasures: { pending: 0, failed: 0, oldestPendingSince: null, oldestPendingAgeSeconds: null },
    });
  });

  it('puts every failed job of one kind back in the queue, which then delivers it', async () => {
    const bounced = await mail('bounced@example.com', 300);
    await fail(mailOutbox, eq(mailOutbox.id, bounced));
    const leads = [await leadSync('lead1@example.com', 600), await leadSync('lead2@example.com', 600)];
    for (const id of leads) await fail(hubspotSync, eq(hubspotSync.submissionId, id));
    const sentBefore = smtp.received.length;
    const requestsBefore = hubspot.requests.length;

    const leadsRetry = await request(t, 'POST', '/api/admin/delivery/leads/retry', undefined, { cookie: adminCookie });
    expect(await readJson(leadsRetry, deliveryRetrySchema)).toEqual({ kind: 'leads', retried: 2 });
    await servicesOf(t.app).hubspot.idle();
    expect(
      hubspot.requests
        .slice(requestsBefore)
        .flatMap((r) => (r.body as { inputs: { id: string }[] }).inputs.map((i) => i.id))
        .sort(),
    ).toEqual(['lead1@example.com', 'lead2@example.com']);
    for (const id of leads)
      expect(await t.db.query.hubspotSync.findFirst({ where: eq(hubspotSync.submissionId, id) })).toMatchObject({
        status: 'synced',
        lastError: null,
      });
    // The other kind was left alone.
    expect((await t.db.query.mailOutbox.findFirst({ where: eq(mailOutbox.id, bounced) }))!.status).toBe('failed');

    const mailRetry = await request(t, 'POST', '/api/admin/delivery/mail/retry', undefined, { cookie: adminCookie });
    expect(await readJson(mailRetry, deliveryRetrySchema)).toEqual({ kind: 'mail', retried: 1 });
    await servicesOf(t.app).mailer.idle();
    expect(smtp.received.slice(sentBefore).map((m) => m.envelopeTo[0])).toEqual(['bounced@example.com']);
    expect(await t.db.query.mailOutbox.findFirst({ where: eq(mailOutbox.id, bounced) })).toMatchObject({ status: 'sent', queuedAt: new Date(clock) });

    const nothingLeft = await request(t, 'POST', '/api/admin/delivery/mail/retry', undefined, { cookie: adminCookie });
    expect(await readJson(nothingLeft, deliveryRetrySchema)).toEqual({ kind: 'mail', retried: 0 });
  });

  it('sends a failed HubSpot deletion again, and the address it held is cleared once HubSpot has deleted the contact', async () => {
    const id = await failedErasure('gone@example.com', 3000);
    const requestsBefore = hubspot.requests.length;
    const retry = await request(t, 'POST', '/api/admin/delivery/erasures/retry', undefined, { cookie: adminCookie });
    expect(await readJson(retry, deliveryRetrySchema)).toEqual({ kind: 'erasures', retried: 1 });
    await servicesOf(t.app).hubspotErasures.idle();
    expect(hubspot.requests.slice(requestsBefore)).toEqual([
      expect.objectContaining({ path: '/crm/v3/objects/contacts/gdpr-delete', body: { objectId: 'gone@example.com', idProperty: 'email' } }),
    ]);
    expect(await t.db.query.hubspotErasures.findFirst({ where: eq(hubspotErasures.id, id) })).toMatchObject({ status: 'erased', email: null });
  });

  it('refuses a retry from another site (403) and an unknown queue (404)', async () => {
    const id = await mail('someone@example.com', 5);
    await fail(mailOutbox, eq(mailOutbox.id, id));
    const crossSite = await request(t, 'POST', '/api/admin/delivery/mail/retry', undefined, {
      cookie: adminCookie,
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
    expect((await t.db.query.mailOutbox.findFirst({ where: eq(mailOutbox.id, id) }))!.status).toBe('failed');
    const unknown = await request(t, 'POST', '/api/admin/delivery/webhooks/retry', undefined, { cookie: adminCookie });
    expect(unknown.status).toBe(404);
  });
});
