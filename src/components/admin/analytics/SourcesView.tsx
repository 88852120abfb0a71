import { useMemo } from 'react';
import type { Alignment, SourceLeads } from '../../../domain/analytics/report.ts';
import { THIN_BELOW } from '../../../domain/analysis-readings.ts';
import { countOf, formatCount, formatShare } from './format.ts';
import { ChartView, EmptyView, ViewSection } from './ViewSection.tsx';

const LEADS_COLOR = '#0f766e';
/** The chart shows the biggest sources; the table lists them all. */
const CHARTED_SOURCES = 12;

/** How often the company's archetype (read from its website) is the person's own. */
export function AlignmentView({ alignment }: { alignment: Alignment }) {
  const { submissions, withCompanyArchetype, matching, rate } = alignment;
  return (
    <ViewSection
      id="alignment"
      title="Company alignment"
      intro={`How often the archetype of a lead's company website is the lead's own primary archetype. Websites read with under ${Math.round(THIN_BELOW * 100)}% confidence are left out: too uncertain to judge either way.`}
    >
      {withCompanyArchetype === 0 ? (
        <EmptyView>No submission in this range has a company archetype yet.</EmptyView>
      ) : (
        <dl className="admin-stats analytics-alignment">
          <div className="admin-stat">
            <dt>Alignment rate</dt>
            <dd>{formatShare(rate)}</dd>
          </div>
          <div className="admin-stat">
            <dt>Matching company archetype</dt>
            <dd>{formatCount(matching)}</dd>
          </div>
          <div className="admin-stat">
            <dt>With a company archetype</dt>
            <dd>
              {formatCount(withCompanyArchetype)} <span className="analytics-alignment__of">of {countOf(submissions, 'submission')}</span>
            </dd>
          </div>
        </dl>
      )}
    </ViewSection>
  );
}

/** Leads per source, most first. */
export function SourcesView({ leads, csvHref }: { leads: SourceLeads[]; csvHref: string }) {
  const charted = useMemo(() => leads.slice(0, CHARTED_SOURCES), [leads]);
  const labels = useMemo(() => charted.map((row) => row.source), [charted]);
  const series = useMemo(() => [{ label: 'Leads', values: charted.map((row) => row.leads), color: LEADS_COLOR }], [charted]);
  const total = leads.reduce((n, row) => n + row.leads, 0);
  const summary =
    `Bar chart of ${countOf(total, 'lead')} by source` +
    (leads.length ? `; the most from ${leads[0]!.source} (${formatCount(leads[0]!.leads)}).` : '.') +
    (leads.length > CHARTED_SOURCES ? ` The ${CHARTED_SOURCES} largest of ${leads.length} sources are shown.` : '');

  return (
    <ChartView
      id="sources"
      title="Leads by source"
      intro="Submissions per source: a campaign's utm_source, an embedding site, a referring site, or direct."
      csvHref={csvHref}
      empty={leads.length === 0 ? 'No leads in this range.' : null}
      chart={{ labels, series, horizontal: true, summary, height: charted.length * 28 + 40 }}
      table={{
        caption: 'Leads per source',
        columns: ['Source', 'Leads', 'With company website', 'Company archetype matches'],
        rows: leads.map((row) => [row.source, row.leads, row.withWebsite, row.matching]),
      }}
    />
  );
}
