import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../functions/lib/errors.ts';
import { rateLimitTable, type RateLimitName } from '../../functions/lib/limits.ts';
import { errorEnvelopeSchema } from '../../functions/lib/router.ts';
import { fullAnswersFor } from '../helpers/answers.ts';
import { createTestApp } from '../helpers/test-app.ts';
import { request, sessionFor, type TestApp } from './admin/helpers.ts';
import { readJson } from '../helpers/read.ts';
import { createdSubmissionSchema } from '../../functions/submissions/schema.ts';

let t: TestApp;
let admin: string;
let owned: { id: string; accessToken: string };
let reports = 0;

beforeAll(async () => {
  // The limits that are settings are made small; an analyzer that cannot reach anything keeps crawls out of it.
  t = await createTestApp(
    { ANALYZER_RATE_LIMIT_PER_HOUR: '3', SUBMISSION_RATE_LIMIT_MAX: '3', AUTH_RATE_LIMIT_MAX: '3' },
    { analyzer: { analyze: () => Promise.reject(new ApiError('unreachable')) } },
  );
  admin = await sessionFor(t, 'limits-admin@example.com', { admin: true });
  const created = await request(t, 'POST', '/api/submissions', lead(), { ip: '192.0.2.1' });
  owned = await readJson(created, createdSubmissionSchema);
});
afterAll(() => t.close());

const lead = () => ({ email: 'ceo@example.com', company: 'Valor', companyUrl: null, answers: fullAnswersFor('The Hero') });
const NO_SUCH = 'no-such-submission';
const post = (path: string, body: unknown, ip: string) => request(t, 'POST', path, body, { ip });

/** One request that counts against a row, from the given client address. */
type Send = (ip: string) => Response | Promise<Response>;

/** How each row is reached through the API. */
const sends: Record<RateLimitName, Send | 'no route'> = {
  analysis: (ip) => post('/api/analyze-website', { url: 'https://example.com' }, ip),
  submissions: (ip) => post('/api/submissions', lead(), ip),
  'email-report:client': (ip) => post(`/api/submissions/${NO_SUCH}/email-report`, { email: 'friend@example.com', accessToken: 'wrong' }, ip),
  // A new address each time: the same report to the same address again is the same mail, and counts nothing.
  'email-report:submission': (ip) =>
    post(`/api/submissions/${owned.id}/email-report`, { email: `friend${++reports}@example.com`, accessToken: owned.accessToken }, ip),
  'report-pdf': (ip) => request(t, 'GET', `/api/submissions/${NO_SUCH}/report.pdf`, undefined, { ip, headers: { authorization: 'Bearer wrong' } }),
  'voice-rewrites': (ip) => post('/api/voice-rewrites', { archetype: 'The Hero', headline: 'Accounting software for small teams' }, ip),
  shares: (ip) => post(`/api/submissions/${NO_SUCH}/share`, { accessToken: 'wrong', includeCompany: false }, ip),
  'competitor-removals': (ip) => request(t, 'DELETE', `/api/submissions/${NO_SUCH}/competitors/c1`, { accessToken: 'wrong' }, { ip }),
  // One page session: only its first beacon opens a session.
  events: (ip) => post('/api/events', { session: 'limits-table-page-session', events: ['quiz_started'] }, ip),
  'events:sessions': (ip) => post('/api/events', { session: crypto.randomUUID(), events: ['quiz_started'] }, ip),
  privacy: (ip) => post('/api/privacy/lookup', { token: 'wrong' }, ip),
  teams: (ip) => post('/api/teams', { submissionId: NO_SUCH, accessToken: 'wrong', ownerName: 'Ann' }, ip),
  'team-joins': (ip) => post('/api/invites/no-such-invite/join', { submissionId: NO_SUCH, accessToken: 'wrong', name: 'Ann' }, ip),
  'team-changes': (ip) => post('/api/teams/no-such-team/leave', { submissionId: NO_SUCH, accessToken: 'wrong' }, ip),
  'team-links': (ip) => post('/api/teams/no-such-team/links', { manageToken: 'wrong' }, ip),
  watches: (ip) => request(t, 'POST', `/api/submissions/${NO_SUCH}/watch`, { consent: true }, { ip, headers: { authorization: 'Bearer wrong' } }),
  'watch-stops': (ip) => request(t, 'POST', '/api/watches/no-such-watch/stop', undefined, { ip }),
  'admin-erasures': (ip) => request(t, 'POST', '/api/admin/erasures', { email: 'nobody@example.com' }, { ip, cookie: admin }),
  'admin-webhooks': (ip) => request(t, 'POST', '/api/admin/webhooks/ep_missing/pause', undefined, { ip, cookie: admin }),
  'admin-webhook-tests': (ip) => request(t, 'POST', '/api/admin/webhooks/ep_missing/test', undefined, { ip, cookie: admin }),
  'admin-report-pdf': (ip) => request(t, 'GET', `/api/admin/submissions/${NO_SUCH}/report.pdf`, undefined, { ip, cookie: admin }),
  'auth:sign-in': (ip) => post('/api/auth/sign-in/email', { email: 'nobody@example.com', password: 'wrong-password' }, ip),
  'auth:mailing': (ip) => post('/api/auth/send-verification-email', { email: 'nobody@example.com' }, ip),
  // Past their count the email is not sent; the request itself is answered as before.
  'auth:confirmation-mail': 'no route',
  'auth:existing-account-mail': 'no route',
};
const names = Object.keys(sends) as RateLimitName[];
const routed = names.filter((name) => sends[name] !== 'no route');

describe('every rate limit in the table', () => {
  it.each(routed)('%s answers 429 in the error envelope, with Retry-After, once its count is used', async (name) => {
    const send = sends[name] as Send;
    const { count, per } = rateLimitTable(t.env)[name];
    // Per client: every request from one address. Keyed on something else: a new address each time, so the count follows the key.
    const subnet = `198.18.${names.indexOf(name)}`;
    const from = (i: number) => (per === 'client' ? `${subnet}.1` : `${subnet}.${i + 1}`);

    const statuses: number[] = [];
    for (let i = 0; i < count; i++) statuses.push((await send(from(i))).status);
    expect(statuses).not.toContain(429);

    const refused = await send(from(count));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(errorEnvelopeSchema.parse(await refused.json())).toEqual({
      error: expect.stringMatching(/\w/),
      code: 'rate_limited',
      requestId: refused.headers.get('x-request-id'),
    });
    if (per === 'client') expect((await send(`${subnet}.200`)).status).not.toBe(429);
  });

  it('reaches every row through a route, but the ones that only hold back an email to an address', () => {
    const table = rateLimitTable(t.env);
    expect(names.filter((name) => sends[name] === 'no route').map((name) => table[name].per)).toEqual(['recipient', 'recipient']);
    expect([...names].sort()).toEqual(Object.keys(table).sort());
  });
});
