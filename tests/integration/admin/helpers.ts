import { PRIVACY_NOTICE_VERSION } from '../../../src/domain/privacy/notice.ts';
import { and, desc, eq } from 'drizzle-orm';
import { mailOutbox } from '../../../db/mail-schema.ts';
import { quizSubmissions } from '../../../db/schema.ts';
import { grantAdmin } from '../../../functions/auth/roles.ts';
import { createTestApp } from '../../helpers/test-app.ts';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The site origin of the test env (SITE_URL default); the browser would send it as Origin. */
export const ORIGIN = 'http://localhost:4321';
export const PASSWORD = 'correct horse battery';

/** A test app whose auth limits stay out of the way (the rate-limit test makes its own). */
export const createAdminTestApp = (env: Record<string, string> = {}) => createTestApp({ AUTH_RATE_LIMIT_MAX: '1000', ...env });

export interface RequestOptions {
  cookie?: string;
  ip?: string;
  headers?: Record<string, string>;
}

export function request(
  t: TestApp,
  method: string,
  path: string,
  body?: unknown,
  { cookie, ip = '198.51.100.20', headers = {} }: RequestOptions = {},
) {
  return t.app.request(
    path,
    {
      method,
      headers: {
        origin: ORIGIN,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
    },
    { clientAddress: ip },
  );
}

/** The cookies a response sets, as a Cookie request header. */
export function cookiesOf(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .filter((c) => !c.endsWith('='))
    .join('; ');
}

export const signUp = (t: TestApp, email: string, options: RequestOptions & { name?: string; password?: string } = {}) =>
  request(
    t,
    'POST',
    '/api/auth/sign-up/email',
    { name: options.name ?? 'Test Person', email, password: options.password ?? PASSWORD, callbackURL: '/admin' },
    options,
  );

export const signIn = (t: TestApp, email: string, password = PASSWORD, options: RequestOptions = {}) =>
  request(t, 'POST', '/api/auth/sign-in/email', { email, password }, options);

/** The newest mail of a kind sent to an address, from the outbox. */
export async function lastMail(t: TestApp, to: string, kind: string) {
  const [mail] = await t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, to), eq(mailOutbox.kind, kind)))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return mail;
}

/** The confirmation link of the newest confirmation email to this address. */
export async function confirmationLink(t: TestApp, to: string): Promise<URL> {
  const mail = await lastMail(t, to, 'account-confirmation');
  if (!mail) throw new Error(`no confirmation email to ${to}`);
  const href = /https?:\/\/\S+/.exec(mail.text)?.[0];
  if (!href) throw new Error('no link in the confirmation email');
  return new URL(href);
}

/** Signs up, confirms through the emailed link, optionally becomes admin, signs in: returns the session cookie. */
export async function sessionFor(t: TestApp, email: string, { admin = false } = {}): Promise<string> {
  const res = await signUp(t, email);
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const link = await confirmationLink(t, email);
  await request(t, 'GET', link.pathname + link.search);
  if (admin) await grantAdmin(t.db, email);
  const signedIn = await signIn(t, email);
  if (signedIn.status !== 200) throw new Error(`sign-in failed: ${signedIn.status} ${await signedIn.text()}`);
  return cookiesOf(signedIn);
}

let seq = 0;
/** A stored submission, written directly (the API refuses some of what tests need, e.g. javascript: URLs). */
export async function seedSubmission(t: TestApp, overrides: Partial<typeof quizSubmissions.$inferInsert> = {}) {
  seq++;
  const row = {
    id: crypto.randomUUID(),
    email: `seed${seq}@example.com`,
    company: `Seed Company ${seq}`,
    companyUrl: `https://seed${seq}.example/`,
    primaryArchetype: 'The Hero',
    secondaryArchetype: 'Warrior',
    scores: { 'The Hero': 12, 'The Sage': 6 },
    subArchetypeScores: { Warrior: 6 },
    createdAt: new Date(Date.UTC(2025, 0, 1) + seq * 60_000),
    accessTokenHash: 'x'.repeat(64),
    consentVersion: PRIVACY_NOTICE_VERSION,
    consentAt: new Date(Date.UTC(2025, 0, 1) + seq * 60_000),
    ...overrides,
  };
  await t.db.insert(quizSubmissions).values(row);
  return row;
}
