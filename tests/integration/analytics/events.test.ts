import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_SOURCES } from '../../../db/analytics-schema.ts';
import { createApp, servicesOf } from '../../../functions/app.ts';
import { databaseRateLimiters } from '../../../functions/lib/rate-limit-db.ts';
import { createdSubmissionSchema } from '../../../functions/submissions/schema.ts';
import { PRIVACY_NOTICE_VERSION } from '../../../src/domain/privacy/notice.ts';
import { fullAnswersFor } from '../../helpers/answers.ts';
import { readError, readJson } from '../../helpers/read.ts';
import { serveSite, type ServedSite } from '../../helpers/static-server.ts';
import { createTestApp, memoryLogger } from '../../helpers/test-app.ts';
import { emailReportAcceptedSchema } from '../../../functions/reports/schema.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
const DAY = '2026-03-14';
const clock = Date.parse(`${DAY}T12:00:00Z`);
let t: TestApp;
let site: ServedSite;

beforeAll(async () => {
  site = await serveSite('tests/fixtures/sites/hero');
  t = await createTestApp({ ANALYZER_ALLOW_PRIVATE_HOSTS: 'true', ANALYZER_CACHE_TTL_SECONDS: '0' }, { now: () => clock });
});
afterAll(async () => {
  await servicesOf(t.app).hubspot.idle();
  t.close();
  await site.close();
});

/** The counters of a day as { source: { step: count } }. */
async function counters(day = DAY) {
  const rows = await t.client.execute({ sql: 'select source, step, count from analytics_daily where day = ?', args: [day] });
  const out: Record<string, Record<string, number>> = {};
  for (const r of rows.rows) (out[String(r.source)] ??= {})[String(r.step)] = Number(r.count);
  return out;
}
/** A page session id as the quiz makes one (random, kept in the page's memory). */
const pageSession = () => crypto.randomUUID();
/** A beacon of a new page session unless the body names one. */
const beacon = (body: unknown, client = '198.51.100.1') =>
  t.post('/api/events', typeof body === 'object' && body !== null ? { session: pageSession(), ...body } : body, { 'x-test-client': client });

describe('POST /api/events: the funnel beacon', () => {
  it("counts each step for the visit's source and in the day's all-sources total, and answers 204 with no body", async () => {
    const res = await beacon({
      source: { utmSource: 'Newsletter', utmMedium: 'email', referrerHost: 'mail.example' },
      events: ['landing_view', 'quiz_started', 'question_1'],
    });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    const day = await counters();
    expect(day.newsletter).toEqual({ landing_view: 1, quiz_started: 1, question_1: 1 });
    expect(day[ALL_SOURCES]).toMatchObject({ landing_view: 1, quiz_started: 1, question_1: 1 });
  });

  it('adds to the counters of later beacons, and files a visit without source under "direct"', async () => {
    await beacon({ events: ['landing_view'] });
    await beacon({ source: {}, events: ['landing_view'] });
    const day = await counters();
    expect(day.direct).toEqual({ landing_view: 2 });
    expect(day[ALL_SOURCES]!.landing_view).toBe(3);
  });

  it('stores no address, cookie or identifier: counters are the only trace', async () => {
    const res = await beacon({ source: { utmSource: 'ads' }, events: ['landing_view'] }, '203.0.113.99');
    expect(res.headers.get('set-cookie')).toBeNull();
    const dump = JSON.stringify((await t.client.execute('select * from analytics_daily')).rows);
    expect(dump).not.toContain('203.0.113.99');
  });

  it('counts beacons against a limit shared through the database (as on Workers) without writing the address there', async () => {
    // The same database behind an app whose limiters live in it, as the Worker wires them.
    const shared = createApp({ env: t.env, db: t.db, logger: memoryLogger(), rateLimiters: databaseRateLimiters(t.db, () => clock) });
    const res = await shared.request(
      '/api/events',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ session: pageSession(), events: ['landing_view'] }),
      },
      { clientAddress: '203.0.113.99' },
    );
    expect(res.status).toBe(204);
    const buckets = (await t.client.execute("select bucket from rate_limit_hits where bucket like 'events:%'")).rows.map((r) => String(r.bucket));
    // The hourly count of beacons and the daily count of page sessions.
    expect(buckets.sort()).toEqual([expect.stringMatching(/^events:[0-9a-f]{32}$/), expect.stringMatching(/^events:sessions:[0-9a-f]{32}$/)]);
    expect(buckets.join()).not.toContain('203.0.113');
  });

  it.each([
    ['a step only the server may count', { events: ['submitted'] }],
    ['an unknown step', { events: ['question_14'] }],
    ['no events', { events: [] }],
    ['more than 32 events', { events: Array(33).fill('landing_view') }],
    ['a step named twice', { events: ['landing_view', 'quiz_started', 'quiz_started'] }],
    ['32 copies of one step', { events: Array(32).fill('quiz_started') }],
    ['no page session', { session: undefined, events: ['landing_view'] }],
    ['a page session id that is too short', { session: 'abc', events: ['landing_view'] }],
    ['a page session id with other characters', { session: 'a'.repeat(20) + '<>', events: ['landing_view'] }],
    ['events that are not a list', { events: 'landing_view' }],
    ['a source that is not an object', { source: 'x', events: ['landing_view'] }],
  ])('refuses %s with 400 in the error envelope, counting nothing', async (_, body) => {
    const before = await counters();
    const res = await beacon(body);
    expect(res.status).toBe(400);
    expect(await readError(res)).toMatchObject({ code: 'invalid_request', error: expect.any(String), requestId: expect.any(String) });
    expect(await counters()).toEqual(before);
  });

  it('refuses malformed JSON and other content types', async () => {
    expect((await beacon('{"events": [')).status).toBe(400);
    const form = await t.app.request('/api/events', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '{"events":["landing_view"]}',
    });
    expect(form.status).toBe(415);
  });

  it('counts a source that is no plain label (markup, controls, other scripts, over 64 characters) as "other"', async () => {
    const before = (await counters()).other?.landing_view ?? 0;
    for (const utmSource of [' <Script>\u202Ealert(1)</script> ', 'caf\u00e9', 'a'.repeat(65)]) {
      expect((await beacon({ source: { utmSource }, events: ['landing_view'] })).status).toBe(204);
    }
    const day = await counters();
    expect(day.other!.landing_view).toBe(before + 3);
    expect(Object.keys(day).filter((label) => /script|caf|aaaa/.test(label))).toEqual([]);
  });

  it('keeps plain labels as they are: tags, hosts and "direct"', async () => {
    await beacon({ source: { utmSource: 'Spring Sale_2026' }, events: ['landing_view'] });
    await beacon({ source: { referrerHost: 'news.example.co.uk' }, events: ['landing_view'] });
    const day = await counters();
    expect(day['spring sale_2026']).toEqual({ landing_view: 1 });
    expect(day['news.example.co.uk']).toEqual({ landing_view: 1 });
  });
});

