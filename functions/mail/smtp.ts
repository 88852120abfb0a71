import nodemailer from 'nodemailer';
import { DeliveryError, describeError } from '../jobs/errors.ts';
import { listHeaders, type MailMessage, type MailTransport } from './transport.ts';

export interface SmtpOptions {
  /** smtp://user:pass@host:port or smtps://… (nodemailer's URL form; query options such as ?secure=true apply). */
  url: string;
  /** Give up on an unresponsive server after this long, so a retry can be scheduled. */
  timeoutMs?: number;
}

/** SMTP through nodemailer (Node only: it needs raw sockets). */
export function createSmtpTransport({ url, timeoutMs = 15_000 }: SmtpOptions): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    name: 'smtp',
    async send(message: MailMessage) {
      try {
        await transporter.sendMail({
          messageId: message.messageId,
          from: message.from,
          to: message.to,
          subject: message.subject,
          html: message.html,
          text: message.text,
          headers: listHeaders(message),
          attachments: message.attachments.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: Buffer.from(a.content),
            ...(a.cid ? { cid: a.cid, contentDisposition: 'inline' as const } : {}),
          })),
        });
      } catch (err) {
        throw smtpFailure(err);
      }
    },
    close: () => transporter.close(),
  };
}

interface SmtpError {
  code?: string;
  responseCode?: number;
  command?: string;
}

/**
 * A 5xx reply to this message (its sender, recipient or content; nodemailer's `permanent`, which leaves out 503)
 * is permanent, as for any MTA. A 4xx reply to it (greylisting, a full mailbox) is retried as this mail's
 * problem. No reply at all (refused, reset, timeout), 421 (service closing) and authentication failures (our
 * configuration, not the mail) mean the server is unusable now: retried, and the drain pauses the other mail.
 */
export function smtpFailure(err: unknown): DeliveryError {
  const { code, responseCode, command = '' } = (err ?? {}) as SmtpError;
  const aboutThisMail = responseCode !== undefined && responseCode !== 421 && code !== 'EAUTH' && !command.startsWith('AUTH');
  const permanent = aboutThisMail && (err as { permanent?: boolean }).permanent === true;
  return new DeliveryError(describeError(err), { permanent, serviceDown: !aboutThisMail }, { cause: err });
}
