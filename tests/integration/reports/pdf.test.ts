import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizSubmissions } from '../../../db/schema.ts';
import { issueDeleteToken } from '../../../functions/privacy/delete-token.ts';
import { PDF_UNAVAILABLE } from '../../../functions/reports/pdf.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import { readPdf } from '../../helpers/pdf-text.ts';
import { openApiDocumentSchema, readError, readJson } from '../../helpers/read.ts';
import { createAdminTestApp, request, sessionFor } from '../admin/helpers.ts';
import { setupTeams, submit, type Result, type TestApp } from '../teams/helpers.ts';
import { COMPETITORS, downloadPdf, fullResult, ODD_COMPANY, searchable } from './helpers.ts';

let setup: Awaited<ReturnType<typeof setupTeams>>;
let full: Result;
let subArchetype: string;
let pdf: Awaited<ReturnType<typeof readPdf>>;
let bytes: Uint8Array;
let response: Response;

beforeAll(async () => {
  setup = await setupTeams();
  full = await fullResult(setup.t);
  subArchetype = (await setup.t.db.query.quizSubmissions.findFirst({ where: eq(quizSubmissions.id, full.id) }))!.secondaryArchetype;
  response = await downloadPdf(setup.t, full.id, { token: full.accessToken, language: 'de-DE,de;q=0.9' });
  bytes = new Uint8Array(await response.clone().arrayBuffer());
  pdf = await readPdf(bytes);
});
afterAll(() => setup.close());

