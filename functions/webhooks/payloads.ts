import type { QuizSubmissionRow } from '../../db/schema.ts';
import { alignmentOf } from '../../src/domain/alignment.ts';
import type { ErasureTrigger } from '../../db/privacy-schema.ts';
import type { WebsiteReadingRow } from '../../db/watch-schema.ts';
import type { CompanyAnalysis } from '../../src/domain/quiz/results.ts';
import type { WatchChange } from '../../src/domain/watch/types.ts';
import type { WebhookEventData, WebhookEventInput } from './events.ts';

/*
 * Each event's `data`, built from stored rows and nothing else (functions/webhooks/events.ts is the contract).
 * Personal data: the email only with consent on record; nothing the schemas do not list.
 */

/** The columns of a submission an event shows. */
export type SummaryRow = Pick<
  QuizSubmissionRow,
  'id' | 'createdAt' | 'primaryArchetype' | 'secondaryArchetype' | 'company' | 'companyUrl' | 'source' | 'consentVersion' | 'email'
>;

const site = (siteUrl: string) => siteUrl.replace(/\/+$/, '');

/** The admin's report of a submission (src/pages/admin/report/[id].astro). */
export const adminReportUrl = (siteUrl: string, id: string) => `${site(siteUrl)}/admin/report/${encodeURIComponent(id)}`;

export function submissionSummary(row: SummaryRow, siteUrl: string): WebhookEventData<'submission.created'>['submission'] {
  const consent = row.consentVersion !== null;
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    primary: row.primaryArchetype,
    subArchetype: row.secondaryArchetype,
    company: row.company,
    website: row.companyUrl,
    source: row.source,
    consent,
    ...(consent ? { email: row.email } : {}),
    adminReportUrl: adminReportUrl(siteUrl, row.id),
  };
}

export const submissionCreated = (row: SummaryRow, siteUrl: string): WebhookEventInput<'submission.created'> => ({
  type: 'submission.created',
  data: { submission: submissionSummary(row, siteUrl) },
  submissionId: row.id,
});

/** The quiz's company analysis, just stored on the submission (row: the submission, its website set). */
export function companyAnalysisCompleted(
  row: SummaryRow,
  analysis: CompanyAnalysis,
  siteUrl: string,
): WebhookEventInput<'company_analysis.completed'> | undefined {
  if (!row.companyUrl) return undefined;
  return {
    type: 'company_analysis.completed',
    data: {
      submission: submissionSummary(row, siteUrl),
      website: row.companyUrl,
      analysis: {
        companyArchetype: analysis.archetype,
        subArchetype: analysis.subArchetype ?? null,
        confidence: analysis.confidence,
        runnerUp: analysis.runnerUp?.archetype ?? null,
      },
      alignment: alignmentOf({ personal: row.primaryArchetype, company: analysis.archetype, confidence: analysis.confidence }).kind,
    },
    submissionId: row.id,
  };
}

/** `emailedAt`: when the mail server accepted the report. */
export const reportEmailed = (row: SummaryRow, emailedAt: number, siteUrl: string): WebhookEventInput<'report.emailed'> => ({
  type: 'report.emailed',
  data: { submission: submissionSummary(row, siteUrl), emailedAt: new Date(emailedAt).toISOString() },
  submissionId: row.id,
});

export const resultShared = (row: SummaryRow, shareUrl: string, siteUrl: string): WebhookEventInput<'result.shared'> => ({
  type: 'result.shared',
  data: { submission: submissionSummary(row, siteUrl), shareUrl },
  submissionId: row.id,
});

export interface JoinedTeam {
  team: { id: string; name: string; memberCount: number };
  /** The name the member gave the team. */
  name: string;
  isOwner: boolean;
}

export const teamMemberJoined = (row: SummaryRow, joined: JoinedTeam, siteUrl: string): WebhookEventInput<'team.member_joined'> => ({
  type: 'team.member_joined',
  data: {
    team: { id: joined.team.id, name: joined.team.name, memberCount: joined.team.memberCount },
    member: { name: joined.name, isOwner: joined.isOwner },
    submission: submissionSummary(row, siteUrl),
  },
  submissionId: row.id,
});

export interface AddedCompetitor {
  url: string;
  host: string;
  archetype: string;
  subArchetype: string;
  confidence: number;
  /** The analysis' close second, when it had one. */
  runnerUp?: string | null;
}

export const competitorAdded = (row: SummaryRow, competitor: AddedCompetitor, siteUrl: string): WebhookEventInput<'competitor.added'> => ({
  type: 'competitor.added',
  data: {
    submission: submissionSummary(row, siteUrl),
    competitor: {
      url: competitor.url,
      host: competitor.host,
      companyArchetype: competitor.archetype,
      subArchetype: competitor.subArchetype || null,
      confidence: competitor.confidence,
      runnerUp: competitor.runnerUp ?? null,
    },
  },
  submissionId: row.id,
});

/** The reading columns website.changed shows. */
export type ReadingSummaryRow = Pick<WebsiteReadingRow, 'readAt' | 'archetype' | 'subArchetype' | 'confidence' | 'runnerUp' | 'headline'>;

export interface WatchedChange {
  url: string;
  previous: ReadingSummaryRow;
  current: ReadingSummaryRow;
  changes: WatchChange[];
}

function readingSummary(reading: ReadingSummaryRow & { archetype: string }) {
  return {
    archetype: reading.archetype,
    subArchetype: reading.subArchetype || null,
    confidence: reading.confidence ?? 0,
    runnerUp: reading.runnerUp ?? null,
    headline: reading.headline ?? null,
    readAt: new Date(reading.readAt).toISOString(),
  };
}

/** A watched site's reading changed something (two good readings, at least one change); undefined otherwise. */
export function websiteChanged(row: SummaryRow, change: WatchedChange, siteUrl: string): WebhookEventInput<'website.changed'> | undefined {
  const { previous, current } = change;
  if (!previous.archetype || !current.archetype || change.changes.length === 0) return undefined;
  return {
    type: 'website.changed',
    data: {
      submission: submissionSummary(row, siteUrl),
      url: change.url,
      previous: readingSummary({ ...previous, archetype: previous.archetype }),
      current: readingSummary({ ...current, archetype: current.archetype }),
      changes: change.changes,
      alignment: alignmentOf({ personal: row.primaryArchetype, company: current.archetype, confidence: current.confidence }).kind,
    },
    submissionId: row.id,
  };
}

export type ErasureReason = WebhookEventData<'submission.erased'>['reason'];

/** The audit log's trigger as receivers read it: the visitor's own delete link is 'visitor'. */
export const erasureReason = (trigger: ErasureTrigger): ErasureReason => (trigger === 'self-service' ? 'visitor' : trigger);

/** No submissionId: the submission is gone, and its deliveries with it. */
export const submissionErased = (submissionId: string, erasedAt: number, reason: ErasureReason): WebhookEventInput<'submission.erased'> => ({
  type: 'submission.erased',
  data: { submissionId, erasedAt: new Date(erasedAt).toISOString(), reason },
});
