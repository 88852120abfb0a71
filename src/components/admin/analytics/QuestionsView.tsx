import { useMemo } from 'react';
import type { FunnelRow } from '../../../domain/analytics/funnel.ts';
import { questionRows } from '../../../domain/analytics/report.ts';
import { countOf, formatCount, formatShare } from './format.ts';
import { FUNNEL_COLOR } from './FunnelView.tsx';
import { ChartView } from './ViewSection.tsx';

/** The 13 questions in the order the quiz asks them, with how many people left at each. */
export function QuestionsView({ funnel, csvHref }: { funnel: FunnelRow[]; csvHref: string }) {
  const rows = useMemo(() => questionRows(funnel), [funnel]);
  const labels = useMemo(() => rows.map((row) => `Q${row.question}`), [rows]);
  const series = useMemo(() => [{ label: 'Answered', values: rows.map((row) => row.answered), color: FUNNEL_COLOR }], [rows]);
  const worst = rows.reduce((a, b) => (b.droppedOff > a.droppedOff ? b : a), rows[0]!);
  const summary =
    `Bar chart of answers per question: question 1 answered ${countOf(rows[0]!.answered, 'time')}, question 13 ` +
    `${countOf(rows[12]!.answered, 'time')}; the most left at question ${worst.question} (${formatCount(worst.droppedOff)}).`;

  return (
    <ChartView
      id="questions"
      title="Drop-off per question"
      intro="How many answered each question, in the order the quiz asks them, and how many of the step before stopped there."
      csvHref={csvHref}
      empty={rows.every((row) => row.answered === 0) ? 'No questions were answered in this range.' : null}
      chart={{ labels, series, summary, height: 260 }}
      table={{
        caption: 'Answers and drop-off per question',
        columns: ['Question', 'Answered', 'Of the step before', 'Dropped off'],
        rows: rows.map((row) => [`Question ${row.question}`, row.answered, formatShare(row.fromPrevious), row.droppedOff]),
      }}
    />
  );
}
