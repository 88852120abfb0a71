import type { Database } from '../../db/client.ts';
import type { QuizSubmissionRow } from '../../db/schema.ts';
import { listCompetitors } from '../competitors/service.ts';
import { enqueueMail } from '../mail/outbox.ts';
import type { Logger } from '../lib/logger.ts';
import { renderReportEmail, type WheelRenderer } from '../mail/report/index.ts';
import { deleteLinkUrl, issueDeleteToken } from '../privacy/delete-token.ts';

export interface QueueReportOptions {
  siteUrl: string;
  renderWheel?: WheelRenderer;
  logger?: Logger;
  now: () => number;
  /** The server secret: signs the email's "Delete my data" link. */
  secret: string;
}

/**
 * Renders the report from the stored submission and its stored comparison (never from client text) and puts it in
 * the outbox. Rendered now, not at delivery, so the email shows the comparison as it was when the visitor asked.
 * Every report carries its own "Delete my data" link, valid DELETE_LINK_TTL_DAYS from now.
 */
export async function queueReportEmail(
  db: Database,
  submission: QuizSubmissionRow,
  to: string,
  { siteUrl, renderWheel, logger, now, secret }: QueueReportOptions,
): Promise<string> {
  const competitors = await listCompetitors(db, submission.id);
  const { token, expiresAt } = issueDeleteToken(secret, submission.id, now());
  const deleteLink = { url: deleteLinkUrl(siteUrl, token), expiresAt };
  const mail = await renderReportEmail(submission, to, { siteUrl, renderWheel, logger, competitors, deleteLink });
  return enqueueMail(db, mail, { submissionId: submission.id, now: new Date(now()) });
}
