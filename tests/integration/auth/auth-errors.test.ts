import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { authErrorSchema, readError } from '../../helpers/read.ts';
import { createAdminTestApp, ORIGIN, request, type TestApp } from '../admin/helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createAdminTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

/** The envelope, with X-Request-Id naming the same request as its body. */
async function envelope(res: Response, status: number) {
  expect(res.status).toBe(status);
  const body = await readError(res, authErrorSchema);
  expect(res.headers.get('x-request-id')).toBe(body.requestId);
  return body;
}

describe('/api/auth/* answers every error with the envelope', () => {
  it('malformed JSON: 400 invalid_request, and nothing printed beside the app’s logger', async () => {
    const console = [vi.spyOn(globalThis.console, 'error'), vi.spyOn(globalThis.console, 'warn'), vi.spyOn(globalThis.console, 'log')];
    const res = await t.app.request(
      '/api/auth/sign-in/email',
      { method: 'POST', headers: { origin: ORIGIN, 'content-type': 'application/json' }, body: '{"email":' },
      { clientAddress: '198.51.100.30' },
    );
    expect(await envelope(res, 400)).toMatchObject({ code: 'invalid_request', error: 'Invalid JSON in request body' });
    for (const spy of console) expect(spy).not.toHaveBeenCalled();
  });

  it('GET on a POST-only route: 405 method_not_allowed with Allow', async () => {
    const res = await request(t, 'GET', '/api/auth/sign-in/email');
    expect(await envelope(res, 405)).toMatchObject({ code: 'method_not_allowed' });
    expect(res.headers.get('allow')).toBe('POST');
  });

  it('a method better-auth never answers: 405 with the path’s own methods', async () => {
    const res = await request(t, 'PUT', '/api/auth/sign-in/email', {});
    expect(await envelope(res, 405)).toMatchObject({ code: 'method_not_allowed' });
    expect(res.headers.get('allow')).toBe('POST');
  });

  it('an unknown auth path: 404 not_found, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const res = await request(t, method, '/api/auth/no-such-endpoint', method === 'POST' ? {} : undefined);
      expect(await envelope(res, 404)).toMatchObject({ code: 'not_found' });
    }
  });
});

describe('an auth failure of ours', () => {
  it('answers 500 internal_error and is logged through the app’s logger with the request id', async () => {
    const broken = await createAdminTestApp();
    try {
      await broken.client.execute('ALTER TABLE "user" RENAME TO "user_moved_away"');
      const res = await request(broken, 'POST', '/api/auth/sign-in/email', { email: 'someone@example.com', password: 'a password' });
      const { requestId, code } = await readError(res, authErrorSchema);
      expect(code).toBe('internal_error');
      expect(res.status).toBe(500);
      expect(res.headers.get('x-request-id')).toBe(requestId);
      const lines = broken.logger.lines.filter((line) => line.includes('user'));
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) expect(line).toContain(`"requestId":"${requestId}"`);
    } finally {
      broken.close();
    }
  });
});

describe('GET /api', () => {
  it('answers like any unknown API path: 404 not_found in the envelope', async () => {
    for (const path of ['/api', '/api/']) {
      const res = await t.app.request(path);
      expect(res.status).toBe(404);
      const body = await readError(res);
      expect(body.code).toBe('not_found');
      expect(res.headers.get('x-request-id')).toBe(body.requestId);
    }
  });
});
