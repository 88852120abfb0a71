import { count } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataErasures } from '../../../db/privacy-schema.ts';
import { quizAnswers, quizSubmissions } from '../../../db/schema.ts';
import { runScheduledWork } from '../../../functions/jobs/scheduled.ts';
import { sweepRetention } from '../../../functions/privacy/erase.ts';
import { startRetentionSweeps } from '../../../functions/privacy/retention.ts';
import { setupErasures, testClock, type TestApp } from './erasure-helpers.ts';

const DAY = 24 * 60 * 60 * 1000;
const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of cleanup.splice(0)) await close();
});

async function setup(env: Record<string, string> = {}, start?: number) {
  const s = await setupErasures({ hubspot: false, env, clock: testClock(start) });
  cleanup.push(s.close);
  return s;
}

/** Submissions made `ageDays` before the clock, each with one answer. */
async function seed(t: TestApp, now: number, ageDays: number, n = 1): Promise<string[]> {
  const ids = Array.from({ length: n }, () => crypto.randomUUID());
  for (let i = 0; i < n; i += 200) {
    const chunk = ids.slice(i, i + 200);
    await t.db.insert(quizSubmissions).values(
      chunk.map((id, j) => ({
        id,
        email: `${id}@example.com`,
        primaryArchetype: 'The Sage',
        secondaryArchetype: 'Scholar',
        scores: { 'The Sage': 12 },
        subArchetypeScores: { Scholar: 6 },
        createdAt: new Date(now - ageDays * DAY + i + j),
        accessTokenHash: 'a'.repeat(64),
      })),
    );
    await t.db
      .insert(quizAnswers)
      .values(chunk.map((submissionId) => ({ submissionId, questionId: 1, questionText: 'Q1', selectedOptionText: 'A', archetypeScores: {} })));
  }
  return ids;
}

const remaining = async (t: TestApp) => ((await t.db.select({ n: count() }).from(quizSubmissions)) as [{ n: number }])[0].n;

describe('Retention sweep (DATA_RETENTION_DAYS)', () => {
  it('erases only submissions older than the retention period, with their rows, and logs the sweep once', async () => {
    const { t, deps, clock } = await setup();
    await seed(t, clock.at, 31, 3);
    const kept = await seed(t, clock.at, 29, 2);

    expect(await sweepRetention(deps, 30)).toEqual({ submissions: 3, rows: 6 });

    expect((await t.db.select({ id: quizSubmissions.id }).from(quizSubmissions)).map((r) => r.id).sort()).toEqual([...kept].sort());
    expect(await t.db.select({ n: count() }).from(quizAnswers)).toEqual([{ n: 2 }]);
    expect(await t.db.select().from(dataErasures)).toMatchObject([{ trigger: 'retention', actorId: null, submissions: 3, rows: 6 }]);
  });

  it('logs nothing when a sweep finds nothing old enough', async () => {
    const { t, deps, clock } = await setup();
    await seed(t, clock.at, 1);
    expect(await sweepRetention(deps, 30)).toEqual({ submissions: 0, rows: 0 });
    expect(await t.db.select().from(dataErasures)).toEqual([]);
    expect(await remaining(t)).toBe(1);
  });

  it('works through a large backlog in batches, still with one audit row for the whole sweep', async () => {
    const { t, deps, clock } = await setup();
    await seed(t, clock.at, 400, 1_203);
    await seed(t, clock.at, 10, 1);

    expect(await sweepRetention(deps, 365)).toEqual({ submissions: 1_203, rows: 2_406 });
    expect(await remaining(t)).toBe(1);
    expect(await t.db.select().from(dataErasures)).toMatchObject([{ trigger: 'retention', submissions: 1_203, rows: 2_406 }]);
  });

  it('runs from the Workers cron once an hour (its first minute), and not at all when DATA_RETENTION_DAYS is 0', async () => {
    const onTheHour = Date.parse('2026-03-02T11:00:20Z');
    const off = await setup({}, onTheHour);
    await seed(off.t, onTheHour, 100);
    await runScheduledWork(off.deps);
    expect(await remaining(off.t)).toBe(1);

    const on = await setup({ DATA_RETENTION_DAYS: '30' }, Date.parse('2026-03-02T11:05:00Z'));
    await seed(on.t, on.clock.at, 100);
    await runScheduledWork(on.deps);
    expect(await remaining(on.t)).toBe(1);
    on.clock.at = Date.parse('2026-03-02T12:00:10Z');
    await runScheduledWork(on.deps);
    expect(await remaining(on.t)).toBe(0);
  });

  it('runs in the Node process at start (and then hourly)', async () => {
    const { t, deps, clock } = await setup({ DATA_RETENTION_DAYS: '7' });
    await seed(t, clock.at, 8, 2);
    await seed(t, clock.at, 6, 1);
    const stop = startRetentionSweeps(deps);
    cleanup.unshift(async () => stop());
    await vi.waitFor(async () => expect(await t.db.select().from(dataErasures)).toMatchObject([{ trigger: 'retention', submissions: 2 }]), {
      timeout: 30_000,
    });
    expect(await remaining(t)).toBe(1);
  });
});
