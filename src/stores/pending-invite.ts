import { atom } from 'nanostores';
import { isPendingInvite, type PendingInvite } from '../domain/team/invite-state.ts';
import { persist } from './persist.ts';

export type { PendingInvite } from '../domain/team/invite-state.ts';

/**
 * The invite this browser is taking the quiz for, from /t/{inviteId} until the result has joined (or failed to).
 * Apart from the team calls (team.ts), as the quiz reads it on every load and the calls load only with the contact step.
 */
export const $pendingInvite = atom<PendingInvite | null>(null);
persist($pendingInvite, 'brand-archetype:team-invite:v1', (v): v is PendingInvite | null => v === null || isPendingInvite(v));

/** The invite page's "Take the quiz": the quiz starts over for it on the next load of the quiz page. */
export function acceptInvite(invite: Omit<PendingInvite, 'started'>): void {
  $pendingInvite.set({ ...invite, started: false });
}

/** The invite the quiz should start over for (once: it is marked started), or null. */
export function claimNewInvite(): PendingInvite | null {
  const invite = $pendingInvite.get();
  if (!invite || invite.started) return null;
  $pendingInvite.set({ ...invite, started: true });
  return invite;
}

/** The contact step's "take it on your own": the quiz goes on without the team. */
export const dropInvite = () => $pendingInvite.set(null);
