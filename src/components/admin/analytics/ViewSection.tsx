import type { ReactNode } from 'react';
import { BarChart, type BarChartProps } from './BarChart.tsx';
import { DataTable, type DataTableProps } from './DataTable.tsx';

interface ViewSectionProps {
  id: string;
  title: string;
  /** One sentence on what the view measures. */
  intro: string;
  /** The view's CSV export; none for views without one. */
  csvHref?: string;
  children: ReactNode;
}

/** One view of the Analytics page: a titled card with its CSV download. */
export function ViewSection({ id, title, intro, csvHref, children }: ViewSectionProps) {
  return (
    <section className="card analytics-view" aria-labelledby={`${id}-title`} data-view={id}>
      <div className="analytics-view__head">
        <div>
          <h2 id={`${id}-title`}>{title}</h2>
          <p className="analytics-view__intro">{intro}</p>
        </div>
        {csvHref && (
          <a className="button button--secondary button--small" href={csvHref} download>
            Download CSV<span className="visually-hidden"> of {title.toLowerCase()}</span>
          </a>
        )}
      </div>
      {children}
    </section>
  );
}

/** Plain words where a view has nothing to show. */
export const EmptyView = ({ children }: { children: ReactNode }) => <p className="admin-empty analytics-empty">{children}</p>;

interface ChartViewProps extends Omit<ViewSectionProps, 'children'> {
  /** Said instead of the chart and its table when the range has nothing for this view; null when it has. */
  empty: string | null;
  chart: BarChartProps;
  table: DataTableProps;
}

/** A view that is a chart with its data table beside it (below it on narrow screens). */
export function ChartView({ empty, chart, table, ...section }: ChartViewProps) {
  return (
    <ViewSection {...section}>
      {empty !== null ? (
        <EmptyView>{empty}</EmptyView>
      ) : (
        <div className="analytics-view__body">
          <BarChart {...chart} />
          <DataTable {...table} />
        </div>
      )}
    </ViewSection>
  );
}
