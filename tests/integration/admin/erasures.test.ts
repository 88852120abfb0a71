import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../../db/auth-schema.ts';
import { mailOutbox } from '../../../db/mail-schema.ts';
import { dataErasures } from '../../../db/privacy-schema.ts';
import { quizAnswers, quizSubmissions } from '../../../db/schema.ts';
import { erase as eraseRoute, log as logRoute } from '../../../functions/admin/erasure-routes.ts';
import { parseEnv } from '../../../functions/env.ts';
import { rateLimitTable } from '../../../functions/lib/limits.ts';
import { readError, readJson } from '../../helpers/read.ts';
import { queueMail } from '../privacy/erasure-helpers.ts';
import { createAdminTestApp, request, seedSubmission, sessionFor, type TestApp } from './helpers.ts';

const ERASURES_PER_ADMIN_PER_HOUR = rateLimitTable(parseEnv({}))['admin-erasures'].count;

let t: TestApp;
let adminCookie: string;
let userCookie: string;
let adminId: string;

beforeAll(async () => {
  t = await createAdminTestApp();
  adminCookie = await sessionFor(t, 'privacy@example.com', { admin: true });
  userCookie = await sessionFor(t, 'visitor@example.com');
  adminId = (await t.db.query.user.findFirst({ where: eq(user.email, 'privacy@example.com') }))!.id;
});
afterAll(() => t.close());

const erase = (email: unknown, cookie: string | undefined = adminCookie, headers: Record<string, string> = {}) =>
  request(t, 'POST', '/api/admin/erasures', { email }, { cookie, headers });
const log = async (query = '') =>
  readJson(
    await request(t, 'GET', `/api/admin/erasures${query}`, undefined, { cookie: adminCookie }),
    logRoute.responses[200].content['application/json'].schema,
  );

describe('POST /api/admin/erasures', () => {
  it('erases every submission of the address and the mail sent to it, answers how much, and logs the admin', async () => {
    const a = await seedSubmission(t, { email: 'leaving@example.com' });
    const b = await seedSubmission(t, { email: 'leaving@example.com' });
    const stays = await seedSubmission(t, { email: 'staying@example.com' });
    await t.db
      .insert(quizAnswers)
      .values([a, b].map((s) => ({ submissionId: s.id, questionId: 1, questionText: 'Q', selectedOptionText: 'A', archetypeScores: {} })));
    await queueMail(t, 'leaving@example.com', { submissionId: a.id });

    const res = await erase('Leaving@Example.com');

    expect(res.status).toBe(200);
    expect(await readJson(res, eraseRoute.responses[200].content['application/json'].schema)).toEqual({ submissions: 2, rows: 5 });
    expect(await t.db.select().from(quizSubmissions).where(eq(quizSubmissions.email, 'leaving@example.com'))).toEqual([]);
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'leaving@example.com'))).toEqual([]);
    expect(await t.db.query.quizSubmissions.findFirst({ where: eq(quizSubmissions.id, stays.id) })).toBeDefined();
    const [newest] = await t.db.select().from(dataErasures).orderBy(desc(dataErasures.at)).limit(1);
    expect(newest).toMatchObject({ trigger: 'admin', actorId: adminId, submissions: 2, rows: 5 });
  });

  it.each([
    ['no email', {}],
    ['an invalid email', { email: 'not-an-email' }],
    ['an email that is too long', { email: `${'a'.repeat(250)}@example.com` }],
  ])('refuses %s with the error envelope', async (_, body) => {
    const res = await request(t, 'POST', '/api/admin/erasures', body, { cookie: adminCookie });
    expect(res.status).toBe(400);
    expect(await readError(res)).toEqual({ error: expect.any(String), code: 'invalid_request', requestId: res.headers.get('x-request-id') });
  });

  it.each([
    ['no session', 401, (): string => ''],
    ['a signed-in non-admin', 403, (): string => userCookie],
  ] as const)('answers %s with %i for both the erasure and the log, and erases nothing', async (_, status, cookie) => {
    const victim = await seedSubmission(t, { email: 'victim@example.com' });
    for (const res of [
      await erase('victim@example.com', cookie()),
      await request(t, 'GET', '/api/admin/erasures', undefined, { cookie: cookie() }),
    ]) {
      expect(res.status).toBe(status);
      expect(await readError(res)).toMatchObject({ error: expect.any(String), requestId: expect.any(String) });
    }
    expect(await t.db.query.quizSubmissions.findFirst({ where: eq(quizSubmissions.id, victim.id) })).toBeDefined();
  });

  it('is refused from another site, even with an admin session', async () => {
    const victim = await seedSubmission(t, { email: 'target@example.com' });
    const res = await erase('target@example.com', adminCookie, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(await t.db.query.quizSubmissions.findFirst({ where: eq(quizSubmissions.id, victim.id) })).toBeDefined();
  });
});

