// The Analytics part of bench:admin: the sources given to seeded submissions, a year of daily counters, and the
// requests measured. Imported by bench/admin-dashboard.ts.
import type { Transaction } from '@libsql/client';
import { ALL_SOURCES } from '../db/analytics-schema.ts';
import { FUNNEL_STEPS } from '../src/domain/analytics/funnel.ts';
import { DAY_MS, dayOf } from '../src/domain/analytics/range.ts';

/** 30 source labels: half the visits are direct, the rest spread over campaigns, referrers and embeds. */
export const SOURCES = [
  'direct',
  'newsletter',
  'linkedin',
  'google.com',
  'www.bing.com',
  'duckduckgo.com',
  'facebook',
  'twitter',
  'partner-blog',
  'podcast',
  ...Array.from({ length: 20 }, (_, i) => `campaign-${i + 1}`),
];

/** The source of the i-th seeded submission. */
export const sourceOf = (i: number) => (i % 2 === 0 ? SOURCES[0]! : SOURCES[1 + ((i >> 1) % (SOURCES.length - 1))]!);

/**
 * A counter row per day of the year before `lastDay`, per source and funnel step, plus the all-sources totals, as
 * countSteps keeps them (written in bulk: a year of beacons one by one would take hours). Returns the row count.
 */
export async function seedCounters(tx: Transaction, lastDay: number, days = 365): Promise<number> {
  const rows: [string, string, string, number][] = [];
  for (let d = lastDay - days + 1; d <= lastDay; d++) {
    const totals = FUNNEL_STEPS.map(() => 0);
    SOURCES.forEach((source, s) => {
      FUNNEL_STEPS.forEach((step, k) => {
        // Fewer at each step, more for the first sources, a weekly rhythm.
        const count = Math.max(1, Math.round(((400 / (s + 1)) * (1 + (d % 7) / 10)) / (1 + k / 3)));
        totals[k]! += count;
        rows.push([dayOf(d), source, step, count]);
      });
    });
    FUNNEL_STEPS.forEach((step, k) => rows.push([dayOf(d), ALL_SOURCES, step, totals[k]!]));
  }
  const batch = 2000; // 4 parameters a row
  for (let from = 0; from < rows.length; from += batch) {
    const chunk = rows.slice(from, from + batch);
    await tx.execute({
      sql: `INSERT INTO analytics_daily (day, source, step, count) VALUES ${chunk.map(() => '(?, ?, ?, ?)').join(', ')}`,
      args: chunk.flat(),
    });
  }
  return rows.length;
}

/** The requests measured: a year, all sources and filtered, and a month. `lastDay` is the last seeded day. */
export function analyticsQueries(lastDay: number): [string, string][] {
  const year = `from=${dayOf(lastDay - 364)}&to=${dayOf(lastDay)}`;
  const month = `from=${dayOf(lastDay - 29)}&to=${dayOf(lastDay)}`;
  return [
    ['analytics: a year, all sources', `/api/admin/analytics?${year}`],
    ['analytics: a year, source "newsletter"', `/api/admin/analytics?${year}&source=newsletter`],
    ['analytics: a year, source "direct" (half)', `/api/admin/analytics?${year}&source=direct`],
    ['analytics: 30 days, all sources', `/api/admin/analytics?${month}`],
    ['analytics CSV: funnel, a year', `/api/admin/analytics/csv?view=funnel&${year}`],
    ['analytics CSV: archetypes, a year', `/api/admin/analytics/csv?view=archetypes&${year}`],
    ['analytics CSV: sources, a year', `/api/admin/analytics/csv?view=sources&${year}`],
  ];
}

/** The last day the seeded submissions reach (they start on 2024-01-01, one every five minutes). */
export const lastSeededDay = (rows: number) => Math.floor((Date.UTC(2024, 0, 1) + (rows - 1) * 300_000) / DAY_MS);
