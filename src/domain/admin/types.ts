import type { CompetitorAnalysis } from '../competitors/types.ts';
import type { CompanyAnalysis, QuizResults } from '../quiz/results.ts';

/** One row of the dashboard table (GET /api/admin/submissions). */
export interface DashboardRow {
  id: string;
  /** ISO 8601. */
  createdAt: string;
  email: string;
  company: string | null;
  companyUrl: string | null;
  primaryArchetype: string;
  /** Holds the sub-archetype, as the spec names it. */
  secondaryArchetype: string;
  companyArchetype: string | null;
  /** 0 to 1. */
  companyArchetypeConfidence: number | null;
}

export interface DashboardPage {
  rows: DashboardRow[];
  total: number;
  page: number;
  pageSize: number;
}

export interface DashboardFilter {
  /** Prefix of the email, its domain, or the company name; case-insensitive. */
  q: string;
  /** A primary archetype name, or '' for all. */
  archetype: string;
}

export interface DashboardStats {
  totalSubmissions: number;
  uniqueEmails: number;
  withCompanyAnalysis: number;
}

export interface StoredAnswer {
  questionId: number;
  questionText: string;
  selectedOptionText: string;
}

/** One stored submission as the report page shows it (GET /api/admin/submissions/:id). */
/** Where a lead came from, as stored with its submission (src/domain/analytics/source.ts). */
export interface SubmissionSource {
  /** The label reports group by: the embed's name or host, utm_source, the referring host, or "direct". */
  label: string;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  referrerHost: string | null;
  /** The origin of the site that embedded the quiz. */
  embedOrigin: string | null;
}

export interface SubmissionReport {
  id: string;
  createdAt: string;
  email: string;
  company: string | null;
  companyUrl: string | null;
  source: SubmissionSource;
  results: QuizResults;
  companyAnalysis: CompanyAnalysis | null;
  /** The competitor websites compared with the company, oldest first (empty when none were added). */
  competitors: Array<CompetitorAnalysis & { id: string }>;
  answers: StoredAnswer[];
}

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;
