/**
 * The Message-ID of an outbox mail: its row id at the sender's domain, e.g. `<0193…@archetypes.example>`. The
 * same on every attempt, so a receiver that got the mail but whose "250 OK" never reached us (a crash, a dropped
 * connection) can drop the copy that the retry brings (RFC 5322 §3.6.4: unique per message, not per attempt).
 */
export function messageIdFor(outboxId: string, from: string): string {
  return `<${outboxId}@${senderDomain(from)}>`;
}

/** The domain of `Name <user@domain>` or `user@domain`; 'localhost' when there is none. */
export function senderDomain(from: string): string {
  const address = /<([^<>]*)>\s*$/.exec(from)?.[1] ?? from;
  const domain = address
    .slice(address.lastIndexOf('@') + 1)
    .trim()
    .toLowerCase();
  return address.includes('@') && /^[a-z0-9.-]+$/.test(domain) ? domain : 'localhost';
}
