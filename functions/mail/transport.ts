/** A message ready for the wire. */
export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments: { filename: string; contentType: string; content: Uint8Array; cid?: string }[];
}

/** Hands a message to a mail server or service; throws when it was not accepted. */
export interface MailTransport {
  /** For logs: 'smtp', 'http-api'. */
  readonly name: string;
  send(message: MailMessage): Promise<void>;
  close?(): void;
}
