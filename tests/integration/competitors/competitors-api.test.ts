import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitorAnalyses } from '../../../db/competitor-schema.ts';
import { quizSubmissions } from '../../../db/schema.ts';
import { competitorListSchema, competitorResponseSchema, removedSchema } from '../../../functions/competitors/schema.ts';
import { listCompetitors } from '../../../functions/competitors/service.ts';
import { readError, readJson } from '../../helpers/read.ts';
import { serveSite, type ServedSite } from '../../helpers/static-server.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import { submit, type TestApp } from '../shares/helpers.ts';
import { addCompetitor, listCompetitors as readComparison, onLoopback, removeCompetitor } from './helpers.ts';

type Site = { url: string; close(): Promise<void> };
let t: TestApp;
let strict: TestApp;
let served: ServedSite[];
/** Four competitors with four hosts: sage, jester and ruler fixtures on 127.0.0.2–4, hero on 127.0.0.1. */
let sites: { sage: Site; jester: Site; ruler: Site; hero: Site };
let client = 0;
/** A fresh client address per test, so the analysis budget of one test never spills into another. */
const nextClient = () => `198.51.100.${++client}`;

beforeAll(async () => {
  served = await Promise.all(['sage', 'jester', 'ruler', 'hero'].map((name) => serveSite(`tests/fixtures/sites/${name}`)));
  const [sage, jester, ruler, hero] = served as [ServedSite, ServedSite, ServedSite, ServedSite];
  sites = {
    sage: await onLoopback('127.0.0.2', sage.url),
    jester: await onLoopback('127.0.0.3', jester.url),
    ruler: await onLoopback('127.0.0.4', ruler.url),
    hero: { url: hero.url, close: async () => {} },
  };
  t = await createTestApp({ ANALYZER_ALLOW_PRIVATE_HOSTS: 'true', ANALYZER_RATE_LIMIT_PER_HOUR: '4' });
  strict = await createTestApp();
});
afterAll(async () => {
  await Promise.all(Object.values(sites).map((s) => s.close()));
  await Promise.all(served.map((s) => s.close()));
  t.close();
  strict.close();
});

