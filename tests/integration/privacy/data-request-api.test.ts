import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../../db/mail-schema.ts';
import { dataErasures, hubspotErasures } from '../../../db/privacy-schema.ts';
import { quizSubmissions } from '../../../db/schema.ts';
import { EXPIRED_LINK, INVALID_LINK, signDeleteToken, USED_LINK } from '../../../functions/privacy/delete-token.ts';
import { dataDeletedSchema, dataExportSchema, dataSummarySchema } from '../../../functions/privacy/schema.ts';
import { emailReportAcceptedSchema } from '../../../functions/reports/schema.ts';
import { DELETE_LINK_TTL_DAYS } from '../../../src/domain/privacy/notice.ts';
import { readError, readJson } from '../../helpers/read.ts';
import { addEverything, mailTo, rowsOf, setupErasures, submitLead, sum, type Lead, type TestApp } from './erasure-helpers.ts';
import { addEndpoint } from '../webhooks/events-helpers.ts';

const DAY = 24 * 60 * 60 * 1000;
const SITE = 'https://archetypes.example.com';
const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of cleanup.splice(0)) await close();
});

async function setup() {
  const s = await setupErasures({ env: { SITE_URL: SITE } });
  cleanup.push(s.close);
  return s;
}

/** Emails the report through the API and returns the "Delete my data" link's token from its text part. */
async function reportLink(t: TestApp, lead: Lead): Promise<string> {
  const res = await t.post(`/api/submissions/${lead.id}/email-report`, { email: lead.email, accessToken: lead.accessToken });
  expect(res.status).toBe(202);
  const { id } = await readJson(res, emailReportAcceptedSchema);
  const [mail] = await t.db.select({ text: mailOutbox.text, html: mailOutbox.html }).from(mailOutbox).where(eq(mailOutbox.id, id));
  const token = /^Delete my data: https:\/\/archetypes\.example\.com\/delete-my-data#token=([\w.-]+)$/m.exec(mail!.text)?.[1];
  expect(token).toBeDefined();
  expect(mail!.html).toContain(`href="${SITE}/delete-my-data#token=${token}"`);
  return token!;
}

/** A lead with a row in every table that can hang off it, and the link from its report email. */
async function leadWithEverything(t: TestApp, email: string, at: number) {
  const lead = await submitLead(t, email);
  await addEverything(t, lead, at);
  return { lead, token: await reportLink(t, lead) };
}

const ask = (t: TestApp, action: 'lookup' | 'export' | 'delete', token: unknown, client = '203.0.113.7') =>
  t.post(`/api/privacy/${action}`, { token }, { 'x-test-client': client });

describe('POST /api/privacy/lookup', () => {
  it('says what the link from the report email covers, the address masked', async () => {
    const { t, clock } = await setup();
    const { token } = await leadWithEverything(t, 'ana.lopez@example.com', clock.at);

    const res = await ask(t, 'lookup', token);
    expect(res.status).toBe(200);
    expect(await readJson(res, dataSummarySchema)).toEqual({
      email: 'a•••@example.com',
      company: 'Acme Outfitters',
      createdAt: new Date(clock.at).toISOString(),
      archetype: 'The Hero',
      subArchetype: expect.any(String),
      answers: 13,
      shareLink: true,
      comparisons: 1,
      emails: 3,
      expiresAt: new Date(clock.at + DELETE_LINK_TTL_DAYS * DAY).toISOString(),
    });
  });
});

