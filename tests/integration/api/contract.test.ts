import { serve } from '@hono/node-server';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  adminMeSchema,
  dashboardPageSchema,
  dashboardStatsSchema,
  deliveryRetrySchema,
  deliveryStatusSchema,
  submissionReportSchema,
} from '../../../functions/admin/schema.ts';
import { analyzeFailureSchema, analyzeResponseSchema } from '../../../functions/analysis/routes.ts';
import type { ErrorEnvelope } from '../../../functions/lib/error-handler.ts';
import { emailReportAcceptedSchema } from '../../../functions/reports/schema.ts';
import { companyAnalysisResponseSchema, createdSubmissionSchema } from '../../../functions/submissions/schema.ts';
import { healthSchema } from '../../../functions/system/routes.ts';
import { fullAnswersFor } from '../../helpers/answers.ts';
import { authErrorSchema, openApiDocumentSchema, readError, readJson } from '../../helpers/read.ts';
import { serveSite, type ServedSite } from '../../helpers/static-server.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import { createAdminTestApp, request, sessionFor, type TestApp } from '../admin/helpers.ts';

let t: TestApp;
let site: ServedSite;
let admin: string;

beforeAll(async () => {
  site = await serveSite('tests/fixtures/sites/hero');
  t = await createAdminTestApp({ ANALYZER_ALLOW_PRIVATE_HOSTS: 'true', SUBMISSION_RATE_LIMIT_MAX: '3', MAX_BODY_BYTES: '2000' });
  admin = await sessionFor(t, 'contract-admin@example.com', { admin: true });
});
afterAll(async () => {
  t.close();
  await site.close();
});

