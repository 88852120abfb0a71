import { useEffect, useState } from 'react';
import { api, call, isSignedOutError } from '../../../lib/api.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { Pagination } from '../Pagination.tsx';
import { TeamsTable, type TeamRow } from './TeamsTable.tsx';

interface TeamsPageData {
  teams: TeamRow[];
  total: number;
  page: number;
  pageSize: number;
}

type Status = 'loading' | 'ready' | 'error';

/** The page number in the address bar, so a reload or Back shows the same page. */
function pageInUrl(): number {
  const page = Number(new URLSearchParams(window.location.search).get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** /admin/teams (the page renders for admins only: the server redirects everyone else). */
export default function TeamsPage() {
  // The address bar exists only in the browser; the server renders the loading state, which shows no page number.
  const [page, setPage] = useState(() => (typeof window === 'undefined' ? 1 : pageInUrl()));
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState<Status>('loading');
  const [data, setData] = useState<TeamsPageData | null>(null);

  useEffect(() => {
    // A newer load wins over a slower older one.
    let current = true;
    window.history.replaceState(null, '', page > 1 ? `?page=${page}` : window.location.pathname);
    call(api().admin.teams.$get({ query: { page: String(page) } }))
      .then((loaded) => {
        if (!current) return;
        setData(loaded);
        setStatus('ready');
      })
      .catch((err) => {
        if (isSignedOutError(err)) return window.location.assign('/admin');
        console.error('Failed to load teams', err);
        if (current) setStatus('error');
      });
    return () => {
      current = false;
    };
  }, [page, attempt]);

  const show = (next: number) => {
    setStatus('loading');
    setPage(next);
  };
  const retry = () => {
    setStatus('loading');
    setAttempt((n) => n + 1);
  };

  return (
    <div className="admin-dashboard" data-status={status}>
      <header className="admin-header">
        <h1>Teams</h1>
        <a className="button button--secondary" href="/admin/dashboard">
          ← Back to Dashboard
        </a>
      </header>
      <section className="card">
        {status === 'error' && (
          <div className="alert alert--error admin-load-error" role="alert">
            <p>Failed to load teams.</p>
            <button type="button" className="button button--secondary" onClick={retry}>
              Try Again
            </button>
          </div>
        )}
        {status === 'loading' && !data && (
          <p className="admin-loading">
            <Spinner label="Loading" /> Loading teams…
          </p>
        )}
        {data && status !== 'error' && (
          <div aria-busy={status === 'loading'}>
            {data.teams.length === 0 ? <p className="admin-empty">No teams yet.</p> : <TeamsTable teams={data.teams} />}
            {/* Pagination reads the counts only. */}
            <Pagination data={{ rows: [], total: data.total, page: data.page, pageSize: data.pageSize }} onPage={show} />
          </div>
        )}
      </section>
    </div>
  );
}
