import { sql } from 'drizzle-orm';
import { ALL_SOURCES, analyticsDaily as a } from '../../db/analytics-schema.ts';
import type { Database } from '../../db/client.ts';
import { quizSubmissions as s } from '../../db/schema.ts';
import { THIN_BELOW } from '../../src/domain/analysis-readings.ts';
import { dayNumber, type DayRange } from '../../src/domain/analytics/range.ts';
import type { ArchetypeDayCount, SourceTally } from '../../src/domain/analytics/report.ts';

/*
 * The Analytics page's reads. Counters are one primary-key range per source ((source, day, step)). Submissions are
 * read from the two indexes of migration 0011 alone, grouped in index order: the day expression below must stay
 * exactly that of quiz_submissions_day_primary_idx and quiz_submissions_source_day_idx (db/schema.ts).
 */
const day = sql`${s.createdAt} / 86400000`;

// Day numbers are inlined: libSQL binds every JavaScript number as a real. They come from validated dates.
const days = ({ from, to }: DayRange) => [sql.raw(String(dayNumber(from)!)), sql.raw(String(dayNumber(to)!))] as const;

/** Counter totals per step over the range, for one source or (ALL_SOURCES) for all. */
export function stepCounts(db: Database, { from, to }: DayRange, source: string = ALL_SOURCES) {
  return db.all<{ step: string; count: number }>(sql`
    select ${a.step} as step, sum(${a.count}) as count from ${a}
    where ${a.source} = ${source} and ${a.day} >= ${from} and ${a.day} <= ${to}
    group by ${a.step}`);
}

/** Quiz starts (beacon) and submissions (server) per day of the range, for one source or (ALL_SOURCES) for all. */
export function startsAndSubmissionsByDay(db: Database, { from, to }: DayRange, source: string = ALL_SOURCES) {
  return db.all<{ day: string; step: string; count: number }>(sql`
    select ${a.day} as day, ${a.step} as step, ${a.count} as count from ${a}
    where ${a.source} = ${source} and ${a.day} >= ${from} and ${a.day} <= ${to} and ${a.step} in ('quiz_started', 'submitted')`);
}

/**
 * Sources with any counter in the range. Walks the distinct sources by primary-key seeks (there are few, each with
 * many rows) and asks each for a row in the range, instead of scanning every counter.
 */
export async function countedSources(db: Database, { from, to }: DayRange): Promise<string[]> {
  const rows = await db.all<{ source: string }>(sql`
    with recursive labels(source) as (
      select (select min(source) from analytics_daily where source > ${ALL_SOURCES})
      union all
      select (select min(source) from analytics_daily where source > labels.source) from labels where labels.source is not null
    )
    select source from labels
    where source is not null
      and exists (select 1 from analytics_daily d where d.source = labels.source and d.day >= ${from} and d.day <= ${to})`);
  return rows.map((r) => r.source);
}

/** Submissions per UTC day (days since 1970) and primary archetype, for one source or all. */
export function archetypeDays(db: Database, range: DayRange, source: string | null): Promise<ArchetypeDayCount[]> {
  const [first, last] = days(range);
  const bySource = source === null ? sql`` : sql`${s.source} = ${source} and `;
  return db.all<ArchetypeDayCount>(sql`
    select ${day} as day, ${s.primaryArchetype} as archetype, count(*) as count from ${s}
    where ${bySource}${day} >= ${first} and ${day} <= ${last}
    group by 1, 2`);
}

// The one alignment rule (src/domain/alignment.ts): a company archetype read below THIN_BELOW confidence judges nothing,
// so it counts neither as a match nor as a mismatch. Without a recorded confidence (old rows) it is taken as stored.
const judged = sql`${s.companyArchetype} is not null and (${s.companyArchetypeConfidence} is null or ${s.companyArchetypeConfidence} >= ${sql.raw(String(THIN_BELOW))})`;

/**
 * Each source's submissions in the range: leads, with a website, with a company archetype strong enough to judge
 * alignment, and matching it. The
 * unary + keeps the planner on quiz_submissions_source_day_idx, read in source order: without statistics it would
 * seek the day index and sort every row of the range.
 */
export function sourceTallies(db: Database, range: DayRange): Promise<SourceTally[]> {
  const [first, last] = days(range);
  return db.all<SourceTally>(sql`
    select ${s.source} as source, count(*) as leads, count(${s.companyUrl}) as withWebsite,
      coalesce(sum(${judged}), 0) as withCompanyArchetype,
      coalesce(sum(${judged} and ${s.companyArchetype} = ${s.primaryArchetype}), 0) as matching
    from ${s}
    where +${day} >= ${first} and +${day} <= ${last}
    group by ${s.source}`);
}
