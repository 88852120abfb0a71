/** Date ranges of the Analytics page: whole UTC days, both ends included. */

export const DAY_MS = 86_400_000;
/** The longest range one request may ask for: a year with room for a leap day and a few weeks either side. */
export const MAX_RANGE_DAYS = 400;
/** The range when none is asked for: the last 30 days, today included. */
export const DEFAULT_RANGE_DAYS = 30;

export interface DayRange {
  /** First UTC day, YYYY-MM-DD. */
  from: string;
  /** Last UTC day, YYYY-MM-DD (included). */
  to: string;
}

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Days since 1970-01-01 of a YYYY-MM-DD day; undefined for anything else, or a day no calendar has (2025-02-30). */
export function dayNumber(day: string): number | undefined {
  if (!DAY_PATTERN.test(day)) return undefined;
  const ms = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(ms) || dayOf(ms / DAY_MS) !== day ? undefined : ms / DAY_MS;
}

/** The YYYY-MM-DD of a day number. */
export const dayOf = (n: number): string => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** Days in a range, both ends counted. */
export const rangeDays = ({ from, to }: DayRange): number => dayNumber(to)! - dayNumber(from)! + 1;

/** [start, end) in epoch ms of a range, for created_at comparisons. */
export const rangeMs = ({ from, to }: DayRange): [number, number] => [dayNumber(from)! * DAY_MS, (dayNumber(to)! + 1) * DAY_MS];

/** The last `days` days ending today. */
export function lastDays(days: number, today: string): DayRange {
  return { from: dayOf(dayNumber(today)! - days + 1), to: today };
}

/** What is wrong with a range: a day that is not a date, the order of the two, or the length. */
export type RangeProblem = 'from' | 'to' | 'order' | 'length';
export type RangeCheck = { range: DayRange } | { error: string; problem: RangeProblem };

/**
 * The range a request asks for: `to` defaults to today and `from` to 30 days before `to`. Refused, with words for
 * the person: a day that is not a date, `from` after `to`, or more than MAX_RANGE_DAYS days.
 */
export function resolveRange(from: string | undefined, to: string | undefined, today: string): RangeCheck {
  const last = to ?? today;
  const end = dayNumber(last);
  if (end === undefined) return { error: 'to: not a date; use YYYY-MM-DD.', problem: 'to' };
  const first = from ?? dayOf(end - DEFAULT_RANGE_DAYS + 1);
  const start = dayNumber(first);
  if (start === undefined) return { error: 'from: not a date; use YYYY-MM-DD.', problem: 'from' };
  if (start > end) return { error: 'from: must not be after to.', problem: 'order' };
  if (end - start + 1 > MAX_RANGE_DAYS) return { error: `The range is longer than ${MAX_RANGE_DAYS} days; choose a shorter one.`, problem: 'length' };
  return { range: { from: first, to: last } };
}
