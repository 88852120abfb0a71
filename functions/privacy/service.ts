import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { quizSubmissions, type QuizSubmissionRow } from '../../db/schema.ts';
import { usedLink, verifyDeleteToken, type DeleteClaim } from './delete-token.ts';
import { eraseSubmissions, type ErasureDeps, type ErasureReport } from './erase.ts';
import { collectSubmissionData, dataExport, dataSummary } from './export.ts';
import type { DataExport, DataSummary } from './schema.ts';

export interface DataRequestDeps {
  db: Database;
  /** The server secret the link was signed with. */
  secret: string;
  now: () => number;
}

/** The submission a genuine, unexpired link names; gone (410) once the link has been used. */
async function openRequest({ db, secret, now }: DataRequestDeps, token: string): Promise<{ claim: DeleteClaim; submission: QuizSubmissionRow }> {
  const claim = verifyDeleteToken(secret, token, now());
  const [submission] = await db.select().from(quizSubmissions).where(eq(quizSubmissions.id, claim.submissionId));
  if (!submission) throw usedLink();
  return { claim, submission };
}

export async function lookUpData(deps: DataRequestDeps, token: string): Promise<DataSummary> {
  const { claim, submission } = await openRequest(deps, token);
  return dataSummary(await collectSubmissionData(deps.db, submission), claim.expiresAt);
}

export async function exportData(deps: DataRequestDeps & { siteUrl: string }, token: string): Promise<DataExport> {
  const { submission } = await openRequest(deps, token);
  return dataExport(await collectSubmissionData(deps.db, submission), { siteUrl: deps.siteUrl, now: deps.now() });
}

/** Erases the submission the link names (erase.ts: every row, the HubSpot contact, the audit row); a second use is 410. */
export async function deleteData(deps: DataRequestDeps & ErasureDeps, token: string): Promise<ErasureReport> {
  const { submission } = await openRequest(deps, token);
  const erased = await eraseSubmissions(deps, [submission.id], { trigger: 'self-service' });
  // Two confirmations racing: the one that found nothing left to erase was the second use.
  if (erased.submissions === 0) throw usedLink();
  return erased;
}
