import { subArchetypeNames } from '../../src/domain/archetypes/index.ts';
import type { ArchetypeName } from '../../src/domain/archetypes/types.ts';
import { newShareId } from '../../src/domain/share/share-id.ts';

/** Runs one statement against the server's database (tests/e2e/helpers.ts `query`, or a bench's own client). */
export type Execute = (sql: string, args: (string | number | null)[]) => Promise<unknown>;

export interface SeedMember {
  name: string;
  primary: ArchetypeName;
  /** Defaults to the archetype's first sub-archetype. */
  subArchetype?: string;
  /** A submission stored through the API (its secret is then known); otherwise one is written here. */
  submissionId?: string;
}

export interface SeedTeam {
  name: string;
  company?: string | null;
  website?: { url: string; archetype: ArchetypeName; runnerUp?: ArchetypeName } | null;
  closed?: boolean;
  /** The first is the owner. */
  members: SeedMember[];
}

export interface SeededTeam {
  teamId: string;
  inviteId: string;
  memberIds: string[];
}

const insertSubmission =
  'INSERT INTO quiz_submissions (id, email, company, primary_archetype, secondary_archetype, scores, sub_archetype_scores, created_at, access_token_hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)';

/**
 * Writes a team as the API would leave it: a submission per member (unless one is given), the team row with the
 * owner's website analysis, and the memberships, joined a minute apart in the order given.
 */
export async function seedTeam(execute: Execute, team: SeedTeam): Promise<SeededTeam> {
  const teamId = newShareId();
  const inviteId = newShareId();
  const started = Date.now() - team.members.length * 60_000;
  const submissionIds: string[] = [];
  for (const m of team.members) {
    const id = m.submissionId ?? crypto.randomUUID();
    if (!m.submissionId) {
      const sub = m.subArchetype ?? subArchetypeNames(m.primary)[0]!;
      await execute(insertSubmission, [
        id,
        `${id}@example.com`,
        team.company ?? null,
        m.primary,
        sub,
        JSON.stringify({ [m.primary]: 10 }),
        '{}',
        started,
        '0'.repeat(64),
      ]);
    }
    submissionIds.push(id);
  }
  const analysis = team.website
    ? JSON.stringify({
        archetype: team.website.archetype,
        confidence: 0.8,
        reasoning: 'Seeded for a test.',
        keyIndicators: [],
        ...(team.website.runnerUp ? { runnerUp: { archetype: team.website.runnerUp, confidence: 0.6 } } : {}),
      })
    : null;
  const owner = team.members[0];
  await execute(
    'INSERT INTO teams (id, invite_id, owner_submission_id, name, owner_name, company, website_url, company_archetype, company_analysis, closed, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    [
      teamId,
      inviteId,
      submissionIds[0] ?? null,
      team.name,
      owner?.name ?? 'Owner',
      team.company ?? null,
      team.website?.url ?? null,
      team.website?.archetype ?? null,
      analysis,
      team.closed ? 1 : 0,
      started,
    ],
  );
  const memberIds: string[] = [];
  for (const [i, m] of team.members.entries()) {
    const id = crypto.randomUUID();
    await execute('INSERT INTO team_members (id, team_id, submission_id, name, is_owner, joined_at) VALUES (?, ?, ?, ?, ?, ?)', [
      id,
      teamId,
      submissionIds[i]!,
      m.name,
      i === 0 ? 1 : 0,
      started + i * 60_000,
    ]);
    memberIds.push(id);
  }
  return { teamId, inviteId, memberIds };
}

/** A team of three with a website: two Sages and a Hero, the website a Sage with the Ruler as runner-up. */
export const SAGES: SeedTeam = {
  name: 'Owl & Co leadership',
  company: 'Owl & Co',
  website: { url: 'https://www.owl.example/', archetype: 'The Sage', runnerUp: 'The Ruler' },
  members: [
    { name: 'Ada Lovelace', primary: 'The Sage' },
    { name: 'Bo Chen', primary: 'The Sage' },
    { name: 'Cy Young', primary: 'The Hero' },
  ],
};
