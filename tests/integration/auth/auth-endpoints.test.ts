import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { servicesOf } from '../../../functions/app.ts';
import { authErrorSchema, readError } from '../../helpers/read.ts';
import { cookiesOf, createAdminTestApp, PASSWORD, request, sessionFor, signIn, type TestApp } from '../admin/helpers.ts';

let t: TestApp;
let cookie: string;
const EMAIL = 'endpoints@example.com';

beforeAll(async () => {
  t = await createAdminTestApp();
  cookie = await sessionFor(t, EMAIL, { admin: true });
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

/** Every row better-auth keeps, so a refused call can be shown to have changed nothing. */
async function authRows() {
  const tables = ['user', 'session', 'account', 'verification'];
  const rows = await Promise.all(tables.map((table) => t.client.execute(`SELECT * FROM "${table}" ORDER BY id`)));
  return JSON.stringify(rows.map((r) => r.rows));
}

// better-auth endpoints the admin pages never call, each with a body that would do harm if it were answered.
const BLOCKED: Array<[method: string, path: string, body?: unknown]> = [
  ['POST', '/api/auth/change-password', { currentPassword: PASSWORD, newPassword: 'a new password', revokeOtherSessions: true }],
  ['POST', '/api/auth/update-user', { name: 'Renamed' }],
  ['GET', '/api/auth/list-sessions'],
  ['POST', '/api/auth/revoke-sessions', {}],
  ['POST', '/api/auth/revoke-session', { token: 'x' }],
  ['POST', '/api/auth/revoke-other-sessions', {}],
  ['POST', '/api/auth/request-password-reset', { email: EMAIL, redirectTo: '/admin' }],
  ['POST', '/api/auth/reset-password', { newPassword: 'a new password', token: 'x' }],
  ['GET', '/api/auth/callback/google?state=x&code=y'],
  ['POST', '/api/auth/sign-in/social', { provider: 'google' }],
  ['POST', '/api/auth/link-social', { provider: 'google' }],
  ['POST', '/api/auth/unlink-account', { providerId: 'credential' }],
  ['GET', '/api/auth/list-accounts'],
  ['POST', '/api/auth/delete-user', { password: PASSWORD }],
  ['GET', '/api/auth/delete-user/callback?token=x'],
  ['POST', '/api/auth/change-email', { newEmail: 'other@example.com' }],
  ['POST', '/api/auth/set-password', { newPassword: 'a new password' }],
  ['GET', '/api/auth/ok'],
  ['GET', '/api/auth/error'],
];

describe('better-auth endpoints the app does not use', () => {
  it.each(BLOCKED)('%s %s: 404 not_found in the envelope, without reaching better-auth or changing anything', async (method, path, body) => {
    const handler = vi.spyOn(servicesOf(t.app).auth, 'handler');
    const before = await authRows();
    const logged = t.logger.lines.length;

    const res = await request(t, method, path, body, { cookie });

    expect(res.status).toBe(404);
    const error = await readError(res, authErrorSchema);
    expect(error).toMatchObject({ code: 'not_found', message: error.error });
    expect(res.headers.get('allow')).toBeNull();
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(handler).not.toHaveBeenCalled();
    expect(t.logger.lines.slice(logged)).toEqual([]);
    expect(await authRows()).toBe(before);
  });

  it('are 404 under every method, never a 405 naming a method of better-auth’s', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) {
      const res = await request(t, method, '/api/auth/delete-user', method === 'GET' ? undefined : {}, { cookie });
      expect(await readError(res, authErrorSchema)).toMatchObject({ code: 'not_found' });
      expect(res.status).toBe(404);
    }
  });

  it('change-password cannot be called: the old password still signs in, the new one does not', async () => {
    const res = await request(t, 'POST', '/api/auth/change-password', { currentPassword: PASSWORD, newPassword: 'a new password' }, { cookie });
    expect(res.status).toBe(404);
    expect((await signIn(t, EMAIL)).status).toBe(200);
    expect((await signIn(t, EMAIL, 'a new password')).status).toBe(401);
  });
});

describe('the endpoints the admin pages use', () => {
  it('still reach better-auth: the session, then sign-out', async () => {
    const fresh = cookiesOf(await signIn(t, EMAIL));
    const session = await request(t, 'GET', '/api/auth/get-session', undefined, { cookie: fresh });
    expect(session.status).toBe(200);
    expect(await session.json()).toMatchObject({ user: { email: EMAIL } });
    expect((await request(t, 'POST', '/api/auth/sign-out', {}, { cookie: fresh })).status).toBe(200);
    const after = await request(t, 'GET', '/api/auth/get-session', undefined, { cookie: fresh });
    expect(await after.json()).toBeNull();
  });

  it('answer a wrong method with 405 and their own method in Allow', async () => {
    const res = await request(t, 'GET', '/api/auth/sign-out');
    expect(await readError(res, authErrorSchema)).toMatchObject({ code: 'method_not_allowed' });
    expect(res.headers.get('allow')).toBe('POST');
  });
});
