import { subArchetypeNames } from '../archetypes/index.ts';
import { pick, type ResolvedAnswer } from './answers.ts';
import { MAIN_QUESTIONS, refinementQuestionsFor } from './questions.ts';
import type { QuizResults } from './results.ts';
import { computeResults, primaryFrom } from './scoring.ts';
import type { Answer, Question } from './types.ts';

export type Resolution = { ok: true; answers: ResolvedAnswer[]; results: QuizResults } | { ok: false; error: string };

/**
 * Checks a full set of answers the way the server must before storing it:
 * every main question once, then exactly the three refinement questions of the
 * primary those answers produce, each with an existing option. Answers are
 * scored in the order the questions are asked, whatever order they arrive in.
 */
export function resolveAnswers(answers: readonly Answer[]): Resolution {
  const seen = new Set<number>();
  for (const a of answers) {
    if (seen.has(a.questionId)) return { ok: false, error: `Question ${a.questionId} is answered more than once.` };
    seen.add(a.questionId);
  }
  const main = answers.filter((a) => a.questionId < 100);
  const missing = MAIN_QUESTIONS.filter((q) => !seen.has(q.id)).map((q) => q.id);
  if (missing.length > 0) return { ok: false, error: `Missing answers to questions ${missing.join(', ')}.` };
  const unknownMain = main.find((a) => !MAIN_QUESTIONS.some((q) => q.id === a.questionId));
  if (unknownMain) return { ok: false, error: `Question ${unknownMain.questionId} does not exist.` };
  const badMain = firstBadOption(MAIN_QUESTIONS, main);
  if (badMain) return { ok: false, error: badMain };

  const mainResolved = pick(MAIN_QUESTIONS, main);
  const primary = primaryFrom(mainResolved.map((a) => a.option));
  const refinement = refinementQuestionsFor(primary);
  const extra = answers.filter((a) => a.questionId >= 100);
  const stray = extra.find((a) => !refinement.some((q) => q.id === a.questionId));
  if (stray) return { ok: false, error: `Question ${stray.questionId} is not a refinement question for ${primary}.` };
  if (extra.length !== refinement.length) {
    return { ok: false, error: `Expected ${refinement.length} refinement answers for ${primary}, got ${extra.length}.` };
  }
  const badRefinement = firstBadOption(refinement, extra);
  if (badRefinement) return { ok: false, error: badRefinement };

  const refinementResolved = pick(refinement, extra);
  const results = computeResults(
    mainResolved.map((a) => a.option),
    refinementResolved.map((a) => a.option),
    subArchetypeNames,
  );
  return { ok: true, answers: [...mainResolved, ...refinementResolved], results };
}

function firstBadOption(questions: readonly Question[], answers: readonly Answer[]): string | undefined {
  for (const a of answers) {
    const q = questions.find((x) => x.id === a.questionId);
    if (q && !q.options[a.optionIndex]) return `Question ${a.questionId} has no option ${a.optionIndex}.`;
  }
  return undefined;
}
