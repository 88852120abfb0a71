import type { Database } from '../../db/client.ts';
import type { QuizSubmissionRow } from '../../db/schema.ts';
import { listCompetitors } from '../competitors/service.ts';
import { enqueueMail } from '../mail/outbox.ts';
import type { Logger } from '../lib/logger.ts';
import { renderReportEmail, type WheelRenderer } from '../mail/report/index.ts';
import { deleteLinkUrl, issueDeleteToken } from '../privacy/delete-token.ts';
import type { ReportPdfRenderer } from '../pdf/report/model.ts';
import type { Paper } from '../../src/domain/report/paper.ts';
import { reportPdfFilename, renderSubmissionPdf } from './pdf.ts';

export interface QueueReportOptions {
  siteUrl: string;
  renderWheel?: WheelRenderer;
  /** Makes the attached PDF; absent, the email goes without it. */
  renderPdf?: ReportPdfRenderer;
  /** The attached PDF's paper (from the email request's Accept-Language); default A4. */
  paper?: Paper;
  logger?: Logger;
  now: () => number;
  /** The server secret: signs the email's "Delete my data" link. */
  secret: string;
}

/**
 * Renders the report from the stored submission and its stored comparison (never from client text) and puts it in
 * the outbox. Rendered now, not at delivery, so the email shows the comparison as it was when the visitor asked.
 * Every report carries its own "Delete my data" link, valid DELETE_LINK_TTL_DAYS from now, and the PDF report
 * when it renders (the email matters more than its attachment, as with the wheel).
 */
export async function queueReportEmail(
  db: Database,
  submission: QuizSubmissionRow,
  to: string,
  { siteUrl, renderWheel, renderPdf, paper = 'a4', logger, now, secret }: QueueReportOptions,
): Promise<string> {
  const [competitors, pdf] = await Promise.all([
    listCompetitors(db, submission.id),
    renderPdf
      ? renderSubmissionPdf({ db, renderPdf, siteUrl, now }, submission, paper).catch((error: unknown) => {
          logger?.warn('PDF report failed; the email goes without it', { error: error instanceof Error ? error.message : String(error) });
          return undefined;
        })
      : undefined,
  ]);
  const { token, expiresAt } = issueDeleteToken(secret, submission.id, now());
  const deleteLink = { url: deleteLinkUrl(siteUrl, token), expiresAt };
  const mail = await renderReportEmail(submission, to, {
    siteUrl,
    renderWheel,
    logger,
    competitors,
    deleteLink,
    pdf: pdf && { filename: reportPdfFilename(submission.primaryArchetype), content: pdf },
  });
  return enqueueMail(db, mail, { submissionId: submission.id, now: new Date(now()) });
}
