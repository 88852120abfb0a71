import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { competitorAnalyses, type CompetitorAnalysisRow } from '../../db/competitor-schema.ts';
import { hubspotSync, type HubspotSyncRow } from '../../db/hubspot-schema.ts';
import { mailOutbox } from '../../db/mail-schema.ts';
import { quizAnswers, type QuizAnswerRow, type QuizSubmissionRow } from '../../db/schema.ts';
import { resultShares } from '../../db/share-schema.ts';
import { teamMembers, teams } from '../../db/team-schema.ts';
import { websiteReadings, websiteWatches, type WebsiteReadingRow, type WebsiteWatchRow } from '../../db/watch-schema.ts';
import { webhookDeliveries, webhookEndpoints } from '../../db/webhook-schema.ts';
import { shareUrl } from '../shares/service.ts';
import { teamPageUrl } from '../teams/service.ts';
import type { DataExport, DataSummary } from './schema.ts';

/** Everything stored about one submission, as read for its owner. The share card PNG is left out: it can be redrawn. */
export interface SubmissionData {
  submission: QuizSubmissionRow;
  answers: QuizAnswerRow[];
  share: { id: string; includeCompany: boolean; createdAt: number } | null;
  competitors: CompetitorAnalysisRow[];
  emails: { kind: string; subject: string; status: string; createdAt: Date; sentAt: Date | null }[];
  crm: Pick<HubspotSyncRow, 'status' | 'syncedAt'> | null;
  team: { id: string; name: string; memberName: string; isOwner: boolean; joinedAt: number } | null;
  webhooks: { event: string; url: string; status: string; createdAt: Date; deliveredAt: Date | null }[];
  /** The website watch (one per submission at most) and every reading of it, oldest first. */
  watch: { watch: WebsiteWatchRow; readings: WebsiteReadingRow[] } | null;
}

export async function collectSubmissionData(db: Database, submission: QuizSubmissionRow): Promise<SubmissionData> {
  const id = submission.id;
  const [answers, shares, competitors, emails, crm, team, webhooks, watch] = await Promise.all([
    db.select().from(quizAnswers).where(eq(quizAnswers.submissionId, id)).orderBy(asc(quizAnswers.id)),
    db
      .select({ id: resultShares.id, includeCompany: resultShares.includeCompany, createdAt: resultShares.createdAt })
      .from(resultShares)
      .where(eq(resultShares.submissionId, id)),
    db.select().from(competitorAnalyses).where(eq(competitorAnalyses.submissionId, id)).orderBy(asc(competitorAnalyses.createdAt)),
    db
      .select({
        kind: mailOutbox.kind,
        subject: mailOutbox.subject,
        status: mailOutbox.status,
        createdAt: mailOutbox.createdAt,
        sentAt: mailOutbox.sentAt,
      })
      .from(mailOutbox)
      .where(eq(mailOutbox.submissionId, id))
      .orderBy(asc(mailOutbox.createdAt)),
    db.select({ status: hubspotSync.status, syncedAt: hubspotSync.syncedAt }).from(hubspotSync).where(eq(hubspotSync.submissionId, id)),
    db
      .select({ id: teams.id, name: teams.name, memberName: teamMembers.name, isOwner: teamMembers.isOwner, joinedAt: teamMembers.joinedAt })
      .from(teamMembers)
      .innerJoin(teams, eq(teams.id, teamMembers.teamId))
      .where(eq(teamMembers.submissionId, id)),
    db
      .select({
        event: webhookDeliveries.eventType,
        url: webhookEndpoints.url,
        status: webhookDeliveries.status,
        createdAt: webhookDeliveries.createdAt,
        deliveredAt: webhookDeliveries.deliveredAt,
      })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(eq(webhookDeliveries.submissionId, id))
      .orderBy(asc(webhookDeliveries.createdAt)),
    watchOf(db, id),
  ]);
  return { submission, answers, share: shares[0] ?? null, competitors, emails, crm: crm[0] ?? null, team: team[0] ?? null, webhooks, watch };
}

async function watchOf(db: Database, submissionId: string): Promise<SubmissionData['watch']> {
  const [watch] = await db.select().from(websiteWatches).where(eq(websiteWatches.submissionId, submissionId));
  if (!watch) return null;
  const readings = await db.select().from(websiteReadings).where(eq(websiteReadings.watchId, watch.id)).orderBy(asc(websiteReadings.readAt));
  return { watch, readings };
}

const iso = (at: Date | number) => new Date(at).toISOString();

