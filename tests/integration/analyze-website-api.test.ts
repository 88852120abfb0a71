import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizSubmissions } from '../../db/schema.ts';
import { analyzeFailureSchema, analyzeResponseSchema } from '../../functions/analysis/routes.ts';
import { companyAnalysisResponseSchema, createdSubmissionSchema } from '../../functions/submissions/schema.ts';
import { fullAnswersFor } from '../helpers/answers.ts';
import { readError, readJson } from '../helpers/read.ts';
import { serveSite, type ServedSite } from '../helpers/static-server.ts';
import { createTestApp } from '../helpers/test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let site: ServedSite;
let t: TestApp;
let strict: TestApp;

beforeAll(async () => {
  site = await serveSite('tests/fixtures/sites/hero', { routes: { '/broken': { status: 500 } } });
  t = await createTestApp({ ANALYZER_ALLOW_PRIVATE_HOSTS: 'true', ANALYZER_RATE_LIMIT_PER_HOUR: '6' });
  strict = await createTestApp();
});
afterAll(async () => {
  await site.close();
  t.close();
  strict.close();
});

describe('POST /api/analyze-website', () => {
  it('returns { success: true, analysis } in the spec shape', async () => {
    const res = await t.post('/api/analyze-website', { url: site.url }, { 'x-test-client': '198.51.100.1' });
    expect(res.status).toBe(200);
    const body = await readJson(res, analyzeResponseSchema);
    expect(body.success).toBe(true);
    expect(body.analysis).toMatchObject({ archetype: 'The Hero', confidence: expect.any(Number), reasoning: expect.any(String) });
    for (const key of ['keyIndicators', 'colorPalette', 'coreValues', 'brandKeywords', 'additionalInsights']) {
      expect(Array.isArray((body.analysis as Record<string, unknown>)[key])).toBe(true);
    }
  });

  it.each([
    ['too large a body (refused before routing)', { method: 'POST', body: JSON.stringify({ url: 'x'.repeat(70_000) }) }, 413, 'payload_too_large'],
    ['a body that is not JSON', { method: 'POST', body: '{"url":' }, 400, 'invalid_json'],
    ['a GET', { method: 'GET' }, 405, 'method_not_allowed'],
  ])('keeps success: false beside the envelope for %s', async (_, init, status, code) => {
    const res = await t.app.request('/api/analyze-website', { ...init, headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(status);
    expect(await readError(res, analyzeFailureSchema)).toMatchObject({ success: false, code });
  });

  it.each([
    ['a missing url', {}, 400, /url is required/],
    ['a javascript: URL', { url: 'javascript:alert(1)' }, 400, /.+/],
    ['a site that answers 500', { url: 'PLACEHOLDER/broken' }, 502, /.+/],
  ])('answers %s with { success: false, error } and a 4xx/5xx status', async (_, body, status, message) => {
    const url = (body as { url?: string }).url?.replace('PLACEHOLDER/', site.url);
    const res = await t.post('/api/analyze-website', url ? { url } : body, { 'x-test-client': '198.51.100.2' });
    expect(res.status).toBe(status);
    const json = await readError(res, analyzeFailureSchema);
    expect(json.success).toBe(false);
    expect(json.error).toMatch(message);
  });

  it('refuses loopback targets when private hosts are not allowed (the default)', async () => {
    const res = await strict.post('/api/analyze-website', { url: site.url });
    expect(res.status).toBe(400);
    expect((await readError(res, analyzeFailureSchema)).success).toBe(false);
  });

  it('rate limits each client address, with Retry-After', async () => {
    const client = { 'x-test-client': '198.51.100.9' };
    const statuses = [];
    for (let i = 0; i < 7; i++) statuses.push((await t.post('/api/analyze-website', { url: site.url }, client)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
    const limited = await t.post('/api/analyze-website', { url: site.url }, client);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await readError(limited, analyzeFailureSchema)).toMatchObject({ success: false, error: expect.stringMatching(/Too many/) });
    expect((await t.post('/api/analyze-website', { url: site.url }, { 'x-test-client': '198.51.100.10' })).status).toBe(200);
  });

  it('counts only valid addresses against the budget: mistyped ones cost nothing', async () => {
    const client = { 'x-test-client': '198.51.100.11' };
    for (const url of [
      'javascript:alert(1)',
      'not a url',
      'ftp://example.com',
      '',
      'https://user:pw@example.com',
      'x'.repeat(3000),
      'http://',
      'mailto:a@b.c',
    ]) {
      const res = await t.post('/api/analyze-website', { url }, client);
      expect(res.status).toBe(400);
    }
    const statuses = [];
    for (let i = 0; i < 7; i++) statuses.push((await t.post('/api/analyze-website', { url: site.url }, client)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
  });
});

describe('POST /api/submissions/:id/company-analysis', () => {
  async function submit(app: TestApp, companyUrl: string | null) {
    const res = await app.post('/api/submissions', { email: 'ceo@example.com', company: 'Valor', companyUrl, answers: fullAnswersFor('The Sage') });
    return readJson(res, createdSubmissionSchema);
  }

  it('analyses the stored website and stores the company archetype with the submission', async () => {
    const { id, accessToken } = await submit(t, site.url);
    const res = await t.post(`/api/submissions/${id}/company-analysis`, { accessToken }, { 'x-test-client': '198.51.100.20' });
    expect(res.status).toBe(200);
    const { companyAnalysis } = await readJson(res, companyAnalysisResponseSchema);
    expect(companyAnalysis).toMatchObject({ archetype: 'The Hero', confidence: expect.any(Number) });
    // The spec's company analysis, plus what voice rewrites need (the site's headline, button and key terms) and the PDF's
    // palette swatches; runnerUp only on a close call, readings only when the analysis gives them.
    expect(
      Object.keys(companyAnalysis!)
        .filter((k) => k !== 'runnerUp' && k !== 'readings')
        .sort(),
    ).toEqual(['archetype', 'brandKeywords', 'colorPalette', 'confidence', 'headline', 'keyIndicators', 'primaryCta', 'reasoning', 'subArchetype']);
    expect(companyAnalysis!.colorPalette!.length).toBeLessThanOrEqual(5);
    for (const { hex } of companyAnalysis!.colorPalette!) expect(hex).toMatch(/^#[0-9a-f]{6}$/);
    const row = await t.db.query.quizSubmissions.findFirst({ where: eq(quizSubmissions.id, id) });
    expect(row).toMatchObject({ companyArchetype: 'The Hero', companyArchetypeConfidence: companyAnalysis!.confidence, companyAnalysis });
  });

  it('never crawls a URL from the request: only the stored one', async () => {
    const { id, accessToken } = await submit(t, null);
    const before = site.requests.length;
    const res = await t.post(`/api/submissions/${id}/company-analysis`, { accessToken, url: site.url }, { 'x-test-client': '198.51.100.21' });
    expect(await readJson(res, companyAnalysisResponseSchema)).toEqual({ companyAnalysis: null });
    expect(site.requests.length).toBe(before);
  });

  it.each([
    ['a wrong token', 'wrong-token'],
    ['another submission’s token', 'OTHER'],
  ])('refuses %s with 404 and stores nothing', async (_, token) => {
    const { id } = await submit(t, site.url);
    const other = await submit(t, site.url);
    const res = await t.post(`/api/submissions/${id}/company-analysis`, { accessToken: token === 'OTHER' ? other.accessToken : token });
    expect(res.status).toBe(404);
    const row = await t.db.query.quizSubmissions.findFirst({ where: eq(quizSubmissions.id, id) });
    expect(row!.companyArchetype).toBeNull();
  });

  it('tells a client over its analysis budget when to come back (Retry-After)', async () => {
    const client = { 'x-test-client': '198.51.100.22' };
    for (let i = 0; i < 6; i++) await t.post('/api/analyze-website', { url: site.url }, client);
    const { id, accessToken } = await submit(t, `${site.url}?fresh=1`);
    const res = await t.post(`/api/submissions/${id}/company-analysis`, { accessToken }, client);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
    expect((await readError(res)).error).toMatch(/Too many/);
  });

  it('keeps the submission when the analysis fails, and says why', async () => {
    // A loopback address is refused when sent now (tests/integration/submissions/company-url.test.ts); a row stored
    // before that rule can still hold one, and its analysis is refused by the guard.
    const { id, accessToken } = await submit(strict, null);
    await strict.db.update(quizSubmissions).set({ companyUrl: site.url }).where(eq(quizSubmissions.id, id));
    const res = await strict.post(`/api/submissions/${id}/company-analysis`, { accessToken });
    expect(res.status).toBe(400);
    expect((await readError(res)).error).toMatch(/standard ports|private|local/i);
    const row = await strict.db.query.quizSubmissions.findFirst({ where: eq(quizSubmissions.id, id) });
    expect(row).toMatchObject({ primaryArchetype: 'The Sage', companyArchetype: null });
  });
});
