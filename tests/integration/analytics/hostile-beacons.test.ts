import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_SOURCES } from '../../../db/analytics-schema.ts';
import { DEFAULT_BEACON_CAPS } from '../../../functions/analytics/sessions.ts';
import { rateLimitTable } from '../../../functions/lib/limits.ts';
import { OTHER_SOURCE } from '../../../src/domain/analytics/source.ts';
import { readError } from '../../helpers/read.ts';
import { createTestApp } from '../../helpers/test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
/** Each test counts on a day of its own, so one test's counts and caps are not another's. */
let clock = 0;
const onDay = (day: string) => {
  clock = Date.parse(`${day}T12:00:00Z`);
  return day;
};

beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
});
afterAll(() => t.close());

const { sessionsPerSource, sourcesPerDay } = DEFAULT_BEACON_CAPS;
const sessionsPerClient = () => rateLimitTable(t.env)['events:sessions'].count;

const send = (body: Record<string, unknown>, client: string) => t.post('/api/events', body, { 'x-test-client': client });
/** The IPv6 /64 number n (2001:db8:n::/64), one address in it. */
const subnet = (n: number, host = 1) => `2001:db8:${n.toString(16)}::${host.toString(16)}`;

/** A counter of a day; 0 when there is none. */
async function counter(day: string, source: string, step: string): Promise<number> {
  const { rows } = await t.client.execute({
    sql: 'select count from analytics_daily where day = ? and source = ? and step = ?',
    args: [day, source, step],
  });
  return Number(rows[0]?.count ?? 0);
}
/** The labels a day's counters are kept under, the all-sources total left out. */
async function labels(day: string): Promise<string[]> {
  const { rows } = await t.client.execute({
    sql: 'select distinct source from analytics_daily where day = ? and source <> ?',
    args: [day, ALL_SOURCES],
  });
  return rows.map((r) => String(r.source));
}
const rowCount = async (day: string) =>
  Number((await t.client.execute({ sql: 'select count(*) as n from analytics_daily where day = ?', args: [day] })).rows[0]!.n);

