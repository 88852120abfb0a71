import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizAnswers, quizSubmissions } from '../../../db/schema.ts';
import { csvCell } from '../../../functions/admin/csv.ts';
import { dashboardPageSchema, dashboardStatsSchema, submissionReportSchema } from '../../../functions/admin/schema.ts';
import { createdSubmissionSchema } from '../../../functions/submissions/schema.ts';
import { fullAnswersFor } from '../../helpers/answers.ts';
import { readError, readJson } from '../../helpers/read.ts';
import { createAdminTestApp, request, seedSubmission, sessionFor, type TestApp } from './helpers.ts';

let t: TestApp;
let cookie: string;
const get = (path: string) => request(t, 'GET', path, undefined, { cookie });
const page = async (query: string) => readJson(await get(`/api/admin/submissions?${query}`), dashboardPageSchema);

beforeAll(async () => {
  t = await createAdminTestApp();
  cookie = await sessionFor(t, 'admin@example.com', { admin: true });
  // 30 rows, one a minute: emails at two domains, companies in mixed case, a few analysed.
  for (let i = 0; i < 30; i++) {
    await seedSubmission(t, {
      email: i % 3 === 0 ? `repeat@gmail.com` : `person${i}@${i % 2 ? 'acme.io' : 'globex.com'}`,
      company: i % 5 === 0 ? null : i % 2 ? `Acme Outfitters ${i}` : `GLOBEX corp ${i}`,
      primaryArchetype: i % 4 === 0 ? 'The Sage' : 'The Hero',
      companyArchetype: i % 6 === 0 ? 'The Ruler' : null,
      companyArchetypeConfidence: i % 6 === 0 ? 0.826 : null,
      createdAt: new Date(Date.UTC(2024, 5, 1, 12, i)),
    });
  }
});
afterAll(() => t.close());

describe('GET /api/admin/stats', () => {
  it('counts every row, distinct emails and rows with a company archetype', async () => {
    expect(await readJson(await get('/api/admin/stats'), dashboardStatsSchema)).toEqual({
      totalSubmissions: 30,
      uniqueEmails: 21,
      withCompanyAnalysis: 5,
    });
  });
});

