import type { WatchedSite } from '../../../functions/watch/queries.ts';

const day = (ms: number | null) =>
  ms === null ? '–' : new Date(ms).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

const CHANGE_WORDS: Record<string, string> = {
  archetype: 'archetype',
  runnerUp: 'runner-up',
  alignment: 'alignment',
  headline: 'headline',
  cta: 'call to action',
  palette: 'colours',
};

export interface WatchedSitesProps {
  sites: WatchedSite[];
  total: number;
  page: number;
  pageSize: number;
}

/** /admin/watches: every watched site with its last change, rendered on the server (no script). */
export function WatchedSites({ sites, total, page, pageSize }: WatchedSitesProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <section className="admin-watches" aria-labelledby="watches-heading">
      <header className="admin-header">
        <h1 id="watches-heading">Watched Sites</h1>
        <div className="admin-actions">
          <a className="button button--secondary" href="/admin/dashboard">
            Dashboard
          </a>
        </div>
      </header>
      <p>{total === 1 ? '1 watch' : `${total} watches`}. Each site is read again every interval; a change is what the visitor is emailed about.</p>
      {sites.length === 0 ? (
        <p>No one watches a website yet.</p>
      ) : (
        <div className="admin-table-wrap" tabIndex={0} role="region" aria-label="Watched sites">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Site</th>
                <th scope="col">Company</th>
                <th scope="col">Since</th>
                <th scope="col">Readings</th>
                <th scope="col">Last change</th>
                <th scope="col">State</th>
              </tr>
            </thead>
            <tbody>
              {sites.map((site) => (
                <tr key={site.id} data-testid="watched-site">
                  <td>
                    <a href={`/admin/report/${site.submissionId}`}>{site.host}</a>
                    <br />
                    <small>{site.url}</small>
                  </td>
                  <td>{site.company ?? '–'}</td>
                  <td>{day(site.since)}</td>
                  <td>{site.readings}</td>
                  <td>
                    {site.lastChangeAt === null
                      ? 'None yet'
                      : `${site.lastChange.map((kind) => CHANGE_WORDS[kind] ?? kind).join(', ') || 'changed'} (${day(site.lastChangeAt)})`}
                  </td>
                  <td>{site.state === 'active' ? 'Watching' : site.endReason === 'unreachable' ? 'Ended: unreachable' : 'Stopped'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 && (
        <nav aria-label="Pages of watched sites" className="admin-actions">
          {page > 1 && <a href={`/admin/watches?page=${page - 1}`}>Previous page</a>}
          <span>
            Page {page} of {pages}
          </span>
          {page < pages && <a href={`/admin/watches?page=${page + 1}`}>Next page</a>}
        </nav>
      )}
    </section>
  );
}
