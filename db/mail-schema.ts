import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { jobColumns, type JobStatus } from './job-schema.ts';
import { quizSubmissions } from './schema.ts';

/** An attachment as stored: content base64-encoded so the row stays plain JSON on every driver. */
export interface StoredAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
  /** Content-ID for inline images referenced as cid:… in the HTML. */
  cid?: string;
}

export type MailStatus = JobStatus<'sent'>;

/**
 * Every email is written here first and sent from here (transactional outbox):
 * a mail server that is down only delays delivery, and a restart picks up where it stopped. The row id is also
 * the job's id and the Message-ID's local part.
 */
export const mailOutbox = sqliteTable(
  'mail_outbox',
  {
    id: text('id').primaryKey(),
    /** What the mail is for: 'archetype-report', 'account-confirmation', … */
    kind: text('kind').notNull(),
    /** The recipient address ("to" in the message). */
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    attachments: text('attachments', { mode: 'json' })
      .$type<StoredAttachment[]>()
      .notNull()
      .default(sql`'[]'`),
    /** The one-click unsubscribe address (RFC 8058) of mail that recurs, sent as List-Unsubscribe. */
    listUnsubscribe: text('list_unsubscribe'),
    ...jobColumns<'sent'>(),
    sentAt: integer('sent_at', { mode: 'timestamp_ms' }),
    /** The submission a report was made from; unlinked (not deleted) when the submission goes, so delivery still completes. */
    submissionId: text('submission_id').references(() => quizSubmissions.id, { onDelete: 'set null' }),
  },
  (t) => [index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt), index('mail_outbox_submission_idx').on(t.submissionId)],
);

export type MailOutboxRow = typeof mailOutbox.$inferSelect;
