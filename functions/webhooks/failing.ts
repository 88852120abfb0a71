import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { mailOutbox } from '../../db/mail-schema.ts';
import { webhookEndpoints as e } from '../../db/webhook-schema.ts';
import { emailHead, html, raw } from '../mail/report/markup.ts';
import { H2, TEXT } from '../mail/report/styles.ts';
import { mailEnqueued, outboxInsert, type OutgoingMail } from '../mail/outbox.ts';

export const ENDPOINT_PAUSED_KIND = 'webhook-endpoint-paused';

export interface EndpointHealthOptions {
  db: Database;
  siteUrl: string;
  /** WEBHOOK_PAUSE_AFTER_HOURS in ms. */
  pauseAfterMs: number;
}

/** A 2xx answer: the endpoint is healthy again, and its failing time starts over. */
export async function recordSuccess(db: Database, endpointId: string): Promise<void> {
  await db
    .update(e)
    .set({ failingSince: null })
    .where(and(eq(e.id, endpointId), sql`${e.failingSince} is not null`));
}

/**
 * A failed attempt: the endpoint is failing since its first failure after the last success. Once that is
 * WEBHOOK_PAUSE_AFTER_HOURS ago it is paused (its pending deliveries wait for the resume, see WEBHOOK_JOBS.held) and
 * its owner gets one email, in one batch that holds only if the endpoint was still active (so two drainers cannot
 * pause or email twice).
 * Returns true when this call paused it.
 */
export async function recordFailure(options: EndpointHealthOptions, endpointId: string, lastError: string, now: number): Promise<boolean> {
  const { db, pauseAfterMs, siteUrl } = options;
  const [endpoint] = await db
    .update(e)
    .set({ failingSince: sql`coalesce(${e.failingSince}, ${now})` })
    .where(eq(e.id, endpointId))
    .returning({ url: e.url, description: e.description, failingSince: e.failingSince, pausedAt: e.pausedAt, ownerEmail: e.ownerEmail });
  if (!endpoint || endpoint.pausedAt !== null || endpoint.failingSince === null || now - endpoint.failingSince < pauseAfterMs) return false;

  const pausedNow = sql`exists (select 1 from ${e} where ${e.id} = ${endpointId} and ${e.pausedAt} = ${now} and ${e.pauseReason} = 'failing')`;
  const mail = endpoint.ownerEmail
    ? outboxInsert(db, pausedEmail({ to: endpoint.ownerEmail, ...endpoint, failingSince: endpoint.failingSince, lastError, siteUrl }), {
        now: new Date(now),
      })
    : undefined;
  const [paused] = await db.batch([
    db
      .update(e)
      .set({ pausedAt: now, pauseReason: 'failing', updatedAt: now })
      .where(and(eq(e.id, endpointId), isNull(e.pausedAt), eq(e.failingSince, endpoint.failingSince))),
    ...(mail ? [mail.insert, db.delete(mailOutbox).where(and(eq(mailOutbox.id, mail.id), sql`not ${pausedNow}`))] : []),
  ]);
  if (paused.rowsAffected === 0) return false;
  if (mail) mailEnqueued(db);
  return true;
}

interface PausedNotice {
  to: string;
  url: string;
  description: string;
  failingSince: number;
  lastError: string;
  siteUrl: string;
}

/** The owner's email: which endpoint, failing since when, the last error, and where to resume it. */
export function pausedEmail(notice: PausedNotice): OutgoingMail {
  const since = new Date(notice.failingSince).toUTCString();
  const manage = new URL('/admin/integrations', notice.siteUrl).href;
  const name = notice.description ? `${notice.url} (${notice.description})` : notice.url;
  const subject = 'A webhook endpoint was paused because it kept failing';
  const body = html`<!doctype html>
    <html lang="en">
      ${emailHead(subject)}
      <body style="margin:0;padding:24px 12px;background:#f3f4f6">
        <div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:12px;padding:28px 32px;${raw(TEXT)}">
          <h1 style="${raw(H2)};font-size:20px">Webhook endpoint paused</h1>
          <p style="margin:0 0 12px">Every delivery to <strong>${name}</strong> has failed since ${since}, so we paused it.</p>
          <p style="margin:0 0 12px">The last error: ${notice.lastError}</p>
          <p style="margin:0 0 12px">
            While it is paused, the events already queued for it wait (they are neither sent nor failed) and no new events are queued for it. Once the
            receiver works again, resume it on <a href="${manage}">the integrations page</a>: what waited is sent at once, in order.
          </p>
          <p style="margin:0;font-size:12px;color:#6b7280">You get this email because you added this endpoint.</p>
        </div>
      </body>
    </html>`;
  const text = [
    `Every delivery to the webhook endpoint ${name} has failed since ${since}, so we paused it.`,
    '',
    `The last error: ${notice.lastError}`,
    '',
    'While it is paused, the events already queued for it wait (they are neither sent nor failed) and no new events are queued for it.',
    'Once the receiver works again, resume it; what waited is sent at once, in order:',
    manage,
    '',
    '--',
    'You get this email because you added this endpoint.',
  ].join('\n');
  return { kind: ENDPOINT_PAUSED_KIND, to: notice.to, subject, html: body.value, text: text + '\n' };
}
