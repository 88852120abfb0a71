import { useMemo } from 'react';
import type { ArchetypeMix } from '../../../domain/analytics/report.ts';
import { DISPLAY_COLORS } from '../../../domain/archetypes/colors.ts';
import { ARCHETYPE_NAMES } from '../../../domain/archetypes/types.ts';
import { countOf, formatCount, formatPeriod, shortPeriod } from './format.ts';
import { ChartView } from './ViewSection.tsx';

const BUCKET_WORDS = { day: 'day', week: 'week', month: 'month' } as const;

/** Submissions per primary archetype in each day, week or month of the range (stacked). */
export function ArchetypeMixView({ mix, csvHref }: { mix: ArchetypeMix; csvHref: string }) {
  const labels = useMemo(() => mix.rows.map((row) => shortPeriod(row.period, mix.bucket)), [mix]);
  const series = useMemo(
    () => ARCHETYPE_NAMES.map((name) => ({ label: name, values: mix.rows.map((row) => row.counts[name]), color: DISPLAY_COLORS[name] })),
    [mix],
  );
  const total = mix.rows.reduce((n, row) => n + row.total, 0);
  const leading = ARCHETYPE_NAMES.map((name) => ({ name, n: mix.rows.reduce((sum, row) => sum + row.counts[name], 0) }))
    .filter(({ n }) => n > 0)
    .sort((a, b) => b.n - a.n)
    .slice(0, 2)
    .map(({ name, n }) => `${name} (${formatCount(n)})`);
  const summary =
    `Stacked bar chart of ${countOf(total, 'submission')} by primary archetype per ${BUCKET_WORDS[mix.bucket]}` +
    (leading.length ? `; most often ${leading.join(', then ')}.` : '.');

  const period = { day: 'Day', week: 'Week', month: 'Month' }[mix.bucket];
  return (
    <ChartView
      id="archetypes"
      title="Archetype mix over time"
      intro={`Submissions per primary archetype, by ${BUCKET_WORDS[mix.bucket]}.`}
      csvHref={csvHref}
      empty={total === 0 ? 'No submissions in this range.' : null}
      chart={{ labels, series, stacked: true, summary, height: 340 }}
      table={{
        caption: `Submissions per archetype and ${BUCKET_WORDS[mix.bucket]}`,
        columns: [period, 'Total', ...ARCHETYPE_NAMES],
        rows: mix.rows.map((row) => [formatPeriod(row.period, mix.bucket), row.total, ...ARCHETYPE_NAMES.map((name) => row.counts[name])]),
      }}
    />
  );
}
