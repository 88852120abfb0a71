import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsReportSchema } from '../../../functions/analytics/report-schema.ts';
import { openApiDocumentSchema, readError, readJson } from '../../helpers/read.ts';
import { seedSubmission, type TestApp } from '../admin/helpers.ts';
import { analyticsApp, INJECTION, seedAnalytics } from './admin-fixture.ts';

let t: TestApp;
let get: (path: string, cookie?: string) => Promise<Response>;
let visitor: string;

beforeAll(async () => {
  ({ t, get, visitor } = await analyticsApp());
  await seedAnalytics(t);
});
afterAll(() => t.close());

const report = async (query = '') => {
  const res = await get(`/api/admin/analytics${query}`);
  expect(res.status).toBe(200);
  return readJson(res, analyticsReportSchema);
};
const count = (body: { funnel: { step: string; count: number }[] }, step: string) => body.funnel.find((r) => r.step === step)?.count;

describe('GET /api/admin/analytics', () => {
  it('is for admins only', async () => {
    for (const path of ['/api/admin/analytics', '/api/admin/analytics/csv?view=funnel']) {
      const anonymous = await get(path, '');
      expect(anonymous.status).toBe(401);
      expect(await readError(anonymous)).toMatchObject({ code: 'unauthorized', requestId: expect.any(String) });
      const signedIn = await get(path, visitor);
      expect(signedIn.status).toBe(403);
      expect(await readError(signedIn)).toMatchObject({ code: 'forbidden' });
    }
  });

  it.each([
    ['?from=2025-02-30', 'from: not a date; use YYYY-MM-DD.'],
    ['?to=31/03/2025', 'to: not a date; use YYYY-MM-DD.'],
    ['?from=2025-03-02&to=2025-03-01', 'from: must not be after to.'],
    ['?from=2024-01-01&to=2025-03-01', 'The range is longer than 400 days; choose a shorter one.'],
    ['?from=2025-03-01T00:00:00Z', 'from: use YYYY-MM-DD.'],
  ])('refuses %s with a 400 in the error envelope', async (query, error) => {
    const res = await get(`/api/admin/analytics${query}`);
    expect(res.status).toBe(400);
    expect(await readError(res)).toEqual({ error, code: 'invalid_request', requestId: expect.any(String) });
  });

  it('reports the last 30 days by default: the all-sources funnel, the picker and the alignment', async () => {
    const body = await report();
    expect(body).toMatchObject({ from: '2025-03-02', to: '2025-03-31', source: null });
    expect(body.funnel).toHaveLength(20);
    expect(body.funnel[0]).toEqual({
      step: 'landing_view',
      label: 'Landing page viewed',
      count: 4,
      fromPrevious: null,
      fromStart: 1,
      exceedsPrevious: false,
    });
    expect(body.funnel[1]).toMatchObject({ step: 'quiz_started', count: 2, fromPrevious: 0.5 });
    expect(count(body, 'question_1')).toBe(1);
    expect(count(body, 'submitted')).toBe(1);
    expect(body.sources).toEqual(['newsletter', 'direct', INJECTION, 'podcast']);
    expect(body.leadsBySource).toEqual([
      { source: 'newsletter', leads: 3, withWebsite: 3, matching: 1 },
      { source: 'direct', leads: 2, withWebsite: 0, matching: 0 },
      { source: INJECTION, leads: 1, withWebsite: 1, matching: 1 },
    ]);
    expect(body.alignment).toEqual({ submissions: 6, withCompanyArchetype: 3, matching: 2, rate: 2 / 3 });
  });

  it('shows the archetype mix per day for a month, every day of the range included', async () => {
    const { archetypeMix } = await report();
    expect(archetypeMix.bucket).toBe('day');
    expect(archetypeMix.rows).toHaveLength(30);
    const day = (period: string) => archetypeMix.rows.find((r: { period: string }) => r.period === period);
    expect(day('2025-03-10')).toMatchObject({ total: 3, counts: { 'The Hero': 2, 'The Sage': 1, 'The Jester': 0 } });
    expect(day('2025-03-15')).toMatchObject({ total: 1, counts: { 'The Jester': 1 } });
    expect(day('2025-03-11')).toMatchObject({ total: 0 });
  });

  it('filters to one source (written as stored or not) for the funnel, the mix, the alignment and its leads', async () => {
    const body = await report('?source=%20Newsletter');
    expect(body.source).toBe('newsletter');
    expect(body.funnel.slice(0, 3).map((r: { count: number }) => r.count)).toEqual([2, 1, 1]);
    expect(count(body, 'submitted')).toBe(1);
    expect(body.alignment).toEqual({ submissions: 3, withCompanyArchetype: 2, matching: 1, rate: 0.5 });
    expect(body.leadsBySource).toEqual([{ source: 'newsletter', leads: 3, withWebsite: 3, matching: 1 }]);
    expect(body.archetypeMix.rows.reduce((n: number, r: { total: number }) => n + r.total, 0)).toBe(3);
    expect(body.sources).toHaveLength(4); // the picker still offers every source
  });

  it('counts whole UTC days: the last millisecond of the last day is in, the next day is out', async () => {
    const body = await report('?from=2025-03-31&to=2025-03-31');
    expect(body.leadsBySource).toEqual([{ source: 'direct', leads: 1, withWebsite: 0, matching: 0 }]);
    expect(count(body, 'landing_view')).toBe(1);
    const march1 = await report('?from=2025-03-01&to=2025-03-01');
    expect(march1.leadsBySource).toEqual([{ source: 'direct', leads: 1, withWebsite: 0, matching: 0 }]);
    expect(march1.sources).toEqual(['direct', 'google.com']);
  });

  it('answers a source with nothing in the range with zeros, not an error', async () => {
    const body = await report('?source=nobody');
    expect(body.funnel.every((r: { count: number }) => r.count === 0)).toBe(true);
    expect(body.alignment).toEqual({ submissions: 0, withCompanyArchetype: 0, matching: 0, rate: null });
    expect(body.leadsBySource).toEqual([]);
  });

  it('counts a company archetype read too weakly to judge (below 45%) neither as a match nor as a mismatch', async () => {
    const lead = (companyArchetype: string, companyArchetypeConfidence: number | null) =>
      seedSubmission(t, { source: 'weak-readings', createdAt: new Date('2024-06-10T10:00:00Z'), companyArchetype, companyArchetypeConfidence });
    await lead('The Hero', 0.9); // a match
    await lead('The Sage', 0.45); // a mismatch, just strong enough
    await lead('The Hero', 0.44); // too weak: left out
    await lead('The Sage', 0.2); // too weak: left out
    await lead('The Hero', null); // no recorded confidence (an old row): taken as stored
    const body = await report('?from=2024-06-10&to=2024-06-10');
    expect(body.alignment).toEqual({ submissions: 5, withCompanyArchetype: 3, matching: 2, rate: 2 / 3 });
    expect(body.leadsBySource).toEqual([{ source: 'weak-readings', leads: 5, withWebsite: 5, matching: 2 }]);
  });

  it('is in the OpenAPI contract with its query and answers', async () => {
    const doc = await readJson(await t.app.request('/api/openapi.json'), openApiDocumentSchema);
    const route = doc.paths['/api/admin/analytics']!.get!;
    expect(route.parameters!.map((p: { name: string }) => p.name).sort()).toEqual(['from', 'source', 'to']);
    expect(Object.keys(route.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403']));
    expect(Object.keys(doc.paths['/api/admin/analytics/csv']!.get!.responses['200']!.content!)).toEqual(['text/csv']);
  });
});
