import type { Database } from '../../db/client.ts';
import { ALL_SOURCES } from '../../db/analytics-schema.ts';
import { archetypesCsv, funnelCsv, questionsCsv, sourcesCsv, type AnalyticsView, type CsvCell } from '../../src/domain/analytics/csv.ts';
import { funnelRows, type FunnelRow } from '../../src/domain/analytics/funnel.ts';
import type { DayRange } from '../../src/domain/analytics/range.ts';
import {
  alignmentOf,
  archetypeMix,
  implausibleDays,
  leadsBySource,
  sourcesSeen,
  stepTotals,
  type AnalyticsReport,
  type ArchetypeMix,
  type SourceTally,
} from '../../src/domain/analytics/report.ts';
import { archetypeDays, countedSources, sourceTallies, startsAndSubmissionsByDay, stepCounts } from './query.ts';

export interface AnalyticsQuery {
  range: DayRange;
  /** A source label, or null for all. */
  source: string | null;
}

const funnelOf = async (db: Database, { range, source }: AnalyticsQuery): Promise<FunnelRow[]> =>
  funnelRows(stepTotals(await stepCounts(db, range, source ?? ALL_SOURCES)));

const mixOf = async (db: Database, { range, source }: AnalyticsQuery): Promise<ArchetypeMix> =>
  archetypeMix(await archetypeDays(db, range, source), range);

const chosenTallies = (tallies: SourceTally[], source: string | null) => (source === null ? tallies : tallies.filter((t) => t.source === source));

/** Everything the Analytics page shows for a range and source. */
export async function analyticsReport(db: Database, query: AnalyticsQuery): Promise<AnalyticsReport> {
  const { range, source } = query;
  // Every source's tallies feed the picker; the figures below use only the chosen source's.
  const [funnel, mix, tallies, counted, days] = await Promise.all([
    funnelOf(db, query),
    mixOf(db, query),
    sourceTallies(db, range),
    countedSources(db, range),
    startsAndSubmissionsByDay(db, range, source ?? ALL_SOURCES),
  ]);
  const chosen = chosenTallies(tallies, source);
  return {
    ...range,
    source,
    sources: sourcesSeen(tallies, counted),
    funnel,
    archetypeMix: mix,
    alignment: alignmentOf(chosen),
    leadsBySource: leadsBySource(chosen),
    implausibleDays: implausibleDays(days),
  };
}

/** One view's rows for its CSV export, header first; only that view's figures are read. */
export async function analyticsCsvRows(db: Database, view: AnalyticsView, query: AnalyticsQuery): Promise<CsvCell[][]> {
  switch (view) {
    case 'funnel':
      return funnelCsv(await funnelOf(db, query));
    case 'questions':
      return questionsCsv(await funnelOf(db, query));
    case 'archetypes':
      return archetypesCsv(await mixOf(db, query));
    case 'sources':
      return sourcesCsv(leadsBySource(chosenTallies(await sourceTallies(db, query.range), query.source)));
  }
}
