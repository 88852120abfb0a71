import { bytesToBase64 } from '../lib/base64.ts';
import type { MailMessage, MailTransport } from './transport.ts';

export interface HttpApiOptions {
  /** The send endpoint, e.g. https://api.resend.com/emails. */
  url: string;
  apiKey: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * An HTTP email API for runtimes without sockets (Workers). The body is Resend's documented
 * `POST /emails` shape, which several providers accept:
 * `{ from, to: [address], subject, html, text, attachments: [{ filename, content (base64), content_type, content_id? }] }`
 * with `Authorization: Bearer <key>`; any 2xx is success.
 */
export function createHttpApiTransport({ url, apiKey, fetch: fetchImpl = fetch, timeoutMs = 15_000 }: HttpApiOptions): MailTransport {
  return {
    name: 'http-api',
    async send(message: MailMessage) {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          from: message.from,
          to: [message.to],
          subject: message.subject,
          html: message.html,
          text: message.text,
          attachments: message.attachments.map((a) => ({
            filename: a.filename,
            content: bytesToBase64(a.content),
            content_type: a.contentType,
            ...(a.cid ? { content_id: a.cid } : {}),
          })),
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) {
        const detail = (await response.text().catch(() => '')).slice(0, 300);
        throw new Error(`Email API answered ${response.status}${detail ? `: ${detail}` : ''}`);
      }
    },
  };
}
