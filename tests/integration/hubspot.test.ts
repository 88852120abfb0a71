import { count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { hubspotSync } from '../../db/hubspot-schema.ts';
import { quizSubmissions } from '../../db/schema.ts';
import { servicesOf } from '../../functions/app.ts';
import { createHubspotClient } from '../../functions/hubspot/client.ts';
import { fullAnswersFor } from '../helpers/answers.ts';
import { startRecordingServer } from '../helpers/recording-server.ts';
import { createTestApp } from '../helpers/test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
const cleanup: (() => unknown)[] = [];
afterEach(async () => {
  for (const c of cleanup.splice(0).reverse()) await c();
});

const TOKEN = 'pat-na1-test-token';
let clock = Date.parse('2025-01-15T10:00:00Z');
const now = () => clock;

/** The app wired to a loopback "HubSpot" that records requests; HubSpot gives up after 300 ms here. */
async function setup(withToken = true) {
  const hubspot = await startRecordingServer();
  const env: Record<string, string> = withToken ? { HUBSPOT_TOKEN: TOKEN, HUBSPOT_BASE_URL: hubspot.url } : { HUBSPOT_BASE_URL: hubspot.url };
  const t: TestApp = await createTestApp(env, {
    now,
    ...(withToken ? { hubspotClient: createHubspotClient({ token: TOKEN, baseUrl: hubspot.url, timeoutMs: 300 }) } : {}),
  });
  cleanup.push(() => hubspot.close(), async () => {
    await servicesOf(t.app).hubspot.idle();
    t.close();
  });
  return { t, hubspot, sync: servicesOf(t.app).hubspot };
}

const lead = {
  email: 'Owner@Acme.example',
  company: 'Acme Outfitters',
  companyUrl: 'https://acme.example',
  answers: fullAnswersFor('The Hero'),
};

async function submit(t: TestApp) {
  const res = await t.post('/api/submissions', lead);
  const body = await res.json();
  return { status: res.status, body };
}

const syncRow = (t: TestApp, id: string) => t.db.query.hubspotSync.findFirst({ where: eq(hubspotSync.submissionId, id) });

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

  it('adds the company archetype once the website analysis has stored it', async () => {
    const { t, hubspot, sync } = await setup();
    const { body } = await submit(t);
    await sync.idle();
    await t.db.update(quizSubmissions).set({ companyArchetype: 'The Sage', companyArchetypeConfidence: 0.8 }).where(eq(quizSubmissions.id, body.id));
    await sync.request(body.id);
    await sync.idle();

    expect(hubspot.requests).toHaveLength(2);
    expect((hubspot.requests[1]!.body as { inputs: { properties: Record<string, string> }[] }).inputs[0]!.properties).toMatchObject({
      company_archetype: 'The Sage',
      primary_archetype: 'The Hero',
    });
    expect(await syncRow(t, body.id)).toMatchObject({ status: 'synced', version: 2 });
  });

  it.each([
    ['answers 500', 'error', /HubSpot answered 500/],
    ['does not answer', 'hang', /timeout|abort/i],
  ] as const)('when HubSpot %s, the visitor still gets 201 and the submission; the failure is recorded and retried', async (_, behaviour, error) => {
    const { t, hubspot, sync } = await setup();
    hubspot.behaviour = behaviour;
    const { status, body } = await submit(t);
    expect(status).toBe(201);
    expect(body).toMatchObject({ id: expect.any(String), accessToken: expect.any(String), results: { primary: 'The Hero' } });
    await sync.idle();

    expect(await t.db.query.quizSubmissions.findFirst({ where: eq(quizSubmissions.id, body.id) })).toMatchObject({ email: 'owner@acme.example' });
    expect(await syncRow(t, body.id)).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.stringMatching(error) });
    expect(t.logger.lines.some((l) => l.startsWith('HubSpot sync failed; will retry'))).toBe(true);

    hubspot.behaviour = 'ok';
    clock += 1000;
    await sync.kick();
    expect(await syncRow(t, body.id)).toMatchObject({ status: 'synced', attempts: 2, lastError: null });
  });

  it('gives up after 3 retries (4 attempts) and marks the sync failed', async () => {
    const { t, hubspot, sync } = await setup();
    hubspot.behaviour = 'error';
    const { body } = await submit(t);
    await sync.idle();
    for (let i = 0; i < 5; i++) {
      clock += 30_000;
      await sync.kick();
    }
    expect(hubspot.requests).toHaveLength(4);
    expect(await syncRow(t, body.id)).toMatchObject({ status: 'failed', attempts: 4 });
  });

  it('without a token sends nothing, records nothing and fails nothing', async () => {
    const { t, hubspot, sync } = await setup(false);
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
