import { sql } from 'drizzle-orm';
import { ALL_SOURCES, analyticsDaily } from '../../db/analytics-schema.ts';
import type { Database } from '../../db/client.ts';
import type { FunnelStep } from '../../src/domain/analytics/funnel.ts';

/** The UTC day of an instant, YYYY-MM-DD: the unit counters are kept in. */
export function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * Adds one to each step's counter for the source and the day, and to the day's all-sources total, in one
 * statement (a step named twice counts twice).
 */
export async function countSteps(db: Database, source: string, steps: readonly FunnelStep[], now: number): Promise<void> {
  if (steps.length === 0) return;
  const day = utcDay(now);
  const tally = new Map<FunnelStep, number>();
  for (const step of steps) tally.set(step, (tally.get(step) ?? 0) + 1);
  const rows = [...tally].flatMap(([step, count]) => [
    { day, source, step, count },
    { day, source: ALL_SOURCES, step, count },
  ]);
  await db
    .insert(analyticsDaily)
    .values(rows)
    .onConflictDoUpdate({
      target: [analyticsDaily.source, analyticsDaily.day, analyticsDaily.step],
      set: { count: sql`${analyticsDaily.count} + excluded.count` },
    });
}
