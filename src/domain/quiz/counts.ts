/**
 * How many questions the quiz asks: the main ones (main-questions.ts holds them; tests/unit/questions.test.ts keeps the
 * count equal), then the three of the primary's refinement set. A module of its own, so the quiz's navigation knows
 * the counts without the questions, which load with the question step.
 */
export const MAIN_COUNT = 10;
export const REFINEMENT_COUNT = 3;
/** Progress total shown to the visitor: 10 main + 3 refinement. */
export const TOTAL_QUESTIONS = MAIN_COUNT + REFINEMENT_COUNT;
