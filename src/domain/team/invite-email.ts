/** What an invite email says: who invites whom to what, and the link. */
export interface InviteMessage {
  teamName: string;
  ownerName: string;
  /** Absolute /t/{inviteId} address. */
  inviteUrl: string;
}

/** The subject and body of the owner's own invite email (sent from their mail program, never by us). */
export function inviteEmail({ teamName, ownerName, inviteUrl }: InviteMessage): { subject: string; body: string } {
  return {
    subject: `Join ${teamName} on the brand archetype quiz`,
    body: [
      `${ownerName} invited you to join ${teamName}.`,
      "Take the brand archetype quiz (13 questions, about five minutes) and we'll see our archetypes side by side, next to the brand our website projects.",
      `Start here: ${inviteUrl}`,
      'Your archetype, sub-archetype and name are shared with the team; your email is not.',
    ].join('\r\n\r\n'),
  };
}

/** A mailto: link with no recipient, so the owner picks colleagues in their own mail program. RFC 6068: CRLF line breaks. */
export function inviteMailto(message: InviteMessage): string {
  const { subject, body } = inviteEmail(message);
  return `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