describe('POST /api/submissions/{id}/competitors', () => {
  it('analyses a competitor (201) and stores what the comparison shows: host, archetype, sub-archetype, confidence, 3 colours, voice', async () => {
    const s = await submit(t);
    const res = await addCompetitor(t, s, sites.sage.url, nextClient());
    expect(res.status).toBe(201);
    const { competitor } = await readJson(res, competitorResponseSchema);
    expect(competitor).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      url: sites.sage.url,
      host: '127.0.0.2',
      archetype: 'The Sage',
      subArchetype: expect.any(String),
      confidence: expect.any(Number),
      palette: expect.any(Array),
      voice: expect.any(String),
    });
    expect(competitor.palette.length).toBeLessThanOrEqual(3);
    for (const swatch of competitor.palette) expect(swatch).toEqual({ name: expect.any(String), hex: expect.stringMatching(/^#[0-9a-f]{6}$/i) });
    expect(await listCompetitors(t.db, s.id)).toEqual([competitor]);
  });

  it('takes up to three in parallel, lists them oldest first, and refuses a fourth with 409 conflict', async () => {
    const s = await submit(t);
    const ip = nextClient();
    const first = await addCompetitor(t, s, sites.sage.url, ip);
    const rest = await Promise.all([addCompetitor(t, s, sites.jester.url, ip), addCompetitor(t, s, sites.ruler.url, ip)]);
    expect([first, ...rest].map((r) => r.status)).toEqual([201, 201, 201]);
    const listed = await listCompetitors(t.db, s.id);
    expect(listed.map((c) => c.archetype).sort()).toEqual(['The Jester', 'The Ruler', 'The Sage']);
    expect(listed[0]!.host).toBe('127.0.0.2');

    const fourth = await addCompetitor(t, s, sites.hero.url, nextClient());
    expect(fourth.status).toBe(409);
    expect(await readError(fourth)).toEqual({ error: 'You can compare up to 3 competitors.', code: 'conflict', requestId: expect.any(String) });
    expect(await listCompetitors(t.db, s.id)).toHaveLength(3);
  });

  it('answers a host already compared with the stored row (200), without crawling or counting again', async () => {
    const s = await submit(t);
    const ip = nextClient();
    const first = await readJson(await addCompetitor(t, s, sites.sage.url, ip), competitorResponseSchema);
    const again = await addCompetitor(t, s, `${sites.sage.url}about`, ip);
    expect(again.status).toBe(200);
    expect(await readJson(again, competitorResponseSchema)).toEqual(first);
    expect(await listCompetitors(t.db, s.id)).toHaveLength(1);
    // Budget of 4: one crawl spent above, so three more crawls still pass.
    const other = await submit(t);
    for (const site of [sites.jester, sites.ruler, sites.hero]) expect((await addCompetitor(t, other, site.url, ip)).status).toBe(201);
  });

  it('reports an unreachable site with the analysis error (502) and stores nothing', async () => {
    const s = await submit(t);
    const gone = await onLoopback('127.0.0.5', sites.sage.url);
    await gone.close();
    const res = await addCompetitor(t, s, gone.url, nextClient());
    expect(res.status).toBe(502);
    expect(await readError(res)).toMatchObject({ code: 'unreachable', error: expect.any(String), requestId: expect.any(String) });
    expect(await listCompetitors(t.db, s.id)).toEqual([]);
  });

  it('refuses a private or loopback address under the SSRF guard (400 blocked_address) and stores nothing', async () => {
    const s = await submit(strict);
    const res = await addCompetitor(strict, s, sites.hero.url, nextClient());
    expect(res.status).toBe(400);
    expect(await readError(res)).toMatchObject({ code: 'blocked_address' });
    expect(await listCompetitors(strict.db, s.id)).toEqual([]);
  });

  it('validates the address like the quiz website field (400) before anything else', async () => {
    const s = await submit(t);
    for (const url of ['javascript:alert(1)', 'not a site', '']) {
      const res = await addCompetitor(t, s, url, nextClient());
      expect(res.status).toBe(400);
      expect(await readError(res)).toMatchObject({ code: 'invalid_request' });
    }
    const noToken = await t.post(`/api/submissions/${s.id}/competitors`, { url: sites.sage.url });
    expect(noToken.status).toBe(400);
  });

  it('answers the same 404 for an unknown submission and a wrong secret, without crawling', async () => {
    const s = await submit(t);
    const unknown = await addCompetitor(t, { id: '0193aaaa-0000-7000-8000-000000000000', accessToken: s.accessToken }, sites.sage.url);
    const wrong = await addCompetitor(t, { id: s.id, accessToken: 'not-the-secret' }, sites.sage.url);
    for (const res of [unknown, wrong]) {
      expect(res.status).toBe(404);
      expect(await readError(res)).toMatchObject({ code: 'not_found', error: 'Submission not found.' });
    }
    expect(await listCompetitors(t.db, s.id)).toEqual([]);
  });

  it('counts competitor crawls in the same per-client analysis budget as Quick Analysis (429 with Retry-After)', async () => {
    const ip = nextClient();
    for (let i = 0; i < 3; i++) expect((await t.post('/api/analyze-website', { url: sites.hero.url }, { 'x-test-client': ip })).status).toBe(200);
    const s = await submit(t);
    expect((await addCompetitor(t, s, sites.sage.url, ip)).status).toBe(201);
    const limited = await addCompetitor(t, s, sites.jester.url, ip);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await readError(limited)).toMatchObject({ code: 'rate_limited' });
    expect(await listCompetitors(t.db, s.id)).toHaveLength(1);
    expect((await t.post('/api/analyze-website', { url: sites.hero.url }, { 'x-test-client': ip })).status).toBe(429);
  });
});

