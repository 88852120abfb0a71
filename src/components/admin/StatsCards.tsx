import type { DashboardStats } from '../../domain/admin/types.ts';
import { formatCount } from './format.ts';

const LABELS: [keyof DashboardStats, string][] = [
  ['totalSubmissions', 'Total Submissions'],
  ['uniqueEmails', 'Unique Emails'],
  ['withCompanyAnalysis', 'With Company Analysis'],
];

export function StatsCards({ stats }: { stats: DashboardStats | null }) {
  return (
    <dl className="admin-stats">
      {LABELS.map(([key, label]) => (
        <div key={key} className="card admin-stat" data-testid={`stat-${key}`}>
          <dt>{label}</dt>
          <dd>{stats ? formatCount(stats[key]) : '…'}</dd>
        </div>
      ))}
    </dl>
  );
}
