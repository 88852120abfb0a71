import type { Database } from '../../db/client.ts';
import type { QuizSubmissionRow } from '../../db/schema.ts';
import { enqueueMail } from '../mail/outbox.ts';
import type { Logger } from '../lib/logger.ts';
import { renderReportEmail, type WheelRenderer } from '../mail/report/index.ts';

export interface QueueReportOptions {
  siteUrl: string;
  renderWheel?: WheelRenderer;
  logger?: Logger;
  now: () => number;
}

/** Renders the report from the stored submission (never from client text) and puts it in the outbox. */
export async function queueReportEmail(
  db: Database,
  submission: QuizSubmissionRow,
  to: string,
  { siteUrl, renderWheel, logger, now }: QueueReportOptions,
): Promise<string> {
  const mail = await renderReportEmail(submission, to, { siteUrl, renderWheel, logger });
  return enqueueMail(db, mail, { submissionId: submission.id, now: new Date(now()) });
}
