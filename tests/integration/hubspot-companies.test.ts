import { count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { hubspotCompanies } from '../../db/hubspot-schema.ts';
import { quizSubmissions } from '../../db/schema.ts';
import { servicesOf } from '../../functions/app.ts';
import { createdSubmissionSchema } from '../../functions/submissions/schema.ts';
import { PRIVACY_NOTICE_VERSION } from '../../src/domain/privacy/notice.ts';
import { fullAnswersFor } from '../helpers/answers.ts';
import { startHubspotStandIn, type Interception } from '../helpers/hubspot-stand-in.ts';
import { readJson } from '../helpers/read.ts';
import type { RecordedRequest } from '../helpers/recording-server.ts';
import { createTestApp } from '../helpers/test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
const cleanup: (() => unknown)[] = [];
afterEach(async () => {
  for (const c of cleanup.splice(0).reverse()) await c();
});

const TOKEN = 'pat-na1-companies-test';
let clock = Date.parse('2026-03-02T10:00:00Z');
const now = () => clock;

/** The app wired to the HubSpot stand-in through HUBSPOT_TOKEN / HUBSPOT_BASE_URL, as in production. */
async function setup({ withToken = true } = {}) {
  const hubspot = await startHubspotStandIn(TOKEN);
  const t: TestApp = await createTestApp(
    { ...(withToken ? { HUBSPOT_TOKEN: TOKEN } : {}), HUBSPOT_BASE_URL: hubspot.url, SUBMISSION_RATE_LIMIT_MAX: '0' },
    { now, random: () => 0.5 },
  );
  const services = servicesOf(t.app);
  const settle = async () => {
    await services.hubspot.idle();
    await services.hubspotCompanies.idle();
  };
  cleanup.push(
    () => hubspot.close(),
    async () => {
      await settle();
      t.close();
    },
  );
  return { t, hubspot, sync: services.hubspot, companies: services.hubspotCompanies, settle };
}

const lead = {
  email: 'owner@acme.example',
  company: 'Acme Outfitters',
  companyUrl: 'https://acme.example',
  answers: fullAnswersFor('The Hero'),
  consent: { noticeVersion: PRIVACY_NOTICE_VERSION },
};

async function submit(t: TestApp, overrides: Record<string, unknown> = {}) {
  const res = await t.post('/api/submissions', { ...lead, ...overrides });
  expect(res.status).toBe(201);
  return (await readJson(res, createdSubmissionSchema)).id;
}

/** What the website analysis stores, then the sync it requests (functions/submissions/handlers.ts). */
async function analysed(t: TestApp, id: string, companyArchetype = 'The Sage', confidence = 0.8) {
  await t.db
    .update(quizSubmissions)
    .set({
      companyArchetype,
      companyArchetypeConfidence: confidence,
      companyAnalysis: { archetype: companyArchetype, confidence, reasoning: 'Calm, expert copy.', keyIndicators: ['research'] },
    })
    .where(eq(quizSubmissions.id, id));
  await servicesOf(t.app).hubspot.request(id);
}

const jobRow = (t: TestApp, domain = 'acme.example') => t.db.query.hubspotCompanies.findFirst({ where: eq(hubspotCompanies.domain, domain) });
const companyCalls = (requests: RecordedRequest[]) =>
  requests.filter((r) => /companies|associations/.test(r.path)).map((r) => `${r.method} ${r.path}`);

describe('HubSpot companies', () => {
  it('creates the company of an analysed lead by its domain, with its archetype, confidence and alignment, and associates the contact', async () => {
    const { t, hubspot, settle } = await setup();
    const id = await submit(t);
    await settle();
    // Before the analysis there is no company to send.
    expect(hubspot.companies.size).toBe(0);
    expect(await jobRow(t)).toBeUndefined();

    await analysed(t, id);
    await settle();

    const [company, ...others] = [...hubspot.companies.values()];
    expect(others).toEqual([]);
    expect(company!.properties).toEqual({
      domain: 'acme.example',
      name: 'Acme Outfitters',
      company_archetype: 'The Sage',
      company_archetype_confidence: '80',
      archetype_alignment: 'gap',
    });
    expect(hubspot.companiesOf('owner@acme.example').map((c) => c.id)).toEqual([company!.id]);
    // Alignment is per person, so the contact carries it too.
    expect(hubspot.contactOf('owner@acme.example')!.properties).toMatchObject({ company_archetype: 'The Sage', archetype_alignment: 'gap' });
    expect(await jobRow(t)).toMatchObject({ status: 'synced', hubspotCompanyId: company!.id, lastError: null });
    expect(companyCalls(hubspot.requests)).toEqual([
      'POST /crm/v3/objects/companies/search',
      'POST /crm/v3/objects/companies',
      `PUT /crm/v4/objects/contact/${hubspot.contactOf('owner@acme.example')!.id}/associations/default/company/${company!.id}`,
    ]);
    expect(hubspot.requests.find((r) => r.path.endsWith('/companies/search'))!.body).toMatchObject({
      filterGroups: [{ filters: [{ propertyName: 'domain', operator: 'EQ', value: 'acme.example' }] }],
    });
  });

  it('updates the same company for a second lead from www. of the same domain, and associates both contacts with it', async () => {
    const { t, hubspot, settle } = await setup();
    await analysed(t, await submit(t));
    await settle();
    const [first] = [...hubspot.companies.keys()];

    clock += 60_000;
    const second = await submit(t, { email: 'cmo@acme.example', company: 'Acme', companyUrl: 'https://www.acme.example/about' });
    await analysed(t, second, 'The Hero', 0.655);
    await settle();

    expect([...hubspot.companies.keys()]).toEqual([first]);
    expect(hubspot.companies.get(first!)!.properties).toEqual({
      domain: 'acme.example',
      name: 'Acme',
      company_archetype: 'The Hero',
      company_archetype_confidence: '66',
      archetype_alignment: 'aligned',
    });
    for (const email of ['owner@acme.example', 'cmo@acme.example']) expect(hubspot.companiesOf(email).map((c) => c.id)).toEqual([first]);
    // The remembered id is updated directly: one search ever, one create ever.
    const calls = companyCalls(hubspot.requests);
    expect(calls.filter((c) => c.endsWith('/companies/search'))).toHaveLength(1);
    expect(calls.filter((c) => c === 'POST /crm/v3/objects/companies')).toHaveLength(1);
    expect(calls).toContain(`PATCH /crm/v3/objects/companies/${first}`);
  });

  it('states no alignment from a website reading too weak to judge: uncertain on the company and the contact', async () => {
    const { t, hubspot, settle } = await setup();
    await analysed(t, await submit(t), 'The Sage', 0.3);
    await settle();
    expect([...hubspot.companies.values()][0]!.properties).toMatchObject({
      company_archetype: 'The Sage',
      company_archetype_confidence: '30',
      archetype_alignment: 'uncertain',
    });
    expect(hubspot.contactOf('owner@acme.example')!.properties).toMatchObject({ company_archetype: 'The Sage', archetype_alignment: 'uncertain' });
  });

  it('a lead without an analysis joins the company its domain already has', async () => {
    const { t, hubspot, settle } = await setup();
    await analysed(t, await submit(t));
    await settle();
    await submit(t, { email: 'intern@acme.example', companyUrl: 'acme.example/careers' });
    await settle();
    expect(hubspot.companies.size).toBe(1);
    expect(hubspot.companiesOf('intern@acme.example')).toHaveLength(1);
    // The company still describes the analysed lead.
    expect([...hubspot.companies.values()][0]!.properties).toMatchObject({ company_archetype: 'The Sage', archetype_alignment: 'gap' });
  });

  it('finds a company HubSpot already holds for the domain instead of creating another, and searches again once its id is gone', async () => {
    const { t, hubspot, settle } = await setup();
    hubspot.companies.set('77', { id: '77', properties: { domain: 'acme.example', name: 'Acme (from sales)' }, createdAt: 1 });
    await analysed(t, await submit(t));
    await settle();
    expect([...hubspot.companies.keys()]).toEqual(['77']);
    expect(hubspot.companies.get('77')!.properties).toMatchObject({ name: 'Acme Outfitters', company_archetype: 'The Sage' });

    // Someone deletes it in HubSpot: the next lead's update gets 404, so the company is looked for, then created.
    hubspot.companies.delete('77');
    await analysed(t, await submit(t, { email: 'cmo@acme.example' }));
    await settle();
    const [recreated, ...others] = [...hubspot.companies.values()];
    expect(others).toEqual([]);
    expect(await jobRow(t)).toMatchObject({ status: 'synced', hubspotCompanyId: recreated!.id });
    for (const email of ['owner@acme.example', 'cmo@acme.example']) expect(hubspot.companiesOf(email).map((c) => c.id)).toEqual([recreated!.id]);
  });

  it('sends no company for a lead without consent on record, even with an analysis', async () => {
    const { t, hubspot, settle } = await setup();
    const id = await submit(t, { consent: undefined });
    await analysed(t, id);
    await settle();
    await servicesOf(t.app).hubspotCompanies.request(id);
    await settle();
    expect(hubspot.requests).toEqual([]);
    expect((await t.db.select({ n: count() }).from(hubspotCompanies))[0]!.n).toBe(0);
  });

  it.each<[string, Interception, RegExp]>([
    ['answers 429 with Retry-After', { status: 429, headers: { 'retry-after': '30' }, body: { category: 'RATE_LIMITS' } }, /HubSpot answered 429/],
    ['answers 500', { status: 500, body: { message: 'Internal error' } }, /HubSpot answered 500/],
    ['is down', 'down', /HubSpot unreachable/],
  ])('when HubSpot %s, the company job is retried and the company lands once', async (_, failure, error) => {
    const { t, hubspot, companies, settle } = await setup();
    const id = await submit(t);
    await settle();
    hubspot.intercept = (r) => (r.path.includes('/companies') ? failure : undefined);
    await analysed(t, id);
    await settle();

    const pending = await jobRow(t);
    expect(pending).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.stringMatching(error) });
    if (failure !== 'down' && failure?.status === 429) expect(pending!.nextAttemptAt.getTime()).toBe(clock + 30_000);
    expect(hubspot.companies.size).toBe(0);

    hubspot.intercept = undefined;
    clock = pending!.nextAttemptAt.getTime();
    await companies.kick();
    expect(await jobRow(t)).toMatchObject({ status: 'synced', attempts: 2, lastError: null });
    expect(hubspot.companies.size).toBe(1);
    expect(hubspot.companiesOf('owner@acme.example')).toHaveLength(1);
  });

  it('a failure after the company was created (the association) retries without creating a second company', async () => {
    const { t, hubspot, companies, settle } = await setup();
    hubspot.intercept = (r) => (r.method === 'PUT' ? { status: 503 } : undefined);
    await analysed(t, await submit(t));
    await settle();
    const pending = await jobRow(t);
    expect(pending).toMatchObject({ status: 'pending', lastError: expect.stringContaining('HubSpot answered 503') });
    expect(pending!.hubspotCompanyId).toBe([...hubspot.companies.keys()][0]);

    hubspot.intercept = undefined;
    clock = pending!.nextAttemptAt.getTime();
    await companies.kick();
    expect(hubspot.companies.size).toBe(1);
    expect(hubspot.companiesOf('owner@acme.example')).toHaveLength(1);
    expect(companyCalls(hubspot.requests).filter((c) => c === 'POST /crm/v3/objects/companies')).toHaveLength(1);
  });

  it('waits for a contact whose own sync has not landed yet: the company job is retried, then associates it', async () => {
    const { t, hubspot, sync, companies, settle } = await setup();
    hubspot.intercept = (r) => (r.path.endsWith('/contacts/batch/upsert') ? { status: 500 } : undefined);
    await analysed(t, await submit(t));
    await settle();

    const waiting = await jobRow(t);
    expect(waiting).toMatchObject({ status: 'pending', lastError: expect.stringContaining('no contact yet for 1 of 1 leads') });
    expect(waiting!.lastError).not.toContain('@');
    expect(hubspot.companies.size).toBe(1);
    expect(hubspot.contactOf('owner@acme.example')).toBeUndefined();

    // The contact lands, then the company job's retry associates it.
    hubspot.intercept = undefined;
    clock += 60 * 60_000;
    await sync.kick();
    await companies.kick();
    expect(await jobRow(t)).toMatchObject({ status: 'synced', lastError: null });
    expect(hubspot.companiesOf('owner@acme.example')).toHaveLength(1);
  });

  it('does not wait for a contact HubSpot refused for good', async () => {
    const { t, hubspot, settle } = await setup();
    hubspot.intercept = (r) =>
      r.path.endsWith('/contacts/batch/upsert') && JSON.stringify(r.body).includes('refused@')
        ? { status: 400, body: { category: 'VALIDATION_ERROR' } }
        : undefined;
    await analysed(t, await submit(t, { email: 'refused@acme.example' }));
    await analysed(t, await submit(t, { email: 'owner@acme.example' }));
    await settle();
    expect(await jobRow(t)).toMatchObject({ status: 'synced' });
    expect(hubspot.companiesOf('owner@acme.example')).toHaveLength(1);
  });

  it('without HUBSPOT_TOKEN queues nothing and sends nothing', async () => {
    const { t, hubspot, companies, settle } = await setup({ withToken: false });
    const id = await submit(t);
    await analysed(t, id);
    await companies.request(id);
    await settle();
    await companies.kick();
    expect(companies.enabled).toBe(false);
    expect(hubspot.requests).toEqual([]);
    expect((await t.db.select({ n: count() }).from(hubspotCompanies))[0]!.n).toBe(0);
  });
});
