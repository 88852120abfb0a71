import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { quizSubmissions, type QuizSubmissionRow } from '../../db/schema.ts';
import { ApiError } from '../lib/errors.ts';
import { sha256Hex } from '../lib/tokens.ts';
import type { StoredCompetitor } from '../competitors/service.ts';
import { enqueueMail } from '../mail/outbox.ts';
import type { Logger } from '../lib/logger.ts';
import { renderReportEmail, type WheelRenderer } from '../mail/report/index.ts';
import { deleteLinkUrl, issueDeleteToken } from '../privacy/delete-token.ts';
import type { ReportPdfRenderer } from '../pdf/report/model.ts';
import type { Paper } from '../../src/domain/report/paper.ts';
import { reportPdfFilename, renderSubmissionPdf } from './pdf.ts';

export interface QueueReportOptions {
  /** The outbox row's id (reportMailId). */
  id: string;
  /** The stored comparison the report shows (listCompetitors), as read for its id. */
  competitors: StoredCompetitor[];
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
  { id, competitors, siteUrl, renderWheel, renderPdf, paper = 'a4', logger, now, secret }: QueueReportOptions,
): Promise<void> {
  const pdf = renderPdf
    ? await renderSubmissionPdf({ db, renderPdf, siteUrl, now }, submission, paper).catch((error: unknown) => {
        logger?.warn('PDF report failed; the email goes without it', { error: error instanceof Error ? error.message : String(error) });
        return undefined;
      })
    : undefined;
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
  try {
    await enqueueMail(db, mail, { id, submissionId: submission.id, now: new Date(now()) });
  } catch (error) {
    // Erased while its report was being rendered (the outbox row's submission is gone): as if it never existed.
    if (!(await db.query.quizSubmissions.findFirst({ columns: { id: true }, where: eq(quizSubmissions.id, submission.id) }))) {
      throw new ApiError('not_found', 'Submission not found.');
    }
    throw error;
  }
}

/** Repeated requests for one report to one address within this window make one mail (one id, one Message-ID). */
export const REPORT_MAIL_WINDOW_MS = 10 * 60_000;

export interface ReportMailKey {
  submission: Pick<QuizSubmissionRow, 'id' | 'companyArchetype' | 'companyArchetypeConfidence'>;
  competitors: readonly StoredCompetitor[];
  to: string;
  now: number;
}

/**
 * The outbox id of a report mail: the same for every request for the same report (the company's reading and the
 * comparison as they stand) to the same address in one REPORT_MAIL_WINDOW_MS window, so a double click or a retried
 * request queues one mail, while a report whose comparison changed since is a new one. Keyed by the server secret,
 * so an id says nothing about the address.
 */
export function reportMailId(secret: string, { submission, competitors, to, now }: ReportMailKey): string {
  const content = JSON.stringify([submission.companyArchetype, submission.companyArchetypeConfidence, competitors]);
  const window = Math.floor(now / REPORT_MAIL_WINDOW_MS);
  const hex = sha256Hex([secret, 'report', submission.id, to.trim().toLowerCase(), window, content].join('\u0000'));
  // UUID-shaped (version 8: a custom layout), as the outbox's other ids are UUIDs.
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
