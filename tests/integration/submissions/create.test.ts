import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizAnswers, quizSubmissions } from '../../../db/schema.ts';
import { createdSubmissionSchema } from '../../../functions/submissions/schema.ts';
import { subArchetypeNames } from '../../../src/domain/archetypes/index.ts';
import { refinementQuestionsFor } from '../../../src/domain/quiz/questions.ts';
import { fullAnswersFor, mainAnswersFor } from '../../helpers/answers.ts';
import { readError, readJson } from '../../helpers/read.ts';
import { createTestApp } from '../../helpers/test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
beforeAll(async () => (t = await createTestApp()));
afterAll(() => t.close());

const valid = (overrides: Record<string, unknown> = {}) => ({
  email: 'Owner@Example.com',
  company: 'Acme Outfitters',
  companyUrl: 'https://acme.example',
  answers: fullAnswersFor('The Hero'),
  ...overrides,
});

const rowCount = async () => (await t.db.select({ n: count() }).from(quizSubmissions))[0]!.n;

describe('POST /api/submissions', () => {
  it('scores on the server and stores the submission with its 13 answers', async () => {
    const res = await t.post('/api/submissions', valid());
    expect(res.status).toBe(201);
    const body = await readJson(res, createdSubmissionSchema);
    expect(body.results.primary).toBe('The Hero');
    expect(subArchetypeNames('The Hero')).toContain(body.results.subArchetype);
    expect(body.accessToken).toMatch(/^[\w-]{43}$/);

    const row = await t.db.query.quizSubmissions.findFirst({ where: eq(quizSubmissions.id, body.id) });
    expect(row).toMatchObject({
      email: 'owner@example.com',
      company: 'Acme Outfitters',
      companyUrl: 'https://acme.example/',
      primaryArchetype: 'The Hero',
      secondaryArchetype: body.results.subArchetype,
      scores: body.results.scores,
      companyArchetype: null,
    });
    expect(row!.accessTokenHash).not.toContain(body.accessToken);
    const answers = await t.db.select().from(quizAnswers).where(eq(quizAnswers.submissionId, body.id));
    expect(answers).toHaveLength(13);
    expect(answers.every((a) => a.questionText.length > 0 && a.selectedOptionText.length > 0)).toBe(true);
  });

  it('ignores scores a client claims and recomputes them', async () => {
    const res = await t.post('/api/submissions', { ...valid(), scores: { 'The Ruler': 999 }, primary: 'The Ruler' });
    expect(res.status).toBe(201);
    expect((await readJson(res, createdSubmissionSchema)).results.primary).toBe('The Hero');
  });

  it.each([
    ['an empty company', { company: '' }, { company: null }],
    ['a company of spaces', { company: '   ' }, { company: null }],
    ['the website toggle off', { companyUrl: null }, { companyUrl: null }],
    ['no website field at all', { companyUrl: undefined }, { companyUrl: null }],
    ['a bare host name', { companyUrl: 'acme.example/about' }, { companyUrl: 'https://acme.example/about' }],
    ['odd Unicode in the company', { company: 'Café\u202e Ünïcode 🚀' }, { company: 'Café Ünïcode 🚀' }],
    ['bidi isolates and marks in the company', { company: '\u2067Acme\u2069 \u200fCorp\u061c' }, { company: 'Acme Corp' }],
    ['zero-width characters in the company', { company: 'Ac\u200bme\u200d \ufeffCo\u2060rp\u00ad' }, { company: 'Acme Corp' }],
  ])('stores %s as the spec says', async (_, overrides, expected) => {
    const res = await t.post('/api/submissions', valid(overrides));
    expect(res.status).toBe(201);
    const { id } = await readJson(res, createdSubmissionSchema);
    const row = await t.db.query.quizSubmissions.findFirst({ where: eq(quizSubmissions.id, id) });
    expect(row).toMatchObject(expected);
  });

  const hero = fullAnswersFor('The Hero');
  const refinementOfOther = refinementQuestionsFor('The Sage').map((q) => ({ questionId: q.id, optionIndex: 0 }));
  it.each([
    ['a bad email', { email: 'not-an-email' }, /email/i],
    ['a missing email', { email: undefined }, /email/i],
    ['a javascript: URL', { companyUrl: 'javascript:alert(1)' }, /http/],
    ['an ftp URL', { companyUrl: 'ftp://acme.example' }, /http/],
    ['a URL with credentials', { companyUrl: 'https://user:pw@acme.example' }, /password/],
    ['an unknown question', { answers: [...hero.slice(0, 12), { questionId: 999, optionIndex: 0 }] }, /999/],
    ['an unknown option', { answers: hero.map((a, i) => (i === 0 ? { ...a, optionIndex: 19 } : a)) }, /no option 19/],
    ['a duplicated answer', { answers: [...hero, hero[0]] }, /more than once/],
    ['a missing main answer', { answers: hero.slice(1) }, /Missing answers to questions 1\b/],
    ['no refinement answers', { answers: mainAnswersFor('The Hero') }, /Expected 3 refinement answers/],
    [
      'refinement answers of another archetype',
      { answers: [...mainAnswersFor('The Hero'), ...refinementOfOther] },
      /not a refinement question for The Hero/,
    ],
    ['a non-integer option', { answers: hero.map((a, i) => (i === 0 ? { ...a, optionIndex: 1.5 } : a)) }, /answers\.0\.optionIndex/],
    // The bound a person can act on, not the safe-integer limit behind it.
    ['a question id far out of range', { answers: [{ questionId: 1e308, optionIndex: 0 }, ...hero.slice(1)] }, /answers\.0\.questionId.*<=999$/],
    [
      'an option index far out of range',
      { answers: hero.map((a, i) => (i === 0 ? { ...a, optionIndex: 1e20 } : a)) },
      /answers\.0\.optionIndex.*<=20$/,
    ],
    ['answers that are not a list', { answers: 'all of them' }, /answers/],
  ])('refuses %s with a 400 and writes nothing', async (_, overrides, message) => {
    const before = await rowCount();
    const res = await t.post('/api/submissions', valid(overrides));
    expect(res.status).toBe(400);
    expect((await readError(res)).error).toMatch(message);
    expect(await rowCount()).toBe(before);
  });

  it('refuses malformed JSON with a clear 400', async () => {
    const res = await t.post('/api/submissions', '{"email": ');
    expect(res.status).toBe(400);
    expect((await readError(res)).error).toBe('The request body is not valid JSON.');
  });

  it('refuses a body that is not JSON', async () => {
    const res = await t.app.request('/api/submissions', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hi' });
    expect(res.status).toBe(415);
    expect(await readError(res)).toMatchObject({ code: 'unsupported_media_type', error: expect.stringMatching(/JSON/) });
  });

  it('refuses a huge body with 413 and writes nothing', async () => {
    const before = await rowCount();
    const res = await t.post('/api/submissions', valid({ company: 'x'.repeat(200_000) }));
    expect(res.status).toBe(413);
    expect(await rowCount()).toBe(before);
  });

  it.each(['abc', '-1', '1e9', ''])('refuses a Content-Length that is not a plain number (%j) with 400 and writes nothing', async (length) => {
    const before = await rowCount();
    const res = await t.app.request('/api/submissions', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': length },
      body: JSON.stringify(valid({ company: 'x'.repeat(200_000) })),
    });
    expect(res.status).toBe(400);
    expect(await readError(res)).toMatchObject({ code: 'invalid_request', error: 'Content-Length must be a whole number of bytes.' });
    expect(await rowCount()).toBe(before);
  });

  it('stores concurrent submissions atomically, each with all its answers', async () => {
    const responses = await Promise.all(Array.from({ length: 20 }, () => t.post('/api/submissions', valid())));
    expect(responses.every((r) => r.status === 201)).toBe(true);
    const ids = await Promise.all(responses.map(async (r) => (await readJson(r, createdSubmissionSchema)).id));
    for (const id of ids) {
      const [{ n }] = (await t.db.select({ n: count() }).from(quizAnswers).where(eq(quizAnswers.submissionId, id))) as [{ n: number }];
      expect(n).toBe(13);
    }
  });

  it('cascades: deleting a submission removes its answers', async () => {
    const { id } = await readJson(await t.post('/api/submissions', valid()), createdSubmissionSchema);
    await t.db.delete(quizSubmissions).where(eq(quizSubmissions.id, id));
    const [{ n }] = (await t.db.select({ n: count() }).from(quizAnswers).where(eq(quizAnswers.submissionId, id))) as [{ n: number }];
    expect(n).toBe(0);
  });
});

describe('the API surface', () => {
  it('answers unknown routes with a JSON 404', async () => {
    const res = await t.app.request('/api/nope');
    expect(res.status).toBe(404);
    expect(await readError(res)).toEqual({ error: 'No API route GET /api/nope.', code: 'not_found', requestId: res.headers.get('x-request-id') });
  });

  it('sends security headers and no caching', async () => {
    const res = await t.app.request('/api/health');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});
