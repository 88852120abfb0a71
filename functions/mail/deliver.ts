import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { mailOutbox, type MailOutboxRow } from '../../db/mail-schema.ts';
import { createDrain, NOT_STARTED, type AttemptResult, type Drain } from '../jobs/drain.ts';
import { MAIL_JOBS } from '../jobs/tables.ts';
import { base64ToBytes } from '../lib/base64.ts';
import type { Logger } from '../lib/logger.ts';
import { messageIdFor } from './message-id.ts';
import type { MailMessage, MailTransport } from './transport.ts';

export interface MailDrainOptions {
  db: Database;
  /** Mails claimed together and sent one after another (1: each lane claims the next mail only when it needs one). */
  batchSize?: number;
  /** SMTP connections (or API requests) open at once. */
  concurrency?: number;
  transport: MailTransport;
  from: string;
  giveUpMs: number;
  now?: () => number;
  random?: () => number;
  logger?: Logger;
  /** Told of the mails the mail server accepted, with when; awaited, never failing the pass (the report.emailed webhook). */
  onSent?: (sent: SentMail[]) => Promise<void>;
}

export interface SentMail {
  mail: MailOutboxRow;
  /** When the mail server accepted it, epoch ms. */
  at: number;
}

const CONCURRENCY = 4;
/** One attempt is capped by the transport's timeouts (15 s per step); the lease leaves ample room. */
const LEASE_MS = 5 * 60_000;

/** The outbox as a job queue (functions/jobs/): each mail is claimed, sent with its stable Message-ID and recorded. */
export function createMailDrain(options: MailDrainOptions): Drain {
  const { db, transport, from, giveUpMs, now = Date.now, random, logger, batchSize = 1, concurrency = CONCURRENCY, onSent } = options;
  return createDrain({
    db,
    table: MAIL_JOBS,
    batchSize,
    concurrency,
    leaseMs: LEASE_MS,
    giveUpMs,
    now,
    random,
    logger,
    async deliver(jobs, control) {
      const rows = await db
        .select()
        .from(mailOutbox)
        .where(
          inArray(
            mailOutbox.id,
            jobs.map((j) => j.id),
          ),
        );
      const results = new Map<string, AttemptResult>();
      const sent: SentMail[] = [];
      for (const mail of rows) {
        // Stopping: a mail not handed to the transport yet goes back to the queue, unsent.
        if (control.stopping()) {
          results.set(mail.id, NOT_STARTED);
          continue;
        }
        try {
          await transport.send(messageOf(mail, from));
          results.set(mail.id, { ok: true });
          sent.push({ mail, at: now() });
        } catch (error) {
          results.set(mail.id, { ok: false, error });
        }
      }
      if (onSent && sent.length) {
        await onSent(sent).catch((error: unknown) =>
          logger?.error('Sent-mail hook failed', { error: error instanceof Error ? error.message : String(error) }),
        );
      }
      return results;
    },
  });
}

export function messageOf(mail: MailOutboxRow, from: string): MailMessage {
  return {
    id: mail.id,
    messageId: messageIdFor(mail.id, from),
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
    ...(mail.listUnsubscribe ? { listUnsubscribe: mail.listUnsubscribe } : {}),
  };
}
