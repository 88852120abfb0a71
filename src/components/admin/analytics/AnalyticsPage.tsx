import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { AnalyticsView } from '../../../domain/analytics/csv.ts';
import { $analytics, analyticsQuery, loadAnalytics, restoreAnalytics } from '../../../stores/analytics.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { ArchetypeMixView } from './ArchetypeMixView.tsx';
import { formatDay, sourceName } from './format.ts';
import { FunnelView } from './FunnelView.tsx';
import { ImplausibleDays } from './ImplausibleDays.tsx';
import { QuestionsView } from './QuestionsView.tsx';
import { RangeFilters } from './RangeFilters.tsx';
import { AlignmentView, SourcesView } from './SourcesView.tsx';

/** /admin/analytics (the server sends everyone but admins to sign in): the funnel and leads for a range and source. */
export default function AnalyticsPage() {
  const state = useStore($analytics);
  const { data } = state;

  useEffect(() => {
    restoreAnalytics(window.location.search);
    void loadAnalytics();
  }, []);

  // The downloads export what is on screen, not a filter still loading.
  const csv = (view: AnalyticsView) =>
    data ? `/api/admin/analytics/csv?view=${view}&${analyticsQuery({ ...data, source: data.source ?? '' })}` : '';

  return (
    <div className="admin-analytics" data-status={state.status}>
      <header className="admin-header">
        <div>
          <a className="analytics-back" href="/admin/dashboard">
            ← Back to the dashboard
          </a>
          <h1>Analytics</h1>
        </div>
      </header>

      <section className="card analytics-controls" aria-label="What to show">
        <RangeFilters from={state.from} to={state.to} source={state.source} sources={data?.sources ?? []} />
      </section>

      {state.status === 'error' && (
        <div className="alert alert--error admin-load-error" role="alert">
          <p>{state.error ?? 'Failed to load the analytics.'}</p>
          <button type="button" className="button button--secondary" onClick={() => void loadAnalytics()}>
            Try Again
          </button>
        </div>
      )}
      {state.status === 'loading' && !data && (
        <p className="admin-loading">
          <Spinner label="Loading" /> Loading analytics…
        </p>
      )}
      {data && (
        <div className="analytics-views" aria-busy={state.status === 'loading'}>
          <p className="analytics-scope" role="status">
            {formatDay(data.from)} to {formatDay(data.to)}, {sourceName(data.source)}.
          </p>
          <ImplausibleDays days={data.implausibleDays} />
          <FunnelView funnel={data.funnel} source={data.source} csvHref={csv('funnel')} />
          <QuestionsView funnel={data.funnel} csvHref={csv('questions')} />
          <ArchetypeMixView mix={data.archetypeMix} csvHref={csv('archetypes')} />
          <AlignmentView alignment={data.alignment} />
          <SourcesView leads={data.leadsBySource} csvHref={csv('sources')} />
        </div>
      )}
    </div>
  );
}
