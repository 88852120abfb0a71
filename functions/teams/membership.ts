import { and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Database } from '../../db/client.ts';
import { quizSubmissions as s, type QuizSubmissionRow } from '../../db/schema.ts';
import { teamMembers as tm, teams, type TeamMemberRow, type TeamRow } from '../../db/team-schema.ts';
import type { CompanyAnalysis } from '../../src/domain/quiz/results.ts';
import { isShareId, newShareId } from '../../src/domain/share/share-id.ts';
import { TEAM_CLOSED_MESSAGE, TEAM_FULL_MESSAGE } from '../../src/domain/team/invite-status.ts';
import { MAX_TEAM_MEMBERS, TEAM_NAME_MAX } from '../../src/domain/team/types.ts';
import { ApiError } from '../lib/errors.ts';
import { uuidv7 } from '../lib/ids.ts';
import type { TeamNotices } from './notices.ts';
import { findTeam } from './service.ts';
import { clipText } from '../../src/domain/clip-text.ts';

export const ALREADY_IN_A_TEAM = 'This result already belongs to a team.';
export const INVALID_INVITE = 'This invite link is not valid.';
export const TEAM_NOT_FOUND = 'This team does not exist (it may have been deleted).';
export const NOT_A_MEMBER = 'This result is not a member of this team.';
export const OWNER_CANNOT_LEAVE = "The team's owner cannot leave it. To end the team, delete it with your manage link.";

/** The team a submission belongs to (a submission is in one team at most), and its row there. */
async function membershipOf(db: Database, submissionId: string): Promise<{ member: TeamMemberRow; team: TeamRow } | undefined> {
  const [row] = await db
    .select({ member: tm, team: teams })
    .from(tm)
    .innerJoin(teams, eq(teams.id, tm.teamId))
    .where(eq(tm.submissionId, submissionId));
  return row;
}

/** SQLite's answer to a second membership for one submission. */
const isMemberConflict = (error: unknown) =>
  `${(error as { message?: string })?.message ?? ''} ${String((error as { cause?: unknown })?.cause ?? '')}`.includes('team_members.submission_id');

/** At most `max` characters (code points, so a surrogate pair is never cut). */

/**
 * Makes a team for the owner's result (the caller has checked its secret), the owner its first member, the owner's
 * website and its analysis the team's. Idempotent: a result that already owns a team gets that one back
 * (created: false); a result that is a member of another team cannot start one.
 */
export async function createTeam(
  db: Database,
  owner: QuizSubmissionRow,
  { name, ownerName }: { name?: string; ownerName: string },
  now: number,
): Promise<{ team: TeamRow; created: boolean }> {
  for (let attempt = 0; ; attempt++) {
    const existing = await membershipOf(db, owner.id);
    if (existing && !existing.member.isOwner) throw new ApiError('conflict', ALREADY_IN_A_TEAM);
    if (existing) return { team: existing.team, created: false };
    const team: TeamRow = {
      id: newShareId(),
      inviteId: newShareId(),
      ownerSubmissionId: owner.id,
      name: name ?? clipText(owner.company ?? `${ownerName}'s team`, TEAM_NAME_MAX),
      ownerName,
      company: owner.company,
      websiteUrl: owner.companyUrl,
      companyArchetype: owner.companyArchetype,
      companyAnalysis: owner.companyAnalysis,
      closed: false,
      createdAt: now,
      notifiedAt: null,
    };
    try {
      await db.batch([
        db.insert(teams).values(team),
        db.insert(tm).values({ id: uuidv7(now), teamId: team.id, submissionId: owner.id, name: ownerName, isOwner: true, joinedAt: now }),
      ]);
      return { team, created: true };
    } catch (error) {
      // A racing request made this result a member first: answer as that one did.
      if (attempt > 0 || !isMemberConflict(error)) throw error;
    }
  }
}

/**
 * The member's result takes the team's company, website and its analysis where it has none of its own (the quiz
 * skips the website step for members: the site is analysed once per team), so the member's report and HubSpot
 * contact are of the same company.
 */
