import { count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { hubspotSync } from '../../db/hubspot-schema.ts';
import { quizSubmissions } from '../../db/schema.ts';
import { servicesOf } from '../../functions/app.ts';
import { createHubspotClient, type HubspotClient } from '../../functions/hubspot/client.ts';
import { createdSubmissionSchema } from '../../functions/submissions/schema.ts';
import { PRIVACY_NOTICE_VERSION } from '../../src/domain/privacy/notice.ts';
import { fullAnswersFor } from '../helpers/answers.ts';
import { readError, readJson } from '../helpers/read.ts';
import { startRecordingServer, type RecordedRequest } from '../helpers/recording-server.ts';
import { createTestApp } from '../helpers/test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type UpsertBody = { inputs: { id: string; properties: Record<string, string> }[] };
const cleanup: (() => unknown)[] = [];
afterEach(async () => {
  for (const c of cleanup.splice(0).reverse()) await c();
});

const TOKEN = 'pat-na1-test-token';
const HOUR = 60 * 60 * 1000;
let clock = Date.parse('2025-01-15T10:00:00Z');
const now = () => clock;

/**
 * The app wired to a loopback "HubSpot" that records requests. The client's timeout is its own (10 s), ample for a
 * loopback server on a busy machine; only a test whose HubSpot never answers shortens it, as nothing else can end that call.
 */
async function setup({ withToken = true, wrap = (c: HubspotClient) => c, timeoutMs = undefined as number | undefined } = {}) {
  const hubspot = await startRecordingServer();
  const env: Record<string, string> = withToken ? { HUBSPOT_TOKEN: TOKEN, HUBSPOT_BASE_URL: hubspot.url } : { HUBSPOT_BASE_URL: hubspot.url };
  const t: TestApp = await createTestApp(
    { ...env, SUBMISSION_RATE_LIMIT_MAX: '0' },
    {
      now,
      random: () => 0.5,
      ...(withToken
        ? { hubspotClient: wrap(createHubspotClient({ token: TOKEN, baseUrl: hubspot.url, ...(timeoutMs ? { timeoutMs } : {}), now })) }
        : {}),
    },
  );
  cleanup.push(
    () => hubspot.close(),
    async () => {
      await servicesOf(t.app).hubspot.idle();
      t.close();
    },
  );
  return { t, hubspot, sync: servicesOf(t.app).hubspot };
}

const lead = {
  email: 'Owner@Acme.example',
  company: 'Acme Outfitters',
  companyUrl: 'https://acme.example',
  answers: fullAnswersFor('The Hero'),
  consent: { noticeVersion: PRIVACY_NOTICE_VERSION },
};

async function submit(t: TestApp, overrides: Record<string, unknown> = {}) {
  const res = await t.post('/api/submissions', { ...lead, ...overrides });
  return { status: res.status, body: await readJson(res, createdSubmissionSchema) };
}

const syncRow = (t: TestApp, id: string) => t.db.query.hubspotSync.findFirst({ where: eq(hubspotSync.submissionId, id) });
const inputsOf = (request: RecordedRequest) => (request.body as UpsertBody).inputs;

describe('HubSpot contact sync', () => {
  it('upserts the contact by email with the lead fields and the bearer token', async () => {
    const { t, hubspot, sync } = await setup();
    const { status, body } = await submit(t);
    expect(status).toBe(201);
    await sync.idle();

    expect(hubspot.requests).toHaveLength(1);
    const [request] = hubspot.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/crm/v3/objects/contacts/batch/upsert' });
    expect(request!.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(request!.body).toEqual({
      inputs: [
        {
          idProperty: 'email',
          id: 'owner@acme.example',
          properties: {
            email: 'owner@acme.example',
            company: 'Acme Outfitters',
            website: 'https://acme.example/',
            primary_archetype: 'The Hero',
            secondary_archetype: body.results.subArchetype,
          },
        },
      ],
    });
    expect(await syncRow(t, body.id)).toMatchObject({ status: 'synced', attempts: 1, lastError: null });
  });

  it('sends nothing for a lead without consent on record, and leaves its answers out of the contact', async () => {
    const { t, hubspot, sync } = await setup();
    const { status, body } = await submit(t, { consent: undefined });
    expect(status).toBe(201);
    await sync.idle();
    expect(hubspot.requests).toHaveLength(0);
    expect(await syncRow(t, body.id)).toBeUndefined();

    // A sync requested anyway (e.g. by a later step) fails for good, saying why, and sends nothing.
    await sync.request(body.id);
    await sync.idle();
    expect(hubspot.requests).toHaveLength(0);
    expect(await syncRow(t, body.id)).toMatchObject({ status: 'failed', lastError: expect.stringContaining('No consent on record') });

    // The same person later consents: the contact carries only the consented submission's answers.
    const consented = await submit(t, { answers: fullAnswersFor('The Sage') });
    await sync.idle();
    expect(hubspot.requests).toHaveLength(1);
    expect(inputsOf(hubspot.requests[0]!)[0]!.properties).toMatchObject({ primary_archetype: 'The Sage' });
    expect(await syncRow(t, consented.body.id)).toMatchObject({ status: 'synced' });
  });

  it('refuses a consent naming a privacy notice the server does not know', async () => {
    const { t, hubspot } = await setup();
    const res = await t.post('/api/submissions', { ...lead, consent: { noticeVersion: '1999-01-01' } });
    expect(res.status).toBe(400);
    expect(await readError(res)).toMatchObject({ code: 'invalid_request', error: expect.stringContaining('privacy notice is out of date') });
    expect(hubspot.requests).toHaveLength(0);
  });

  it('adds the company archetype once the website analysis has stored it', async () => {
    const { t, hubspot, sync } = await setup();
    const { body } = await submit(t);
    await sync.idle();
    await t.db.update(quizSubmissions).set({ companyArchetype: 'The Sage', companyArchetypeConfidence: 0.8 }).where(eq(quizSubmissions.id, body.id));
    await sync.request(body.id);
    await sync.idle();

    // The company itself is another job (tests/integration/hubspot-companies.test.ts); here only the contact counts.
    const upserts = hubspot.requests.filter((r) => r.path.endsWith('/contacts/batch/upsert'));
    expect(upserts).toHaveLength(2);
    expect(inputsOf(upserts[1]!)[0]!.properties).toMatchObject({
      company_archetype: 'The Sage',
      primary_archetype: 'The Hero',
      archetype_alignment: 'gap',
    });
    expect(await syncRow(t, body.id)).toMatchObject({ status: 'synced', version: 2 });
  });

  it.each([
    ['answers 500', 'error', /HubSpot answered 500/],
    ['does not answer', 'hang', /timeout|abort/i],
  ] as const)('when HubSpot %s, the visitor still gets 201 and the submission; the failure is recorded and retried', async (_, behaviour, error) => {
    const { t, hubspot, sync } = await setup({ timeoutMs: behaviour === 'hang' ? 300 : undefined });
    hubspot.behaviour = behaviour;
    const { status, body } = await submit(t);
    expect(status).toBe(201);
    expect(body).toMatchObject({ id: expect.any(String), accessToken: expect.any(String), results: { primary: 'The Hero' } });
    await sync.idle();

    expect(await t.db.query.quizSubmissions.findFirst({ where: eq(quizSubmissions.id, body.id) })).toMatchObject({ email: 'owner@acme.example' });
    const pending = await syncRow(t, body.id);
    expect(pending).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.stringMatching(error) });
    expect(t.logger.lines.some((l) => l.startsWith('HubSpot sync failed; will retry'))).toBe(true);

    hubspot.behaviour = 'ok';
    clock = pending!.nextAttemptAt.getTime();
    await sync.kick();
    expect(await syncRow(t, body.id)).toMatchObject({ status: 'synced', attempts: 2, lastError: null });
  });

  it('keeps retrying while HubSpot fails, and only after OUTBOX_GIVE_UP_HOURS marks the sync failed with its last error', async () => {
    const { t, hubspot, sync } = await setup();
    hubspot.behaviour = 'error';
    const { body } = await submit(t);
    await sync.idle();
    const queuedAt = (await syncRow(t, body.id))!.queuedAt!.getTime();
    let row = await syncRow(t, body.id);
    while (row!.status === 'pending') {
      clock = Math.max(clock + 1000, row!.nextAttemptAt.getTime());
      await sync.kick();
      row = await syncRow(t, body.id);
    }
    expect(row).toMatchObject({ status: 'failed', lastError: expect.stringContaining('HubSpot answered 500') });
    expect(clock - queuedAt).toBeGreaterThanOrEqual(48 * HOUR);
    expect(row!.attempts).toBe(hubspot.requests.length);
    expect(row!.attempts).toBeGreaterThan(100);
  });

  it('waits as long as a 429 asks (Retry-After in seconds or as a date) before calling HubSpot again', async () => {
    const { t, hubspot, sync } = await setup();
    hubspot.respond = () => ({ status: 429, headers: { 'retry-after': '30' }, body: { status: 'error', category: 'RATE_LIMITS' } });
    const { body } = await submit(t);
    await sync.idle();
    expect((await syncRow(t, body.id))!.nextAttemptAt.getTime()).toBe(clock + 30_000);

    // Nothing is sent to HubSpot before then, not even for a new lead.
    clock += 29_000;
    const second = await submit(t, { email: 'second@acme.example' });
    await sync.idle();
    expect(hubspot.requests).toHaveLength(1);
    expect((await syncRow(t, second.body.id))!.attempts).toBe(0);

    const retryAt = new Date(clock + 61_000).toUTCString();
    hubspot.respond = () => ({ status: 429, headers: { 'retry-after': retryAt } });
    clock += 1000;
    await sync.kick();
    expect(hubspot.requests).toHaveLength(2);
    expect((await syncRow(t, body.id))!.nextAttemptAt.getTime()).toBe(Date.parse(retryAt));

    hubspot.respond = undefined;
    clock = Date.parse(retryAt);
    await sync.kick();
    expect(
      inputsOf(hubspot.requests[2]!)
        .map((i) => i.id)
        .sort(),
    ).toEqual(['owner@acme.example', 'second@acme.example']);
    expect((await syncRow(t, second.body.id))!.status).toBe('synced');
  });

  it('fails only the contact HubSpot refuses (400): its batch is split until the contact at fault is alone', async () => {
    const { t, hubspot, sync } = await setup();
    hubspot.behaviour = 'error';
    const ids: Record<string, string> = {};
    for (const email of ['a@ok.example', 'b@ok.example', 'not-valid@bad.example', 'd@ok.example', 'e@ok.example']) {
      ids[email] = (await submit(t, { email })).body.id;
      await sync.idle();
    }
    // HubSpot is back, but refuses any batch naming the bad address.
    hubspot.behaviour = 'ok';
    hubspot.respond = (request) =>
      inputsOf(request).some((i) => i.id.endsWith('@bad.example'))
        ? { status: 400, body: { status: 'error', category: 'VALIDATION_ERROR' } }
        : undefined;
    const before = hubspot.requests.length;
    clock += HOUR;
    await sync.kick();

    const batches = hubspot.requests.slice(before).map((r) => inputsOf(r).map((i) => i.id));
    expect(batches[0]).toHaveLength(5);
    expect(
      batches
        .filter((b) => !b.includes('not-valid@bad.example'))
        .flat()
        .sort(),
    ).toEqual(['a@ok.example', 'b@ok.example', 'd@ok.example', 'e@ok.example']);
    expect(await syncRow(t, ids['not-valid@bad.example']!)).toMatchObject({
      status: 'failed',
      lastError: expect.stringContaining('HubSpot answered 400'),
    });
    for (const email of ['a@ok.example', 'b@ok.example', 'd@ok.example', 'e@ok.example'])
      expect((await syncRow(t, ids[email]!))!.status).toBe('synced');
  });

  it('drains a backlog in batches of at most 100 contacts, at most 2 requests at a time, each email once per batch with its newest answers', async () => {
    let inFlight = 0;
    let mostInFlight = 0;
    const { t, hubspot, sync } = await setup({
      wrap: (client) => ({
        ...client,
        async upsertContacts(contacts) {
          mostInFlight = Math.max(mostInFlight, ++inFlight);
          try {
            await client.upsertContacts(contacts);
          } finally {
            inFlight--;
          }
        },
      }),
    });
    hubspot.behaviour = 'error';
    for (let i = 0; i < 250; i++) await submit(t, { email: `lead${i}@example.com` });
    // The same person again, with other answers: one contact, carrying the newer ones.
    clock += 1000;
    await submit(t, { email: 'lead7@example.com', answers: fullAnswersFor('The Sage') });
    await sync.idle();

    hubspot.behaviour = 'ok';
    const before = hubspot.requests.length;
    clock += HOUR;
    await sync.kick();
    const batches = hubspot.requests.slice(before).map(inputsOf);
    expect(batches.every((b) => b.length <= 100 && new Set(b.map((i) => i.id)).size === b.length)).toBe(true);
    expect(new Set(batches.flat().map((i) => i.id))).toEqual(new Set(Array.from({ length: 250 }, (_, i) => `lead${i}@example.com`)));
    // Both of lead7's syncs send the person's newest answers, whichever batch each landed in.
    expect(
      batches
        .flat()
        .filter((i) => i.id === 'lead7@example.com')
        .map((i) => i.properties.primary_archetype),
    ).toContain('The Sage');
    expect(
      batches
        .flat()
        .filter((i) => i.id === 'lead7@example.com')
        .every((i) => i.properties.primary_archetype === 'The Sage'),
    ).toBe(true);
    expect(mostInFlight).toBeLessThanOrEqual(2);
    expect((await t.db.select({ n: count() }).from(hubspotSync).where(eq(hubspotSync.status, 'synced')))[0]!.n).toBe(251);
  });

  it('without a token sends nothing, records nothing and fails nothing', async () => {
    const { t, hubspot, sync } = await setup({ withToken: false });
    const { status } = await submit(t);
    expect(status).toBe(201);
    await sync.idle();
    await sync.kick();
    expect(sync.enabled).toBe(false);
    expect(hubspot.requests).toHaveLength(0);
    expect((await t.db.select({ n: count() }).from(hubspotSync))[0]!.n).toBe(0);
  });

  it('a deleted submission takes its pending sync with it', async () => {
    const { t, hubspot, sync } = await setup();
    hubspot.behaviour = 'error';
    const { body } = await submit(t);
    await sync.idle();
    await t.db.delete(quizSubmissions).where(eq(quizSubmissions.id, body.id));
    expect(await syncRow(t, body.id)).toBeUndefined();
  });
});
