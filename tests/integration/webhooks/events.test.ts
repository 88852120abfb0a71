import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodeAnalyzer } from '../../../functions/analysis/node-analyzer.ts';
import { servicesOf } from '../../../functions/app.ts';
import { parseEnv } from '../../../functions/env.ts';
import { createSmtpTransport } from '../../../functions/mail/smtp.ts';
import { onLoopback } from '../../helpers/loopback.ts';
import { startSmtpServer } from '../../helpers/smtp.ts';
import { serveSite, type ServedSite } from '../../helpers/static-server.ts';
import { createTestApp, memoryLogger } from '../../helpers/test-app.ts';
import { addEndpoint, deliveriesOf, eventsAbout, SITE, submit, type Result, type TestApp } from './events-helpers.ts';
import { readJson } from '../../helpers/read.ts';
import { createdTeamSchema } from '../../../functions/teams/schema.ts';
import { shareSchema } from '../../../functions/shares/schema.ts';

let t: TestApp;
let hero: ServedSite;
let sage: ServedSite;
/** Read at 30 % confidence: too weak to judge alignment (src/domain/alignment.ts). */
let weak: ServedSite;
let sageHost: { url: string; close(): Promise<void> };
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
/** Subscribed to every event. */
let all: string;
/** Subscribed to every event, but paused. */
let paused: string;
/** Subscribed to submission.erased only. */
let erasuresOnly: string;
let clientNo = 0;
const nextClient = () => ({ 'x-test-client': `198.51.100.${++clientNo}` });

beforeAll(async () => {
  [hero, sage, weak] = await Promise.all([
    serveSite('tests/fixtures/sites/hero'),
    serveSite('tests/fixtures/sites/sage'),
    serveSite('tests/fixtures/sites/ruler'),
  ]);
  sageHost = await onLoopback('127.0.0.2', sage.url);
  smtp = await startSmtpServer();
  const env = {
    SITE_URL: SITE,
    SUBMISSION_RATE_LIMIT_MAX: '0',
    ANALYZER_ALLOW_PRIVATE_HOSTS: 'true',
    MAIL_FROM: 'Reports <reports@archetypes.example.com>',
  };
  const real = createNodeAnalyzer(parseEnv({ DATABASE_URL: 'file::memory:', NODE_ENV: 'test', ...env }), memoryLogger());
  const analyzer = {
    analyze: async (...args: Parameters<typeof real.analyze>) => {
      const analysis = await real.analyze(...args);
      return args[0].startsWith(weak.url) ? { ...analysis, confidence: 0.3 } : analysis;
    },
  };
  t = await createTestApp(env, { mailTransport: createSmtpTransport({ url: smtp.url }), analyzer });
  all = await addEndpoint(t);
  paused = await addEndpoint(t, { paused: true });
  erasuresOnly = await addEndpoint(t, { events: ['submission.erased'] });
});
afterAll(async () => {
  await servicesOf(t.app).mailer.idle();
  await servicesOf(t.app).webhooks.idle();
  t.close();
  await Promise.all([hero.close(), sage.close(), weak.close(), sageHost.close(), smtp.close()]);
});

/** The summary every submission event carries, for a submission made by `submit`. */
const summaryOf = (s: Result, extra: Record<string, unknown> = {}) => ({
  id: s.id,
  createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
  primary: 'The Hero',
  subArchetype: expect.any(String),
  company: 'Acme Outfitters',
  website: null,
  source: 'direct',
  consent: true,
  adminReportUrl: `${SITE}/admin/report/${s.id}`,
  ...extra,
});

