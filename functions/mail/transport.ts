/** A message ready for the wire. */
export interface MailMessage {
  /** The outbox row: the Idempotency-Key of HTTP email APIs. */
  id: string;
  /** Stable across attempts (./message-id.ts). */
  messageId: string;
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments: { filename: string; contentType: string; content: Uint8Array; cid?: string }[];
  /** Sent as the List-Unsubscribe and List-Unsubscribe-Post headers (listHeaders). */
  listUnsubscribe?: string;
}

/** RFC 8058 one-click unsubscribe: the address in angle brackets, and the POST body mail clients send to it. */
export function listHeaders(message: Pick<MailMessage, 'listUnsubscribe'>): Record<string, string> {
  return message.listUnsubscribe ? { 'List-Unsubscribe': `<${message.listUnsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : {};
}

/**
 * Hands a message to a mail server or service; throws when it was not accepted, a DeliveryError
 * (functions/jobs/errors.ts) when it knows whether that is permanent or the service's fault.
 */
export interface MailTransport {
  /** For logs: 'smtp', 'http-api'. */
  readonly name: string;
  send(message: MailMessage): Promise<void>;
  close?(): void;
}