describe('hostile beacons move the funnel by at most the caps', () => {
  it('a beacon naming one step 32 times is refused whole (400 in the error envelope) and counts nothing', async () => {
    const day = onDay('2026-05-01');
    const res = await send({ session: crypto.randomUUID(), source: { utmSource: 'copies' }, events: Array(32).fill('quiz_started') }, subnet(1));
    expect(res.status).toBe(400);
    expect(await readError(res)).toMatchObject({ code: 'invalid_request', error: 'events: each step at most once per request.' });
    expect(await rowCount(day)).toBe(0);
  });

  it('a page session counts each step once, however many beacons repeat it and from however many /64s', async () => {
    const day = onDay('2026-05-02');
    const session = crypto.randomUUID();
    const beacon = { session, source: { utmSource: 'repeat' }, events: ['landing_view', 'quiz_started'] };
    for (let i = 0; i < 50; i++) expect((await send(beacon, subnet(1))).status).toBe(204);
    for (let n = 1; n <= 400; n++) expect((await send(beacon, subnet(n, 7))).status).toBe(204);
    // A step the session had not counted yet still counts, once.
    for (let i = 0; i < 3; i++) await send({ session, events: ['quiz_started', 'question_1'] }, subnet(2));

    expect(await counter(day, 'repeat', 'landing_view')).toBe(1);
    expect(await counter(day, 'repeat', 'quiz_started')).toBe(1);
    expect(await counter(day, 'repeat', 'question_1')).toBe(1);
    expect(await counter(day, ALL_SOURCES, 'quiz_started')).toBe(1);
  });

  it('a page session keeps the source it started with: a later beacon cannot move its steps to another source', async () => {
    const day = onDay('2026-05-03');
    const session = crypto.randomUUID();
    await send({ session, source: { utmSource: 'first' }, events: ['landing_view'] }, subnet(1));
    await send({ session, source: { utmSource: 'second' }, events: ['quiz_started'] }, subnet(1));
    expect(await counter(day, 'first', 'quiz_started')).toBe(1);
    expect(await labels(day)).toEqual(['first']);
  });

  it('one client (any address of one IPv6 /64) opens a limited number of page sessions a day; past it new ones get 429', async () => {
    const day = onDay('2026-05-04');
    const cap = sessionsPerClient();
    const open = { session: crypto.randomUUID(), source: { utmSource: 'office' }, events: ['landing_view'] };
    expect((await send(open, subnet(9, 1))).status).toBe(204);

    const statuses: number[] = [];
    for (let host = 2; host <= cap + 20; host++) {
      statuses.push(
        (await send({ session: crypto.randomUUID(), source: { utmSource: 'office' }, events: ['quiz_started'] }, subnet(9, host))).status,
      );
    }
    expect(statuses.filter((s) => s === 204)).toHaveLength(cap - 1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    expect(await counter(day, 'office', 'quiz_started')).toBe(cap - 1);

    // A session opened before the cap goes on counting its own steps; the next /64 is another client.
    expect((await send({ ...open, events: ['quiz_started'] }, subnet(9, 3))).status).toBe(204);
    expect((await send({ session: crypto.randomUUID(), source: { utmSource: 'office' }, events: ['quiz_started'] }, subnet(10))).status).toBe(204);
    expect(await counter(day, 'office', 'quiz_started')).toBe(cap + 1);
  });

  it('a source counts a limited number of page sessions a day, however many /64s send them; other sources count on', async () => {
    const day = onDay('2026-05-05');
    const flood = sessionsPerSource + 10;
    for (let n = 1; n <= flood; n++) {
      const res = await send({ session: crypto.randomUUID(), source: { utmSource: 'flood' }, events: ['landing_view', 'quiz_started'] }, subnet(n));
      expect(res.status).toBe(204);
    }
    expect(await counter(day, 'flood', 'quiz_started')).toBe(sessionsPerSource);
    expect(await counter(day, 'flood', 'landing_view')).toBe(sessionsPerSource);

    await send({ session: crypto.randomUUID(), source: { utmSource: 'quiet' }, events: ['quiz_started'] }, subnet(1, 2));
    expect(await counter(day, 'quiet', 'quiz_started')).toBe(1);
    expect(await counter(day, ALL_SOURCES, 'quiz_started')).toBe(sessionsPerSource + 1);
  });

  it('300 beacons with 300 sources open at most the day\'s number of labels; the rest count as "other", adding no rows', async () => {
    const day = onDay('2026-05-06');
    for (let n = 1; n <= 300; n++) {
      const res = await send({ session: crypto.randomUUID(), source: { utmSource: `campaign-${n}` }, events: ['quiz_started'] }, subnet(n));
      expect(res.status).toBe(204);
    }
    const seen = await labels(day);
    expect(seen.filter((label) => label !== OTHER_SOURCE)).toHaveLength(sourcesPerDay);
    expect(seen).toContain(OTHER_SOURCE);
    expect(await counter(day, OTHER_SOURCE, 'quiz_started')).toBe(300 - sourcesPerDay);
    expect(await counter(day, ALL_SOURCES, 'quiz_started')).toBe(300);
    // One row per label and step, and the all-sources row.
    expect(await rowCount(day)).toBe(sourcesPerDay + 2);

    // A label the day already has goes on counting under its name.
    await send({ session: crypto.randomUUID(), source: { utmSource: 'campaign-1' }, events: ['quiz_started'] }, subnet(1, 9));
    expect(await counter(day, 'campaign-1', 'quiz_started')).toBe(2);
  });

  it('keeps no address and only keyed hashes of page session ids', async () => {
    onDay('2026-05-07');
    const session = crypto.randomUUID();
    await send({ session, events: ['landing_view'] }, '2001:db8:feed::1');
    const dump = JSON.stringify((await t.client.execute('select * from analytics_sessions')).rows);
    expect(dump).not.toContain(session);
    expect(dump).not.toContain('2001:db8:feed');
  });
});
