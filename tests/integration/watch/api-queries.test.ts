import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { websiteReadings, websiteWatches } from '../../../db/watch-schema.ts';
import { watchedSites, watchHistoryForSubmission, watchView } from '../../../functions/watch/queries.ts';
import { createWatch, stopWatch } from '../../../functions/watch/service.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import { seedResult, withWebsite } from '../teams/helpers.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => (t = await createTestApp()));
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const START = Date.parse('2026-01-05T09:00:00Z');

/** A watched result (primary The Sage) with a first reading and a drifted one. */
async function watchedWithReadings() {
  const result = await seedResult(t, 'The Sage');
  await withWebsite(t, result, 'https://drift.example/');
  const { id } = await createWatch(t.db, {
    submissionId: result.id,
    url: 'https://drift.example/',
    consentAt: START,
    now: START,
    intervalMs: 30 * DAY,
  });
  const reading = { watchId: id, subArchetype: 'Warrior', confidence: 0.8, runnerUp: null, palette: [], primaryCta: null, passages: [] };
  await t.db.insert(websiteReadings).values([
    {
      ...reading,
      id: crypto.randomUUID(),
      readAt: START + 30 * DAY,
      archetype: 'The Sage',
      headline: 'Know more',
      alignment: 'aligned',
      changes: [],
    },
    {
      ...reading,
      id: crypto.randomUUID(),
      readAt: START + 60 * DAY,
      archetype: 'The Hero',
      headline: 'Win more',
      alignment: 'gap',
      changes: [
        { kind: 'archetype', from: 'The Sage', to: 'The Hero' },
        { kind: 'headline', from: 'Know more', to: 'Win more' },
      ],
    },
    { watchId: id, id: crypto.randomUUID(), readAt: START + 61 * DAY, error: 'The website could not be reached.' },
  ]);
  await t.db
    .update(websiteWatches)
    .set({ lastChangeAt: START + 60 * DAY, lastReadingAt: START + 61 * DAY })
    .where(eq(websiteWatches.id, id));
  return { result, id };
}

describe('the watch read side', () => {
  it("watchView: the site, the visitor's primary and the readings newest first with their changes", async () => {
    const { id, result } = await watchedWithReadings();
    const view = await watchView(t.db, id);
    expect(view).toMatchObject({ id, host: 'drift.example', primary: 'The Sage', since: START, state: 'active', submissionId: result.id });
    expect(view!.nextReadingAt).toBeGreaterThan(START);
    expect(view!.readings.map((r) => r.error ?? r.archetype)).toEqual(['The website could not be reached.', 'The Hero', 'The Sage']);
    expect(view!.readings[1]!.changes).toEqual([
      { kind: 'archetype', from: 'The Sage', to: 'The Hero' },
      { kind: 'headline', from: 'Know more', to: 'Win more' },
    ]);
    expect(await watchHistoryForSubmission(t.db, result.id)).toEqual(view);
  });

  it('watchView: null for an unknown or ill-formed id; an ended watch has no next reading', async () => {
    expect(await watchView(t.db, 'A'.repeat(22))).toBeNull();
    expect(await watchView(t.db, "x' or 1=1 --")).toBeNull();
    const { id } = await watchedWithReadings();
    await stopWatch(t.db, id, START + 62 * DAY);
    expect(await watchView(t.db, id)).toMatchObject({ state: 'ended', endReason: 'stopped', endedAt: START + 62 * DAY, nextReadingAt: null });
  });

  it('watchedSites: each watched site with its company, readings and last change', async () => {
    const { id } = await watchedWithReadings();
    const { sites, total } = await watchedSites(t.db, 1);
    expect(total).toBeGreaterThanOrEqual(1);
    expect(sites.find((s) => s.id === id)).toMatchObject({
      host: 'drift.example',
      url: 'https://drift.example/',
      company: null,
      since: START,
      readings: 3,
      lastChangeAt: START + 60 * DAY,
      lastChange: ['archetype', 'headline'],
      state: 'active',
    });
  });
});
