import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { hubspotSync } from '../../../db/hubspot-schema.ts';
import { openDatabase } from '../../../db/open-and-migrate.ts';
import { quizSubmissions } from '../../../db/schema.ts';
import { createDrain, type AttemptResult } from '../../../functions/jobs/drain.ts';
import { requestJob } from '../../../functions/jobs/store.ts';
import { HUBSPOT_JOBS } from '../../../functions/jobs/tables.ts';
import { tempDatabaseUrl } from '../../helpers/temp-database.ts';

// A recurring job (a watched website's readings) answers `again`: done for now, due again then, on the same row.

const DAY = 24 * 3_600_000;
const closers: (() => unknown)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

async function setup() {
  const temp = tempDatabaseUrl();
  const { db, client } = await openDatabase(temp.url);
  closers.push(temp.remove, () => client.close());
  const id = crypto.randomUUID();
  await db.insert(quizSubmissions).values({
    id,
    email: 'a@example.com',
    primaryArchetype: 'The Hero',
    secondaryArchetype: 'Warrior',
    scores: { 'The Hero': 12 },
    subArchetypeScores: { Warrior: 6 },
    accessTokenHash: 'x'.repeat(64),
  });
  const clock = { at: Date.UTC(2026, 0, 1) };
  const answers: AttemptResult[] = [];
  const runs: number[] = [];
  const drain = createDrain({
    db,
    table: HUBSPOT_JOBS,
    batchSize: 10,
    concurrency: 1,
    leaseMs: 60_000,
    giveUpMs: 2 * DAY,
    now: () => clock.at,
    async deliver(jobs) {
      runs.push(clock.at);
      return new Map(jobs.map((job) => [job.id, answers.shift() ?? { ok: true }]));
    },
  });
  await requestJob(db, HUBSPOT_JOBS, id, clock.at);
  const row = async () => (await db.select().from(hubspotSync).where(eq(hubspotSync.submissionId, id)))[0]!;
  return { clock, answers, runs, drain, row };
}

describe('a recurring job', () => {
  it('goes back to pending, due at `again`, with its attempts and window starting over', async () => {
    const { clock, answers, runs, drain, row } = await setup();
    answers.push({ ok: true, again: clock.at + 30 * DAY });
    expect(await drain.pass()).toMatchObject({ delivered: 1, nextDueAt: clock.at + 30 * DAY });
    expect(await row()).toMatchObject({ status: 'pending', attempts: 0, lastError: null, syncedAt: new Date(clock.at) });
    expect((await row()).nextAttemptAt.getTime()).toBe(clock.at + 30 * DAY);

    // Not due before its time, even long past the give-up window of an ordinary job; then it runs again.
    clock.at += 29 * DAY;
    await drain.pass();
    expect(runs).toHaveLength(1);
    clock.at += DAY;
    await drain.pass();
    expect(runs).toHaveLength(2);
  });

  it('ends like any job when it answers ok without `again`', async () => {
    const { clock, answers, drain, row } = await setup();
    answers.push({ ok: true });
    await drain.pass();
    expect(await row()).toMatchObject({ status: 'synced' });
    clock.at += 60 * DAY;
    expect(await drain.pass()).toMatchObject({ delivered: 0, nextDueAt: undefined });
  });
});
