import type { CreatedTeam, TeamInvite } from './types.ts';

/**
 * An invite a colleague accepted on /t/{inviteId}, kept in their browser while they take the quiz: the contact step
 * shows the team, and their result joins it once stored.
 */
export interface PendingInvite extends Pick<TeamInvite, 'teamName' | 'company' | 'hasWebsite'> {
  inviteId: string;
  /** The name they gave for the team to see. */
  memberName: string;
  /** False until the quiz has started over for this invite (it opens at the intro with the team's company filled in). */
  started: boolean;
}

/** What this browser knows of one submission's team, by the submission's role in it. */
export type TeamLink =
  | ({ role: 'owner'; teamName: string; ownerName: string } & CreatedTeam)
  | { role: 'member'; teamId: string; teamName: string; teamUrl: string }
  /** Joining failed: the reason, and what a retry needs when trying again may work (no connection, a busy server). */
  | { role: 'join-failed'; teamName: string; message: string; retry: { inviteId: string; memberName: string } | null };

type Shape = Record<string, unknown>;
const isObject = (v: unknown): v is Shape => typeof v === 'object' && v !== null && !Array.isArray(v);
const strings = (v: Shape, ...keys: string[]) => keys.every((k) => typeof v[k] === 'string');

export function isPendingInvite(v: unknown): v is PendingInvite {
  return (
    isObject(v) &&
    strings(v, 'inviteId', 'teamName', 'memberName') &&
    (v.company === null || typeof v.company === 'string') &&
    typeof v.hasWebsite === 'boolean' &&
    typeof v.started === 'boolean'
  );
}

function isTeamLink(v: unknown): v is TeamLink {
  if (!isObject(v) || typeof v.teamName !== 'string') return false;
  switch (v.role) {
    case 'owner':
      return strings(v, 'ownerName', 'teamId', 'inviteId', 'inviteUrl', 'teamUrl', 'manageUrl');
    case 'member':
      return strings(v, 'teamId', 'teamUrl');
    case 'join-failed':
      return typeof v.message === 'string' && (v.retry === null || (isObject(v.retry) && strings(v.retry, 'inviteId', 'memberName')));
    default:
      return false;
  }
}

/** The saved links by submission id; an entry of an older or hand-edited shape fails the whole map (it is then ignored). */
export const isTeamLinks = (v: unknown): v is Record<string, TeamLink> => isObject(v) && Object.values(v).every(isTeamLink);
