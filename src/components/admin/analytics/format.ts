import type { Bucket } from '../../../domain/analytics/report.ts';

import { formatCount } from '../format.ts';

export { formatCount };

/** A share (0–1) as people read it: "45.2%"; a dash when there is none. */
export const formatShare = (share: number | null) => (share === null ? '—' : `${(Math.round(share * 1000) / 10).toLocaleString('en-US')}%`);

// Periods are UTC days: formatting them in the viewer's zone could name the day before.
const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const MONTH = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const SHORT_DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const SHORT_MONTH = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "Mar 10, 2025" for a YYYY-MM-DD day. */
export const formatDay = (day: string) => DAY.format(new Date(`${day}T00:00:00Z`));

/** A period of the archetype mix: "Mar 10, 2025", "Week of Mar 10, 2025" or "March 2025". */
export function formatPeriod(period: string, bucket: Bucket): string {
  if (bucket === 'month') return MONTH.format(new Date(`${period}-01T00:00:00Z`));
  return bucket === 'week' ? `Week of ${formatDay(period)}` : formatDay(period);
}

/** The same period as a chart's axis names it: "Mar 10" (a day, or the first of a week), "Mar 2025". */
export function shortPeriod(period: string, bucket: Bucket): string {
  return bucket === 'month' ? SHORT_MONTH.format(new Date(`${period}-01T00:00:00Z`)) : SHORT_DAY.format(new Date(`${period}T00:00:00Z`));
}

/** "1 lead", "2,400 leads". */
export const countOf = (n: number, one: string, many = `${one}s`) => `${formatCount(n)} ${n === 1 ? one : many}`;

/** The source as a sentence names it. */
export const sourceName = (source: string | null) => (source ? `“${source}”` : 'all sources');
