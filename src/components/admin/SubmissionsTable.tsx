import type { DashboardRow } from '../../domain/admin/types.ts';
import { CompanyCell } from './CompanyCell.tsx';
import { formatConfidence, formatDate } from './format.ts';

export function SubmissionsTable({ rows, onDelete }: { rows: DashboardRow[]; onDelete: (row: DashboardRow) => void }) {
  return (
    // Named apart from the section around it ("Quiz Submissions"): two landmarks may not share a name.
    <div className="admin-table-wrap" tabIndex={0} role="region" aria-label="Quiz submissions table">
      <table className="admin-table admin-table--submissions">
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Email</th>
            <th scope="col">Company</th>
            <th scope="col">Primary Archetype</th>
            <th scope="col">Secondary</th>
            <th scope="col">Company Analysis</th>
            <th scope="col">Confidence</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-id={row.id}>
              <td className="admin-nowrap">{formatDate(row.createdAt)}</td>
              <td className="admin-email">{row.email}</td>
              <td>
                <CompanyCell company={row.company} companyUrl={row.companyUrl} />
              </td>
              <td>{row.primaryArchetype}</td>
              <td>{row.secondaryArchetype}</td>
              <td>{row.companyArchetype ?? '—'}</td>
              <td>{formatConfidence(row.companyArchetypeConfidence)}</td>
              <td>
                <div className="admin-row-actions">
                  <a className="button button--secondary button--small" href={`/admin/report/${encodeURIComponent(row.id)}`}>
                    View<span className="visually-hidden"> report of {row.email}</span>
                  </a>
                  <button type="button" className="button button--danger button--small" data-delete onClick={() => onDelete(row)}>
                    Delete<span className="visually-hidden"> submission of {row.email}</span>
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
