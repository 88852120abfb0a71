import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { websiteWatches } from '../../../db/watch-schema.ts';
import { servicesOf } from '../../../functions/app.ts';
import { INVALID_STOP_LINK, NO_ANALYSIS } from '../../../functions/watch/handlers.ts';
import { WATCH_NOT_FOUND } from '../../../functions/watch/queries.ts';
import { createdWatchSchema, stoppedSchema, watchSettingsSchema } from '../../../functions/watch/schema.ts';
import { stopToken } from '../../../functions/watch/stop-token.ts';
import { readError, readJson } from '../../helpers/read.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import { seedResult, testClock, withWebsite, type Result } from '../teams/helpers.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let secret: string;
const clock = testClock();
beforeAll(async () => {
  t = await createTestApp({ SITE_URL: 'https://archetypes.example.com', WATCH_INTERVAL_DAYS: '30' }, { now: clock.now });
  secret = servicesOf(t.app).secret;
});
afterAll(() => t.close());

let clients = 0;
const ip = () => `10.20.${++clients & 255}.1`;

const watch = (r: Pick<Result, 'id'>, token: string | null, body: unknown = { consent: true }, client = ip()) =>
  t.post(`/api/submissions/${r.id}/watch`, body, { ...(token ? { authorization: `Bearer ${token}` } : {}), 'x-test-client': client });

const stop = (watchId: string, init: { token?: string; form?: boolean } = {}) =>
  t.app.request(
    `/api/watches/${encodeURIComponent(watchId)}/stop${init.token !== undefined ? `?token=${encodeURIComponent(init.token)}` : ''}`,
    init.form
      ? { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' }
      : { method: 'POST' },
    { clientAddress: ip() },
  );

/** A stored result with a website and its company analysis, watching it. */
async function watching() {
  const result = await seedResult(t, 'The Sage');
  await withWebsite(t, result, 'https://acme.example/');
  const res = await watch(result, result.accessToken);
  expect(res.status).toBe(201);
  return { result, ...(await readJson(res, createdWatchSchema)) };
}

const statusOf = async (watchId: string) =>
  (await t.db.select({ status: websiteWatches.status }).from(websiteWatches).where(eq(websiteWatches.id, watchId)))[0]?.status;

describe('POST /api/submissions/{id}/watch', () => {
  it('starts watching the website of a result with a company analysis: the history page and the next reading', async () => {
    const { watchId, url, nextReadingAt, intervalDays } = await watching();
    expect(watchId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(url).toBe(`/w/${watchId}`);
    expect(intervalDays).toBe(30);
    expect(Date.parse(nextReadingAt)).toBeGreaterThan(clock.now());
    const [row] = await t.db.select().from(websiteWatches).where(eq(websiteWatches.id, watchId));
    expect(row).toMatchObject({ url: 'https://acme.example/', host: 'acme.example', consentAt: clock.now(), status: 'pending' });
  });

  it('answers a second opt-in with the same watch (200)', async () => {
    const { result, watchId } = await watching();
    const again = await watch(result, result.accessToken);
    expect(again.status).toBe(200);
    expect(await readJson(again, createdWatchSchema)).toMatchObject({ watchId, url: `/w/${watchId}` });
    expect(await t.db.select().from(websiteWatches).where(eq(websiteWatches.submissionId, result.id))).toHaveLength(1);
  });

  it('needs the submission secret: none is 401, a wrong one or an unknown submission the same 404', async () => {
    const result = await seedResult(t);
    await withWebsite(t, result);
    expect((await watch(result, null)).status).toBe(401);
    const wrong = await watch(result, crypto.randomUUID());
    expect(wrong.status).toBe(404);
    expect(await readError(wrong)).toMatchObject({ code: 'not_found' });
    expect((await watch({ id: 'no-such-submission' }, result.accessToken)).status).toBe(404);
  });

  it('needs consent: true', async () => {
    const result = await seedResult(t);
    await withWebsite(t, result);
    for (const body of [{}, { consent: false }, { consent: 'yes' }]) {
      const res = await watch(result, result.accessToken, body);
      expect(res.status).toBe(400);
      expect(await readError(res)).toMatchObject({ code: 'invalid_request' });
    }
    expect(await t.db.select().from(websiteWatches).where(eq(websiteWatches.submissionId, result.id))).toEqual([]);
  });

  it('refuses a result without a company analysis or website (409) with a clear message', async () => {
    const noWebsite = await seedResult(t);
    const notAnalysed = await seedResult(t);
    await withWebsite(t, notAnalysed, 'https://acme.example/', null);
    for (const result of [noWebsite, notAnalysed]) {
      const res = await watch(result, result.accessToken);
      expect(res.status).toBe(409);
      expect(await readError(res)).toMatchObject({ code: 'conflict', error: NO_ANALYSIS });
    }
  });

  it('counts opt-ins per client', async () => {
    const result = await seedResult(t);
    await withWebsite(t, result);
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await watch(result, result.accessToken, { consent: true }, '10.99.0.1')).status);
    expect(statuses.slice(0, 10).every((s) => s === 200 || s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('GET /api/watches/settings', () => {
  it('states the interval the consent line names (WATCH_INTERVAL_DAYS)', async () => {
    const res = await t.app.request('/api/watches/settings', {}, { clientAddress: ip() });
    expect(res.status).toBe(200);
    expect(await readJson(res, watchSettingsSchema)).toEqual({ intervalDays: 30 });
  });
});

describe('POST /api/watches/{watchId}/stop', () => {
  it('ends the watch by its id (the key), and answers the same when asked again', async () => {
    const { watchId } = await watching();
    const res = await stop(watchId);
    expect(res.status).toBe(200);
    expect(await readJson(res, stoppedSchema)).toEqual({ watchId, ended: true });
    expect(await statusOf(watchId)).toBe('ended');
    expect((await stop(watchId)).status).toBe(200);
  });

  it("ends it from the email's signed link, including the RFC 8058 one-click form POST", async () => {
    const first = await watching();
    expect((await stop(first.watchId, { token: stopToken(secret, first.watchId) })).status).toBe(200);
    expect(await statusOf(first.watchId)).toBe('ended');
    const second = await watching();
    const oneClick = await stop(second.watchId, { token: stopToken(secret, second.watchId), form: true });
    expect(oneClick.status).toBe(200);
    expect(await statusOf(second.watchId)).toBe('ended');
  });

  it("refuses a bad token (403) and another watch's token, and stops nothing", async () => {
    const { watchId } = await watching();
    const other = await watching();
    for (const token of ['nope', 'A'.repeat(43), stopToken(secret, other.watchId), stopToken('another-secret-of-32-characters!!', watchId)]) {
      const res = await stop(watchId, { token, form: true });
      expect(res.status).toBe(403);
      expect(await readError(res)).toMatchObject({ code: 'forbidden', error: INVALID_STOP_LINK });
    }
    expect(await statusOf(watchId)).toBe('pending');
  });

  it('answers an unknown or ill-formed id with the same 404', async () => {
    for (const id of ['A'.repeat(22), 'short', 'x'.repeat(300), '../etc']) {
      const res = await stop(id);
      expect(res.status).toBe(404);
      expect(await readError(res)).toMatchObject({ code: 'not_found', error: WATCH_NOT_FOUND });
    }
  });
});
