import { memoryFor, stepsOfChange, type QuizView } from '../domain/analytics/quiz-steps.ts';
import { createBeacon } from '../lib/beacon.ts';
import { $quiz, type QuizState } from './quiz.ts';
import { visitSource } from './visit-source.ts';

const viewOf = (s: QuizState): QuizView => ({ phase: s.phase, answered: s.mainAnswers.length + s.refinementAnswers.length });

/**
 * The funnel's beacon (funnel.ts loads it once the quiz has started counting): the landing view, then the steps of
 * each change, first those of the states `kept` since the count started (the first of them is the quiz as it was
 * restored), then those of every change from now on. Returns the stop, which sends what waits.
 */
export function startFunnel(embedded: boolean, kept: readonly QuizState[]): () => void {
  visitSource(embedded);
  const beacon = createBeacon(() => visitSource(embedded));
  beacon.track('landing_view');
  let previous = viewOf(kept[0] ?? $quiz.get());
  let memory = memoryFor(previous);
  const count = (state: QuizState) => {
    const next = viewOf(state);
    const change = stepsOfChange(previous, next, memory);
    change.steps.forEach((step) => beacon.track(step));
    previous = next;
    memory = change.memory;
  };
  kept.slice(1).forEach(count);
  const stopListening = $quiz.listen(count);
  return () => {
    stopListening();
    beacon.stop();
  };
}
