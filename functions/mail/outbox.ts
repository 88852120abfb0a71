import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { mailOutbox, type MailOutboxRow, type StoredAttachment } from '../../db/mail-schema.ts';
import { retryFailed } from '../jobs/store.ts';
import { MAIL_JOBS } from '../jobs/tables.ts';
import { bytesToBase64 } from '../lib/base64.ts';

/** An email to send. Every email goes through the outbox: written first, delivered after. */
export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** What the mail is for: 'archetype-report', 'account-confirmation', … */
  kind: string;
  attachments?: { filename: string; contentType: string; content: Uint8Array; cid?: string }[];
  /**
   * A one-click unsubscribe address (RFC 8058) for mail that recurs: sent as List-Unsubscribe with
   * List-Unsubscribe-Post, so mail clients offer an Unsubscribe button that POSTs `List-Unsubscribe=One-Click` to it.
   */
  listUnsubscribe?: string;
}

export interface EnqueueOptions {
  /** The submission a report was made from. */
  submissionId?: string;
  /** The row's id when the caller derives it (one mail for repeated requests); a row with it already is kept as it is. */
  id?: string;
  /** When it is queued, by the caller's clock (the app's injected one), never this module's. */
  now: Date;
}

// The mailer registered for a database is told about new mail, so delivery starts without waiting for its timer.
const listeners = new WeakMap<Database, () => void>();

/** Called by the mailer that delivers this database's outbox. */
export function onMailEnqueued(db: Database, listener: (() => void) | undefined): void {
  if (listener) listeners.set(db, listener);
  else listeners.delete(db);
}

/** Stores the mail as pending and nudges the mailer; returns the outbox id. */
export async function enqueueMail(db: Database, mail: OutgoingMail, options: EnqueueOptions): Promise<string> {
  const { id, insert } = outboxInsert(db, mail, options);
  await insert;
  mailEnqueued(db);
  return id;
}

/**
 * The outbox row as a statement, for a caller that writes it in one db.batch with what it records (so a crash
 * cannot keep one without the other). Call mailEnqueued after the batch.
 */
export function outboxInsert(db: Database, mail: OutgoingMail, options: EnqueueOptions) {
  const { now, id = crypto.randomUUID() } = options;
  const insert = db
    .insert(mailOutbox)
    .values({
      id,
      kind: mail.kind,
      recipient: mail.to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      attachments: (mail.attachments ?? []).map(storeAttachment),
      listUnsubscribe: mail.listUnsubscribe ?? null,
      status: 'pending',
      attempts: 0,
      nextAttemptAt: now,
      queuedAt: now,
      createdAt: now,
      submissionId: options.submissionId ?? null,
    })
    .onConflictDoNothing({ target: mailOutbox.id });
  return { id, insert };
}

/** Nudges the mailer after mail was written: delivery starts without waiting for its timer. */
export function mailEnqueued(db: Database): void {
  listeners.get(db)?.();
}

function storeAttachment(a: NonNullable<OutgoingMail['attachments']>[number]): StoredAttachment {
  return { filename: a.filename, contentType: a.contentType, contentBase64: bytesToBase64(a.content), ...(a.cid ? { cid: a.cid } : {}) };
}

/** Newest first, for the outbox command and tests. */
export function listOutbox(db: Database, limit = 50): Promise<MailOutboxRow[]> {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
}

export async function getOutboxMail(db: Database, id: string): Promise<MailOutboxRow | undefined> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
}

/** Where one mail stands, without reading its body and attachments (a report's PDF among them). */
export async function outboxStatus(db: Database, id: string): Promise<MailOutboxRow['status'] | undefined> {
  const [row] = await db.select({ status: mailOutbox.status }).from(mailOutbox).where(eq(mailOutbox.id, id));
  return row?.status;
}

/** Puts failed mail (one, or all of it) back in the queue with a new delivery window; returns how many. */
export async function retryFailedMail(db: Database, { id, now }: { id?: string; now: number }): Promise<number> {
  const ids = await retryFailed(db, MAIL_JOBS, now, id);
  if (ids.length) listeners.get(db)?.();
  return ids.length;
}
