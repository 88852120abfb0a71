import { eq } from 'drizzle-orm';
import { mailOutbox } from '../../../db/mail-schema.ts';
import { quizSubmissions } from '../../../db/schema.ts';
import { servicesOf, type AppDeps } from '../../../functions/app.ts';
import { createHubspotClient } from '../../../functions/hubspot/client.ts';
import { uuidv7 } from '../../../functions/lib/ids.ts';
import { sha256Hex } from '../../../functions/lib/tokens.ts';
import { createdSubmissionSchema } from '../../../functions/submissions/schema.ts';
import { TEAM_NOTICE_KIND } from '../../../functions/teams/notice-email.ts';
import { createdTeamSchema } from '../../../functions/teams/schema.ts';
import type { ArchetypeName } from '../../../src/domain/archetypes/types.ts';
import { PRIVACY_NOTICE_VERSION } from '../../../src/domain/privacy/notice.ts';
import type { CompanyAnalysis } from '../../../src/domain/quiz/results.ts';
import { fullAnswersFor } from '../../helpers/answers.ts';
import { readJson } from '../../helpers/read.ts';
import { startRecordingServer } from '../../helpers/recording-server.ts';
import { createTestApp } from '../../helpers/test-app.ts';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export const SITE = 'https://archetypes.example.com';

/** A test clock: tests move it on to make notices due. */
export function testClock(start = Date.parse('2026-03-02T10:15:00Z')) {
  const clock = { at: start, now: () => clock.at, advance: (ms: number) => void (clock.at += ms) };
  return clock;
}

/** The app over a real file database on a test clock, with HubSpot on a loopback recording server (and `deps` as given). */
export async function setupTeams({ env = {} as Record<string, string>, clock = testClock(), deps: given = {} as Partial<AppDeps> } = {}) {
  const hubspot = await startRecordingServer();
  const t = await createTestApp(
    { SITE_URL: SITE, SUBMISSION_RATE_LIMIT_MAX: '0', ...env },
    {
      now: clock.now,
      random: () => 0.5,
      // The client's own timeout (10 s): no test here has HubSpot hang, and a loopback answer may be slow on a busy machine.
      hubspotClient: createHubspotClient({ token: 'pat-na1-teams-test', baseUrl: hubspot.url, now: clock.now }),
      ...given,
    },
  );
  const deps = servicesOf(t.app);
  return {
    t,
    deps,
    clock,
    hubspot,
    async close() {
      await deps.hubspot.idle();
      await deps.teamNotices.idle();
      await hubspot.close();
      t.close();
    },
  };
}

export interface Result {
  id: string;
  accessToken: string;
}

/** A quiz submission through the API, as the quiz sends it (with consent unless told otherwise). */
export async function submit(
  t: TestApp,
  {
    archetype = 'The Hero' as ArchetypeName,
    email = `${crypto.randomUUID()}@example.com`,
    company = 'Acme Outfitters' as string | null,
    consent = true,
  } = {},
): Promise<Result> {
  const body = { email, company, answers: fullAnswersFor(archetype), ...(consent ? { consent: { noticeVersion: PRIVACY_NOTICE_VERSION } } : {}) };
  const res = await t.post('/api/submissions', body);
  if (res.status !== 201) throw new Error(`submission failed: ${res.status} ${await res.text()}`);
  const { id, accessToken } = await readJson(res, createdSubmissionSchema);
  return { id, accessToken };
}

/** A stored result written directly (for the tests that need dozens), with a secret that works. */
export async function seedResult(t: TestApp, archetype: ArchetypeName = 'The Sage'): Promise<Result> {
  const id = uuidv7();
  const accessToken = crypto.randomUUID();
  await t.db.insert(quizSubmissions).values({
    id,
    email: `${id}@example.com`,
    primaryArchetype: archetype,
    secondaryArchetype: 'Scholar',
    scores: { [archetype]: 15 },
    subArchetypeScores: { Scholar: 6 },
    accessTokenHash: sha256Hex(accessToken),
  });
  return { id, accessToken };
}

/** An analysis as the analyzer stores it with a submission. */
export const HERO_SITE: CompanyAnalysis = {
  archetype: 'The Hero',
  subArchetype: 'Warrior',
  confidence: 0.8,
  reasoning: 'Bold claims of victory.',
  keyIndicators: ['win', 'champion'],
  runnerUp: { archetype: 'The Ruler', strength: 0.7 },
};

/** Gives a stored result a website and its analysis, as the company-analysis route would. */
export async function withWebsite(t: TestApp, result: Result, url = 'https://acme.example/', analysis: CompanyAnalysis | null = HERO_SITE) {
  await t.db
    .update(quizSubmissions)
    .set({
      companyUrl: url,
      companyAnalysis: analysis,
      companyArchetype: analysis?.archetype ?? null,
      companyArchetypeConfidence: analysis?.confidence ?? null,
    })
    .where(eq(quizSubmissions.id, result.id));
}

let clients = 0;
/** Each call from its own address unless a test names one: the per-client limits have tests of their own. */
const ip = (client?: string) => ({ 'x-test-client': client ?? `10.${(++clients >> 8) & 255}.${clients & 255}.1` });

export const createTeam = (t: TestApp, owner: Result, body: { name?: string; ownerName?: string } = {}, client?: string) =>
  t.post('/api/teams', { submissionId: owner.id, accessToken: owner.accessToken, ownerName: 'Olivia Owner', ...body }, ip(client));

/** A team made by a fresh owner; its links. */
export async function startTeam(t: TestApp, options: { name?: string; ownerName?: string } = {}, owner?: Result) {
  const by = owner ?? (await submit(t));
  const res = await createTeam(t, by, options);
  if (res.status !== 201) throw new Error(`team failed: ${res.status} ${await res.text()}`);
  const links = await readJson(res, createdTeamSchema);
  return { owner: by, ...links, manageToken: links.manageUrl.split('#manage=')[1]! };
}

export const join = (t: TestApp, inviteId: string, member: Result, name = 'Casey Colleague', client?: string) =>
  t.post(`/api/invites/${inviteId}/join`, { submissionId: member.id, accessToken: member.accessToken, name }, ip(client));

export const leave = (t: TestApp, teamId: string, member: Result, client?: string) =>
  t.post(`/api/teams/${teamId}/leave`, { submissionId: member.id, accessToken: member.accessToken }, ip(client));

export const manage = (t: TestApp, teamId: string, manageToken: string, action: 'close' | 'reopen' | 'delete', client?: string) =>
  t.post(`/api/teams/${teamId}/manage`, { manageToken, action }, ip(client));

export const removeMember = (t: TestApp, teamId: string, memberId: string, manageToken: string) =>
  t.post(`/api/teams/${teamId}/members/${memberId}/remove`, { manageToken });

export const view = (t: TestApp, teamId: string) => t.app.request(`/api/teams/${teamId}`);

/** The owner notices in the outbox, oldest first. */
export const notices = (t: TestApp) => t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, TEAM_NOTICE_KIND)).orderBy(mailOutbox.createdAt);
