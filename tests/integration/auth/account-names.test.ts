import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../../db/auth-schema.ts';
import { createAdminTestApp, lastMail, signUp, type TestApp } from '../admin/helpers.ts';

let t: TestApp;
beforeAll(async () => (t = await createAdminTestApp()));
afterAll(() => t.close());

const grin = '😀'; // two UTF-16 units, one character
let seq = 0;

describe('an account name is cut by characters, never inside an emoji', () => {
  it.each([
    ['61 characters (121 UTF-16 units) are kept whole', `a${grin.repeat(60)}`, `a${grin.repeat(60)}`, `a${grin.repeat(60)}`],
    ['more than 100 characters keep the first 100', `a${grin.repeat(150)}`, `a${grin.repeat(99)}`, `a${grin.repeat(79)}`],
    ['a plain long name keeps its first 100', 'x'.repeat(130), 'x'.repeat(100), 'x'.repeat(80)],
  ])('%s, and the confirmation email greets by at most 80', async (_, name, stored, greeted) => {
    const email = `names${++seq}@example.com`;
    expect((await signUp(t, email, { name })).status).toBe(200);

    const [row] = await t.db.select({ name: user.name }).from(user).where(eq(user.email, email));
    expect(row!.name).toBe(stored);
    expect(row!.name.isWellFormed()).toBe(true);
    const mail = await lastMail(t, email, 'account-confirmation');
    expect(mail!.text).toContain(`Hi ${greeted},`);
    expect(mail!.text).not.toContain('\ufffd');
  });
});
