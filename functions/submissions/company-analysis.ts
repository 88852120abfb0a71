import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { quizSubmissions, type QuizSubmissionRow } from '../../db/schema.ts';
import type { CompanyAnalysis } from '../../src/domain/quiz/results.ts';
import { paletteOf } from '../../src/domain/report/company.ts';
import type { WebsiteAnalyzer } from '../analysis/service.ts';
import type { WebsiteAnalysis } from '../analysis/types.ts';
import { ownedSubmission } from './service.ts';

/** The part of a website analysis that is stored with a submission (the spec's Company analysis). */
function toCompanyAnalysis(a: WebsiteAnalysis): CompanyAnalysis {
  const stored: CompanyAnalysis = {
    archetype: a.archetype,
    subArchetype: a.subArchetype,
    confidence: a.confidence,
    reasoning: a.reasoning,
    keyIndicators: a.keyIndicators,
    brandKeywords: a.brandKeywords.slice(0, 5),
  };
  if (a.headline) stored.headline = a.headline;
  if (a.primaryCta) stored.primaryCta = a.primaryCta;
  if (a.runnerUp) stored.runnerUp = a.runnerUp;
  if (a.readings?.length) stored.readings = a.readings;
  // The report's swatches: the five most prominent colours, each a #rrggbb hex.
  const palette = paletteOf(a.colorPalette);
  if (palette.length) stored.colorPalette = palette;
  return stored;
}

export interface CompanyAnalysisOutcome {
  companyAnalysis: CompanyAnalysis | null;
  /** True when this call crawled and stored it (false: stored before, or no website). */
  stored: boolean;
  submission: QuizSubmissionRow;
}

/**
 * Analyses the website stored with the submission (never a URL from the request) and stores the
 * company archetype. Idempotent: a second call returns the stored analysis without crawling again.
 */
export async function analyzeSubmissionWebsite(
  db: Database,
  analyzer: WebsiteAnalyzer,
  id: string,
  accessToken: string,
  /** Called just before a crawl (not for cached results), e.g. to apply a rate limit. */
  beforeCrawl: () => Promise<void> | void = () => {},
): Promise<CompanyAnalysisOutcome> {
  const row = await ownedSubmission(db, id, accessToken);
  if (row.companyAnalysis || !row.companyUrl) return { companyAnalysis: row.companyAnalysis, stored: false, submission: row };

  await beforeCrawl();
  const companyAnalysis = toCompanyAnalysis(await analyzer.analyze(row.companyUrl));
  const written = await db
    .update(quizSubmissions)
    .set({
      companyArchetype: companyAnalysis.archetype,
      companyArchetypeConfidence: companyAnalysis.confidence,
      companyAnalysis,
    })
    // A racing call that stored first keeps its analysis, and is the one that announces it (webhook, HubSpot, funnel).
    .where(and(eq(quizSubmissions.id, id), isNull(quizSubmissions.companyAnalysis)));
  return { companyAnalysis, stored: written.rowsAffected > 0, submission: row };
}
