import { httpFailure, unreachable } from '../jobs/errors.ts';
import { bytesToBase64 } from '../lib/base64.ts';
import { listHeaders, type MailMessage, type MailTransport } from './transport.ts';

export interface HttpApiOptions {
  /** The send endpoint, e.g. https://api.resend.com/emails. */
  url: string;
  apiKey: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  now?: () => number;
}

/**
 * An HTTP email API for runtimes without sockets (Workers). The body is Resend's documented
 * `POST /emails` shape, which several providers accept:
 * `{ from, to: [address], subject, html, text, headers: { 'Message-ID', 'List-Unsubscribe'? }, attachments: [{ filename, content (base64), content_type, content_id? }] }`
 * with `Authorization: Bearer <key>` and `Idempotency-Key: <outbox id>`, so a retry after a lost answer is
 * recognised by the API itself; any 2xx is success. Failures are classified by ../jobs/errors.ts (httpFailure).
 */
export function createHttpApiTransport({ url, apiKey, fetch: fetchImpl = fetch, timeoutMs = 15_000, now = Date.now }: HttpApiOptions): MailTransport {
  return {
    name: 'http-api',
    async send(message: MailMessage) {
      let response: Response;
      try {
        response = await fetchImpl(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json', 'idempotency-key': message.id },
          body: JSON.stringify({
            from: message.from,
            to: [message.to],
            subject: message.subject,
            html: message.html,
            text: message.text,
            headers: { 'Message-ID': message.messageId, ...listHeaders(message) },
            attachments: message.attachments.map((a) => ({
              filename: a.filename,
              content: bytesToBase64(a.content),
              content_type: a.contentType,
              ...(a.cid ? { content_id: a.cid } : {}),
            })),
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (err) {
        throw unreachable('Email API', err);
      }
      if (!response.ok) throw await httpFailure('Email API', response, now());
      await response.body?.cancel();
    },
  };
}