describe('GET /api/admin/submissions', () => {
  it('pages newest first with the total', async () => {
    const first = await page('pageSize=7');
    expect(first).toMatchObject({ total: 30, page: 1, pageSize: 7 });
    expect(first.rows).toHaveLength(7);
    expect(first.rows[0]).toMatchObject({ createdAt: '2024-06-01T12:29:00.000Z', email: 'person29@acme.io', company: 'Acme Outfitters 29' });
    const dates = first.rows.map((r) => r.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const last = await page('pageSize=7&page=5');
    expect(last.rows.map((r) => r.createdAt)).toEqual(['2024-06-01T12:01:00.000Z', '2024-06-01T12:00:00.000Z']);
    expect((await page('pageSize=7&page=6')).rows).toEqual([]);
  });

  it('defaults to 25 a page', async () => {
    expect((await page('')).rows).toHaveLength(25);
  });

  it.each([
    [
      'an email prefix',
      'q=person1',
      [
        'person19@acme.io',
        'person17@acme.io',
        'person16@globex.com',
        'person14@globex.com',
        'person13@acme.io',
        'person11@acme.io',
        'person10@globex.com',
        'person1@acme.io',
      ],
    ],
    ['an email domain', 'q=globex.c', 10],
    ['a domain typed with @', 'q=%40gmail.com', 10],
    ['a company, any case', 'q=acme%20OUT', 12],
    ['upper-case input for a lower-case email', 'q=REPEAT%40', 10],
    ['a company or a domain at once', 'q=acme', 14],
    ['nothing that matches', 'q=zzz', 0],
    ['characters that mean something to SQL', `q=${encodeURIComponent("%' or 1=1 --")}`, 0],
  ])('searches by %s', async (_, query, expected) => {
    const result = await page(`${query}&pageSize=100`);
    if (Array.isArray(expected)) expect(result.rows.map((r) => r.email)).toEqual(expected);
    else expect(result.total).toBe(expected);
    expect(result.rows).toHaveLength(result.total);
  });

  it('pages a broad search (read in date order) the same as a narrow one (sorted)', async () => {
    const all = await page('q=repeat&pageSize=100'); // 10 of 30: sorted after an index search
    const paged: string[] = [];
    for (let p = 1; p <= 4; p++) paged.push(...(await page(`q=repeat&pageSize=3&page=${p}`)).rows.map((r) => r.createdAt)); // date-index walk
    expect(paged).toEqual(all.rows.map((r) => r.createdAt));
    expect(paged).toHaveLength(10);
  });

  it('filters by primary archetype, alone and with a search', async () => {
    expect((await page('archetype=The%20Sage')).total).toBe(8);
    const both = await page('archetype=The%20Sage&q=repeat');
    expect(both.total).toBe(3);
    expect(both.rows.every((r) => r.primaryArchetype === 'The Sage' && r.email === 'repeat@gmail.com')).toBe(true);
  });

  it.each([
    ['page=0', /page/],
    ['page=abc', /page/],
    ['pageSize=101', /pageSize: at most 100/],
    ['archetype=The%20Pirate', /archetype/],
    [`q=${'x'.repeat(201)}`, /too long/],
  ])('refuses %s with a 400', async (query, message) => {
    const res = await get(`/api/admin/submissions?${query}`);
    expect(res.status).toBe(400);
    expect((await readError(res)).error).toMatch(message);
  });
});

describe('one submission', () => {
  let id: string;
  beforeAll(async () => {
    const res = await t.post('/api/submissions', {
      email: 'quiz@example.com',
      company: 'Quiz Co',
      companyUrl: 'https://quiz.example',
      answers: fullAnswersFor('The Explorer'),
      // Embedded on a partner's page that a newsletter linked to.
      source: { embedName: 'Partner-Name', embedOrigin: 'https://partner.example', utmSource: 'newsletter', utmMedium: 'email' },
    });
    id = (await readJson(res, createdSubmissionSchema)).id;
    await t.db
      .update(quizSubmissions)
      .set({
        companyArchetype: 'The Sage',
        companyArchetypeConfidence: 0.74,
        companyAnalysis: {
          archetype: 'The Sage',
          subArchetype: 'Mentor',
          confidence: 0.74,
          reasoning: 'Teaches a lot.',
          keyIndicators: ['guides', 'research'],
          readings: [
            { archetype: 'The Sage', share: 0.74, passages: ['We teach what we learn.'] },
            { archetype: 'The Ruler', share: 0.2, passages: [] },
          ],
        },
      })
      .where(eq(quizSubmissions.id, id));
  });

  it('comes back as a results object with its analysis and the 13 answers in order', async () => {
    const res = await get(`/api/admin/submissions/${id}`);
    expect(res.status).toBe(200);
    const report = await readJson(res, submissionReportSchema);
    expect(report).toMatchObject({
      id,
      email: 'quiz@example.com',
      company: 'Quiz Co',
      companyUrl: 'https://quiz.example/',
      results: { primary: 'The Explorer', subArchetype: expect.any(String), scores: expect.any(Object), subArchetypeScores: expect.any(Object) },
      companyAnalysis: {
        archetype: 'The Sage',
        subArchetype: 'Mentor',
        confidence: 0.74,
        reasoning: 'Teaches a lot.',
        keyIndicators: ['guides', 'research'],
        readings: [
          { archetype: 'The Sage', share: 0.74, passages: ['We teach what we learn.'] },
          { archetype: 'The Ruler', share: 0.2, passages: [] },
        ],
      },
    });
    expect(report.source).toEqual({
      label: 'partner-name',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: null,
      referrerHost: null,
      embedOrigin: 'https://partner.example',
    });
    expect(report.answers).toHaveLength(13);
    expect(report.answers.map((a) => a.questionId).slice(0, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(report.answers[0]).toEqual({ questionId: 1, questionText: expect.any(String), selectedOptionText: expect.any(String) });
    expect(JSON.stringify(report)).not.toContain('accessToken');
  });

  it('builds the company analysis from the columns when only those are stored', async () => {
    const { id: partial } = await seedSubmission(t, { companyArchetype: 'The Lover', companyArchetypeConfidence: 0.5 });
    const report = await readJson(await get(`/api/admin/submissions/${partial}`), submissionReportSchema);
    expect(report.companyAnalysis).toEqual({ archetype: 'The Lover', confidence: 0.5, reasoning: '', keyIndicators: [] });
    await request(t, 'DELETE', `/api/admin/submissions/${partial}`, undefined, { cookie });
  });

  it.each([
    ['an unknown id', crypto.randomUUID()],
    ['a malformed id', 'nope'],
  ])('is a 404 for %s', async (_, missing) => {
    const res = await get(`/api/admin/submissions/${missing}`);
    expect(res.status).toBe(404);
    expect((await readError(res)).error).toBe('Submission not found.');
  });

  it('is deleted with all its answers', async () => {
    const answersOf = async () =>
      ((await t.db.select({ n: count() }).from(quizAnswers).where(eq(quizAnswers.submissionId, id))) as [{ n: number }])[0].n;
    expect(await answersOf()).toBe(13);
    const res = await request(t, 'DELETE', `/api/admin/submissions/${id}`, undefined, { cookie });
    expect(res.status).toBe(200);
    expect(await t.db.query.quizSubmissions.findFirst({ where: eq(quizSubmissions.id, id) })).toBeUndefined();
    expect(await answersOf()).toBe(0);
    expect((await get(`/api/admin/submissions/${id}`)).status).toBe(404);
    expect((await request(t, 'DELETE', `/api/admin/submissions/${id}`, undefined, { cookie })).status).toBe(404);
  });
});

describe('GET /api/admin/submissions.csv', () => {
  it.each([
    ['plain text', 'Acme', 'Acme'],
    ['a formula', '=HYPERLINK("http://evil.example","click")', `"'=HYPERLINK(""http://evil.example"",""click"")"`],
    ['a plus', '+1+2', "'+1+2"],
    ['a minus', '-2+3', "'-2+3"],
    ['an at sign', '@SUM(A1)', "'@SUM(A1)"],
    ['a leading tab', '\t=1', "'\t=1"],
    ['a leading carriage return', '\r=1', `"'\r=1"`],
    ['a comma', 'Smith, Jones & Co', '"Smith, Jones & Co"'],
    ['a line break', 'two\nlines', '"two\nlines"'],
    ['null', null, ''],
  ])('escapes %s', (_, value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('exports the filtered rows, newest first, with dangerous cells neutralised', async () => {
    await seedSubmission(t, {
      email: 'csv@formula.test',
      company: '=cmd|"/c calc"!A1',
      companyUrl: 'javascript:alert(1)',
      createdAt: new Date(Date.UTC(2024, 5, 2)),
    });
    const res = await get('/api/admin/submissions.csv?q=csv%40');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="submissions-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // UTF-8 BOM, for Excel
    const text = new TextDecoder().decode(bytes);
    expect(text.startsWith('Date,Email,Company,Company Website,Primary Archetype,Secondary,Company Analysis,Confidence,ID\r\n')).toBe(true);
    const lines = text.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      /^2024-06-02T00:00:00.000Z,csv@formula.test,"'=cmd\|""\/c calc""!A1",javascript:alert\(1\),The Hero,Warrior,,,[0-9a-f-]{36}$/,
    );
  });

  it('streams every matching row across batches', async () => {
    const res = await get('/api/admin/submissions.csv?archetype=The%20Hero');
    const lines = (await res.text()).trim().split('\r\n');
    const total = (await page('archetype=The%20Hero')).total;
    expect(lines).toHaveLength(total + 1);
    expect(lines.find((l) => l.includes('The Ruler'))).toMatch(/,The Ruler,83%,/);
  });
});
