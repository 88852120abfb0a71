import { memoryFor, NO_RUN, stepsOfChange, type QuizView } from '../domain/analytics/quiz-steps.ts';
import { createBeacon } from '../lib/beacon.ts';
import { $quiz, type QuizState } from './quiz.ts';
import { visitSource } from './visit-source.ts';

const viewOf = (s: QuizState): QuizView => ({
  phase: s.phase,
  answered: s.mainAnswers.length + s.refinementAnswers.length,
  finished: s.submission !== null,
});

/**
 * The funnel's beacon (funnel.ts loads it once the quiz has started counting): the landing view, then the steps of
 * each change, first those of the states `kept` since the count started (the first of them is the quiz as this page
 * opened it, a change from the quiz the last page `left`: null for none), then those of every change from now on.
 * Returns the stop, which sends what waits.
 */
export function startFunnel(embedded: boolean, left: QuizState | null, kept: readonly QuizState[]): () => void {
  visitSource(embedded);
  const beacon = createBeacon(() => visitSource(embedded));
  beacon.track('landing_view');
  let previous = left ? viewOf(left) : NO_RUN;
  let memory = memoryFor(previous);
  const count = (state: QuizState) => {
    const next = viewOf(state);
    const change = stepsOfChange(previous, next, memory);
    change.steps.forEach((step) => beacon.track(step));
    previous = next;
    memory = change.memory;
  };
  kept.forEach(count);
  const stopListening = $quiz.listen(count);
  return () => {
    stopListening();
    beacon.stop();
  };
}