function adoptTeamCompany(db: Database, team: TeamRow, submissionId: string): BatchItem<'sqlite'>[] {
  const statements: BatchItem<'sqlite'>[] = [];
  if (team.company)
    statements.push(
      db
        .update(s)
        .set({ company: team.company })
        .where(and(eq(s.id, submissionId), isNull(s.company))),
    );
  const analysis = team.companyAnalysis;
  if (team.websiteUrl && analysis) {
    const company = {
      companyUrl: team.websiteUrl,
      companyArchetype: analysis.archetype,
      companyArchetypeConfidence: analysis.confidence,
      companyAnalysis: analysis,
    };
    statements.push(
      db
        .update(s)
        .set(company)
        .where(and(eq(s.id, submissionId), isNull(s.companyUrl), isNull(s.companyAnalysis))),
    );
  }
  return statements;
}

export interface Joined {
  team: TeamRow;
  memberId: string;
  /** False when this result had already joined this team (a retry). */
  created: boolean;
  /** When created: the member's result as stored after joining, and the team's members counting this one. */
  member?: QuizSubmissionRow;
  memberCount?: number;
}

/**
 * Adds the member's result (the caller has checked its secret) to the invite's team and asks for the owner's
 * notice. One conditional INSERT … SELECT checks the closed flag and the member count and inserts, so concurrent
 * joins cannot pass 50 (SQLite runs one write at a time). The member is named by the next notice that finds them
 * not yet named (functions/teams/notices.ts).
 */
export async function joinTeam(
  { db, notices }: { db: Database; notices: Pick<TeamNotices, 'queue' | 'kick'> },
  inviteId: string,
  member: QuizSubmissionRow,
  name: string,
  now: number,
): Promise<Joined> {
  const team = isShareId(inviteId) ? await db.query.teams.findFirst({ where: eq(teams.inviteId, inviteId) }) : undefined;
  if (!team) throw new ApiError('not_found', INVALID_INVITE);
  const memberId = uuidv7(now);
  const inserted = await db.all<{ id: string }>(sql`
    insert into ${tm} (id, team_id, submission_id, name, is_owner, joined_at)
    select ${memberId}, ${teams.id}, ${member.id}, ${name}, 0, ${now}
    from ${teams}
    where ${teams.id} = ${team.id} and ${teams.closed} = 0
      and (select count(*) from ${tm} where ${tm.teamId} = ${team.id}) < ${MAX_TEAM_MEMBERS}
    on conflict (submission_id) do nothing
    returning id`);
  if (inserted.length === 0) {
    const existing = await membershipOf(db, member.id);
    if (existing?.team.id === team.id) return { team, memberId: existing.member.id, created: false };
    if (existing) throw new ApiError('conflict', ALREADY_IN_A_TEAM);
    const current = await findTeam(db, team.id);
    if (!current) throw new ApiError('not_found', INVALID_INVITE);
    throw new ApiError('conflict', current.closed ? TEAM_CLOSED_MESSAGE : TEAM_FULL_MESSAGE);
  }
  // Read in the same transaction: the member's result as it now is (the team's company adopted), and the head count.
  const results = await db.batch([
    notices.queue(team.id),
    ...adoptTeamCompany(db, team, member.id),
    db.select().from(s).where(eq(s.id, member.id)),
    db.select({ n: count() }).from(tm).where(eq(tm.teamId, team.id)),
  ]);
  void notices.kick();
  const [[joinedRow], [counted]] = results.slice(-2) as [QuizSubmissionRow[], { n: number }[]];
  return { team, memberId, created: true, member: joinedRow ?? member, memberCount: counted?.n ?? 1 };
}

/** A member leaves: their row goes. The owner cannot leave (they delete the team instead). */
export async function leaveTeam(db: Database, teamId: string, submissionId: string): Promise<void> {
  const team = await findTeam(db, teamId);
  if (!team) throw new ApiError('not_found', TEAM_NOT_FOUND);
  const [member] = await db
    .select({ id: tm.id, isOwner: tm.isOwner })
    .from(tm)
    .where(and(eq(tm.teamId, team.id), eq(tm.submissionId, submissionId)));
  if (!member) throw new ApiError('not_found', NOT_A_MEMBER);
  if (member.isOwner) throw new ApiError('conflict', OWNER_CANNOT_LEAVE);
  await db.delete(tm).where(eq(tm.id, member.id));
}

/** The owner's website analysis finished after the team was made: the team (analysed once, as its owner's) gets it. */
export async function adoptOwnerAnalysis(db: Database, ownerSubmissionId: string, analysis: CompanyAnalysis): Promise<void> {
  await db
    .update(teams)
    .set({ companyArchetype: analysis.archetype, companyAnalysis: analysis })
    .where(and(eq(teams.ownerSubmissionId, ownerSubmissionId), isNotNull(teams.websiteUrl)));
}
