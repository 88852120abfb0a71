import { atom } from 'nanostores';
import { isTeamLinks, type PendingInvite, type TeamLink } from '../domain/team/invite-state.ts';
import { api, ApiCallError, call } from '../lib/api.ts';
import { $pendingInvite } from './pending-invite.ts';
import { persist } from './persist.ts';
import type { Submission } from './quiz.ts';

export type { TeamLink } from '../domain/team/invite-state.ts';

/**
 * Each submission's team as this browser knows it, by submission id: the owner's links, a member's team page, or why
 * joining failed. Kept apart from the quiz's state, so Retake leaves it (the team is still there).
 */
export const $teamLinks = atom<Record<string, TeamLink>>({});
persist($teamLinks, 'brand-archetype:teams:v1', isTeamLinks);

type Owner = Pick<Submission, 'id' | 'accessToken'>;

const remember = (submissionId: string, link: TeamLink) => $teamLinks.set({ ...$teamLinks.get(), [submissionId]: link });
const absolute = (url: string) => new URL(url, window.location.origin).href;

/** A failure in words fit to show: the server's own message, or what a lost connection means. */
export function teamErrorMessage(err: unknown): string {
  return err instanceof ApiCallError ? err.message : 'Could not reach the server. Please check your connection and try again.';
}

/**
 * Makes the team with this result as its first member (the secret proves this browser owns it). Asking again answers
 * the same team, so a reopened dialog, or another device with the same result, gets the same links.
 */
export async function createTeam({ id, accessToken }: Owner, names: { ownerName: string; teamName: string }): Promise<TeamLink> {
  const name = names.teamName.trim();
  const created = await call(api().teams.$post({ json: { submissionId: id, accessToken, ownerName: names.ownerName, ...(name ? { name } : {}) } }));
  const link: TeamLink = {
    role: 'owner',
    ownerName: names.ownerName.trim(),
    teamName: name,
    ...created,
    inviteUrl: absolute(created.inviteUrl),
    teamUrl: absolute(created.teamUrl),
    manageUrl: absolute(created.manageUrl),
  };
  remember(id, link);
  return link;
}

/** A network failure, a rate limit or a busy server may pass; a 4xx answer (closed, full, already in a team) will not. */
const mayPass = (err: unknown) => !(err instanceof ApiCallError) || err.status === 429 || err.status >= 500;

/** Joins a just-stored result to the team of its invite. Never throws: the outcome is kept for the results to show. */
export async function joinTeam(invite: Pick<PendingInvite, 'inviteId' | 'teamName' | 'memberName'>, { id, accessToken }: Owner): Promise<TeamLink> {
  const { inviteId, memberName } = invite;
  let link: TeamLink;
  try {
    const joined = await call(
      api().invites[':inviteId'].join.$post({ param: { inviteId }, json: { submissionId: id, accessToken, name: memberName } }),
    );
    link = { role: 'member', teamId: joined.teamId, teamName: joined.teamName, teamUrl: absolute(joined.teamUrl) };
  } catch (err) {
    link = { role: 'join-failed', teamName: invite.teamName, message: teamErrorMessage(err), retry: mayPass(err) ? { inviteId, memberName } : null };
  }
  remember(id, link);
  $pendingInvite.set(null);
  return link;
}

/** The results' "Try again" after a join that failed for a passing reason. */
export async function retryJoin(submission: Owner): Promise<TeamLink | null> {
  const failed = $teamLinks.get()[submission.id];
  if (failed?.role !== 'join-failed' || !failed.retry) return null;
  return joinTeam({ ...failed.retry, teamName: failed.teamName }, submission);
}
