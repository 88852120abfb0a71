import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readError } from '../../helpers/read.ts';
import type { TestApp } from '../admin/helpers.ts';
import { analyticsApp, seedAnalytics } from './admin-fixture.ts';

let t: TestApp;
let get: (path: string) => Promise<Response>;

beforeAll(async () => {
  ({ t, get } = await analyticsApp());
  await seedAnalytics(t);
});
afterAll(() => t.close());

/** The CSV's lines, after checking it is a UTF-8 CSV download of that name. */
async function csv(query: string, fileName: string): Promise<string[]> {
  const res = await get(`/api/admin/analytics/csv?${query}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${fileName}"`);
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer()); // keeps the BOM to check
  expect(text.startsWith('\uFEFF')).toBe(true);
  expect(text.endsWith('\r\n')).toBe(true);
  return text.slice(1, -2).split('\r\n');
}

describe('GET /api/admin/analytics/csv', () => {
  it('exports the funnel with its shares as percentages', async () => {
    const lines = await csv('view=funnel', 'analytics-funnel-2025-03-02-to-2025-03-31.csv');
    expect(lines).toHaveLength(21);
    expect(lines.slice(0, 4)).toEqual([
      'Step,Count,Share of previous step (%),Share of landing views (%)',
      'Landing page viewed,4,,100',
      'Quiz started,2,50,50',
      'Question 1 answered,1,50,25',
    ]);
    expect(lines).toContain('Submitted,1,,25');
  });

  it('exports the drop-off at each of the 13 questions for one source', async () => {
    const lines = await csv('view=questions&source=newsletter', 'analytics-questions-newsletter-2025-03-02-to-2025-03-31.csv');
    expect(lines).toHaveLength(14);
    expect(lines.slice(0, 3)).toEqual(['Question,Answered,Share of previous step (%),Dropped off', 'Question 1,1,100,0', 'Question 2,0,0,1']);
  });

  it('exports the archetype mix with a column per archetype', async () => {
    const lines = await csv('view=archetypes&from=2025-03-10&to=2025-03-11', 'analytics-archetypes-2025-03-10-to-2025-03-11.csv');
    expect(lines).toEqual([
      'Day,Submissions,The Magician,The Hero,The Sage,The Explorer,The Innocent,The Ruler,The Creator,The Caregiver,The Jester,The Lover,The Everyman,The Outlaw',
      '2025-03-10,3,0,2,1,0,0,0,0,0,0,0,0,0',
      '2025-03-11,0,0,0,0,0,0,0,0,0,0,0,0,0',
    ]);
  });

  it('exports leads by source with a formula-like source defused and quoted', async () => {
    const lines = await csv('view=sources', 'analytics-sources-2025-03-02-to-2025-03-31.csv');
    expect(lines).toEqual([
      'Source,Leads,With company website,Company archetype matches',
      'newsletter,3,3,1',
      'direct,2,0,0',
      `"'=HYPERLINK(""http://evil.example"")",1,1,1`,
    ]);
  });

  it.each([
    ['view=pie', 'view: one of funnel, questions, archetypes, sources.'],
    ['from=2025-03-01', 'view: one of funnel, questions, archetypes, sources.'],
    ['view=funnel&from=2025-04-01&to=2025-03-01', 'from: must not be after to.'],
  ])('refuses %s with a 400 in the error envelope', async (query, error) => {
    const res = await get(`/api/admin/analytics/csv?${query}`);
    expect(res.status).toBe(400);
    expect(await readError(res)).toEqual({ error, code: 'invalid_request', requestId: expect.any(String) });
  });
});
