import type { RunnerUp } from '../analysis-call.ts';
import type { AnalysisReading } from '../analysis-readings.ts';
import type { ArchetypeName } from '../archetypes/types.ts';

/** Archetype name → points from the main questions. */
export type ArchetypeScores = Partial<Record<ArchetypeName, number>>;
/** Sub-archetype name → points from the refinement questions. */
export type SubArchetypeScores = Record<string, number>;

/** The spec's Results object. */
export interface QuizResults {
  primary: ArchetypeName;
  subArchetype: string;
  scores: ArchetypeScores;
  subArchetypeScores: SubArchetypeScores;
}

/** The spec's Company analysis, as stored with a submission. */
export interface CompanyAnalysis {
  archetype: string;
  subArchetype?: string;
  /** 0 to 1. */
  confidence: number;
  reasoning: string;
  keyIndicators: string[];
  /** The site's main headline, primary call to action and key terms (for voice rewrites); absent on older rows. */
  headline?: string;
  primaryCta?: string;
  brandKeywords?: string[];
  /** A close second archetype, when there is one. */
  runnerUp?: RunnerUp;
  /** The readings the copy supports, strongest first, with the site's own passages; absent on older rows. */
  readings?: AnalysisReading[];
  /** The site's most prominent colours, most prominent first (at most five); absent on older rows. */
  colorPalette?: { name: string; hex: string }[];
}
