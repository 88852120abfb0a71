import type { ArchetypeName } from '../archetypes/types.ts';

export interface QuestionOption {
  text: string;
  /** Archetype (main questions) or sub-archetype (refinement questions) name → points. Empty for a 0-point option. */
  archetypeScores: Record<string, number>;
}

export interface Question {
  /** Main questions 1–10; refinement questions 101–136. */
  id: number;
  text: string;
  options: QuestionOption[];
}

export interface RefinementSet {
  archetype: ArchetypeName;
  /** Exactly 3; the last is the two-way question (2 points to each of two sub-archetypes per option). */
  questions: Question[];
}

/** One answer as the client sends it: which option (by index) of which question. */
export interface Answer {
  questionId: number;
  optionIndex: number;
}