describe('submission.created', () => {
  it('is queued once the submission is stored: one delivery for each active endpoint subscribed to it', async () => {
    const s = await submit(t, { email: 'lead@acme.example' });
    const [created, ...more] = await eventsAbout(t, all, 'submission.created', s.id);
    expect(more).toEqual([]);
    expect(created!.payload).toEqual({
      id: expect.stringMatching(/^evt_[0-9a-f]{32}$/),
      type: 'submission.created',
      version: 1,
      createdAt: expect.any(String),
      data: { submission: summaryOf(s, { email: 'lead@acme.example' }) },
    });
    expect(await eventsAbout(t, paused, 'submission.created', s.id)).toEqual([]);
    expect(await deliveriesOf(t, erasuresOnly, 'submission.created')).toEqual([]);
  });

  it('carries no email when the visitor did not consent on the contact step', async () => {
    const s = await submit(t, { email: 'quiet@acme.example', consent: false });
    const [created] = await eventsAbout(t, all, 'submission.created', s.id);
    expect(created!.payload.data).toEqual({ submission: summaryOf(s, { consent: false }) });
    expect(created!.body).not.toContain('quiet@acme.example');
  });

  it('is not queued again when the same Idempotency-Key replays the request', async () => {
    const headers = { 'idempotency-key': crypto.randomUUID() };
    const first = await submit(t, { email: 'retry@acme.example', headers });
    const replay = await submit(t, { email: 'retry@acme.example', headers });
    expect(replay).toMatchObject({ id: first.id, replayed: true });
    expect(await eventsAbout(t, all, 'submission.created', first.id)).toHaveLength(1);
  });
});

describe('company_analysis.completed', () => {
  const analyse = (s: Result) => t.post(`/api/submissions/${s.id}/company-analysis`, { accessToken: s.accessToken }, nextClient());

  it("is queued when the quiz's company analysis is stored, with the alignment of the two archetypes, once", async () => {
    const s = await submit(t, { companyUrl: hero.url });
    expect((await analyse(s)).status).toBe(200);
    expect((await analyse(s)).status).toBe(200); // answered from the stored analysis
    const [completed, ...more] = await eventsAbout(t, all, 'company_analysis.completed', s.id);
    expect(more).toEqual([]);
    expect(completed!.payload.data).toEqual({
      submission: summaryOf(s, { website: hero.url, email: expect.any(String) }),
      website: hero.url,
      analysis: {
        companyArchetype: 'The Hero',
        subArchetype: expect.any(String),
        confidence: expect.any(Number),
        runnerUp: expect.toBeOneOf([null, expect.any(String)]),
      },
      alignment: 'aligned',
    });
  });

  it("says 'gap' when the website projects another archetype than the visitor's", async () => {
    const s = await submit(t, { companyUrl: sageHost.url });
    expect((await analyse(s)).status).toBe(200);
    const [completed] = await eventsAbout(t, all, 'company_analysis.completed', s.id);
    expect(completed!.payload.data).toMatchObject({ analysis: { companyArchetype: 'The Sage' }, alignment: 'gap' });
  });

  it("says 'uncertain', neither aligned nor a gap, when the website's reading is too weak to judge", async () => {
    const s = await submit(t, { companyUrl: weak.url });
    expect((await analyse(s)).status).toBe(200);
    const [completed] = await eventsAbout(t, all, 'company_analysis.completed', s.id);
    expect(completed!.payload.data).toMatchObject({ analysis: { companyArchetype: 'The Ruler', confidence: 0.3 }, alignment: 'uncertain' });
  });

  it('is not queued for a Quick Analysis of any site (no lead behind it)', async () => {
    const before = (await deliveriesOf(t, all)).length;
    const res = await t.post('/api/analyze-website', { url: hero.url }, nextClient());
    expect(res.status).toBe(200);
    expect(await deliveriesOf(t, all)).toHaveLength(before);
  });
});

