import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { quizSubmissions } from '../../../db/schema.ts';
import { servicesOf } from '../../../functions/app.ts';
import { createdSubmissionSchema } from '../../../functions/submissions/schema.ts';
import { announceWatchChange } from '../../../functions/watch/announce.ts';
import type { WatchChange } from '../../../src/domain/watch/types.ts';
import { PRIVACY_NOTICE_VERSION } from '../../../src/domain/privacy/notice.ts';
import { fullAnswersFor } from '../../helpers/answers.ts';
import { startHubspotStandIn } from '../../helpers/hubspot-stand-in.ts';
import { readJson } from '../../helpers/read.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import { addEndpoint, eventsAbout, SITE, type TestApp } from '../webhooks/events-helpers.ts';
import { insertReadings, insertWatch, reading } from './announce-rows.ts';

const TOKEN = 'pat-na1-watch-test';
const DAY = 24 * 60 * 60 * 1000;
const cleanup: (() => unknown)[] = [];
afterEach(async () => {
  for (const c of cleanup.splice(0).reverse()) await c();
});

async function setup() {
  const hubspot = await startHubspotStandIn(TOKEN);
  const t: TestApp = await createTestApp({ SITE_URL: SITE, HUBSPOT_TOKEN: TOKEN, HUBSPOT_BASE_URL: hubspot.url, SUBMISSION_RATE_LIMIT_MAX: '0' });
  const deps = servicesOf(t.app);
  const settle = async () => {
    await deps.webhooks.idle();
    await deps.hubspot.idle();
    await deps.hubspotCompanies.idle();
  };
  cleanup.push(
    () => hubspot.close(),
    async () => {
      await settle();
      t.close();
    },
  );
  return { t, hubspot, deps, settle, endpoint: await addEndpoint(t) };
}

/**
 * A Hero visitor whose company site was analysed as a Hero one, then watched and read once (Hero again); consent
 * as given. `change` is the next reading, Sage; the engine stores it (storeCurrent) before it announces it.
 */
async function watchedLead(t: TestApp, { email = 'owner@acme.example', consent = true } = {}) {
  const res = await t.post('/api/submissions', {
    email,
    company: 'Acme Outfitters',
    companyUrl: 'https://acme.example',
    answers: fullAnswersFor('The Hero'),
    ...(consent ? { consent: { noticeVersion: PRIVACY_NOTICE_VERSION } } : {}),
  });
  expect(res.status).toBe(201);
  const { id } = await readJson(res, createdSubmissionSchema);
  await t.db
    .update(quizSubmissions)
    .set({
      companyArchetype: 'The Hero',
      companyArchetypeConfidence: 0.72,
      companyAnalysis: { archetype: 'The Hero', confidence: 0.72, reasoning: 'Bold copy.', keyIndicators: ['win'] },
    })
    .where(eq(quizSubmissions.id, id));
  const watch = await insertWatch(t.db, id);
  const previous = reading(watch.id, watch.since + 30 * DAY);
  const changes: WatchChange[] = [
    { kind: 'archetype', from: 'The Hero', to: 'The Sage' },
    { kind: 'alignment', from: 'aligned', to: 'gap' },
    { kind: 'headline', from: 'Win the day.', to: 'Understand what matters.' },
  ];
  const current = reading(watch.id, watch.since + 60 * DAY, {
    archetype: 'The Sage',
    subArchetype: 'Scholar',
    confidence: 0.81,
    runnerUp: 'The Hero',
    headline: 'Understand what matters.',
    alignment: 'gap',
    changes,
  });
  await insertReadings(t.db, previous);
  return { id, email, watch, change: { watchId: watch.id, submissionId: id, url: watch.url, previous, current, changes } };
}

const storeCurrent = (t: TestApp, lead: Awaited<ReturnType<typeof watchedLead>>) => insertReadings(t.db, lead.change.current);

