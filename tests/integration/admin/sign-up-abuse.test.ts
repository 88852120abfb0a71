import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../../db/auth-schema.ts';
import { mailOutbox } from '../../../db/mail-schema.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import { lastMail, signUp, type TestApp } from './helpers.ts';

let t: TestApp;
let clock = Date.UTC(2026, 10, 22, 9);
beforeAll(async () => (t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' }, { now: () => clock })));
afterAll(() => t.close());

const mailsTo = async (to: string, kind: string) =>
  (
    await t.db
      .select({ n: count() })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, to), eq(mailOutbox.kind, kind)))
  )[0]!.n;

describe('sign-up cannot be turned against an account owner', () => {
  it('tells the owner of a taken address at most once an hour, however often someone signs up with it', async () => {
    await signUp(t, 'owner@example.com');
    for (let i = 0; i < 5; i++) {
      const res = await signUp(t, 'owner@example.com', { password: `attempt number ${i}`, ip: `198.51.100.${30 + i}` });
      expect(res.status).toBe(200); // the same answer as a new sign-up: nothing is revealed
    }
    expect(await mailsTo('owner@example.com', 'account-exists')).toBe(1);
    clock += 60 * 60 * 1000 + 1;
    await signUp(t, 'owner@example.com', { password: 'an hour later' });
    expect(await mailsTo('owner@example.com', 'account-exists')).toBe(2);
  });

  it('keeps no bidi, zero-width or control characters in a sign-up name', async () => {
    const res = await signUp(t, 'names@example.com', { name: '\u202eEve\u200b Admin\u2066\u0007\ufeff' });
    expect(res.status).toBe(200);
    const [row] = await t.db.select({ name: user.name }).from(user).where(eq(user.email, 'names@example.com'));
    expect(row!.name).toBe('Eve Admin');
    const mail = await lastMail(t, 'names@example.com', 'account-confirmation');
    expect(mail!.text).toContain('Hi Eve Admin,');
  });
});
