import { useMemo } from 'react';
import type { FunnelRow } from '../../../domain/analytics/funnel.ts';
import { countOf, formatShare, sourceName } from './format.ts';
import { ChartView } from './ViewSection.tsx';

export const FUNNEL_COLOR = '#5b21b6';

// Shown only when it happens: each run counts a step once, so the causes are the range's edges, caps and blockers.
const EXCEEDS_NOTE =
  'A dash marks a step counted more often than the step before it: quizzes begun before this range, on a day whose visits from that source were already counted in full, or in a browser that blocks the counting (the server still counts its submission).';

interface FunnelViewProps {
  funnel: FunnelRow[];
  source: string | null;
  csvHref: string;
}

/** Every step from landing to sharing, with the share of the step before and of the landing views. */
export function FunnelView({ funnel, source, csvHref }: FunnelViewProps) {
  const labels = useMemo(() => funnel.map((row) => row.label), [funnel]);
  const series = useMemo(() => [{ label: 'Count', values: funnel.map((row) => row.count), color: FUNNEL_COLOR }], [funnel]);
  const count = (step: string) => funnel.find((row) => row.step === step);
  const submitted = count('submitted');
  const summary =
    `Bar chart of the funnel for ${sourceName(source)}: ${countOf(funnel[0]?.count ?? 0, 'landing view')}, ` +
    `${countOf(count('quiz_started')?.count ?? 0, 'quiz start')}, ${countOf(submitted?.count ?? 0, 'submission')} ` +
    `(${formatShare(submitted?.fromStart ?? null)} of landing views).`;

  return (
    <ChartView
      id="funnel"
      title="Funnel"
      intro={`How many visits reached each step, and the share of the step before that went on. Emails, shares and company analyses are measured against submissions.${
        funnel.some((row) => row.exceedsPrevious) ? ` ${EXCEEDS_NOTE}` : ''
      }`}
      csvHref={csvHref}
      empty={funnel.every((row) => row.count === 0) ? `No visits were counted in this range for ${sourceName(source)}.` : null}
      chart={{ labels, series, horizontal: true, summary, height: funnel.length * 24 + 40 }}
      table={{
        caption: 'Funnel steps',
        columns: ['Step', 'Count', 'Of the step before', 'Of landing views'],
        rows: funnel.map((row) => [row.label, row.count, formatShare(row.fromPrevious), formatShare(row.fromStart)]),
      }}
    />
  );
}
