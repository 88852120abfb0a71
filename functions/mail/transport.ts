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
