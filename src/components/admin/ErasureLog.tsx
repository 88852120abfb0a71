import { actorLabel, TRIGGER_LABELS, type ErasureLogPage } from '../../domain/privacy/erasure-log.ts';
import { formatCount, formatDate } from './format.ts';

/** The audit log: when, how, by whom and how much was erased; never whose data it was. */
export function ErasureLog({ log, onPage }: { log: ErasureLogPage; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(log.total / log.pageSize));
  if (log.total === 0) return <p className="admin-empty">No erasures yet.</p>;
  return (
    <>
      {/* Focusable so keyboard users can scroll it where it is wider than the screen. */}
      <div className="admin-table-wrap" tabIndex={0} role="region" aria-labelledby="erasure-log-title">
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Trigger</th>
              <th scope="col">By</th>
              <th scope="col">Submissions</th>
              <th scope="col">Rows</th>
            </tr>
          </thead>
          <tbody>
            {log.rows.map((row) => (
              <tr key={row.id}>
                <td>{formatDate(row.at)}</td>
                <td>{TRIGGER_LABELS[row.trigger]}</td>
                <td>{actorLabel(row)}</td>
                <td>{formatCount(row.submissions)}</td>
                <td>{formatCount(row.rows)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 && (
        <nav className="admin-pagination" aria-label="Erasure log pages">
          <p>
            Page {formatCount(log.page)} of {formatCount(pages)}
          </p>
          <div className="admin-actions">
            <button type="button" className="button button--secondary" disabled={log.page <= 1} onClick={() => onPage(log.page - 1)}>
              Newer
            </button>
            <button type="button" className="button button--secondary" disabled={log.page >= pages} onClick={() => onPage(log.page + 1)}>
              Older
            </button>
          </div>
        </nav>
      )}
    </>
  );
}
