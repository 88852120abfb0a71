import type { QuizSubmissionRow } from '../../../db/schema.ts';
import { describeReadings } from '../../../src/domain/analysis-readings.ts';
import { alignmentOf, type AlignmentWords } from '../../../src/domain/alignment.ts';
import { getArchetype, slugify } from '../../../src/domain/archetypes/index.ts';
import type { Archetype } from '../../../src/domain/archetypes/types.ts';
import type { CompetitorAnalysis } from '../../../src/domain/competitors/types.ts';
import { secondaryArchetype } from '../../../src/domain/wheel.ts';
import { comparisonReport, type ComparisonReport } from './comparison.ts';

/** Everything a report email shows, read from the stored submission only. */
export interface ReportModel {
  email: string;
  company: string | null;
  companyUrl: string | null;
  archetype: Archetype;
  subArchetype: string;
  subArchetypeDescription?: string;
  /** Runner-up of the main scores, for the wheel. */
  secondary?: string;
  companyAnalysis?: CompanyReport;
  /** The competitors stored with the submission and where the company stands among them; absent when none are. */
  comparison?: ComparisonReport;
  links: { archetypePage: string; quiz: string };
  /** The "Delete my data" link and the day it stops working ("December 24, 2026"). */
  deleteData?: { url: string; until: string };
}

export interface DeleteLink {
  url: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

const LONG_DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

export interface CompanyReport {
  archetype: Archetype;
  subArchetype?: string;
  /** Whole percent, or undefined when not recorded. */
  confidencePercent?: number;
  /** When the evidence is thin or split, one plain line: that it is, and the other readings the copy supports. */
  readingsLine?: string;
  reasoning?: string;
  keyIndicators: string[];
  /** The alignment line with the visitor's own archetype (none stated as fact when the reading is too uncertain). */
  alignment: AlignmentWords;
}

export type ReportSubmission = Pick<
  QuizSubmissionRow,
  | 'email'
  | 'company'
  | 'companyUrl'
  | 'primaryArchetype'
  | 'secondaryArchetype'
  | 'scores'
  | 'companyArchetype'
  | 'companyArchetypeConfidence'
  | 'companyAnalysis'
>;

export function buildReportModel(
  row: ReportSubmission,
  siteUrl: string,
  competitors: readonly CompetitorAnalysis[] = [],
  deleteLink?: DeleteLink,
): ReportModel {
  const archetype = getArchetype(row.primaryArchetype);
  const site = siteUrl.replace(/\/+$/, '');
  const companyAnalysis = companyReport(row, archetype);
  return {
    email: row.email,
    company: row.company,
    companyUrl: row.companyUrl,
    archetype,
    subArchetype: row.secondaryArchetype,
    subArchetypeDescription: archetype.subArchetypes.find((s) => s.name === row.secondaryArchetype)?.description,
    secondary: secondaryArchetype(row.scores ?? {}, archetype.name),
    companyAnalysis,
    comparison: comparisonReport(companyAnalysis ? { url: row.companyUrl, archetype: companyAnalysis.archetype.name } : null, competitors),
    links: { archetypePage: `${site}/${encodeURIComponent(slugify(archetype.name))}`, quiz: `${site}/` },
    deleteData: deleteLink && { url: deleteLink.url, until: LONG_DATE.format(deleteLink.expiresAt) },
  };
}

/** The company section, when the website analysis has stored an archetype; the JSON is read defensively. */
function companyReport(row: ReportSubmission, personal: Archetype): CompanyReport | undefined {
  const analysis = (row.companyAnalysis ?? {}) as Partial<Record<string, unknown>>;
  const name = row.companyArchetype ?? (typeof analysis.archetype === 'string' ? analysis.archetype : undefined);
  if (!name) return undefined;
  const archetype = getArchetype(name);
  const confidence = row.companyArchetypeConfidence ?? (typeof analysis.confidence === 'number' ? analysis.confidence : undefined);
  return {
    archetype,
    subArchetype: typeof analysis.subArchetype === 'string' && analysis.subArchetype ? analysis.subArchetype : undefined,
    confidencePercent: confidence === undefined || !Number.isFinite(confidence) ? undefined : Math.round(confidence * 100),
    readingsLine:
      confidence === undefined || !Number.isFinite(confidence)
        ? undefined
        : describeReadings({ archetype: archetype.name, confidence, readings: analysis.readings })?.summary || undefined,
    reasoning: typeof analysis.reasoning === 'string' && analysis.reasoning ? analysis.reasoning : undefined,
    keyIndicators: Array.isArray(analysis.keyIndicators) ? analysis.keyIndicators.filter((k): k is string => typeof k === 'string').slice(0, 12) : [],
    alignment: alignmentOf({ personal: personal.name, company: archetype.name, confidence }),
  };
}

/** One line, no control characters: the subject is a header. */
export function reportSubject(model: ReportModel): string {
  return `Your Brand Archetype Report: ${model.archetype.name} (${model.subArchetype})`.replace(/[\u0000-\u001f\u007f]+/g, ' ').slice(0, 200);
}