describe('DELETE /api/submissions/{id}/competitors/{competitorId}', () => {
  it('removes one competitor ({ removed: true }), then has nothing to remove ({ removed: false })', async () => {
    const s = await submit(t);
    const ip = nextClient();
    const { competitor } = await readJson(await addCompetitor(t, s, sites.sage.url, ip), competitorResponseSchema);
    await addCompetitor(t, s, sites.jester.url, ip);
    const first = await removeCompetitor(t, s, competitor.id);
    expect(first.status).toBe(200);
    expect(await readJson(first, removedSchema)).toEqual({ removed: true });
    expect((await listCompetitors(t.db, s.id)).map((c) => c.host)).toEqual(['127.0.0.3']);
    expect(await readJson(await removeCompetitor(t, s, competitor.id), removedSchema)).toEqual({ removed: false });
  });

  it("answers 404 with a wrong secret and leaves the comparison alone; another submission's competitor is not removed", async () => {
    const s = await submit(t);
    const { competitor } = await readJson(await addCompetitor(t, s, sites.sage.url, nextClient()), competitorResponseSchema);
    expect((await removeCompetitor(t, { id: s.id, accessToken: 'nope' }, competitor.id)).status).toBe(404);
    const other = await submit(t);
    expect(await readJson(await removeCompetitor(t, other, competitor.id), removedSchema)).toEqual({ removed: false });
    expect(await listCompetitors(t.db, s.id)).toHaveLength(1);
  });
});

describe('GET /api/submissions/{id}/competitors', () => {
  it('lists the stored comparison oldest first, as the email and admin report see it, and follows removals', async () => {
    const s = await submit(t);
    const ip = nextClient();
    const empty = await readComparison(t, s);
    expect(empty.status).toBe(200);
    expect(await readJson(empty, competitorListSchema)).toEqual({ competitors: [] });

    const { competitor: sage } = await readJson(await addCompetitor(t, s, sites.sage.url, ip), competitorResponseSchema);
    const { competitor: jester } = await readJson(await addCompetitor(t, s, sites.jester.url, ip), competitorResponseSchema);
    expect(await readJson(await readComparison(t, s), competitorListSchema)).toEqual({ competitors: [sage, jester] });
    expect((await readJson(await readComparison(t, s), competitorListSchema)).competitors).toEqual(await listCompetitors(t.db, s.id));

    await removeCompetitor(t, s, sage.id);
    expect(await readJson(await readComparison(t, s), competitorListSchema)).toEqual({ competitors: [jester] });
  });

  it('needs the secret as a bearer token (401 without it) and answers the same 404 for a wrong secret and an unknown submission', async () => {
    const s = await submit(t);
    await addCompetitor(t, s, sites.sage.url, nextClient());
    const missing = await readComparison(t, s, '');
    expect(missing.status).toBe(401);
    expect(await readError(missing)).toMatchObject({ code: 'unauthorized' });
    expect((await readComparison(t, s, s.accessToken)).status).toBe(401);
    const wrong = await readComparison(t, { id: s.id, accessToken: 'not-the-secret' });
    const unknown = await readComparison(t, { id: 'no-such-submission', accessToken: s.accessToken });
    expect([wrong.status, unknown.status]).toEqual([404, 404]);
    expect(await readError(wrong)).toMatchObject({ error: 'Submission not found.', code: 'not_found' });
  });
});

describe('DELETE is counted per client like every write', () => {
  it('answers 429 with Retry-After after 60 removals an hour from one client', async () => {
    const s = await submit(t);
    const remove = () =>
      t.app.request(
        `/api/submissions/${s.id}/competitors/0000`,
        { method: 'DELETE', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ accessToken: s.accessToken }) },
        { clientAddress: '198.51.100.60' },
      );
    for (let i = 0; i < 60; i++) expect((await remove()).status).toBe(200);
    const limited = await remove();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await readError(limited)).toMatchObject({ code: 'rate_limited' });
  });
});

describe('Storage', () => {
  it('deleting the submission deletes its comparison (ON DELETE CASCADE)', async () => {
    const s = await submit(t);
    await addCompetitor(t, s, sites.sage.url, nextClient());
    expect(await t.db.select().from(competitorAnalyses).where(eq(competitorAnalyses.submissionId, s.id))).toHaveLength(1);
    await t.db.delete(quizSubmissions).where(eq(quizSubmissions.id, s.id));
    expect(await t.db.select().from(competitorAnalyses).where(eq(competitorAnalyses.submissionId, s.id))).toHaveLength(0);
  });
});