describe('GET /api/admin/erasures', () => {
  it('lists the log newest first with the admin’s current name, and no name once the account is gone', async () => {
    const other = await sessionFor(t, 'second@example.com', { admin: true });
    await erase('nobody-1@example.com', other);
    await t.db.update(user).set({ name: 'Rita Privacy' }).where(eq(user.id, adminId));
    await erase('nobody-2@example.com');

    const first = await log();
    expect(first.rows.slice(0, 2)).toMatchObject([
      { trigger: 'admin', actor: 'Rita Privacy', submissions: 0, rows: 0 },
      { trigger: 'admin', actor: 'Test Person', submissions: 0, rows: 0 },
    ]);
    expect(Object.keys(first.rows[0]!).sort()).toEqual(['actor', 'at', 'id', 'rows', 'submissions', 'trigger']);
    expect(JSON.stringify(first)).not.toContain('nobody-');

    await t.db.delete(user).where(eq(user.email, 'second@example.com'));
    expect((await log()).rows[1]).toMatchObject({ trigger: 'admin', actor: null });
  });

  it('pages 20 at a time', async () => {
    const { total } = await log();
    const last = Math.ceil(total / 20);
    expect(await log(`?page=${last}`)).toMatchObject({ page: last, pageSize: 20, total });
    expect((await log(`?page=${last + 1}`)).rows).toEqual([]);
    const res = await request(t, 'GET', '/api/admin/erasures?page=0', undefined, { cookie: adminCookie });
    expect(res.status).toBe(400);
  });
});

describe('rate limit', () => {
  it(`allows an admin ${ERASURES_PER_ADMIN_PER_HOUR} erasures an hour, then answers 429 with Retry-After`, async () => {
    const cookie = await sessionFor(t, 'busy@example.com', { admin: true });
    for (let i = 0; i < ERASURES_PER_ADMIN_PER_HOUR; i++) expect((await erase(`n${i}@example.com`, cookie)).status).toBe(200);
    const refused = await erase('one-more@example.com', cookie);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await readError(refused)).code).toBe('rate_limited');
    // Another admin has their own count.
    expect((await erase('one-more@example.com')).status).toBe(200);
  });
});

describe('DELETE /api/admin/submissions/{id}', () => {
  it('erases the submission with its outbox mail and logs it as an admin erasure', async () => {
    const row = await seedSubmission(t, { email: 'single@example.com' });
    await queueMail(t, 'single@example.com', { submissionId: row.id });
    const before = (await log()).total;

    const res = await request(t, 'DELETE', `/api/admin/submissions/${row.id}`, undefined, { cookie: adminCookie });

    expect(res.status).toBe(200);
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'single@example.com'))).toEqual([]);
    const after = await log();
    expect(after.total).toBe(before + 1);
    expect(after.rows[0]).toMatchObject({ trigger: 'admin', submissions: 1, rows: 2 });
  });
});
