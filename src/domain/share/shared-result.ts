import type { ArchetypeScores } from '../quiz/results.ts';

/**
 * What a public result page shows: the visitor's archetypes and scores (for the wheel), and the company's archetype
 * only when the visitor chose to include it. Deliberately no email, company name or ids.
 */
export interface SharedResult {
  primary: string;
  subArchetype: string;
  scores: ArchetypeScores;
  companyArchetype: string | null;
}
