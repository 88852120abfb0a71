import { count, eq, type SQL } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { competitorAnalyses } from '../../../db/competitor-schema.ts';
import { hubspotSync } from '../../../db/hubspot-schema.ts';
import { mailOutbox } from '../../../db/mail-schema.ts';
import { quizAnswers, quizSubmissions, submissionIdempotencyKeys } from '../../../db/schema.ts';
import { resultShares } from '../../../db/share-schema.ts';
import { teamMembers } from '../../../db/team-schema.ts';
import { servicesOf } from '../../../functions/app.ts';
import { createHubspotClient } from '../../../functions/hubspot/client.ts';
import { createdSubmissionSchema } from '../../../functions/submissions/schema.ts';
import { PRIVACY_NOTICE_VERSION } from '../../../src/domain/privacy/notice.ts';
import { fullAnswersFor } from '../../helpers/answers.ts';
import { readJson } from '../../helpers/read.ts';
import { startRecordingServer } from '../../helpers/recording-server.ts';
import { createTestApp } from '../../helpers/test-app.ts';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export const HUBSPOT_TOKEN = 'pat-na1-erasure-test';
export const GDPR_DELETE_PATH = '/crm/v3/objects/contacts/gdpr-delete';

/** A test clock: tests move it on to make retries and delayed jobs due. */
export function testClock(start = Date.parse('2026-03-02T10:15:00Z')) {
  const clock = { at: start, now: () => clock.at };
  return clock;
}

/** The app over a real file database, with (by default) HubSpot on a loopback recording server. */
export async function setupErasures({ hubspot = true, env = {} as Record<string, string>, clock = testClock() } = {}) {
  const server = await startRecordingServer();
  const t = await createTestApp(
    { SUBMISSION_RATE_LIMIT_MAX: '0', ...env },
    {
      now: clock.now,
      random: () => 0.5,
      // The client's own timeout (10 s): no test here has HubSpot hang, and a loopback answer may be slow on a busy machine.
      ...(hubspot ? { hubspotClient: createHubspotClient({ token: HUBSPOT_TOKEN, baseUrl: server.url, now: clock.now }) } : {}),
    },
  );
  const deps = servicesOf(t.app);
  const idle = async () => {
    await deps.hubspot.idle();
    await deps.hubspotErasures.idle();
  };
  return {
    t,
    deps,
    clock,
    hubspot: server,
    idle,
    gdprDeletes: () => server.requests.filter((r) => r.path === GDPR_DELETE_PATH),
    async close() {
      await idle();
      await server.close();
      t.close();
    },
  };
}

export interface Lead {
  id: string;
  accessToken: string;
  email: string;
}

/** A submission through the API as the quiz sends it (consent given unless told otherwise), with an Idempotency-Key. */
export async function submitLead(t: TestApp, email: string, { consent = true } = {}): Promise<Lead> {
  const body = {
    email,
    company: 'Acme Outfitters',
    answers: fullAnswersFor('The Hero'),
    ...(consent ? { consent: { noticeVersion: PRIVACY_NOTICE_VERSION } } : {}),
  };
  const res = await t.post('/api/submissions', body, { 'idempotency-key': crypto.randomUUID() });
  if (res.status !== 201) throw new Error(`submission failed: ${res.status} ${await res.text()}`);
  const { id, accessToken } = await readJson(res, createdSubmissionSchema);
  return { id, accessToken, email: email.toLowerCase() };
}

/** Gives a submission one row in every table that can hang off it: a share, a comparison, a team and two outbox emails. */
export async function addEverything(t: TestApp, lead: Lead, at: number): Promise<void> {
  const shared = await t.post(`/api/submissions/${lead.id}/share`, { accessToken: lead.accessToken, includeCompany: false });
  if (shared.status !== 201) throw new Error(`share failed: ${shared.status}`);
  await t.db.insert(competitorAnalyses).values({
    id: crypto.randomUUID(),
    submissionId: lead.id,
    url: 'https://rival.example/',
    host: 'rival.example',
    archetype: 'The Sage',
    subArchetype: 'Scholar',
    confidence: 0.7,
    palette: [{ name: 'Navy', hex: '#001f3f' }],
    voice: 'calm',
    createdAt: at,
  });
  for (const status of ['sent', 'pending'] as const) await queueMail(t, lead.email, { submissionId: lead.id, status, at });
  const team = await t.post('/api/teams', { submissionId: lead.id, accessToken: lead.accessToken, ownerName: 'Owner Name' });
  if (team.status !== 201) throw new Error(`team failed: ${team.status}`);
}

/** A report email in the outbox, to `recipient`, of a submission or of none. */
export async function queueMail(
  t: Pick<TestApp, 'db'>,
  recipient: string,
  { submissionId = null, status = 'pending', at = Date.now() }: { submissionId?: string | null; status?: 'pending' | 'sent'; at?: number } = {},
) {
  await t.db.insert(mailOutbox).values({
    id: crypto.randomUUID(),
    kind: 'archetype-report',
    recipient,
    subject: 'Your Brand Archetype report',
    html: '<p>report</p>',
    text: 'report',
    status,
    nextAttemptAt: new Date(at),
    createdAt: new Date(at),
    submissionId,
  });
}

/** Every table that holds rows of a submission, and the column naming it. */
export const SUBMISSION_TABLES: [string, SQLiteTable, SQLiteColumn][] = [
  ['quiz_submissions', quizSubmissions, quizSubmissions.id],
  ['quiz_answers', quizAnswers, quizAnswers.submissionId],
  ['submission_idempotency_keys', submissionIdempotencyKeys, submissionIdempotencyKeys.submissionId],
  ['result_shares', resultShares, resultShares.submissionId],
  ['competitor_analyses', competitorAnalyses, competitorAnalyses.submissionId],
  ['hubspot_sync', hubspotSync, hubspotSync.submissionId],
  ['team_members', teamMembers, teamMembers.submissionId],
  ['mail_outbox', mailOutbox, mailOutbox.submissionId],
];

const countWhere = async (t: TestApp, table: SQLiteTable, where: SQL) =>
  ((await t.db.select({ n: count() }).from(table).where(where)) as [{ n: number }])[0].n;

/** How many rows each table holds for this submission, by table name. */
export async function rowsOf(t: TestApp, submissionId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [name, table, column] of SUBMISSION_TABLES) counts[name] = await countWhere(t, table, eq(column, submissionId));
  return counts;
}

/** Outbox rows addressed to this recipient, whatever submission they belong to. */
export const mailTo = (t: TestApp, recipient: string) => countWhere(t, mailOutbox, eq(mailOutbox.recipient, recipient));

export const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);
