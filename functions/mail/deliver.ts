import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { mailOutbox, type MailOutboxRow } from '../../db/mail-schema.ts';
import { createDrain, type AttemptResult, type Drain } from '../jobs/drain.ts';
import { MAIL_JOBS } from '../jobs/tables.ts';
import { base64ToBytes } from '../lib/base64.ts';
import type { Logger } from '../lib/logger.ts';
import { messageIdFor } from './message-id.ts';
import type { MailMessage, MailTransport } from './transport.ts';

export interface MailDrainOptions {
  db: Database;
  transport: MailTransport;
  from: string;
  giveUpMs: number;
  now?: () => number;
  random?: () => number;
  logger?: Logger;
}

/** SMTP connections (or API requests) open at once. */
const CONCURRENCY = 4;
/** One attempt is capped by the transport's timeouts (15 s per step); the lease leaves ample room. */
const LEASE_MS = 5 * 60_000;

/** The outbox as a job queue (functions/jobs/): each mail is claimed, sent with its stable Message-ID and recorded. */
export function createMailDrain({ db, transport, from, giveUpMs, now = Date.now, random, logger }: MailDrainOptions): Drain {
  return createDrain({
    db,
    table: MAIL_JOBS,
    batchSize: 1,
    concurrency: CONCURRENCY,
    leaseMs: LEASE_MS,
    giveUpMs,
    now,
    random,
    logger,
    async deliver(jobs) {
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
      for (const mail of rows) {
        try {
          await transport.send(messageOf(mail, from));
          results.set(mail.id, { ok: true });
        } catch (error) {
          results.set(mail.id, { ok: false, error });
        }
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
  };
}
