import type { ErasureTrigger } from '../../../db/privacy-schema.ts';

/** How many submissions an erasure took, and every row that went with them. */
export interface ErasureCounts {
  submissions: number;
  rows: number;
}

/** One line of the erasure audit log (GET /api/admin/erasures): counts only, never whose data it was. */
export interface ErasureLogRow extends ErasureCounts {
  id: string;
  /** ISO 8601. */
  at: string;
  trigger: ErasureTrigger;
  /** The admin's name as it is now; null when no admin acted or their account is gone. */
  actor: string | null;
}

export interface ErasureLogPage {
  rows: ErasureLogRow[];
  total: number;
  page: number;
  pageSize: number;
}

export const ERASURE_LOG_PAGE_SIZE = 20;

export const TRIGGER_LABELS: Record<ErasureTrigger, string> = {
  admin: 'Admin request',
  'self-service': 'Delete link',
  retention: 'Retention period',
};

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** Who did it, as the log shows it. */
export function actorLabel({ trigger, actor }: Pick<ErasureLogRow, 'trigger' | 'actor'>): string {
  if (trigger === 'admin') return actor ?? 'Deleted account';
  return trigger === 'self-service' ? 'The person, by email link' : 'Automatic';
}

/** The outcome of an admin erasure, in words: "Erased 3 submissions (41 rows)." */
export function erasureSummary({ submissions, rows }: ErasureCounts): string {
  if (submissions === 0 && rows === 0) return 'Nothing was stored for this address. The request has been logged.';
  if (submissions === 0) return `No submissions were stored for this address; erased ${count(rows, 'email', 'emails')} sent to it.`;
  return `Erased ${count(submissions, 'submission', 'submissions')} (${count(rows, 'row', 'rows')}).`;
}
