import type { ArchetypeName } from '../archetypes/types.ts';
import { MAIN_QUESTIONS } from './main-questions.ts';
import { primaryFrom } from './scoring.ts';
import type { Answer, Question, QuestionOption } from './types.ts';

export interface ResolvedAnswer {
  question: Question;
  option: QuestionOption;
}

/** The primary archetype after the main phase, from main answers given as (question, option index). */
export function primaryAfterMain(answers: readonly Answer[]): ArchetypeName {
  return primaryFrom(pick(MAIN_QUESTIONS, answers).map((a) => a.option));
}

/** Answers matched to their questions, in the order the questions are asked. */
export function pick(questions: readonly Question[], answers: readonly Answer[]): ResolvedAnswer[] {
  const out: ResolvedAnswer[] = [];
  for (const question of questions) {
    const answer = answers.find((a) => a.questionId === question.id);
    const option = answer && question.options[answer.optionIndex];
    if (option) out.push({ question, option });
  }
  return out;
}