const submission = (email = 'ceo@example.com') => ({ email, company: 'Valor', companyUrl: site.url, answers: fullAnswersFor('The Hero') });

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document listing every route with its request and response schemas', async () => {
    const res = await t.app.request('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = await readJson(res, openApiDocumentSchema);
    expect(doc.openapi).toBe('3.1.0');
    const operations = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`));
    expect(operations.sort()).toEqual(
      [
        'GET /api/health',
        'POST /api/submissions',
        'POST /api/submissions/{id}/company-analysis',
        'POST /api/submissions/{id}/email-report',
        'POST /api/submissions/{id}/share',
        'DELETE /api/submissions/{id}/share',
        'GET /api/submissions/{id}/competitors',
        'GET /api/submissions/{id}/report.pdf',
        'POST /api/submissions/{id}/competitors',
        'DELETE /api/submissions/{id}/competitors/{competitorId}',
        'POST /api/analyze-website',
        'POST /api/voice-rewrites',
        'POST /api/events',
        'POST /api/privacy/lookup',
        'POST /api/privacy/export',
        'POST /api/privacy/delete',
        'POST /api/teams',
        'GET /api/teams/{teamId}',
        'POST /api/teams/{teamId}/leave',
        'POST /api/teams/{teamId}/manage',
        'POST /api/teams/{teamId}/members/{memberId}/remove',
        'POST /api/teams/{teamId}/links',
        'GET /api/invites/{inviteId}',
        'POST /api/invites/{inviteId}/join',
        'POST /api/submissions/{id}/watch',
        'POST /api/watches/{watchId}/stop',
        'GET /api/watches/{watchId}/stop',
        'GET /api/watches/settings',
        'GET /api/admin/analytics',
        'GET /api/admin/analytics/csv',
        'GET /api/admin/erasures',
        'GET /api/admin/teams',
        'POST /api/admin/erasures',
        'GET /api/admin/me',
        'GET /api/admin/stats',
        'GET /api/admin/submissions',
        'GET /api/admin/submissions.csv',
        'GET /api/admin/submissions/{id}',
        'GET /api/admin/submissions/{id}/report.pdf',
        'DELETE /api/admin/submissions/{id}',
        'GET /api/admin/delivery',
        'POST /api/admin/delivery/{kind}/retry',
        'GET /api/admin/webhooks',
        'POST /api/admin/webhooks',
        'PATCH /api/admin/webhooks/{id}',
        'DELETE /api/admin/webhooks/{id}',
        'POST /api/admin/webhooks/{id}/pause',
        'POST /api/admin/webhooks/{id}/resume',
        'POST /api/admin/webhooks/{id}/rotate-secret',
        'POST /api/admin/webhooks/{id}/test',
        'GET /api/admin/webhooks/{id}/deliveries',
        'POST /api/admin/webhooks/{id}/deliveries/{deliveryId}/redeliver',
        'POST /api/auth/sign-up/email',
        'POST /api/auth/sign-in/email',
        'POST /api/auth/send-verification-email',
        'GET /api/auth/verify-email',
        'GET /api/auth/get-session',
        'POST /api/auth/sign-out',
      ].sort(),
    );
    const created = doc.paths['/api/submissions']!.post!;
    expect(JSON.stringify(created)).toContain('"accessToken"');
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const errors = Object.entries(op.responses).filter(([status]) => Number(status) >= 400);
        expect({ path, method, errors: errors.length > 0 }).toEqual({ path, method, errors: path !== '/api/health' });
      }
    }
  });

  it('has a reference page at /api/docs that runs the viewer from this origin only', async () => {
    const res = await t.app.request('/api/docs');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('/api/openapi.json');
    expect(html).toContain('src="/vendor/scalar-api-reference.js"');
    expect(html).not.toMatch(/src="https?:/);
  });
});

describe('responses match the routes’ own schemas', () => {
  it('for the quiz: a submission, its company analysis and its report email', async () => {
    expect(await readJson(await t.app.request('/api/health'), healthSchema)).toEqual({ ok: true });
    const created = await readJson(await t.post('/api/submissions', submission()), createdSubmissionSchema);
    const analysis = await t.post(`/api/submissions/${created.id}/company-analysis`, { accessToken: created.accessToken });
    expect((await readJson(analysis, companyAnalysisResponseSchema)).companyAnalysis?.archetype).toBe('The Hero');
    const report = await t.post(`/api/submissions/${created.id}/email-report`, { email: 'me@example.com', accessToken: created.accessToken });
    expect(report.status).toBe(202);
    await readJson(report, emailReportAcceptedSchema);
    const quick = await t.post('/api/analyze-website', { url: site.url }, { 'x-test-client': '198.51.100.80' });
    expect((await readJson(quick, analyzeResponseSchema)).analysis.archetype).toBe('The Hero');
  });

  it('for the admin area', async () => {
    const created = await readJson(
      await t.post('/api/submissions', submission('admin-view@example.com'), { 'x-test-client': '198.51.100.81' }),
      createdSubmissionSchema,
    );
    const get = async <S extends z.ZodType>(path: string, schema: S) => readJson(await request(t, 'GET', path, undefined, { cookie: admin }), schema);
    await get('/api/admin/me', adminMeSchema);
    await get('/api/admin/stats', dashboardStatsSchema);
    expect((await get('/api/admin/submissions?q=admin-view', dashboardPageSchema)).rows.map((r) => r.id)).toEqual([created.id]);
    expect((await get(`/api/admin/submissions/${created.id}`, submissionReportSchema)).answers).toHaveLength(13);
    await get('/api/admin/delivery', deliveryStatusSchema);
    await readJson(await request(t, 'POST', '/api/admin/delivery/mail/retry', undefined, { cookie: admin }), deliveryRetrySchema);
  });
});

describe('every error answer', () => {
  // The last element: the route's own error schema where it extends the envelope (analyze-website's success: false, better-auth's message).
  const cases: Array<[string, () => Response | Promise<Response>, number, string, z.ZodType<ErrorEnvelope>?]> = [
    ['malformed JSON', () => t.post('/api/submissions', '{"email":', {}), 400, 'invalid_json'],
    ['a body that fails validation', () => t.post('/api/submissions', { email: 'nope' }), 400, 'invalid_request'],
    [
      'a body that is not JSON',
      () => t.app.request('/api/analyze-website', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'url' }),
      415,
      'unsupported_media_type',
      analyzeFailureSchema,
    ],
    ['a body over the limit', () => t.post('/api/submissions', { ...submission(), company: 'x'.repeat(5000) }), 413, 'payload_too_large'],
    ['an unknown route', () => t.app.request('/api/nope'), 404, 'not_found'],
    ['an admin route without a session', () => t.app.request('/api/admin/stats'), 401, 'unauthorized'],
    [
      'a wrong submission secret',
      () => t.post('/api/submissions/00000000-0000-7000-8000-000000000000/company-analysis', { accessToken: 'x' }),
      404,
      'not_found',
    ],
    ['a report without its secret', () => t.post('/api/submissions/x/email-report', { email: 'a@example.com' }), 401, 'unauthorized'],
    [
      'a wrong password',
      () => request(t, 'POST', '/api/auth/sign-in/email', { email: 'nobody@example.com', password: 'wrong password' }),
      401,
      'unauthorized',
      authErrorSchema,
    ],
  ];

  it.each(cases)('%s: the envelope { error, code, requestId }, the X-Request-Id header', async (_, send, status, code, schema) => {
    const res = await send();
    expect(res.status).toBe(status);
    const body = await readError(res, schema);
    expect(body).toMatchObject({ code, error: expect.stringMatching(/\w/) });
    expect(body.requestId).toBe(res.headers.get('x-request-id'));
  });

  it('a rate limit: 429 rate_limited with Retry-After', async () => {
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 4; i++) {
      last = await t.post('/api/submissions', submission(`limit${i}@example.com`), { 'x-test-client': '198.51.100.90' });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
    expect(last!.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
    expect((await readError(last!)).code).toBe('rate_limited');
  });

  it('analyze-website keeps the spec’s success: false beside the envelope', async () => {
    const res = await t.post('/api/analyze-website', { url: 'javascript:alert(1)' });
    expect(res.status).toBe(400);
    expect(await readError(res, analyzeFailureSchema)).toMatchObject({ success: false, code: 'invalid_url' });
  });
});

describe('X-Request-Id', () => {
  it('is on every answer, and ties the answer to its log lines', async () => {
    const ok = await t.app.request('/api/health');
    expect(ok.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const failing = await createTestApp({}, { analyzer: { analyze: () => Promise.reject(new Error('the engine broke')) } });
    const res = await failing.post('/api/analyze-website', { url: 'https://example.com' });
    expect(res.status).toBe(500);
    const body = await readError(res, analyzeFailureSchema);
    expect(body).toMatchObject({ code: 'internal_error', error: 'Something went wrong on our side. Please try again.' });
    expect(body.error).not.toContain('engine broke');
    const line = failing.logger.lines.find((l) => l.startsWith('Unhandled API error'));
    expect(line).toContain(`"requestId":"${body.requestId}"`);
    expect(line).toContain('the engine broke');
    failing.close();
  });

  it('keeps the id a proxy or Cloudflare gave the request, and ignores one that is not an id', async () => {
    const viaProxy = await t.app.request('/api/health', { headers: { 'x-request-id': 'proxy-req-12345678' } });
    expect(viaProxy.headers.get('x-request-id')).toBe('proxy-req-12345678');
    const viaCloudflare = await t.app.request('/api/health', { headers: { 'cf-ray': '8f1e2d3c4b5a6978-AMS' } });
    expect(viaCloudflare.headers.get('x-request-id')).toBe('8f1e2d3c4b5a6978-AMS');
    const hostile = await t.app.request('/api/health', { headers: { 'x-request-id': 'a b <script>' } });
    expect(hostile.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('methods', () => {
  it.each([
    ['PUT', '/api/submissions', 'POST'],
    ['GET', '/api/analyze-website', 'POST'],
    ['DELETE', '/api/health', 'GET, HEAD'],
    ['PATCH', '/api/submissions/0193a1b2-0000-7000-8000-000000000000/email-report', 'POST'],
  ])('%s %s is 405 with Allow: %s, in the envelope', async (method, path, allow) => {
    const res = await t.app.request(path, { method });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe(allow);
    // analyze-website's clients read the spec's `success: false` beside the envelope, whatever refused the request.
    expect((await readError(res, path === '/api/analyze-website' ? analyzeFailureSchema : undefined)).code).toBe('method_not_allowed');
    expect(t.logger.lines.filter((l) => l.startsWith('Unhandled'))).toEqual([]);
  });

  it('answers TRACE over real HTTP with 405 too, and logs nothing as an error', async () => {
    const server = serve({ fetch: (req) => t.app.fetch(req, { clientAddress: '198.51.100.99' }), hostname: '127.0.0.1', port: 0 });
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    const [status, allow] = await new Promise<[number | undefined, string | undefined]>((resolve, reject) =>
      httpRequest({ host: '127.0.0.1', port, path: '/api/health', method: 'TRACE' }, (res) => {
        res.resume();
        resolve([res.statusCode, res.headers.allow as string | undefined]);
      })
        .on('error', reject)
        .end(),
    );
    server.close();
    expect([status, allow]).toEqual([405, 'GET, HEAD']);
    expect(t.logger.lines.filter((l) => l.startsWith('Unhandled'))).toEqual([]);
  });

  it('answers a path no route has with 404, whatever the method', async () => {
    expect((await t.app.request('/api/submissions/x/y/z', { method: 'POST' })).status).toBe(404);
    expect((await t.app.request('/api/nothing-here', { method: 'DELETE' })).status).toBe(404);
  });
});
