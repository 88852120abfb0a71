import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client.ts';
import { servicesOf } from '../../../functions/app.ts';
import { checkAdmin } from '../../../functions/auth/viewer.ts';
import { memoryLogger } from '../../helpers/test-app.ts';
import { createAdminTestApp, request, sessionFor, type TestApp } from './helpers.ts';

let t: TestApp;
let adminCookie: string;
let userCookie: string;

beforeAll(async () => {
  t = await createAdminTestApp();
  adminCookie = await sessionFor(t, 'chief@example.com', { admin: true });
  userCookie = await sessionFor(t, 'guest@example.com');
});
afterAll(() => t.close());

// The admin pages' gate (src/lib/server/admin-gate.ts) and the API's admin routes (requireAdmin) both ask checkAdmin.
describe('the one admin rule', () => {
  const check = (cookie?: string) => {
    const { auth, db, logger } = servicesOf(t.app);
    return checkAdmin({ auth, db, logger }, new Headers(cookie ? { cookie } : {}));
  };

  it.each([
    ['no session', () => undefined, 'unauthorized', 401],
    ['a forged session cookie', () => 'better-auth.session_token=forged.value', 'unauthorized', 401],
    ['a signed-in non-admin', () => userCookie, 'forbidden', 403],
  ])('refuses %s as %s, which the API answers with %i', async (_, cookie, code, status) => {
    expect(await check(cookie())).toEqual({ allowed: false, code });
    expect((await request(t, 'GET', '/api/admin/me', undefined, { cookie: cookie() })).status).toBe(status);
  });

  it('lets an admin in, as the API does, and says who they are', async () => {
    expect(await check(adminCookie)).toEqual({ allowed: true, admin: { id: expect.any(String), name: 'Test Person', email: 'chief@example.com' } });
    expect((await request(t, 'GET', '/api/admin/me', undefined, { cookie: adminCookie })).status).toBe(200);
  });

  it('counts a failing role lookup as not admin, and logs it with the request id of the logger it is given', async () => {
    const lines: string[] = [];
    const { auth } = servicesOf(t.app);
    const brokenDb = {
      select: () => {
        throw new Error('database unavailable');
      },
    } as unknown as Database;
    const logger = memoryLogger(lines, { requestId: 'req-12345678' });
    expect(await checkAdmin({ auth, db: brokenDb, logger }, new Headers({ cookie: adminCookie }))).toEqual({ allowed: false, code: 'forbidden' });
    expect(lines).toEqual([`Admin role check failed ${JSON.stringify({ requestId: 'req-12345678', error: 'database unavailable' })}`]);
  });
});
