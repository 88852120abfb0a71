import { count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { dataErasures } from '../../../db/privacy-schema.ts';
import { quizSubmissions } from '../../../db/schema.ts';
import { websiteReadings, websiteWatches } from '../../../db/watch-schema.ts';
import { servicesOf } from '../../../functions/app.ts';
import { issueDeleteToken } from '../../../functions/privacy/delete-token.ts';
import { eraseSubmissions, sweepRetention } from '../../../functions/privacy/erase.ts';
import { dataExportSchema, dataSummarySchema } from '../../../functions/privacy/schema.ts';
import { readJson } from '../../helpers/read.ts';
import { rowsOf, setupErasures, submitLead, sum, type Lead, type TestApp } from '../privacy/erasure-helpers.ts';
import { insertReadings, insertWatch, reading } from './announce-rows.ts';

const DAY = 24 * 60 * 60 * 1000;
const SITE = 'https://archetypes.example.com';
const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of cleanup.splice(0)) await close();
});

async function setup() {
  const s = await setupErasures({ hubspot: false, env: { SITE_URL: SITE } });
  cleanup.push(s.close);
  return s;
}

/** A lead whose website is watched and was read three times: a first reading, a change, a failure. */
async function watchedLead(t: TestApp, email: string, since: number) {
  const lead = await submitLead(t, email);
  const watch = await insertWatch(t.db, lead.id, { since });
  const readings = await insertReadings(
    t.db,
    reading(watch.id, since + 30 * DAY),
    reading(watch.id, since + 60 * DAY, {
      archetype: 'The Sage',
      alignment: 'gap',
      headline: 'Understand what matters.',
      changes: [{ kind: 'archetype', from: 'The Hero', to: 'The Sage' }],
    }),
    reading(watch.id, since + 90 * DAY, {
      error: 'The site could not be reached.',
      archetype: null,
      subArchetype: null,
      confidence: null,
      runnerUp: null,
      palette: null,
      headline: null,
      primaryCta: null,
      passages: null,
      alignment: null,
      changes: null,
    }),
  );
  return { lead, watch, readings };
}

const watchRows = async (t: TestApp, submissionId: string) => {
  const watches = await t.db.select({ id: websiteWatches.id }).from(websiteWatches).where(eq(websiteWatches.submissionId, submissionId));
  const readings = watches.length
    ? ((await t.db.select({ n: count() }).from(websiteReadings).where(eq(websiteReadings.watchId, watches[0]!.id))) as [{ n: number }])[0].n
    : 0;
  return { watches: watches.length, readings };
};

/** The token of the lead's "Delete my data" link, as its report email carries it. */
const tokenFor = (t: TestApp, lead: Lead, now: number) => issueDeleteToken(servicesOf(t.app).secret, lead.id, now).token;

describe('The data export and the delete page', () => {
  it('the export holds the watch and every reading with every stored field, oldest first', async () => {
    const { t, clock } = await setup();
    const { lead, watch, readings } = await watchedLead(t, 'ana@example.com', clock.at - 100 * DAY);

    const res = await t.post('/api/privacy/export', { token: tokenFor(t, lead, clock.at) });
    expect(res.status).toBe(200);
    const { websiteWatch } = await readJson(res, dataExportSchema);
    expect(websiteWatch).toEqual({
      url: watch.url,
      historyUrl: `${SITE}/w/${watch.id}`,
      since: new Date(watch.since).toISOString(),
      state: 'active',
      endedAt: null,
      endReason: null,
      readings: readings.map(({ id: _id, watchId: _watch, readAt, ...stored }) => ({ readAt: new Date(readAt).toISOString(), ...stored })),
    });
  });

  it('the export says an ended watch ended, and why; a lead never watched has none', async () => {
    const { t, clock } = await setup();
    const { lead, watch } = await watchedLead(t, 'ben@example.com', clock.at - 100 * DAY);
    await t.db
      .update(websiteWatches)
      .set({ status: 'ended', endedAt: clock.at - DAY, endReason: 'unreachable' })
      .where(eq(websiteWatches.id, watch.id));
    const other = await submitLead(t, 'cara@example.com');

    const ended = await readJson(await t.post('/api/privacy/export', { token: tokenFor(t, lead, clock.at) }), dataExportSchema);
    expect(ended.websiteWatch).toMatchObject({ state: 'ended', endedAt: new Date(clock.at - DAY).toISOString(), endReason: 'unreachable' });
    const never = await readJson(await t.post('/api/privacy/export', { token: tokenFor(t, other, clock.at) }), dataExportSchema);
    expect(never.websiteWatch).toBeNull();
  });

  it('the delete page counts the readings of a watched website, and says nothing of a watch that never was', async () => {
    const { t, clock } = await setup();
    const { lead } = await watchedLead(t, 'dana@example.com', clock.at - 100 * DAY);
    const other = await submitLead(t, 'eli@example.com');

    const watched = await readJson(await t.post('/api/privacy/lookup', { token: tokenFor(t, lead, clock.at) }), dataSummarySchema);
    expect(watched.websiteReadings).toBe(3);
    const never = await readJson(await t.post('/api/privacy/lookup', { token: tokenFor(t, other, clock.at) }), dataSummarySchema);
    expect(never).not.toHaveProperty('websiteReadings');
  });
});

describe('Erasure and retention', () => {
  it('erasing a submission deletes its watch and readings, and the audit counts them', async () => {
    const { t, deps, clock } = await setup();
    const { lead } = await watchedLead(t, 'fay@example.com', clock.at - 100 * DAY);
    const kept = await watchedLead(t, 'gus@example.com', clock.at - 100 * DAY);
    const ownRows = sum(await rowsOf(t, lead.id));

    const report = await eraseSubmissions(deps, [lead.id], { trigger: 'self-service' });

    // The submission's own rows, the watch and its three readings.
    expect(report).toEqual({ submissions: 1, rows: ownRows + 1 + 3 });
    expect(await t.db.select({ rows: dataErasures.rows }).from(dataErasures)).toEqual([{ rows: ownRows + 4 }]);
    expect(await watchRows(t, lead.id)).toEqual({ watches: 0, readings: 0 });
    expect(await watchRows(t, kept.lead.id)).toEqual({ watches: 1, readings: 3 });
  });

  it('the retention sweep deletes an old submission with its watch and readings', async () => {
    const { t, deps, clock } = await setup();
    const { lead } = await watchedLead(t, 'hal@example.com', clock.at - 100 * DAY);
    await t.db
      .update(quizSubmissions)
      .set({ createdAt: new Date(clock.at - 31 * DAY) })
      .where(eq(quizSubmissions.id, lead.id));
    const rows = sum(await rowsOf(t, lead.id));

    expect(await sweepRetention(deps, 30)).toEqual({ submissions: 1, rows: rows + 4 });
    expect(await watchRows(t, lead.id)).toEqual({ watches: 0, readings: 0 });
    expect(await t.db.select({ n: count() }).from(websiteReadings)).toEqual([{ n: 0 }]);
  });
});
