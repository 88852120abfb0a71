import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizSubmissions } from '../../../db/schema.ts';
import { adminMeSchema } from '../../../functions/admin/schema.ts';
import { grantAdmin, revokeAdmin } from '../../../functions/auth/roles.ts';
import { readError, readJson } from '../../helpers/read.ts';
import { createAdminTestApp, request, seedSubmission, sessionFor, type TestApp } from './helpers.ts';

let t: TestApp;
let adminCookie: string;
let userCookie: string;
let id: string;

beforeAll(async () => {
  t = await createAdminTestApp();
  adminCookie = await sessionFor(t, 'boss@example.com', { admin: true });
  userCookie = await sessionFor(t, 'visitor@example.com');
  id = (await seedSubmission(t)).id;
});
afterAll(() => t.close());

// Every admin endpoint, including one that does not exist: the guard runs before routing.
const endpoints = (): [string, string][] => [
  ['GET', '/api/admin/me'],
  ['GET', '/api/admin/stats'],
  ['GET', '/api/admin/submissions'],
  ['GET', '/api/admin/submissions?q=seed&archetype=The%20Hero&page=2'],
  ['GET', '/api/admin/submissions.csv'],
  ['GET', `/api/admin/submissions/${id}`],
  ['DELETE', `/api/admin/submissions/${id}`],
  ['GET', '/api/admin/delivery'],
  ['POST', '/api/admin/delivery/mail/retry'],
  ['POST', '/api/admin/delivery/leads/retry'],
  ['GET', '/api/admin/no-such-endpoint'],
];

describe('every admin endpoint', () => {
  it.each([
    ['no session', () => undefined, 401],
    ['a forged session cookie', () => 'better-auth.session_token=forged.value', 401],
    ['a signed-in non-admin', () => userCookie, 403],
  ])('answers %s with %i', async (_, cookie, status) => {
    for (const [method, path] of endpoints()) {
      const res = await request(t, method, path, undefined, { cookie: cookie() });
      expect({ method, path, status: res.status }).toEqual({ method, path, status });
      expect((await readError(res)).error).toEqual(expect.any(String));
    }
    expect(await t.db.query.quizSubmissions.findFirst({ where: eq(quizSubmissions.id, id) })).toBeDefined();
  });

  it('lets an admin through', async () => {
    for (const [method, path] of endpoints()) {
      if (method === 'DELETE') continue;
      const res = await request(t, method, path, undefined, { cookie: adminCookie });
      expect({ path, status: res.status }).toEqual({ path, status: path.includes('no-such') ? 404 : 200 });
    }
  });
});

describe('the admin role', () => {
  it('is not granted by signing up', async () => {
    const res = await request(t, 'GET', '/api/admin/me', undefined, { cookie: userCookie });
    expect(res.status).toBe(403);
  });

  it('takes effect on the next request when granted and when revoked', async () => {
    const cookie = await sessionFor(t, 'promoted@example.com');
    expect((await request(t, 'GET', '/api/admin/me', undefined, { cookie })).status).toBe(403);
    await grantAdmin(t.db, 'promoted@example.com');
    const me = await request(t, 'GET', '/api/admin/me', undefined, { cookie });
    expect(me.status).toBe(200);
    expect(await readJson(me, adminMeSchema)).toEqual({
      role: 'admin',
      user: { id: expect.any(String), name: 'Test Person', email: 'promoted@example.com' },
    });
    await revokeAdmin(t.db, 'promoted@example.com');
    expect((await request(t, 'GET', '/api/admin/stats', undefined, { cookie })).status).toBe(403);
  });
});

describe('a delete', () => {
  it.each([
    ['from another site', { origin: 'https://evil.example' }],
    ['from a sibling subdomain', { origin: 'http://evil.localhost:4321' }],
  ])('is refused %s, even with an admin session', async (_, headers) => {
    const { id: victim } = await seedSubmission(t);
    const res = await request(t, 'DELETE', `/api/admin/submissions/${victim}`, undefined, { cookie: adminCookie, headers });
    expect(res.status).toBe(403);
    expect(await t.db.query.quizSubmissions.findFirst({ where: eq(quizSubmissions.id, victim) })).toBeDefined();
  });
});
