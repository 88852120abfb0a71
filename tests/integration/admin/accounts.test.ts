import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { session, user, userRoles } from '../../../db/auth-schema.ts';
import { authErrorSchema, readError, readJson } from '../../helpers/read.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import { confirmationLink, cookiesOf, createAdminTestApp, lastMail, PASSWORD, request, signIn, signUp, type TestApp } from './helpers.ts';

// better-auth's own answers, which the contract leaves undocumented (functions/auth/router.ts): what these tests rely on.
const signedUpSchema = z.object({ token: z.string().nullable(), user: z.looseObject({}) });
const signedInSchema = z.looseObject({ token: z.string() });

let t: TestApp;
beforeAll(async () => (t = await createAdminTestApp()));
afterAll(() => t.close());

describe('sign-up', () => {
  it('creates the account, grants nothing, and sends a real confirmation email through the outbox', async () => {
    const res = await signUp(t, 'New.Person@Example.com', { name: 'New <b>Person</b>' });
    expect(res.status).toBe(200);
    expect(cookiesOf(res)).toBe(''); // no session before the email is confirmed

    const [created] = await t.db.select().from(user).where(eq(user.email, 'new.person@example.com'));
    expect(created).toMatchObject({ emailVerified: false });
    expect(await t.db.select().from(userRoles)).toEqual([]);

    const mail = await lastMail(t, 'new.person@example.com', 'account-confirmation');
    expect(mail).toMatchObject({ status: 'pending', subject: 'Confirm your Brand Archetype admin account' });
    expect(mail!.html).toContain('New &lt;b&gt;Person&lt;/b&gt;');
    expect(mail!.html).not.toContain('<b>Person');
    const link = await confirmationLink(t, 'new.person@example.com');
    expect(link.origin).toBe('http://localhost:4321');
    expect(link.pathname).toBe('/api/auth/verify-email');
    expect(link.searchParams.get('callbackURL')).toBe('/admin');
  });

  it('refuses sign-in until the email is confirmed; the link confirms, signs in and lands on /admin', async () => {
    await signUp(t, 'confirm.me@example.com');
    const early = await signIn(t, 'confirm.me@example.com');
    expect(early.status).toBe(403);
    expect((await readError(early, authErrorSchema)).message).toBe('Email not verified');

    const link = await confirmationLink(t, 'confirm.me@example.com');
    const res = await request(t, 'GET', link.pathname + link.search);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/admin');
    const cookie = cookiesOf(res);
    expect(cookie).toContain('better-auth.session_token=');
    // Signed in, but not an admin.
    expect((await request(t, 'GET', '/api/admin/me', undefined, { cookie })).status).toBe(403);
    expect((await signIn(t, 'confirm.me@example.com')).status).toBe(200);
  });

  it('sends a confirmed email back to /admin with an error for a forged link', async () => {
    const res = await request(t, 'GET', '/api/auth/verify-email?token=forged&callbackURL=/admin');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toMatch(/^\/admin\?error=/);
  });

  it.each([
    ['a 5-character password', { password: '12345' }, /^Password too short$/],
    ['a bad email', { email: 'not-an-email' }, /Invalid email/],
  ])('refuses %s with the auth service message', async (_, override, message) => {
    const res = await request(t, 'POST', '/api/auth/sign-up/email', { name: 'X', email: 'short@example.com', password: PASSWORD, ...override });
    expect(res.status).toBe(400);
    expect((await readError(res, authErrorSchema)).message).toMatch(message);
  });

  it('accepts a 6-character password (the spec minimum)', async () => {
    const res = await signUp(t, 'six@example.com', { password: '123456' });
    expect(res.status).toBe(200);
  });

  it('answers a sign-up with a taken email like a new one, changes nothing, and tells the owner', async () => {
    await signUp(t, 'taken@example.com');
    const again = await signUp(t, 'taken@example.com', { password: 'another password' });
    expect(again.status).toBe(200);
    expect(Object.keys(await readJson(again, signedUpSchema)).sort()).toEqual(['token', 'user']);
    const [{ n }] = (await t.db.select({ n: count() }).from(user).where(eq(user.email, 'taken@example.com'))) as [{ n: number }];
    expect(n).toBe(1);
    expect(await lastMail(t, 'taken@example.com', 'account-exists')).toMatchObject({ subject: 'Someone tried to sign up with your email' });
  });
});