/** "jane@example.com" → "j•••@example.com": enough for the owner to recognise, little for anyone else. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
}

/** What the page shows before anything happens. */
export function dataSummary({ submission: s, answers, share, competitors, emails, watch }: SubmissionData, expiresAt: number): DataSummary {
  return {
    email: maskEmail(s.email),
    company: s.company,
    createdAt: iso(s.createdAt),
    archetype: s.primaryArchetype,
    subArchetype: s.secondaryArchetype,
    answers: answers.length,
    shareLink: share !== null,
    comparisons: competitors.length,
    emails: emails.length,
    ...(watch ? { websiteReadings: watch.readings.length } : {}),
    expiresAt: iso(expiresAt),
  };
}

/** The download: every stored field of the submission but its secret's hash, and every row that belongs to it. */
export function dataExport(data: SubmissionData, { siteUrl, now }: { siteUrl: string; now: number }): DataExport {
  const s = data.submission;
  return {
    exportedAt: iso(now),
    about: 'Everything The Brand Company stores about your brand archetype quiz submission.',
    submission: {
      id: s.id,
      email: s.email,
      company: s.company,
      companyUrl: s.companyUrl,
      createdAt: iso(s.createdAt),
      archetype: s.primaryArchetype,
      subArchetype: s.secondaryArchetype,
      scores: s.scores,
      subArchetypeScores: s.subArchetypeScores,
      companyArchetype: s.companyArchetype,
      companyArchetypeConfidence: s.companyArchetypeConfidence,
      companyAnalysis: s.companyAnalysis ?? null,
      source: {
        label: s.source,
        utmSource: s.utmSource,
        utmMedium: s.utmMedium,
        utmCampaign: s.utmCampaign,
        referrerHost: s.referrerHost,
        embedOrigin: s.embedOrigin,
      },
      consent: s.consentVersion && s.consentAt ? { noticeVersion: s.consentVersion, at: iso(s.consentAt) } : null,
    },
    answers: data.answers.map((a) => ({
      questionId: a.questionId,
      question: a.questionText,
      answer: a.selectedOptionText,
      archetypeScores: a.archetypeScores,
    })),
    shareLink: data.share && {
      url: shareUrl(siteUrl, data.share.id),
      includeCompany: data.share.includeCompany,
      createdAt: iso(data.share.createdAt),
    },
    competitors: data.competitors.map((c) => ({
      url: c.url,
      host: c.host,
      archetype: c.archetype,
      subArchetype: c.subArchetype,
      confidence: c.confidence,
      palette: c.palette,
      voice: c.voice,
      createdAt: iso(c.createdAt),
    })),
    emails: data.emails.map((m) => ({
      kind: m.kind,
      subject: m.subject,
      status: m.status,
      createdAt: iso(m.createdAt),
      sentAt: m.sentAt && iso(m.sentAt),
    })),
    crm: data.crm && { status: data.crm.status, syncedAt: data.crm.syncedAt && iso(data.crm.syncedAt) },
    webhooks: data.webhooks.map((w) => ({
      event: w.event,
      recipientHost: new URL(w.url).host,
      status: w.status,
      createdAt: iso(w.createdAt),
      deliveredAt: w.deliveredAt && iso(w.deliveredAt),
    })),
    team: data.team && {
      name: data.team.name,
      url: teamPageUrl(siteUrl, data.team.id),
      memberName: data.team.memberName,
      owner: data.team.isOwner,
      joinedAt: iso(data.team.joinedAt),
    },
    websiteWatch: data.watch && watchExport(data.watch, siteUrl),
  };
}

function watchExport({ watch: w, readings }: NonNullable<SubmissionData['watch']>, siteUrl: string): DataExport['websiteWatch'] {
  const ended = w.status === 'ended' || w.endedAt !== null;
  return {
    url: w.url,
    historyUrl: `${siteUrl.replace(/\/+$/, '')}/w/${w.id}`,
    since: iso(w.consentAt),
    state: ended ? 'ended' : 'active',
    endedAt: w.endedAt === null ? null : iso(w.endedAt),
    endReason: w.endReason,
    readings: readings.map((r) => ({
      readAt: iso(r.readAt),
      error: r.error,
      archetype: r.archetype,
      subArchetype: r.subArchetype,
      confidence: r.confidence,
      runnerUp: r.runnerUp,
      palette: r.palette,
      headline: r.headline,
      primaryCta: r.primaryCta,
      passages: r.passages,
      alignment: r.alignment,
      changes: r.changes,
    })),
  };
}

/** brand-archetype-data-2026-05-01.json: the day of the download (UTC). */
export const exportFilename = (now: number) => `brand-archetype-data-${iso(now).slice(0, 10)}.json`;
