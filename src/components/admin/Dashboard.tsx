import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import type { DashboardRow } from '../../domain/admin/types.ts';
import { signOut } from '../../stores/admin-session.ts';
import { $dashboard, deleteSubmission, goToPage, loadDashboard, restoreFilter } from '../../stores/dashboard.ts';
import { Spinner } from '../ui/Spinner.tsx';
import { Toaster } from '../ui/Toaster.tsx';
import { DeleteDialog } from './DeleteDialog.tsx';
import { DeliveryPanel } from './DeliveryPanel.tsx';
import { ErasurePanel } from './ErasurePanel.tsx';
import { Filters } from './Filters.tsx';
import { Pagination } from './Pagination.tsx';
import { StatsCards } from './StatsCards.tsx';
import { SubmissionsTable } from './SubmissionsTable.tsx';

/** /admin/dashboard (the page only renders for admins: the server redirects everyone else). */
export default function Dashboard() {
  const state = useStore($dashboard);
  const [toDelete, setToDelete] = useState<DashboardRow | null>(null);
  const submissions = useRef<HTMLElement>(null);
  // The place of a deleted row: once its dialog has closed, focus goes to the row that took its place.
  const deletedAt = useRef<number | null>(null);

  const confirmDelete = async (row: DashboardRow) => {
    const index = state.data?.rows.findIndex((r) => r.id === row.id) ?? -1;
    if (await deleteSubmission(row.id)) deletedAt.current = Math.max(index, 0);
  };

  // Runs after the dialog's own effect has closed it (children first), so the browser's return of focus to the
  // removed Delete button (which leaves it on <body>) is already over.
  useEffect(() => {
    if (toDelete || deletedAt.current === null || !submissions.current) return;
    focusAfterDelete(submissions.current, deletedAt.current);
    deletedAt.current = null;
  }, [toDelete]);

  useEffect(() => {
    restoreFilter(window.location.search);
    void loadDashboard();
  }, []);

  return (
    <div className="admin-dashboard" data-status={state.status}>
      <header className="admin-header">
        <h1>Admin Dashboard</h1>
        <div className="admin-actions">
          <a className="button button--secondary" href="/admin/analytics">
            Analytics
          </a>
          <a className="button button--secondary" href="/admin/teams">
            Teams
          </a>
          <a className="button button--secondary" href="/admin/watches">
            Watched Sites
          </a>
          <a className="button button--secondary" href="/admin/integrations">
            Integrations
          </a>
          <button type="button" className="button button--secondary" onClick={() => void signOut()}>
            Sign Out
          </button>
        </div>
      </header>

      <StatsCards stats={state.stats} />
      <DeliveryPanel />

      <section ref={submissions} className="card" aria-labelledby="submissions-title">
        <h2 id="submissions-title" tabIndex={-1}>
          Quiz Submissions
        </h2>
        <Filters q={state.q} archetype={state.archetype} />
        {state.status === 'error' && (
          <div className="alert alert--error admin-load-error" role="alert">
            <p>Failed to load quiz submissions.</p>
            <button type="button" className="button button--secondary" onClick={() => void loadDashboard()}>
              Try Again
            </button>
          </div>
        )}
        {state.status === 'loading' && !state.data && (
          <p className="admin-loading">
            <Spinner label="Loading" /> Loading submissions…
          </p>
        )}
        {state.data && state.status !== 'error' && (
          <div aria-busy={state.status === 'loading'}>
            {state.data.rows.length === 0 ? (
              <p className="admin-empty">{state.q || state.archetype ? 'No submissions match this search.' : 'No submissions yet.'}</p>
            ) : (
              <SubmissionsTable rows={state.data.rows} onDelete={setToDelete} />
            )}
            <Pagination data={state.data} onPage={goToPage} />
          </div>
        )}
      </section>
      <ErasurePanel />

      <DeleteDialog row={toDelete} onConfirm={confirmDelete} onClose={() => setToDelete(null)} />
      <Toaster />
    </div>
  );
}

/** The Delete button of the row now at `index` (or the last row), else the section's heading when no row is left. */
function focusAfterDelete(section: HTMLElement, index: number) {
  const buttons = section.querySelectorAll<HTMLButtonElement>('tbody [data-delete]');
  const target = buttons[Math.min(index, buttons.length - 1)] ?? section.querySelector<HTMLElement>('#submissions-title');
  target?.focus();
}