describe('steps the server counts', () => {
  const lead = (overrides: Record<string, unknown> = {}) => ({
    email: 'ceo@valor.example',
    company: 'Valor',
    companyUrl: site.url,
    answers: fullAnswersFor('The Hero'),
    source: { utmSource: 'partner-mail', utmCampaign: 'Launch', referrerHost: 'news.example' },
    consent: { noticeVersion: PRIVACY_NOTICE_VERSION },
    ...overrides,
  });

  it('stores the source and the consent with the submission, and counts "submitted" once, a replay not again', async () => {
    const key = crypto.randomUUID();
    const res = await t.post('/api/submissions', lead(), { 'idempotency-key': key });
    expect(res.status).toBe(201);
    const { id } = await readJson(res, createdSubmissionSchema);
    expect((await t.post('/api/submissions', lead(), { 'idempotency-key': key })).headers.get('idempotent-replayed')).toBe('true');

    const row = await t.db.query.quizSubmissions.findFirst({ where: (s, { eq }) => eq(s.id, id) });
    expect(row).toMatchObject({
      source: 'partner-mail',
      utmSource: 'partner-mail',
      utmMedium: null,
      utmCampaign: 'launch',
      referrerHost: 'news.example',
      embedOrigin: null,
      consentVersion: PRIVACY_NOTICE_VERSION,
      consentAt: new Date(clock),
    });
    expect((await counters())['partner-mail']).toEqual({ submitted: 1 });
  });

  it('a submission without source or consent is "direct" with no consent on record', async () => {
    const res = await t.post('/api/submissions', lead({ email: 'plain@valor.example', source: undefined, consent: undefined }));
    const { id } = await readJson(res, createdSubmissionSchema);
    const row = await t.db.query.quizSubmissions.findFirst({ where: (s, { eq }) => eq(s.id, id) });
    expect(row).toMatchObject({ source: 'direct', consentVersion: null, consentAt: null });
  });

  it('counts the company analysis once (a second call reads the stored one) and a new share link', async () => {
    const res = await t.post('/api/submissions', lead({ email: 'steps@valor.example', source: { utmSource: 'steps' } }));
    const { id, accessToken } = await readJson(res, createdSubmissionSchema);
    for (let i = 0; i < 2; i++) expect((await t.post(`/api/submissions/${id}/company-analysis`, { accessToken })).status).toBe(200);
    for (let i = 0; i < 2; i++) await t.post(`/api/submissions/${id}/share`, { accessToken, includeCompany: true });
    // These counts are written after the response.
    await expect.poll(async () => (await counters()).steps).toEqual({ submitted: 1, company_analysis_done: 1, result_shared: 1 });
  });

  it('does not count a report as emailed while it only waits in the outbox (no mail server here)', async () => {
    const res = await t.post('/api/submissions', lead({ email: 'queued@valor.example', source: { utmSource: 'queued' } }));
    const { id, accessToken } = await readJson(res, createdSubmissionSchema);
    const emailed = await t.post(`/api/submissions/${id}/email-report`, { accessToken, email: 'queued@valor.example' });
    expect(await readJson(emailed, emailReportAcceptedSchema)).toMatchObject({ status: 'queued' });
    const [queued] = (await t.client.execute({ sql: 'select count(*) as n from mail_outbox where submission_id = ?', args: [id] })).rows;
    expect(Number(queued!.n)).toBe(1);
    expect((await counters()).queued).toEqual({ submitted: 1 });
  });
});
