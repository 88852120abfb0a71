import { and, asc, eq, inArray, lte, min } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { mailOutbox, type MailOutboxRow } from '../../db/mail-schema.ts';
import { base64ToBytes } from '../lib/base64.ts';
import { DEFAULT_RETRY_POLICY, describeError, mayRetry, retryDelayMs, type RetryPolicy } from '../lib/backoff.ts';
import type { Logger } from '../lib/errors.ts';
import type { MailTransport } from './transport.ts';

export interface DeliverOptions {
  from: string;
  policy?: RetryPolicy;
  now?: () => number;
  /** Most mails handled in one pass. */
  batchSize?: number;
  /** How long a claimed mail stays claimed; past it, a sender that died is assumed gone and the mail is retried. */
  claimMs?: number;
  logger?: Logger;
}

export interface DeliveryReport {
  sent: number;
  /** Failed this pass and scheduled for a retry. */
  retrying: number;
  /** Out of retries this pass: status 'failed'. */
  failed: number;
  /** The earliest time a pending mail falls due, if any. */
  nextDueAt?: number;
}

/**
 * Sends every due mail once. Each mail is claimed with a conditional update first, so two
 * processes (or two passes) never send the same mail twice; the claim counts as an attempt,
 * so a sender that crashes mid-send still uses up a retry.
 */
export async function deliverPending(db: Database, transport: MailTransport, options: DeliverOptions): Promise<DeliveryReport> {
  const { from, policy = DEFAULT_RETRY_POLICY, now = Date.now, batchSize = 25, claimMs = 120_000, logger } = options;
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
  const due = await db
    .select({ id: mailOutbox.id, status: mailOutbox.status, attempts: mailOutbox.attempts, nextAttemptAt: mailOutbox.nextAttemptAt })
    .from(mailOutbox)
    .where(and(inArray(mailOutbox.status, ['pending', 'sending']), lte(mailOutbox.nextAttemptAt, new Date(now()))))
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(batchSize);

  for (const candidate of due) {
    const owned = and(
      eq(mailOutbox.id, candidate.id),
      eq(mailOutbox.status, candidate.status),
      eq(mailOutbox.nextAttemptAt, candidate.nextAttemptAt),
    );
    if (!mayRetry(policy, candidate.attempts)) {
      // A claim that expired after the last allowed attempt: its sender died; stop here.
      await db.update(mailOutbox).set({ status: 'failed', lastError: 'Sender stopped during the last attempt.' }).where(owned);
      report.failed++;
      continue;
    }
    const [mail] = await db
      .update(mailOutbox)
      .set({ status: 'sending', attempts: candidate.attempts + 1, nextAttemptAt: new Date(now() + claimMs) })
      .where(owned)
      .returning();
    if (!mail) continue; // Someone else claimed it.
    await sendOne({ db, transport, from, policy, now, logger, report }, mail);
  }

  const [next] = await db.select({ at: min(mailOutbox.nextAttemptAt) }).from(mailOutbox).where(eq(mailOutbox.status, 'pending'));
  if (next?.at) report.nextDueAt = next.at.getTime();
  return report;
}

interface Pass {
  db: Database;
  transport: MailTransport;
  from: string;
  policy: RetryPolicy;
  now: () => number;
  logger?: Logger;
  report: DeliveryReport;
}

async function sendOne({ db, transport, from, policy, now, logger, report }: Pass, mail: MailOutboxRow): Promise<void> {
  const mine = and(eq(mailOutbox.id, mail.id), eq(mailOutbox.status, 'sending'), eq(mailOutbox.attempts, mail.attempts));
  try {
    await transport.send({
      from,
      to: mail.recipient,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      attachments: mail.attachments.map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        content: base64ToBytes(a.contentBase64),
        ...(a.cid ? { cid: a.cid } : {}),
      })),
    });
  } catch (err) {
    const lastError = describeError(err);
    const retry = mayRetry(policy, mail.attempts);
    await db
      .update(mailOutbox)
      .set(retry
        ? { status: 'pending', lastError, nextAttemptAt: new Date(now() + retryDelayMs(policy, mail.attempts)) }
        : { status: 'failed', lastError })
      .where(mine);
    if (retry) report.retrying++;
    else report.failed++;
    logger?.warn(retry ? 'Mail delivery failed; will retry' : 'Mail delivery failed; giving up', {
      id: mail.id, kind: mail.kind, attempts: mail.attempts, transport: transport.name, error: lastError,
    });
    return;
  }
  await db.update(mailOutbox).set({ status: 'sent', sentAt: new Date(now()), lastError: null }).where(mine);
  report.sent++;
}
