import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { teamMembers as tm, teams, type TeamRow } from '../../db/team-schema.ts';
import { isShareId } from '../../src/domain/share/share-id.ts';
import { ApiError } from '../lib/errors.ts';
import { isManageToken } from './manage-token.ts';
import { TEAM_NOT_FOUND } from './membership.ts';
import type { ManageAction } from './schema.ts';
import { findTeam } from './service.ts';

export const CANNOT_MANAGE = 'This link cannot manage the team.';
export const MEMBER_NOT_FOUND = 'This member is not in the team (they may have left already).';
export const OWNER_CANNOT_BE_REMOVED = 'The owner cannot be removed from the team. To end the team, delete it.';

/** The team, if `token` is its manage token: a malformed id is 404, a wrong token 403, a deleted team 404. */
export async function managedTeam(db: Database, secret: string, teamId: string, token: string): Promise<TeamRow> {
  if (!isShareId(teamId)) throw new ApiError('not_found', TEAM_NOT_FOUND);
  if (!isManageToken(secret, teamId, token)) throw new ApiError('forbidden', CANNOT_MANAGE);
  const team = await findTeam(db, teamId);
  if (!team) throw new ApiError('not_found', TEAM_NOT_FOUND);
  return team;
}

/** Closes the team to new members, opens it again, or deletes it with its members and its waiting notice. */
export async function manageTeam(db: Database, team: TeamRow, action: ManageAction): Promise<void> {
  if (action === 'delete') await db.delete(teams).where(eq(teams.id, team.id));
  else
    await db
      .update(teams)
      .set({ closed: action === 'close' })
      .where(eq(teams.id, team.id));
}

/** The owner removes a member: their row goes (their result stays theirs). */
export async function removeMember(db: Database, team: TeamRow, memberId: string): Promise<void> {
  const [member] = await db
    .select({ isOwner: tm.isOwner })
    .from(tm)
    .where(and(eq(tm.id, memberId), eq(tm.teamId, team.id)));
  if (!member) throw new ApiError('not_found', MEMBER_NOT_FOUND);
  if (member.isOwner) throw new ApiError('conflict', OWNER_CANNOT_BE_REMOVED);
  await db.delete(tm).where(eq(tm.id, memberId));
}
