import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { quizSubmissions } from '../../db/schema.ts';
import { counterStatement } from '../analytics/counters.ts';
import type { SentMail } from '../mail/deliver.ts';
import { REPORT_KIND } from '../mail/report/index.ts';
import { reportEmailed } from '../webhooks/payloads.ts';
import type { Webhooks } from '../webhooks/service.ts';

export interface ReportsEmailedDeps {
  db: Database;
  webhooks: Pick<Webhooks, 'emit'>;
  siteUrl: string;
}

/**
 * For each report among the mails the mail server just accepted (the mailer's onSent), never when a report is
 * merely queued: the funnel's "Report emailed" step, on the day it was accepted, and the report.emailed webhook.
 * A submission erased since its report was queued counts and announces nothing.
 */
export async function recordReportsEmailed({ db, webhooks, siteUrl }: ReportsEmailedDeps, sent: readonly SentMail[]): Promise<void> {
  const reports = sent.filter(({ mail }) => mail.kind === REPORT_KIND && mail.submissionId !== null);
  if (reports.length === 0) return;
  const ids = [...new Set(reports.map(({ mail }) => mail.submissionId!))];
  const rows = new Map((await db.select().from(quizSubmissions).where(inArray(quizSubmissions.id, ids))).map((row) => [row.id, row]));
  const emailed = reports.flatMap(({ mail, at }) => {
    const row = rows.get(mail.submissionId!);
    return row ? [{ row, at }] : [];
  });
  const counted = emailed.flatMap(({ row, at }) => counterStatement([{ source: row.source, step: 'report_emailed' }], at) ?? []);
  if (counted.length > 0) await db.$client.batch(counted, 'write');
  await Promise.all(emailed.map(({ row, at }) => webhooks.emit(reportEmailed(row, at, siteUrl))));
}
