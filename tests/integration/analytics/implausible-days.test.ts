import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsReportSchema } from '../../../functions/analytics/report-schema.ts';
import { IMPLAUSIBLE_STARTS_FLOOR, IMPLAUSIBLE_STARTS_PER_SUBMISSION } from '../../../src/domain/analytics/report.ts';
import { fullAnswersFor } from '../../helpers/answers.ts';
import { readJson } from '../../helpers/read.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import { request, sessionFor, type TestApp } from '../admin/helpers.ts';

let t: TestApp;
let admin: string;
let clock = Date.parse('2026-06-01T12:00:00Z');
const onDay = (day: string) => (clock = Date.parse(`${day}T12:00:00Z`));

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' }, { now: () => clock });
  admin = await sessionFor(t, 'analyst@example.com', { admin: true });
});
afterAll(() => t.close());

let clients = 0;
/** Quiz starts reported by beacons, each from a page session of its own on a /64 of its own. */
async function beaconStarts(n: number, utmSource: string) {
  for (let i = 0; i < n; i++) {
    const client = `2001:db8:${(++clients).toString(16)}::1`;
    const body = { session: crypto.randomUUID(), source: { utmSource }, events: ['landing_view', 'quiz_started'] };
    expect((await request(t, 'POST', '/api/events', body, { ip: client })).status).toBe(204);
  }
}
/** Submissions, which the server counts itself. */
async function submissions(n: number, utmSource: string) {
  for (let i = 0; i < n; i++) {
    const lead = {
      email: `lead${++clients}@example.com`,
      company: 'Valor',
      companyUrl: null,
      answers: fullAnswersFor('The Hero'),
      source: { utmSource },
    };
    expect((await request(t, 'POST', '/api/submissions', lead, { ip: `198.51.100.${clients % 250}` })).status).toBe(201);
  }
}
const report = async (query: string) => {
  const res = await request(t, 'GET', `/api/admin/analytics${query}`, undefined, { cookie: admin });
  expect(res.status).toBe(200);
  return readJson(res, analyticsReportSchema);
};

describe('days whose beacon counts are implausible against the server-counted submissions', () => {
  beforeAll(async () => {
    // Far more starts than one submission explains: flagged.
    onDay('2026-06-01');
    await beaconStarts(IMPLAUSIBLE_STARTS_FLOOR + 20, 'flood');
    await submissions(1, 'flood');
    // As many starts, with enough submissions to explain them.
    onDay('2026-06-02');
    await beaconStarts(IMPLAUSIBLE_STARTS_FLOOR + 20, 'busy');
    await submissions(Math.ceil((IMPLAUSIBLE_STARTS_FLOOR + 20) / IMPLAUSIBLE_STARTS_PER_SUBMISSION), 'busy');
    // A quiet day without a lead: too few starts to call implausible.
    onDay('2026-06-03');
    await beaconStarts(IMPLAUSIBLE_STARTS_FLOOR, 'quiet');
  });

  it('are listed in the report with their starts and submissions; plausible and quiet days are not', async () => {
    const body = await report('?from=2026-06-01&to=2026-06-03');
    expect(body.implausibleDays).toEqual([{ day: '2026-06-01', quizStarted: IMPLAUSIBLE_STARTS_FLOOR + 20, submitted: 1 }]);
  });

  it("are judged on the chosen source's counts", async () => {
    expect((await report('?from=2026-06-01&to=2026-06-03&source=flood')).implausibleDays).toHaveLength(1);
    expect((await report('?from=2026-06-01&to=2026-06-03&source=busy')).implausibleDays).toEqual([]);
  });

  it('leave the funnel as counted: the flag is a note, not a correction', async () => {
    const body = await report('?from=2026-06-01&to=2026-06-01');
    expect(body.funnel.find((row) => row.step === 'quiz_started')?.count).toBe(IMPLAUSIBLE_STARTS_FLOOR + 20);
    expect(body.funnel.find((row) => row.step === 'submitted')?.count).toBe(1);
  });
});