describe('GET /api/submissions/{id}/report.pdf: the report as a designed PDF', () => {
  it('is a PDF download that no cache keeps', () => {
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="brand-archetype-report-hero.pdf"');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  });

  it('shows, as searchable text, the archetype, sub-archetype, company archetype, each competitor and the team', () => {
    const text = searchable(pdf.text);
    expect(text).toContain('The Hero');
    expect(text).toContain(subArchetype);
    expect(text).toContain('The Sage');
    for (const { host } of COMPETITORS) expect(text).toContain(host);
    expect(text).toContain('Łódź Leadership');
    expect(text).toContain('Olivia Owner');
  });

  it('draws a visitor’s markup and odd letters as the plain text they are', () => {
    expect(searchable(pdf.text)).toContain(ODD_COMPANY);
  });

  it('sets the title, author and language, and stays within 500 KB', () => {
    expect(pdf.info.Title).toMatch(/\w/);
    expect(pdf.info.Author).toMatch(/\w/);
    expect(pdf.info.Language).toMatch(/^en/);
    expect(bytes.byteLength).toBeLessThanOrEqual(500 * 1024);
  });

  it('is A4 for a German browser, US Letter for an American one, and ?paper= overrides either', async () => {
    const sizes = async (language: string, query = '') => {
      const res = await downloadPdf(setup.t, full.id, { token: full.accessToken, language, query, client: '203.0.113.51' });
      expect(res.status).toBe(200);
      const read = await readPdf(new Uint8Array(await res.arrayBuffer()));
      return { page: read.pages[0], all: new Set(read.pages.map((p) => `${p.width}x${p.height}`)), text: searchable(read.text) };
    };
    expect(pdf.pages[0]).toEqual({ width: 595, height: 842 });
    expect(searchable(pdf.text)).toContain('2 March 2026');
    const letter = await sizes('en-US,en;q=0.9');
    expect(letter.text).toContain('March 2, 2026');
    expect(letter.page).toEqual({ width: 612, height: 792 });
    expect([...letter.all]).toEqual(['612x792']);
    expect((await sizes('en-US', '?paper=a4')).page).toEqual({ width: 595, height: 842 });
    expect((await sizes('de-DE', '?paper=letter')).page).toEqual({ width: 612, height: 792 });
  });

  it('refuses a paper it does not know (400)', async () => {
    const res = await downloadPdf(setup.t, full.id, { token: full.accessToken, query: '?paper=legal', client: '203.0.113.52' });
    expect(res.status).toBe(400);
    expect(await readError(res)).toMatchObject({ code: 'invalid_request' });
  });
});

describe('Who gets the PDF', () => {
  it('needs the secret: 401 without it; a wrong one and an unknown submission are the same 404', async () => {
    const client = '203.0.113.60';
    const none = await downloadPdf(setup.t, full.id, { client });
    expect(none.status).toBe(401);
    expect(await readError(none)).toMatchObject({ code: 'unauthorized' });
    const wrong = await readError(await downloadPdf(setup.t, full.id, { token: 'not-the-secret', client }));
    const unknown = await readError(await downloadPdf(setup.t, crypto.randomUUID(), { token: full.accessToken, client }));
    expect(wrong).toMatchObject({ code: 'not_found', error: 'Submission not found.' });
    expect(unknown).toMatchObject({ code: 'not_found', error: wrong.error });
  });

  it('is gone once the visitor erases the submission (404)', async () => {
    const { t } = setup;
    const result = await submit(t, { company: 'Erased Co' });
    expect((await downloadPdf(t, result.id, { token: result.accessToken, client: '203.0.113.61' })).status).toBe(200);
    const { token } = issueDeleteToken(setup.deps.secret, result.id, setup.clock.now());
    const erased = await t.post('/api/privacy/delete', { token }, { 'x-test-client': '203.0.113.61' });
    expect(erased.status).toBe(200);
    const after = await downloadPdf(t, result.id, { token: result.accessToken, client: '203.0.113.61' });
    expect(after.status).toBe(404);
  });

  it('counts 30 an hour per client address, before any rendering: then 429 in the error envelope', async () => {
    const client = '203.0.113.70';
    for (let i = 0; i < 30; i++) expect((await downloadPdf(setup.t, full.id, { token: 'wrong', client })).status).toBe(404);
    const refused = await downloadPdf(setup.t, full.id, { token: full.accessToken, client });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await readError(refused)).toEqual({
      error: expect.stringMatching(/PDF/),
      code: 'rate_limited',
      requestId: refused.headers.get('x-request-id'),
    });
  });

  it('answers 503 where the server has no PDF renderer', async () => {
    const bare = await createTestApp({}, { renderPdf: undefined });
    try {
      const result = await submit(bare);
      const res = await downloadPdf(bare, result.id, { token: result.accessToken });
      expect(res.status).toBe(503);
      expect(await readError(res)).toMatchObject({ code: 'unavailable', error: PDF_UNAVAILABLE });
    } finally {
      bare.close();
    }
  });
});

describe('GET /api/admin/submissions/{id}/report.pdf', () => {
  // The admin pages' origin is the app's SITE_URL: an app of its own, on the default one.
  let admin: TestApp;
  let result: Result;
  beforeAll(async () => {
    admin = await createAdminTestApp();
    result = await fullResult(admin);
  });
  afterAll(() => admin.close());
  const adminPdf = (id: string, cookie?: string) => request(admin, 'GET', `/api/admin/submissions/${id}/report.pdf`, undefined, { cookie });

  it('is 401 without a session and 403 for a signed-in user without the admin role', async () => {
    expect((await adminPdf(result.id)).status).toBe(401);
    const user = await sessionFor(admin, 'pdf-user@example.com');
    expect((await adminPdf(result.id, user)).status).toBe(403);
  });

  it('gives an admin the same report, and 404 for a submission that does not exist', async () => {
    const cookie = await sessionFor(admin, 'pdf-admin@example.com', { admin: true });
    const res = await adminPdf(result.id, cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="brand-archetype-report-hero.pdf"');
    const text = searchable((await readPdf(new Uint8Array(await res.arrayBuffer()))).text);
    expect(text).toContain('The Hero');
    expect(text).toContain('rival-two.example');
    expect(text).toContain('Łódź Leadership');
    expect((await adminPdf(crypto.randomUUID(), cookie)).status).toBe(404);
    expect((await adminPdf('not-an-id', cookie)).status).toBe(404);
  });
});

describe('The API contract', () => {
  it('describes both downloads as application/pdf', async () => {
    const doc = await readJson(await setup.t.app.request('/api/openapi.json'), openApiDocumentSchema);
    for (const path of ['/api/submissions/{id}/report.pdf', '/api/admin/submissions/{id}/report.pdf']) {
      expect(Object.keys(doc.paths[path]?.get?.responses['200']?.content ?? {})).toEqual(['application/pdf']);
    }
  });
});
