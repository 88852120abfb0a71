import { count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { quizAnswers, quizSubmissions, submissionIdempotencyKeys } from '../../../db/schema.ts';
import { createdSubmissionSchema } from '../../../functions/submissions/schema.ts';
import { ownedSubmission } from '../../../functions/submissions/service.ts';
import { fullAnswersFor } from '../../helpers/answers.ts';
import { readError, readJson } from '../../helpers/read.ts';
import { createTestApp } from '../../helpers/test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
const apps: TestApp[] = [];
afterEach(() => apps.splice(0).forEach((t) => t.close()));

let clock = Date.UTC(2026, 10, 22, 12);
async function app(env: Record<string, string> = {}) {
  const t = await createTestApp(env, { now: () => clock });
  apps.push(t);
  return t;
}

const body = (overrides: Record<string, unknown> = {}) => ({
  email: 'retry@example.com',
  company: 'Flaky Networks Ltd',
  companyUrl: null,
  answers: fullAnswersFor('The Explorer'),
  ...overrides,
});
const KEY = '6f1c2b1e-8f1a-4c53-9d1e-3b2f0b7f9a10';
/** `key: null` sends no Idempotency-Key header. */
const submit = (t: TestApp, payload: object = body(), key: string | null = KEY) =>
  t.post('/api/submissions', payload, key === null ? {} : { 'idempotency-key': key });
/** The same request from the given client address (the test app's default is 203.0.113.7). */
const submitFrom = (t: TestApp, client: string, payload: object = body(), key: string = KEY) =>
  t.post('/api/submissions', payload, { 'idempotency-key': key, 'x-test-client': client });
const rows = async (t: TestApp) => (await t.db.select({ n: count() }).from(quizSubmissions))[0]!.n;

describe('POST /api/submissions with an Idempotency-Key', () => {
  it('stores one submission for five retries and answers each with the first id and access token', async () => {
    const t = await app();
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await submit(t));
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    const bodies = await Promise.all(answers.map((r) => readJson(r, createdSubmissionSchema)));
    expect(new Set(bodies.map((b) => b.id)).size).toBe(1);
    expect(new Set(bodies.map((b) => b.accessToken)).size).toBe(1);
    expect(bodies[4]!.results).toEqual(bodies[0]!.results);
    expect(answers[0]!.headers.get('idempotent-replayed')).toBeNull();
    expect(answers[1]!.headers.get('idempotent-replayed')).toBe('true');
    expect(await rows(t)).toBe(1);
    // The replayed token is the real one: it opens the stored submission.
    expect((await ownedSubmission(t.db, bodies[0]!.id, bodies[4]!.accessToken)).id).toBe(bodies[0]!.id);
  });

  it('stores one submission when retries race each other', async () => {
    const t = await app();
    const answers = await Promise.all(Array.from({ length: 8 }, () => submit(t)));
    const bodies = await Promise.all(answers.map((r) => readJson(r, createdSubmissionSchema)));
    expect(answers.every((r) => r.status === 201)).toBe(true);
    expect(new Set(bodies.map((b) => b.id)).size).toBe(1);
    expect(new Set(bodies.map((b) => b.accessToken)).size).toBe(1);
    expect(await rows(t)).toBe(1);
    const answerRows = await t.db.select({ n: count() }).from(quizAnswers).where(eq(quizAnswers.submissionId, bodies[0]!.id));
    expect(answerRows[0]!.n).toBe(13);
  });

  it('keeps racing keys apart: different keys are different submissions', async () => {
    const t = await app();
    const keys = Array.from({ length: 6 }, (_, i) => `attempt-key-${i}-0000`);
    const answers = await Promise.all(keys.flatMap((k) => [submit(t, body(), k), submit(t, body(), k)]));
    const ids = await Promise.all(answers.map(async (r) => (await readJson(r, createdSubmissionSchema)).id));
    expect(new Set(ids).size).toBe(6);
    expect(await rows(t)).toBe(6);
  });

  it('refuses the same key with a different body (422) and stores nothing more', async () => {
    const t = await app();
    expect((await submit(t)).status).toBe(201);
    const res = await submit(t, body({ email: 'someone-else@example.com' }));
    expect(res.status).toBe(422);
    expect((await readError(res)).error).toMatch(/Idempotency-Key was already used/);
    expect(await rows(t)).toBe(1);
  });

  it('treats bodies the schema normalises to the same request as the same request', async () => {
    const t = await app();
    const first = await readJson(await submit(t), createdSubmissionSchema);
    const again = await readJson(await submit(t, body({ email: '  RETRY@Example.com ', company: 'Flaky Networks Ltd ' })), createdSubmissionSchema);
    expect(again.id).toBe(first.id);
  });

  it('lets a key expire after 24 hours: the same key then stores a new submission', async () => {
    const t = await app();
    const first = await readJson(await submit(t), createdSubmissionSchema);
    clock += 24 * 60 * 60 * 1000 + 1;
    const later = await submit(t);
    expect(later.status).toBe(201);
    expect((await readJson(later, createdSubmissionSchema)).id).not.toBe(first.id);
    expect(await rows(t)).toBe(2);
    expect(await t.db.select().from(submissionIdempotencyKeys)).toHaveLength(1);
  });

  it('stores every request without a key, as before', async () => {
    const t = await app();
    await submit(t, body(), null);
    await submit(t, body(), null);
    expect(await rows(t)).toBe(2);
  });

  it.each([
    ['too short', 'abc'],
    ['with a space', 'has a space in it'],
    ['non-ASCII', 'clé-idempotence-ü'],
    ['too long', 'k'.repeat(129)],
  ])('refuses a malformed key (%s) with 400 and stores nothing', async (_name, key) => {
    const t = await app();
    const res = await submit(t, body(), key);
    expect(res.status).toBe(400);
    expect((await readError(res)).error).toMatch(/Idempotency-Key/);
    expect(await rows(t)).toBe(0);
  });

  it('answers a retry that meets the rate limit with the first response, not 429', async () => {
    const t = await app({ SUBMISSION_RATE_LIMIT_MAX: '2' });
    const first = await readJson(await submit(t), createdSubmissionSchema);
    await submit(t, body(), 'another-attempt-key');
    const blocked = await submit(t, body(), 'a-third-attempt-key');
    expect(blocked.status).toBe(429);
    const retry = await submit(t);
    expect(retry.status).toBe(201);
    expect((await readJson(retry, createdSubmissionSchema)).id).toBe(first.id);
    expect(await rows(t)).toBe(2);
  });

  it("never hands the first submission's access token to a second client that sends the same key and body", async () => {
    const t = await app();
    const first = await readJson(await submit(t), createdSubmissionSchema);

    const other = await submitFrom(t, '198.51.100.23');
    expect(other.status).toBe(201);
    expect(other.headers.get('idempotent-replayed')).toBeNull();
    const stranger = await readJson(other, createdSubmissionSchema);
    expect(stranger.accessToken).not.toBe(first.accessToken);
    expect(stranger.id).not.toBe(first.id);
    expect(JSON.stringify(stranger)).not.toContain(first.accessToken);
    // Its token opens only the submission it stored; the first stays closed to it.
    expect((await ownedSubmission(t.db, stranger.id, stranger.accessToken)).id).toBe(stranger.id);
    await expect(ownedSubmission(t.db, first.id, stranger.accessToken)).rejects.toMatchObject({ code: 'not_found' });

    // Each client's own retries still answer with its own submission.
    expect((await readJson(await submit(t), createdSubmissionSchema)).accessToken).toBe(first.accessToken);
    expect((await readJson(await submitFrom(t, '198.51.100.23'), createdSubmissionSchema)).accessToken).toBe(stranger.accessToken);
    expect(await rows(t)).toBe(2);
  });

  it('keeps a retry from the same IPv6 /64 (a new privacy address) with the first submission', async () => {
    const t = await app();
    const first = await readJson(await submitFrom(t, '2001:db8:1:2::a'), createdSubmissionSchema);
    const retry = await submitFrom(t, '2001:db8:1:2:8e3:ff:fe00:5');
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect((await readJson(retry, createdSubmissionSchema)).accessToken).toBe(first.accessToken);
    expect(await rows(t)).toBe(1);
  });

  it('does not replay to another client when the first client meets the rate limit either', async () => {
    const t = await app({ SUBMISSION_RATE_LIMIT_MAX: '1' });
    const first = await readJson(await submit(t), createdSubmissionSchema);
    expect((await submitFrom(t, '198.51.100.24', body(), 'fills-the-other-budget')).status).toBe(201);
    const blocked = await submitFrom(t, '198.51.100.24');
    expect(blocked.status).toBe(429);
    const refused = await readError(blocked);
    expect(refused.code).toBe('rate_limited');
    expect(JSON.stringify(refused)).not.toContain(first.accessToken);
  });

  it('frees the key when its submission is deleted', async () => {
    const t = await app();
    const first = await readJson(await submit(t), createdSubmissionSchema);
    await t.db.delete(quizSubmissions).where(eq(quizSubmissions.id, first.id));
    expect(await t.db.select().from(submissionIdempotencyKeys)).toHaveLength(0);
    const again = await readJson(await submit(t), createdSubmissionSchema);
    expect(again.id).not.toBe(first.id);
  });
});
