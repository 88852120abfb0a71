import { ARCHETYPE_NAMES } from '../archetypes/types.ts';
import type { FunnelRow } from './funnel.ts';
import { questionRows, type ArchetypeMix, type SourceLeads } from './report.ts';

/** The views of the Analytics page that export as CSV. */
export const ANALYTICS_VIEWS = ['funnel', 'questions', 'archetypes', 'sources'] as const;
export type AnalyticsView = (typeof ANALYTICS_VIEWS)[number];

export type CsvCell = string | number | null;

/** A share (0–1) as a percentage with one decimal, e.g. 45.2; empty when there is none. */
export const percent = (share: number | null): number | null => (share === null ? null : Math.round(share * 1000) / 10);

export function funnelCsv(funnel: readonly FunnelRow[]): CsvCell[][] {
  return [
    ['Step', 'Count', 'Share of previous step (%)', 'Share of landing views (%)'],
    ...funnel.map((row) => [row.label, row.count, percent(row.fromPrevious), percent(row.fromStart)]),
  ];
}

export function questionsCsv(funnel: readonly FunnelRow[]): CsvCell[][] {
  return [
    ['Question', 'Answered', 'Share of previous step (%)', 'Dropped off'],
    ...questionRows(funnel).map((row) => [`Question ${row.question}`, row.answered, percent(row.fromPrevious), row.droppedOff]),
  ];
}

export function archetypesCsv({ bucket, rows }: ArchetypeMix): CsvCell[][] {
  const period = { day: 'Day', week: 'Week starting', month: 'Month' }[bucket];
  return [
    [period, 'Submissions', ...ARCHETYPE_NAMES],
    ...rows.map((row) => [row.period, row.total, ...ARCHETYPE_NAMES.map((name) => row.counts[name])]),
  ];
}

export function sourcesCsv(leads: readonly SourceLeads[]): CsvCell[][] {
  return [
    ['Source', 'Leads', 'With company website', 'Company archetype matches'],
    ...leads.map((row) => [row.source, row.leads, row.withWebsite, row.matching]),
  ];
}

/**
 * The file name of a view's export, e.g. analytics-funnel-newsletter-2025-01-01-to-2025-01-31.csv: the source is
 * reduced to letters, digits, dots and dashes, so the name is safe in a Content-Disposition header.
 */
export function csvFileName(view: AnalyticsView, { from, to }: { from: string; to: string }, source: string | null): string {
  const tag = (source ?? '')
    .replace(/[^a-z0-9.]+/gi, '-')
    .slice(0, 40)
    .replace(/^-+|-+$/g, '');
  return `analytics-${view}${tag ? `-${tag}` : ''}-${from}-to-${to}.csv`;
}
