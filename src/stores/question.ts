import { computed } from 'nanostores';
import { MAIN_QUESTIONS } from '../domain/quiz/main-questions.ts';
import { cursorOf, progressOf } from '../domain/quiz/navigation.ts';
import { recordAnswer } from '../domain/quiz/record-answer.ts';
import { AFTER_LAST_REFINEMENT_MS, ANSWER_DELAY_MS } from '../domain/quiz/timing.ts';
import type { Question } from '../domain/quiz/types.ts';
import { $answering, $quiz, $refinement, ensureRefinement, updateQuiz } from './quiz.ts';
import { toast } from './toasts.ts';

// The question on screen and answering it: the question step's store, loaded with it (and with the main questions)
// once the visitor starts the quiz. Everything else about the quiz's state is in quiz.ts, which comes with the page.

export const $currentQuestion = computed([$quiz, $refinement], (s, refinement): Question | undefined => {
  if (s.phase === 'main') return MAIN_QUESTIONS[cursorOf(s)];
  if (s.phase === 'refinement' && refinement?.primary === s.primary) return refinement.questions[cursorOf(s)];
  return undefined;
});

/** The option chosen earlier for the question shown, when the visitor came back to it. */
export const $chosenOption = computed($quiz, (s): number | undefined => {
  const answers = s.phase === 'main' ? s.mainAnswers : s.phase === 'refinement' ? s.refinementAnswers : [];
  return answers[cursorOf(s)]?.optionIndex;
});

export const $progress = computed($quiz, progressOf);

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Records an answer after the spec's 300 ms spinner, then moves on (refinement after the 10th, form after the 13th). */
export async function answer(optionIndex: number): Promise<void> {
  const question = $currentQuestion.get();
  if (!question || $answering.get()) return;
  $answering.set(true);
  try {
    const s = $quiz.get();
    const next = recordAnswer(s, { questionId: question.id, optionIndex });
    if (next.phase === 'refinement' && s.phase === 'main') {
      try {
        // The primary's questions load while the spinner turns.
        await Promise.all([wait(ANSWER_DELAY_MS), ensureRefinement(next.primary!)]);
      } catch {
        toast('Error', 'Could not load the next question. Please check your connection and try again.', 'destructive');
        return;
      }
      return updateQuiz(next);
    }
    await wait(ANSWER_DELAY_MS);
    if (next.phase !== 'contact') return updateQuiz(next);
    updateQuiz({ refinementAnswers: next.refinementAnswers });
    await wait(AFTER_LAST_REFINEMENT_MS);
    updateQuiz(next);
  } finally {
    $answering.set(false);
  }
}
