import type { InStatement } from '@libsql/client';
import { ALL_SOURCES } from '../../db/analytics-schema.ts';
import type { Database } from '../../db/client.ts';
import type { FunnelStep } from '../../src/domain/analytics/funnel.ts';

/** The UTC day of an instant, YYYY-MM-DD: the unit counters are kept in. */
export function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export interface StepHit {
  source: string;
  step: FunnelStep;
}

/**
 * One statement adding each hit to its day's counter for its source and to the day's all-sources total (a hit
 * named twice counts twice). A statement, so the quiz's submission writer can commit it with the submissions.
 */
export function counterStatement(hits: readonly StepHit[], now: number): InStatement | undefined {
  const day = utcDay(now);
  const tally = new Map<string, { source: string; step: string; count: number }>();
  for (const { source, step } of hits) {
    for (const bucket of [source, ALL_SOURCES]) {
      const key = `${bucket}\u0000${step}`;
      const row = tally.get(key) ?? tally.set(key, { source: bucket, step, count: 0 }).get(key)!;
      row.count++;
    }
  }
  if (tally.size === 0) return undefined;
  const rows = [...tally.values()];
  return {
    sql: `insert into analytics_daily (day, source, step, count) values ${rows.map(() => '(?, ?, ?, ?)').join(', ')}
      on conflict (source, day, step) do update set count = count + excluded.count`,
    args: rows.flatMap((r) => [day, r.source, r.step, r.count]),
  };
}

/** Counts steps of one source now. */
export async function countSteps(db: Database, source: string, steps: readonly FunnelStep[], now: number): Promise<void> {
  const statement = counterStatement(
    steps.map((step) => ({ source, step })),
    now,
  );
  if (statement) await db.$client.execute(statement);
}
