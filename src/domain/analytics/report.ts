import { ARCHETYPE_NAMES, isArchetypeName, type ArchetypeName } from '../archetypes/types.ts';
import { FUNNEL_STEPS, QUESTION_STEP_COUNT, questionStep, type FunnelRow, type FunnelStep } from './funnel.ts';
import { dayNumber, dayOf, rangeDays, type DayRange } from './range.ts';

/** How the archetype mix groups days, chosen from the range so a chart has at most about 60 bars. */
export type Bucket = 'day' | 'week' | 'month';

export interface ArchetypeMixRow {
  /** day: YYYY-MM-DD; week: its first day in the range, YYYY-MM-DD (weeks start on Monday); month: YYYY-MM. */
  period: string;
  total: number;
  counts: Record<ArchetypeName, number>;
}

export interface ArchetypeMix {
  bucket: Bucket;
  rows: ArchetypeMixRow[];
}

/** How often the company's archetype (from its website) is the person's own. */
export interface Alignment {
  submissions: number;
  withCompanyArchetype: number;
  matching: number;
  /** matching / withCompanyArchetype; null when no submission has a company archetype. */
  rate: number | null;
}

export interface SourceLeads {
  source: string;
  leads: number;
  /** Leads that gave a company website. */
  withWebsite: number;
  /** Leads whose company archetype is their own. */
  matching: number;
}

/** One source's submissions in a range, as the database adds them up. */
export interface SourceTally extends SourceLeads {
  withCompanyArchetype: number;
}

/** GET /api/admin/analytics */
export interface AnalyticsReport extends DayRange {
  /** The source the figures are filtered to; null for all. */
  source: string | null;
  /** Every source seen in the range, most leads first (for the picker). */
  sources: string[];
  funnel: FunnelRow[];
  archetypeMix: ArchetypeMix;
  alignment: Alignment;
  leadsBySource: SourceLeads[];
  /** Days whose beacon counts look implausible against the server's own count of submissions, oldest first. */
  implausibleDays: ImplausibleDay[];
}

/** One submission count of a UTC day (days since 1970) and a primary archetype. */
export interface ArchetypeDayCount {
  day: number;
  archetype: string;
  count: number;
}

export function bucketFor(days: number): Bucket {
  if (days <= 60) return 'day';
  return days <= 182 ? 'week' : 'month';
}

/** The period a day falls in; a week that began before the range is named by the range's first day. */
export function periodOf(day: number, bucket: Bucket, firstDay: number): string {
  if (bucket === 'day') return dayOf(day);
  if (bucket === 'month') return dayOf(day).slice(0, 7);
  const monday = day - ((day + 3) % 7); // 1970-01-01 was a Thursday
  return dayOf(Math.max(monday, firstDay));
}

const emptyCounts = () => Object.fromEntries(ARCHETYPE_NAMES.map((name) => [name, 0])) as Record<ArchetypeName, number>;

/** Submissions per primary archetype in each period of the range, empty periods included, oldest first. */
export function archetypeMix(days: readonly ArchetypeDayCount[], range: DayRange): ArchetypeMix {
  const bucket = bucketFor(rangeDays(range));
  const first = dayNumber(range.from)!;
  const rows = new Map<string, ArchetypeMixRow>();
  for (let day = first; day <= dayNumber(range.to)!; day++) {
    const period = periodOf(day, bucket, first);
    if (!rows.has(period)) rows.set(period, { period, total: 0, counts: emptyCounts() });
  }
  for (const { day, archetype, count } of days) {
    const row = rows.get(periodOf(day, bucket, first));
    if (!row) continue;
    row.total += count;
    if (isArchetypeName(archetype)) row.counts[archetype] += count;
  }
  return { bucket, rows: [...rows.values()] };
}

const knownSteps: ReadonlySet<string> = new Set(FUNNEL_STEPS);

/** Counter rows summed per funnel step; rows of steps the funnel does not know are left out. */
export function stepTotals(rows: readonly { step: string; count: number }[]): Partial<Record<FunnelStep, number>> {
  const totals: Partial<Record<FunnelStep, number>> = {};
  for (const { step, count } of rows) {
    if (knownSteps.has(step)) totals[step as FunnelStep] = (totals[step as FunnelStep] ?? 0) + count;
  }
  return totals;
}

