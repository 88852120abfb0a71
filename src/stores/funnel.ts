import { memoryFor, stepsOfChange, type QuizView } from '../domain/analytics/quiz-steps.ts';
import { createBeacon } from '../lib/beacon.ts';
import { $quiz, type QuizState } from './quiz.ts';
import { $visitSource, captureVisitSource } from './visit-source.ts';

const viewOf = (s: QuizState): QuizView => ({ phase: s.phase, answered: s.mainAnswers.length + s.refinementAnswers.length });

/**
 * Counts this page's funnel steps: the landing view now, then each step the visitor's changes make. Call after
 * the saved quiz is restored, so restoring is not mistaken for progress. Returns the unsubscribe.
 */
export function trackFunnel(embedded: boolean): () => void {
  captureVisitSource(embedded);
  const beacon = createBeacon(() => $visitSource.get());
  beacon.track('landing_view');
  let previous = viewOf($quiz.get());
  let memory = memoryFor(previous);
  const stopListening = $quiz.listen((state) => {
    const next = viewOf(state);
    const change = stepsOfChange(previous, next, memory);
    change.steps.forEach((step) => beacon.track(step));
    previous = next;
    memory = change.memory;
  });
  return () => {
    stopListening();
    beacon.stop();
  };
}
