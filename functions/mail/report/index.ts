import type { CompetitorAnalysis } from '../../../src/domain/competitors/types.ts';
import type { Logger } from '../../lib/logger.ts';
import type { OutgoingMail } from '../outbox.ts';
import { comparisonMarks } from './comparison.ts';
import { renderReportHtml } from './html.ts';
import { buildReportModel, reportSubject, type DeleteLink, type ReportSubmission } from './model.ts';
import { renderReportText } from './text.ts';
import type { WheelRenderer } from './wheel-image.ts';

export type { WheelRenderer } from './wheel-image.ts';
export type { ReportSubmission } from './model.ts';

export const REPORT_KIND = 'archetype-report';
const WHEEL_CID = 'archetype-wheel@report';

export interface RenderReportOptions {
  siteUrl: string;
  /** Absent, or failing, the email goes without the wheel image. */
  renderWheel?: WheelRenderer;
  logger?: Logger;
  /** The competitor analyses stored with the submission, oldest first: their table, note and wheel markers. */
  competitors?: readonly CompetitorAnalysis[];
  /** The submission's "Delete my data" link (functions/privacy/delete-token.ts); every queued report has one. */
  deleteLink?: DeleteLink;
  /** The PDF report, attached when given; only then does the email say it is. */
  pdf?: { filename: string; content: Uint8Array };
}

/** The report email for one stored submission: subject, HTML and text parts, the wheel as an inline PNG, and the PDF when given. */
export async function renderReportEmail(
  row: ReportSubmission,
  to: string,
  { siteUrl, renderWheel, logger, competitors = [], deleteLink, pdf }: RenderReportOptions,
): Promise<OutgoingMail> {
  const model = buildReportModel(row, siteUrl, competitors, deleteLink);
  const marks = {
    primary: model.archetype.name,
    secondary: model.secondary,
    company: model.companyAnalysis?.archetype.name,
    competitors: comparisonMarks(competitors),
  };
  // The report matters more than its picture.
  const png = await renderWheel?.(marks).catch((error: unknown) => {
    logger?.warn('Wheel image failed; the report goes without it', { error: error instanceof Error ? error.message : String(error) });
    return undefined;
  });
  return {
    kind: REPORT_KIND,
    to,
    subject: reportSubject(model),
    html: renderReportHtml(model, { wheelCid: png ? WHEEL_CID : undefined, pdfAttached: Boolean(pdf) }),
    text: renderReportText(model, { pdfAttached: Boolean(pdf) }),
    attachments: [
      ...(png ? [{ filename: 'archetype-wheel.png', contentType: 'image/png', content: png, cid: WHEEL_CID }] : []),
      ...(pdf ? [{ filename: pdf.filename, contentType: 'application/pdf', content: pdf.content }] : []),
    ],
  };
}
