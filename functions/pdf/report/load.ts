import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import type { QuizSubmissionRow } from '../../../db/schema.ts';
import { teamMembers } from '../../../db/team-schema.ts';
import { BRAND_BOOK_URL } from '../../../src/config.ts';
import { slugify } from '../../../src/domain/archetypes/index.ts';
import { ARCHETYPE_NAMES, isArchetypeName, type ArchetypeName } from '../../../src/domain/archetypes/types.ts';
import type { ArchetypeScores } from '../../../src/domain/quiz/results.ts';
import { paletteOf, readCompanyAnalysis } from '../../../src/domain/report/company.ts';
import { reportDate, type Paper } from '../../../src/domain/report/paper.ts';
import { guideSubject, voiceGuide } from '../../../src/domain/voice/guide.ts';
import { readHeadline } from '../../../src/domain/voice/headline.ts';
import { secondaryArchetype } from '../../../src/domain/wheel.ts';
import { listCompetitors } from '../../competitors/service.ts';
import { teamView } from '../../teams/service.ts';
import type { PdfReportModel } from './model.ts';

export interface LoadPdfReportOptions {
  siteUrl: string;
  paper: Paper;
  /** The cover's date comes from this clock (the app's injected one). */
  now: () => number;
}

/**
 * Everything the PDF shows, from the stored submission and what is stored with it (its comparison, its team),
 * never from the request. Stored JSON is read defensively: an unknown archetype means no company analysis.
 */
export async function loadPdfReportModel(
  db: Database,
  submission: QuizSubmissionRow,
  { siteUrl, paper, now }: LoadPdfReportOptions,
): Promise<PdfReportModel> {
  const primary = submission.primaryArchetype;
  // The server scored it from the archetype list; anything else is a broken row, not a report.
  if (!isArchetypeName(primary)) throw new Error(`Submission ${submission.id} has no known archetype.`);
  const [competitors, team] = await Promise.all([listCompetitors(db, submission.id), teamOf(db, submission.id)]);
  const scores = scoresOf(submission.scores);
  const companyAnalysis = readCompanyAnalysis(submission);
  const headline = companyAnalysis?.headline ? readHeadline(companyAnalysis.headline) : null;
  const site = siteUrl.replace(/\/+$/, '');
  const secondary = secondaryArchetype(scores, primary);
  const generatedAt = now();
  return {
    paper,
    date: reportDate(generatedAt, paper),
    generatedAt,
    company: submission.company,
    companyUrl: submission.companyUrl,
    primary,
    subArchetype: submission.secondaryArchetype,
    ...(secondary ? { secondary } : {}),
    companyAnalysis,
    competitors: competitors.slice(0, 3).map(({ url, host, archetype, subArchetype, confidence, palette, voice }) => ({
      url,
      host,
      archetype,
      subArchetype,
      confidence,
      palette: paletteOf(palette).slice(0, 3),
      voice,
    })),
    team,
    voiceGuide: voiceGuide(primary, guideSubject(headline, companyAnalysis?.brandKeywords)),
    links: { archetypePage: `${site}/${encodeURIComponent(slugify(primary))}`, brandBook: BRAND_BOOK_URL, quiz: `${site}/` },
  };
}

/** Only the twelve archetypes' finite points: the wheel draws them. */
function scoresOf(stored: unknown): ArchetypeScores {
  const scores: ArchetypeScores = {};
  if (typeof stored !== 'object' || stored === null) return scores;
  for (const name of ARCHETYPE_NAMES) {
    const points = (stored as Partial<Record<ArchetypeName, unknown>>)[name];
    if (typeof points === 'number' && Number.isFinite(points)) scores[name] = points;
  }
  return scores;
}

/** The team this result belongs to (as owner or member), with its members' names and archetypes; never an email. */
async function teamOf(db: Database, submissionId: string): Promise<PdfReportModel['team']> {
  const [membership] = await db.select({ teamId: teamMembers.teamId }).from(teamMembers).where(eq(teamMembers.submissionId, submissionId));
  const team = membership && (await teamView(db, membership.teamId));
  if (!team) return null;
  return { name: team.name, members: team.members.map(({ name, primary, isOwner }) => ({ name, primary, isOwner })) };
}
