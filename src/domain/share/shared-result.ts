import type { CompetitorAnalysis } from '../competitors/types.ts';
import type { ArchetypeScores } from '../quiz/results.ts';

/**
 * What a public result page shows: the visitor's archetypes and scores (for the wheel), and the company's archetype
 * and its competitor comparison only when the visitor chose to include the company. Deliberately no email, company
 * name or ids.
 */
export interface SharedResult {
  primary: string;
  subArchetype: string;
  scores: ArchetypeScores;
  companyArchetype: string | null;
  /** The website reading's confidence, 0 to 1; null when not included or not recorded. */
  companyConfidence: number | null;
  /** Oldest first; empty unless the company is included. */
  competitors: CompetitorAnalysis[];
}
