import { count, desc, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { teams } from '../../db/team-schema.ts';

export const TEAM_LIST_PAGE_SIZE = 50;

export interface TeamListRow {
  id: string;
  name: string;
  memberCount: number;
  /** ISO 8601. */
  createdAt: string;
  /** The team website's archetype; null without a website or before its analysis. */
  companyArchetype: string | null;
}

export interface TeamListPage {
  teams: TeamListRow[];
  total: number;
  page: number;
  pageSize: number;
}

/** One page of every team, newest first, for the admin area (each row's members counted from the team's index). */
export async function listTeams(db: Database, page: number): Promise<TeamListPage> {
  const pageSize = TEAM_LIST_PAGE_SIZE;
  const [[totals], rows] = await Promise.all([
    db.select({ n: count() }).from(teams),
    db
      .select({
        id: teams.id,
        name: teams.name,
        // Written out: drizzle leaves a one-table select's columns unqualified, and `id` would be the member's.
        memberCount: sql<number>`(select count(*) from team_members as m where m.team_id = ${teams}.id)`,
        createdAt: teams.createdAt,
        companyArchetype: teams.companyArchetype,
      })
      .from(teams)
      .orderBy(desc(teams.createdAt), desc(teams.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  return {
    teams: rows.map((r) => ({ ...r, memberCount: Number(r.memberCount), createdAt: new Date(r.createdAt).toISOString() })),
    total: totals?.n ?? 0,
    page,
    pageSize,
  };
}
