import { formatCount, formatDate } from '../format.ts';

export interface TeamRow {
  id: string;
  name: string;
  memberCount: number;
  /** ISO 8601. */
  createdAt: string;
  /** The team website's archetype; null without a website or before its analysis. */
  companyArchetype: string | null;
}

/** Each team opens its page read-only at /admin/teams/{id}. */
export function TeamsTable({ teams }: { teams: TeamRow[] }) {
  return (
    <div className="admin-table-wrap" tabIndex={0} role="region" aria-label="Teams">
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">Team</th>
            <th scope="col">Members</th>
            <th scope="col">Created</th>
            <th scope="col">Website Archetype</th>
          </tr>
        </thead>
        <tbody>
          {teams.map((team) => (
            <tr key={team.id} data-id={team.id}>
              <td>
                <a href={`/admin/teams/${encodeURIComponent(team.id)}`}>{team.name}</a>
              </td>
              <td>{formatCount(team.memberCount)}</td>
              <td className="admin-nowrap">{formatDate(team.createdAt)}</td>
              <td>{team.companyArchetype ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
