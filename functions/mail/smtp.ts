import nodemailer from 'nodemailer';
import type { MailMessage, MailTransport } from './transport.ts';

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
      await transporter.sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
        attachments: message.attachments.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: Buffer.from(a.content),
          ...(a.cid ? { cid: a.cid, contentDisposition: 'inline' as const } : {}),
        })),
      });
    },
    close: () => transporter.close(),
  };
}
