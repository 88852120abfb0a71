import { primaryAfterMain } from './answers.ts';
import { MAIN_COUNT, REFINEMENT_COUNT } from './counts.ts';
import { cursorOf, type Phase, type QuizPosition } from './navigation.ts';
import type { ArchetypeName } from '../archetypes/types.ts';
import type { Answer } from './types.ts';

const replaceAt = (answers: readonly Answer[], index: number, given: Answer) => [...answers.slice(0, index), given, ...answers.slice(index + 1)];

interface AnswerResult {
  phase: Phase;
  cursor: number;
  mainAnswers: Answer[];
  refinementAnswers: Answer[];
  primary: ArchetypeName | null;
}

/**
 * Records an answer to the current question (replacing an earlier one) and moves on. Once all main questions are
 * answered the primary is recomputed, and the refinement answers are dropped when it changed: they belong to the
 * old primary's questions. (Apart from the rest of the navigation in navigation.ts, which the quiz loads with the page:
 * the primary is scored from the main questions, which load with the question step.)
 */
export function recordAnswer(s: QuizPosition, given: Answer): AnswerResult {
  const cursor = cursorOf(s);
  if (s.phase === 'main') {
    const mainAnswers = replaceAt(s.mainAnswers, cursor, given);
    const complete = mainAnswers.length >= MAIN_COUNT;
    const primary = complete ? primaryAfterMain(mainAnswers) : s.primary;
    const refinementAnswers = primary === s.primary ? [...s.refinementAnswers] : [];
    const last = cursor === MAIN_COUNT - 1;
    return { mainAnswers, primary, refinementAnswers, phase: last ? 'refinement' : 'main', cursor: last ? 0 : cursor + 1 };
  }
  const refinementAnswers = replaceAt(s.refinementAnswers, cursor, given);
  const last = cursor === REFINEMENT_COUNT - 1;
  return {
    mainAnswers: [...s.mainAnswers],
    primary: s.primary,
    refinementAnswers,
    phase: last ? 'contact' : 'refinement',
    cursor: last ? 0 : cursor + 1,
  };
}
