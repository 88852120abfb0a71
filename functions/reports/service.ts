import type { Database } from '../../db/client.ts';
import type { QuizSubmissionRow } from '../../db/schema.ts';
import { listCompetitors } from '../competitors/service.ts';
import { enqueueMail } from '../mail/outbox.ts';
import type { Logger } from '../lib/logger.ts';
import { renderReportEmail, type WheelRenderer } from '../mail/report/index.ts';

export interface QueueReportOptions {
  siteUrl: string;
  renderWheel?: WheelRenderer;
  logger?: Logger;
  now: () => number;
}

/**
 * Renders the report from the stored submission and its stored comparison (never from client text) and puts it in
 * the outbox. Rendered now, not at delivery, so the email shows the comparison as it was when the visitor asked.
 */
export async function queueReportEmail(
  db: Database,
  submission: QuizSubmissionRow,
  to: string,
  { siteUrl, renderWheel, logger, now }: QueueReportOptions,
): Promise<string> {
  const competitors = await listCompetitors(db, submission.id);
  const mail = await renderReportEmail(submission, to, { siteUrl, renderWheel, logger, competitors });
  return enqueueMail(db, mail, { submissionId: submission.id, now: new Date(now()) });
}