/** The alignment over the given sources' tallies. */
export function alignmentOf(tallies: readonly SourceTally[]): Alignment {
  const sum = (pick: (t: SourceTally) => number) => tallies.reduce((n, t) => n + pick(t), 0);
  const withCompanyArchetype = sum((t) => t.withCompanyArchetype);
  const matching = sum((t) => t.matching);
  return {
    submissions: sum((t) => t.leads),
    withCompanyArchetype,
    matching,
    rate: withCompanyArchetype === 0 ? null : matching / withCompanyArchetype,
  };
}

const byLeads = (a: SourceTally, b: SourceTally) => b.leads - a.leads || a.source.localeCompare(b.source);

/** Sources with leads, most first. */
export function leadsBySource(tallies: readonly SourceTally[]): SourceLeads[] {
  return [...tallies]
    .filter((t) => t.leads > 0)
    .sort(byLeads)
    .map(({ source, leads, withWebsite, matching }) => ({ source, leads, withWebsite, matching }));
}

/** Every source seen (with leads, or only in the counters): most leads first, then by name. */
export function sourcesSeen(tallies: readonly SourceTally[], counted: readonly string[]): string[] {
  const withLeads = leadsBySource(tallies).map((t) => t.source);
  const rest = counted.filter((s) => !withLeads.includes(s)).sort((a, b) => a.localeCompare(b));
  return [...withLeads, ...rest];
}

export interface QuestionRow {
  /** 1 to 13, in the order the quiz shows them. */
  question: number;
  answered: number;
  /** Share of the step before (quiz started, or the previous question) that answered this one. */
  fromPrevious: number | null;
  /** How many of the step before did not answer this one. */
  droppedOff: number;
}

/** The 13 question steps of a funnel with the drop-off at each. */
export function questionRows(funnel: readonly FunnelRow[]): QuestionRow[] {
  return Array.from({ length: QUESTION_STEP_COUNT }, (_, i) => {
    const at = funnel.findIndex((row) => row.step === questionStep(i + 1));
    const row = funnel[at];
    const previous = funnel[at - 1]?.count ?? 0;
    return {
      question: i + 1,
      answered: row?.count ?? 0,
      fromPrevious: row?.fromPrevious ?? null,
      droppedOff: Math.max(0, previous - (row?.count ?? 0)),
    };
  });
}

/** Beacon-counted quiz starts beyond this many per server-counted submission make a day implausible… */
export const IMPLAUSIBLE_STARTS_PER_SUBMISSION = 50;
/** …once the day has more starts than this (a quiet day with a few starts and no lead is ordinary). */
export const IMPLAUSIBLE_STARTS_FLOOR = 100;

/** A day whose beacon counts (the page's word) do not square with the submissions the server counted itself. */
export interface ImplausibleDay {
  /** UTC day, YYYY-MM-DD. */
  day: string;
  /** Quiz starts reported by beacons. */
  quizStarted: number;
  /** Submissions the server counted. */
  submitted: number;
}

/**
 * Days with more than IMPLAUSIBLE_STARTS_FLOOR beacon-counted starts and more than IMPLAUSIBLE_STARTS_PER_SUBMISSION
 * starts per submission, from counter rows of one source (or all) per day and step. Beacons can be forged;
 * submissions are counted by the server, so they are the yardstick.
 */
export function implausibleDays(rows: readonly { day: string; step: string; count: number }[]): ImplausibleDay[] {
  const days = new Map<string, ImplausibleDay>();
  for (const { day, step, count } of rows) {
    if (step !== 'quiz_started' && step !== 'submitted') continue;
    const entry = days.get(day) ?? days.set(day, { day, quizStarted: 0, submitted: 0 }).get(day)!;
    if (step === 'quiz_started') entry.quizStarted += count;
    else entry.submitted += count;
  }
  return [...days.values()]
    .filter((d) => d.quizStarted > IMPLAUSIBLE_STARTS_FLOOR && d.quizStarted > IMPLAUSIBLE_STARTS_PER_SUBMISSION * d.submitted)
    .sort((a, b) => a.day.localeCompare(b.day));
}
