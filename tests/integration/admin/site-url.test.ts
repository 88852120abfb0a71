import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantAdmin } from '../../../functions/auth/roles.ts';
import { authErrorSchema, readError } from '../../helpers/read.ts';
import { confirmationLink, cookiesOf, createAdminTestApp, request, signIn, signUp, type TestApp } from './helpers.ts';

// `PORT=4501 npm start` with no SITE_URL: the app is reached at http://localhost:4501, so that is the origin
// admin sign-in must trust and the one its emails link to.
const ORIGIN_4501 = 'http://localhost:4501';
const as4501 = { headers: { origin: ORIGIN_4501 } };

let t: TestApp;
beforeAll(async () => (t = await createAdminTestApp({ PORT: '4501' })));
afterAll(() => t.close());

describe('an app on PORT=4501 without SITE_URL', () => {
  it('takes its site URL from the port', () => {
    expect(t.env.SITE_URL).toBe(ORIGIN_4501);
  });

  it('links the confirmation email to :4501, and signs in an admin whose browser sends Origin http://localhost:4501', async () => {
    expect((await signUp(t, 'port.admin@example.com', as4501)).status).toBe(200);
    const link = await confirmationLink(t, 'port.admin@example.com');
    expect(link.origin).toBe(ORIGIN_4501);
    expect((await request(t, 'GET', link.pathname + link.search, undefined, as4501)).status).toBe(302);
    await grantAdmin(t.db, 'port.admin@example.com');

    const res = await signIn(t, 'port.admin@example.com', undefined, as4501);
    expect(res.status).toBe(200);
    const me = await request(t, 'GET', '/api/admin/me', undefined, { ...as4501, cookie: cookiesOf(res) });
    expect(me.status).toBe(200);
  });

  it('refuses the same sign-in from the old default origin, :4321', async () => {
    const res = await signIn(t, 'port.admin@example.com', undefined, { headers: { origin: 'http://localhost:4321' } });
    expect(res.status).toBe(403);
    expect((await readError(res, authErrorSchema)).message).toMatch(/invalid origin/i);
  });
});
