import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../../db/mail-schema.ts';
import { authErrorSchema, readError } from '../../helpers/read.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import { confirmationLink, PASSWORD, request, signIn, signUp, type TestApp } from './helpers.ts';

let t: TestApp;
// Two attempts per window, so the limit is reached within the test.
beforeAll(async () => (t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '2' })));
afterAll(() => t.close());

const confirmationsTo = async (to: string) =>
  (
    await t.db
      .select({ n: count() })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, to), eq(mailOutbox.kind, 'account-confirmation')))
  )[0]!.n;

describe('signing in to an account whose email is not confirmed yet', () => {
  it('queues a fresh confirmation email in the outbox, whose link confirms the account', async () => {
    const email = 'late.confirmer@example.com';
    await signUp(t, email, { ip: '198.51.100.61' });
    expect(await confirmationsTo(email)).toBe(1);

    const res = await signIn(t, email, PASSWORD, { ip: '198.51.100.62' });
    expect(res.status).toBe(403);
    expect((await readError(res, authErrorSchema)).message).toBe('Email not verified');
    expect(await confirmationsTo(email)).toBe(2);

    const fresh = await confirmationLink(t, email);
    expect(fresh.searchParams.get('callbackURL')).toBe('/admin');
    const confirmed = await request(t, 'GET', fresh.pathname + fresh.search);
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get('location')).toBe('/admin');
    expect((await signIn(t, email, PASSWORD, { ip: '198.51.100.63' })).status).toBe(200);
  });

  it('sends nothing for a wrong password', async () => {
    const email = 'wrong.password@example.com';
    await signUp(t, email, { ip: '198.51.100.64' });
    const res = await signIn(t, email, 'not the password', { ip: '198.51.100.65' });
    expect(res.status).toBe(401);
    expect(await confirmationsTo(email)).toBe(1);
  });

  it('is rate limited per client address like the other auth mail: past the limit, no more mail is queued', async () => {
    const email = 'many.attempts@example.com';
    await signUp(t, email, { ip: '198.51.100.66' });
    const ip = '198.51.100.67';
    expect((await signIn(t, email, PASSWORD, { ip })).status).toBe(403);
    expect((await signIn(t, email, PASSWORD, { ip })).status).toBe(403);
    const refused = await signIn(t, email, PASSWORD, { ip });
    expect(refused.status).toBe(429);
    expect(await confirmationsTo(email)).toBe(3); // the sign-up's and one per allowed attempt
  });

  it('sends one mailbox at most four confirmations an hour, however many addresses the attempts come from', async () => {
    const email = 'flooded.inbox@example.com';
    await signUp(t, email, { ip: '198.51.100.70' });
    for (let i = 0; i < 6; i++) expect((await signIn(t, email, PASSWORD, { ip: `198.51.100.${80 + i}` })).status).toBe(403);
    expect(await confirmationsTo(email)).toBe(4);
  });
});
