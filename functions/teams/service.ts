import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { quizSubmissions } from '../../db/schema.ts';
import { teamMembers, teams, type TeamRow } from '../../db/team-schema.ts';
import { isArchetypeName, type ArchetypeName } from '../../src/domain/archetypes/types.ts';
import { isShareId } from '../../src/domain/share/share-id.ts';
import { initialsOf } from '../../src/domain/team/initials.ts';
import { MAX_TEAM_MEMBERS, type TeamInvite, type TeamView, type TeamWebsite } from '../../src/domain/team/types.ts';
import { manageToken } from './manage-token.ts';

const site = (siteUrl: string) => siteUrl.replace(/\/+$/, '');

/** The team page, absolute on the site, as every other link the app hands out. */
export const teamPageUrl = (siteUrl: string, teamId: string) => `${site(siteUrl)}/team/${teamId}`;

/** The team's links: the invite for colleagues, the team page, and the page with the owner's controls. */
export function teamLinks(siteUrl: string, secret: string, team: Pick<TeamRow, 'id' | 'inviteId'>) {
  const teamUrl = teamPageUrl(siteUrl, team.id);
  return { inviteUrl: `${site(siteUrl)}/t/${team.inviteId}`, teamUrl, manageUrl: `${teamUrl}#manage=${manageToken(secret, team.id)}` };
}

/** The team of a page id, or undefined for an unknown or malformed one (no query for those). */
export async function findTeam(db: Database, teamId: string): Promise<TeamRow | undefined> {
  if (!isShareId(teamId)) return undefined;
  return db.query.teams.findFirst({ where: eq(teams.id, teamId) });
}

/** The website as the team page shows it: null until the owner's analysis is there. */
function websiteOf(team: TeamRow): TeamWebsite | null {
  const analysis = team.companyAnalysis;
  if (!team.websiteUrl || !analysis || !isArchetypeName(analysis.archetype)) return null;
  return {
    url: team.websiteUrl,
    archetype: analysis.archetype,
    ...(analysis.subArchetype ? { subArchetype: analysis.subArchetype } : {}),
    confidence: analysis.confidence,
    ...(analysis.runnerUp ? { runnerUp: analysis.runnerUp.archetype } : {}),
  };
}

/**
 * What the team page shows: the team, and each member's name and result (oldest first, the owner first). Only the
 * columns the page needs are read: no email or answer leaves the database here. Undefined for an unknown id.
 */
export async function teamView(db: Database, teamId: string): Promise<TeamView | undefined> {
  const team = await findTeam(db, teamId);
  if (!team) return undefined;
  const members = await db
    .select({
      id: teamMembers.id,
      name: teamMembers.name,
      isOwner: teamMembers.isOwner,
      joinedAt: teamMembers.joinedAt,
      primary: quizSubmissions.primaryArchetype,
      subArchetype: quizSubmissions.secondaryArchetype,
    })
    .from(teamMembers)
    .innerJoin(quizSubmissions, eq(quizSubmissions.id, teamMembers.submissionId))
    .where(eq(teamMembers.teamId, team.id))
    .orderBy(desc(teamMembers.isOwner), asc(teamMembers.joinedAt), asc(teamMembers.id));
  return {
    id: team.id,
    name: team.name,
    company: team.company,
    ownerName: team.ownerName,
    ownerDeleted: team.ownerSubmissionId === null,
    closed: team.closed,
    createdAt: new Date(team.createdAt).toISOString(),
    members: members.map((m) => ({
      id: m.id,
      name: m.name,
      initials: initialsOf(m.name),
      // Scored by the server from the archetype list, so always one of its names.
      primary: m.primary as ArchetypeName,
      subArchetype: m.subArchetype,
      isOwner: m.isOwner,
      joinedAt: new Date(m.joinedAt).toISOString(),
    })),
    website: websiteOf(team),
  };
}

/** What a colleague opening the invite link sees: who invites them to what; nothing about the members. */
export async function teamInvite(db: Database, inviteId: string): Promise<TeamInvite | undefined> {
  if (!isShareId(inviteId)) return undefined;
  const [row] = await db
    .select({
      teamName: teams.name,
      ownerName: teams.ownerName,
      company: teams.company,
      websiteUrl: teams.websiteUrl,
      closed: teams.closed,
      // Written out: drizzle leaves the column names of a one-table select unqualified, and `id` would be the member's.
      memberCount: sql<number>`(select count(*) from ${teamMembers} as m where m.team_id = ${teams}.id)`,
    })
    .from(teams)
    .where(eq(teams.inviteId, inviteId));
  if (!row) return undefined;
  const { websiteUrl, ...invite } = row;
  const members = Number(row.memberCount);
  return { ...invite, memberCount: members, hasWebsite: websiteUrl !== null, full: members >= MAX_TEAM_MEMBERS };
}