describe('sign-in', () => {
  beforeAll(async () => {
    await signUp(t, 'member@example.com');
    const link = await confirmationLink(t, 'member@example.com');
    await request(t, 'GET', link.pathname + link.search);
  });

  it('gives the same answer for an unknown email and a wrong password', async () => {
    const unknown = await signIn(t, 'nobody@example.com', 'whatever123');
    const wrong = await signIn(t, 'member@example.com', 'wrong password');
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    const body = async (res: Response) => ({ ...(await readError(res, authErrorSchema)), requestId: undefined });
    expect(await body(unknown)).toEqual(await body(wrong));
  });

  it('sets an HttpOnly, SameSite=Lax session cookie (not Secure on http://localhost)', async () => {
    const res = await signIn(t, 'member@example.com');
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('better-auth.session_token='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
  });

  it('records the address the runtime saw, not one the client claims', async () => {
    const res = await signIn(t, 'member@example.com', PASSWORD, {
      ip: '192.0.2.44',
      headers: { 'x-client-address': '10.9.9.9', 'x-forwarded-for': '10.8.8.8' },
    });
    const { token } = await readJson(res, signedInSchema);
    const [row] = await t.db.select({ ip: session.ipAddress }).from(session).where(eq(session.token, token));
    expect(row!.ip).toBe('192.0.2.44');
  });

  it('signs out: the session stops working', async () => {
    const cookie = cookiesOf(await signIn(t, 'member@example.com'));
    expect((await request(t, 'GET', '/api/auth/get-session', undefined, { cookie })).status).toBe(200);
    expect((await request(t, 'POST', '/api/auth/sign-out', {}, { cookie })).status).toBe(200);
    const after = await request(t, 'GET', '/api/auth/get-session', undefined, { cookie });
    expect(await readJson(after, z.null())).toBeNull();
  });

  it('refuses a sign-in posted from another site', async () => {
    const cookie = cookiesOf(await signIn(t, 'member@example.com'));
    const res = await signIn(t, 'member@example.com', PASSWORD, { cookie, headers: { origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
  });
});

describe('on an https site', () => {
  it('marks the session cookie Secure', async () => {
    const https = await createAdminTestApp({ SITE_URL: 'https://brand.example' });
    try {
      await request(
        https,
        'POST',
        '/api/auth/sign-up/email',
        { name: 'S', email: 's@example.com', password: PASSWORD },
        { headers: { origin: 'https://brand.example' } },
      );
      const link = await confirmationLink(https, 's@example.com');
      expect(link.origin).toBe('https://brand.example');
      const res = await request(https, 'GET', link.pathname + link.search);
      const cookie = res.headers.getSetCookie().find((c) => c.includes('session_token='))!;
      expect(cookie).toMatch(/^__Secure-/);
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/HttpOnly/i);
    } finally {
      https.close();
    }
  });
});

describe('rate limits', () => {
  let limited: TestApp;
  beforeAll(async () => (limited = await createTestApp({ AUTH_RATE_LIMIT_MAX: '3', AUTH_RATE_LIMIT_WINDOW_SECONDS: '600' })));
  afterAll(() => limited.close());

  it('stops sign-in attempts from one client address, not from others', async () => {
    const attempt = (ip: string, headers: Record<string, string> = {}) => signIn(limited, 'someone@example.com', 'guess', { ip, headers });
    for (let i = 0; i < 3; i++) expect((await attempt('203.0.113.50')).status).toBe(401);
    const blocked = await attempt('203.0.113.50');
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await readError(blocked, authErrorSchema)).message).toMatch(/Too many sign-in attempts/);
    // A forged X-Forwarded-For does not buy new attempts (TRUST_PROXY is off)...
    expect((await attempt('203.0.113.50', { 'x-forwarded-for': '192.0.2.1' })).status).toBe(429);
    // ...while another address is unaffected.
    expect((await attempt('203.0.113.51')).status).toBe(401);
  });

  it('stops sign-ups (which send email) from one client address', async () => {
    for (let i = 0; i < 3; i++) expect((await signUp(limited, `burst${i}@example.com`, { ip: '203.0.113.60' })).status).toBe(200);
    const blocked = await signUp(limited, 'burst9@example.com', { ip: '203.0.113.60' });
    expect(blocked.status).toBe(429);
    const [{ n }] = (await limited.db.select({ n: count() }).from(user).where(eq(user.email, 'burst9@example.com'))) as [{ n: number }];
    expect(n).toBe(0);
  });
});