describe('announceWatchChange', () => {
  it('queues one website.changed delivery whose body is the documented contract', async () => {
    const { t, deps, endpoint } = await setup();
    const lead = await watchedLead(t);
    await storeCurrent(t, lead);
    await announceWatchChange(deps, lead.change);

    const [event, ...more] = await eventsAbout(t, endpoint, 'website.changed', lead.id);
    expect(more).toEqual([]);
    expect(event!.payload.data).toEqual({
      submission: expect.objectContaining({ id: lead.id, primary: 'The Hero', consent: true, email: lead.email, website: 'https://acme.example/' }),
      url: 'https://acme.example/',
      previous: {
        archetype: 'The Hero',
        subArchetype: 'Champion',
        confidence: 0.72,
        runnerUp: 'The Ruler',
        headline: 'Win the day.',
        readAt: new Date(lead.change.previous.readAt).toISOString(),
      },
      current: {
        archetype: 'The Sage',
        subArchetype: 'Scholar',
        confidence: 0.81,
        runnerUp: 'The Hero',
        headline: 'Understand what matters.',
        readAt: new Date(lead.change.current.readAt).toISOString(),
      },
      changes: lead.change.changes,
      alignment: 'gap',
    });
    // The watch id is the key of the visitor's private page: it never leaves in an event.
    expect(event!.body).not.toContain(lead.watch.id);
  });

  it("updates the HubSpot contact's company_archetype and alignment from the newest reading", async () => {
    const { t, hubspot, deps, settle } = await setup();
    const lead = await watchedLead(t);
    await deps.hubspot.request(lead.id);
    await settle();
    expect(hubspot.contactOf(lead.email)?.properties).toMatchObject({ company_archetype: 'The Hero', archetype_alignment: 'aligned' });

    await storeCurrent(t, lead);
    await announceWatchChange(deps, lead.change);
    await settle();
    expect(hubspot.contactOf(lead.email)?.properties).toMatchObject({
      primary_archetype: 'The Hero',
      company_archetype: 'The Sage',
      archetype_alignment: 'gap',
    });
    const [company] = hubspot.companiesOf(lead.email);
    expect(company?.properties).toMatchObject({ domain: 'acme.example', company_archetype: 'The Sage', company_archetype_confidence: '81' });
  });

  it('a failed reading newer than the good one does not change what HubSpot is told', async () => {
    const { t, hubspot, deps, settle } = await setup();
    const lead = await watchedLead(t);
    await storeCurrent(t, lead);
    await insertReadings(
      t.db,
      reading(lead.watch.id, lead.change.current.readAt + 30 * DAY, { error: 'The site could not be reached.', archetype: null }),
    );
    await announceWatchChange(deps, lead.change);
    await settle();
    expect(hubspot.contactOf(lead.email)?.properties).toMatchObject({ company_archetype: 'The Sage' });
  });

  it('sends nothing to HubSpot without consent on record, and the event carries no email', async () => {
    const { t, hubspot, deps, endpoint, settle } = await setup();
    const lead = await watchedLead(t, { email: 'quiet@acme.example', consent: false });
    await storeCurrent(t, lead);
    await announceWatchChange(deps, lead.change);
    await settle();
    expect(hubspot.requests).toEqual([]);
    const [event] = await eventsAbout(t, endpoint, 'website.changed', lead.id);
    expect(event!.payload.data.submission).toMatchObject({ consent: false });
    expect(event!.body).not.toContain('quiet@acme.example');
  });

  it('announces nothing, and does not throw, once the submission is gone', async () => {
    const { t, hubspot, deps, endpoint, settle } = await setup();
    const lead = await watchedLead(t);
    await settle();
    const before = hubspot.requests.length;
    await t.db.delete(quizSubmissions).where(eq(quizSubmissions.id, lead.id));
    await expect(announceWatchChange(deps, lead.change)).resolves.toBeUndefined();
    await settle();
    expect(await eventsAbout(t, endpoint, 'website.changed', lead.id)).toEqual([]);
    expect(hubspot.requests).toHaveLength(before);
  });
});
