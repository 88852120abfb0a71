import { count } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { quizSubmissions } from '../../../db/schema.ts';
import { fullAnswersFor } from '../../helpers/answers.ts';
import { readError } from '../../helpers/read.ts';
import { createTestApp } from '../../helpers/test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
const apps: TestApp[] = [];
afterEach(() => apps.splice(0).forEach((t) => t.close()));
async function app(env: Record<string, string> = {}) {
  const t = await createTestApp(env);
  apps.push(t);
  return t;
}

const valid = { email: 'limit@example.com', company: null, companyUrl: null, answers: fullAnswersFor('The Sage') };
const submit = (t: TestApp, client: string, headers: Record<string, string> = {}, payload: unknown = valid) =>
  t.app.request(
    '/api/submissions',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof payload === 'string' ? payload : JSON.stringify(payload),
    },
    { clientAddress: client },
  );
const rows = async (t: TestApp) => (await t.db.select({ n: count() }).from(quizSubmissions))[0]!.n;

async function statuses(t: TestApp, n: number, client: string, headers: Record<string, string> = {}) {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((await submit(t, client, headers)).status);
  return out;
}

describe('submission rate limit', () => {
  it('allows SUBMISSION_RATE_LIMIT_MAX per client, then 429 with Retry-After, and stores nothing more', async () => {
    const t = await app({ SUBMISSION_RATE_LIMIT_MAX: '3', SUBMISSION_RATE_LIMIT_WINDOW_SECONDS: '600' });
    expect(await statuses(t, 3, '198.51.100.1')).toEqual([201, 201, 201]);
    const blocked = await submit(t, '198.51.100.1');
    expect(blocked.status).toBe(429);
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect((await readError(blocked)).error).toMatch(/Too many quiz submissions/);
    expect(await rows(t)).toBe(3);
    expect((await submit(t, '198.51.100.2')).status).toBe(201); // another office is not affected
  });

  it('defaults to 60 per client per 10 minutes', async () => {
    const t = await app();
    const got = await statuses(t, 61, '198.51.100.3');
    expect(got.filter((s) => s === 201)).toHaveLength(60);
    expect(got.at(-1)).toBe(429);
  });

  it('does not count requests that fail validation', async () => {
    const t = await app({ SUBMISSION_RATE_LIMIT_MAX: '2' });
    for (const bad of ['{not json', { ...valid, email: 'nope' }, { ...valid, answers: [] }]) {
      expect((await submit(t, '198.51.100.4', {}, bad)).status).toBe(400);
    }
    expect(await statuses(t, 2, '198.51.100.4')).toEqual([201, 201]);
  });

  it('turns off with a max of 0', async () => {
    const t = await app({ SUBMISSION_RATE_LIMIT_MAX: '0' });
    expect((await statuses(t, 70, '198.51.100.5')).every((s) => s === 201)).toBe(true);
  });

  it('counts IPv6 clients by their /64', async () => {
    const t = await app({ SUBMISSION_RATE_LIMIT_MAX: '2' });
    expect((await submit(t, '2001:db8:aa:1::1')).status).toBe(201);
    expect((await submit(t, '2001:db8:aa:1::ffff')).status).toBe(201);
    expect((await submit(t, '2001:db8:aa:1:1234:5678:9abc:def0')).status).toBe(429);
    expect((await submit(t, '2001:db8:aa:2::1')).status).toBe(201);
  });
});

describe('client address behind TRUST_PROXY', () => {
  it('ignores X-Forwarded-For without trusted proxies: a client cannot buy new attempts', async () => {
    const t = await app({ SUBMISSION_RATE_LIMIT_MAX: '2' });
    const forged = (n: number) => ({ 'x-forwarded-for': `192.0.2.${n}` });
    expect((await submit(t, '198.51.100.6', forged(1))).status).toBe(201);
    expect((await submit(t, '198.51.100.6', forged(2))).status).toBe(201);
    expect((await submit(t, '198.51.100.6', forged(3))).status).toBe(429);
  });

  it('with one proxy, counts the entry the proxy appended, whatever the client wrote before it', async () => {
    const t = await app({ SUBMISSION_RATE_LIMIT_MAX: '2', TRUST_PROXY: '1' });
    const via = (forged: string) => ({ 'x-forwarded-for': `${forged}, 203.0.113.50` });
    expect((await submit(t, '10.0.0.2', via('1.1.1.1'))).status).toBe(201);
    expect((await submit(t, '10.0.0.2', via('2.2.2.2'))).status).toBe(201);
    expect((await submit(t, '10.0.0.2', via('3.3.3.3'))).status).toBe(429);
    // Another real client behind the same proxy has its own count.
    expect((await submit(t, '10.0.0.2', { 'x-forwarded-for': '203.0.113.51' })).status).toBe(201);
  });

  it('with two proxies, counts the entry before theirs', async () => {
    const t = await app({ SUBMISSION_RATE_LIMIT_MAX: '1', TRUST_PROXY: '2' });
    expect((await submit(t, '10.0.0.3', { 'x-forwarded-for': '9.9.9.9, 203.0.113.60, 10.0.0.1' })).status).toBe(201);
    expect((await submit(t, '10.0.0.3', { 'x-forwarded-for': '8.8.8.8, 203.0.113.60, 10.0.0.1' })).status).toBe(429);
  });

  it('falls back to the connection address when the header holds no address', async () => {
    const t = await app({ SUBMISSION_RATE_LIMIT_MAX: '1', TRUST_PROXY: 'true' });
    expect((await submit(t, '198.51.100.7', { 'x-forwarded-for': 'unknown' })).status).toBe(201);
    expect((await submit(t, '198.51.100.7', { 'x-forwarded-for': 'garbage' })).status).toBe(429);
  });
});