describe('result.shared', () => {
  const share = (s: Result) => t.post(`/api/submissions/${s.id}/share`, { accessToken: s.accessToken, includeCompany: true }, nextClient());

  it('is queued when the share link is created, once per share (not when it is asked for again or viewed)', async () => {
    const s = await submit(t);
    const res = await share(s);
    expect(res.status).toBe(201);
    const { url } = await readJson(res, shareSchema);
    expect((await share(s)).status).toBe(200);
    const [shared, ...more] = await eventsAbout(t, all, 'result.shared', s.id);
    expect(more).toEqual([]);
    expect(shared!.payload.data).toEqual({ submission: summaryOf(s, { email: expect.any(String) }), shareUrl: url });
  });
});

describe('team.member_joined', () => {
  it('is queued for the owner who starts the team and for each colleague who joins', async () => {
    const owner = await submit(t, { consent: false });
    const started = await t.post(
      '/api/teams',
      { submissionId: owner.id, accessToken: owner.accessToken, ownerName: 'Olivia Owner', name: 'Acme brand' },
      nextClient(),
    );
    expect(started.status).toBe(201);
    const { teamId, inviteId } = await readJson(started, createdTeamSchema);
    const member = await submit(t, { company: null, archetype: 'The Sage' });
    const join = () =>
      t.post(`/api/invites/${inviteId}/join`, { submissionId: member.id, accessToken: member.accessToken, name: 'Casey Colleague' }, nextClient());
    expect((await join()).status).toBe(201);
    expect((await join()).status).toBe(200); // a retry joins nothing

    const [ownerJoined, ...moreOwner] = await eventsAbout(t, all, 'team.member_joined', owner.id);
    expect(moreOwner).toEqual([]);
    expect(ownerJoined!.payload.data).toEqual({
      team: { id: teamId, name: 'Acme brand', memberCount: 1 },
      member: { name: 'Olivia Owner', isOwner: true },
      submission: summaryOf(owner, { consent: false }),
    });
    const [memberJoined, ...moreMember] = await eventsAbout(t, all, 'team.member_joined', member.id);
    expect(moreMember).toEqual([]);
    expect(memberJoined!.payload.data).toEqual({
      team: { id: teamId, name: 'Acme brand', memberCount: 2 },
      member: { name: 'Casey Colleague', isOwner: false },
      // The member's result took the team's company as it joined.
      submission: summaryOf(member, { primary: 'The Sage', email: expect.any(String) }),
    });
  });
});

describe('competitor.added', () => {
  it('is queued when a competitor is stored with its analysis; not for a host already compared', async () => {
    const s = await submit(t);
    const add = () => t.post(`/api/submissions/${s.id}/competitors`, { accessToken: s.accessToken, url: sageHost.url }, nextClient());
    expect((await add()).status).toBe(201);
    expect((await add()).status).toBe(200);
    const [added, ...more] = await eventsAbout(t, all, 'competitor.added', s.id);
    expect(more).toEqual([]);
    expect(added!.payload.data).toEqual({
      submission: summaryOf(s, { email: expect.any(String) }),
      competitor: {
        url: sageHost.url,
        host: '127.0.0.2',
        companyArchetype: 'The Sage',
        subArchetype: expect.any(String),
        confidence: expect.any(Number),
        runnerUp: expect.toBeOneOf([null, expect.any(String)]),
      },
    });
  });
});

describe('report.emailed', () => {
  it('is queued when the mail server accepted the report, with when; once per report mail', async () => {
    const s = await submit(t);
    const before = Date.now();
    const res = await t.post(`/api/submissions/${s.id}/email-report`, { email: 'friend@example.com', accessToken: s.accessToken }, nextClient());
    expect(res.status).toBe(202);
    const [emailed, ...more] = await eventsAbout(t, all, 'report.emailed', s.id);
    expect(more).toEqual([]);
    expect(emailed!.payload.data).toEqual({ submission: summaryOf(s, { email: expect.any(String) }), emailedAt: expect.any(String) });
    expect(Date.parse((emailed!.payload.data as { emailedAt: string }).emailedAt)).toBeGreaterThanOrEqual(before);
    expect(smtp.received.some((m) => m.envelopeTo.includes('friend@example.com'))).toBe(true);
  });
});
