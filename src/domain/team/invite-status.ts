import { MAX_TEAM_MEMBERS, type TeamInvite } from './types.ts';

/** The words the join API answers with too (409), so the invite page and a failed join say the same thing. */
export const TEAM_CLOSED_MESSAGE =
  'This team is closed to new members. Its owner can reopen it: ask the person who invited you, and this same link will work again.';
export const TEAM_FULL_MESSAGE = `This team is full: it has ${MAX_TEAM_MEMBERS} members.`;

/** Under the reason a team cannot be joined: the ordinary quiz, with no promise of joining the team. */
export const CLOSED_INVITE_LEAD =
  'You can still take the brand archetype quiz on your own: 13 questions, about five minutes. Your result stays yours and does not join this team.';

/** The plain consent line of the invite page: what joining shows to whom. */
export const TEAM_CONSENT = "Your archetype, sub-archetype and name (not your email) will be visible to the team's owner and members.";

/** Why an invite cannot be taken up now, or null when it can. A closed team says so even when it is also full. */
export function inviteClosedReason({ closed, full }: Pick<TeamInvite, 'closed' | 'full'>): string | null {
  if (closed) return TEAM_CLOSED_MESSAGE;
  return full ? TEAM_FULL_MESSAGE : null;
}