describe('POST /api/privacy/export', () => {
  it('downloads everything stored about the submission as a JSON attachment, without its secret hash', async () => {
    const { t, clock } = await setup();
    await addEndpoint(t, { events: ['submission.created'] });
    const { lead, token } = await leadWithEverything(t, 'ben@example.com', clock.at);

    const res = await ask(t, 'export', token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="brand-archetype-data-2026-03-02.json"');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const text = await res.clone().text();
    const data = await readJson(res, dataExportSchema);
    expect(data.submission).toMatchObject({
      id: lead.id,
      email: 'ben@example.com',
      company: 'Acme Outfitters',
      archetype: 'The Hero',
      scores: expect.objectContaining({ 'The Hero': expect.any(Number) }),
      consent: { noticeVersion: expect.any(String), at: new Date(clock.at).toISOString() },
      source: expect.objectContaining({ label: 'direct' }),
    });
    expect(data.answers).toHaveLength(13);
    expect(data.answers[0]).toEqual({ questionId: 1, question: expect.any(String), answer: expect.any(String), archetypeScores: expect.any(Object) });
    expect(data.shareLink).toEqual({
      url: expect.stringMatching(/^https:\/\/archetypes\.example\.com\/r\/[\w-]{22}$/),
      includeCompany: false,
      createdAt: expect.any(String),
    });
    expect(data.competitors).toEqual([expect.objectContaining({ url: 'https://rival.example/', host: 'rival.example', archetype: 'The Sage' })]);
    expect(data.emails).toHaveLength(3);
    expect(data.emails).toContainEqual({
      kind: 'archetype-report',
      subject: expect.stringContaining('The Hero'),
      status: expect.any(String),
      createdAt: expect.any(String),
      sentAt: null,
    });
    expect(data.crm).toMatchObject({ status: expect.any(String) });
    // Who else got the data: the operator's webhook endpoint, by host.
    expect(data.webhooks).toEqual([
      { event: 'submission.created', recipientHost: '127.0.0.1:9', status: expect.any(String), createdAt: expect.any(String), deliveredAt: null },
    ]);

    const [stored] = await t.db.select({ hash: quizSubmissions.accessTokenHash }).from(quizSubmissions).where(eq(quizSubmissions.id, lead.id));
    expect(text).not.toContain(stored!.hash);
    expect(text).not.toMatch(/accessToken|secret/i);
  });
});

describe('POST /api/privacy/delete', () => {
  it('deletes every row of the submission, asks HubSpot to delete the contact, logs it, and works once', async () => {
    const { t, clock, idle } = await setup();
    const lead = await submitLead(t, 'cara@example.com');
    const other = await submitLead(t, 'dan@example.com');
    for (const l of [lead, other]) await addEverything(t, l, clock.at);
    const token = await reportLink(t, lead);
    await idle(); // the HubSpot sync of both leads has run
    const before = await rowsOf(t, lead.id);
    const othersBefore = await rowsOf(t, other.id);
    expect(Object.values(before).every((n) => n > 0)).toBe(true);

    const res = await ask(t, 'delete', token);
    expect(res.status).toBe(200);
    expect(await readJson(res, dataDeletedSchema)).toEqual({ deleted: true, submissions: 1, rows: sum(before) });
    expect(Object.values(await rowsOf(t, lead.id)).every((n) => n === 0)).toBe(true);
    expect(await mailTo(t, lead.email)).toBe(0);
    expect(await rowsOf(t, other.id)).toEqual(othersBefore);
    expect(await t.db.select({ trigger: dataErasures.trigger, actorId: dataErasures.actorId }).from(dataErasures)).toEqual([
      { trigger: 'self-service', actorId: null },
    ]);
    expect(await t.db.select({ email: hubspotErasures.email }).from(hubspotErasures)).toEqual([{ email: 'cara@example.com' }]);

    for (const action of ['delete', 'lookup', 'export'] as const) {
      const again = await ask(t, action, token);
      expect(again.status).toBe(410);
      expect(await readError(again)).toEqual({ error: USED_LINK, code: 'gone', requestId: expect.any(String) });
    }
  });

  it('when two confirmations race, one deletes and the other hears the link was used', async () => {
    const { t } = await setup();
    const lead = await submitLead(t, 'eve@example.com');
    const token = await reportLink(t, lead);
    const answers = await Promise.all([ask(t, 'delete', token), ask(t, 'delete', token)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 410]);
    expect(await t.db.select().from(dataErasures)).toHaveLength(1);
  });
});

describe('links that do not work', () => {
  it(`refuses a link after ${DELETE_LINK_TTL_DAYS} days (403), deleting nothing`, async () => {
    const { t, clock } = await setup();
    const lead = await submitLead(t, 'fay@example.com');
    const token = await reportLink(t, lead);
    clock.at += DELETE_LINK_TTL_DAYS * DAY;
    for (const action of ['lookup', 'export', 'delete'] as const) {
      const res = await ask(t, action, token);
      expect(res.status).toBe(403);
      expect(await readError(res)).toEqual({ error: EXPIRED_LINK, code: 'forbidden', requestId: expect.any(String) });
    }
    expect((await rowsOf(t, lead.id)).quiz_submissions).toBe(1);
  });

  it('refuses altered, forged, malformed and oversized tokens (400) with one message, deleting nothing', async () => {
    const { t, clock } = await setup();
    const lead = await submitLead(t, 'gil@example.com');
    const token = await reportLink(t, lead);
    const [payload, mac] = token.split('.') as [string, string];
    const forged = signDeleteToken('a-guessed-secret-that-is-not-the-servers-one', { submissionId: lead.id, expiresAt: clock.at + DAY });
    for (const bad of [`${payload}.${mac.slice(0, -2)}AA`, `${payload.slice(0, -2)}AA.${mac}`, forged, 'not-a-token', '', `${token}.${token}`]) {
      const res = await ask(t, 'delete', bad);
      expect(res.status, bad).toBe(400);
      expect(await readError(res)).toEqual({ error: INVALID_LINK, code: 'invalid_request', requestId: expect.any(String) });
    }
    const huge = await ask(t, 'delete', 'A'.repeat(5000));
    expect(huge.status).toBe(400);
    expect(await readError(huge)).toMatchObject({ code: 'invalid_request', error: expect.stringContaining('token is too long') });
    expect(await ask(t, 'delete', 42)).toHaveProperty('status', 400);
    const noBody = await t.app.request('/api/privacy/delete', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: token });
    expect(noBody.status).toBe(415);
    expect((await rowsOf(t, lead.id)).quiz_submissions).toBe(1);
  });

  it('counts lookups, downloads and deletions together: 30 an hour per client address, then 429 with Retry-After', async () => {
    const { t } = await setup();
    const lead = await submitLead(t, 'hal@example.com');
    const token = await reportLink(t, lead);
    for (let i = 0; i < 15; i++) {
      expect((await ask(t, 'lookup', token, '198.51.100.20')).status).toBe(200);
      expect((await ask(t, 'export', 'tampered', '198.51.100.20')).status).toBe(400);
    }
    const limited = await ask(t, 'lookup', token, '198.51.100.20');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await readError(limited)).toMatchObject({
      code: 'rate_limited',
      error: 'Too many data requests from your network. Please try again later.',
    });
    expect((await ask(t, 'lookup', token, '198.51.100.21')).status).toBe(200);
  });
});
