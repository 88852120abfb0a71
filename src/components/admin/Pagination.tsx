import type { DashboardPage } from '../../domain/admin/types.ts';
import { formatCount } from './format.ts';

export function Pagination({ data, onPage }: { data: DashboardPage; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  const first = data.total === 0 ? 0 : (data.page - 1) * data.pageSize + 1;
  const last = Math.min(data.total, data.page * data.pageSize);
  return (
    <nav className="admin-pagination" aria-label="Pages">
      <p>
        Showing {formatCount(first)}–{formatCount(last)} of {formatCount(data.total)}
      </p>
      <div className="admin-actions">
        <button type="button" className="button button--secondary" disabled={data.page <= 1} onClick={() => onPage(data.page - 1)}>
          Previous
        </button>
        <span>
          Page {formatCount(Math.min(data.page, pages))} of {formatCount(pages)}
        </span>
        <button type="button" className="button button--secondary" disabled={data.page >= pages} onClick={() => onPage(data.page + 1)}>
          Next
        </button>
      </div>
    </nav>
  );
}
