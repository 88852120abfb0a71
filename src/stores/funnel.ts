import { $quiz, type QuizState } from './quiz.ts';

let embeddedQuiz = false;

/** Whether this page's quiz is the one inside another site's frame (/embed), as QuizApp said when it started counting. */
export const quizIsEmbedded = () => embeddedQuiz;

/**
 * Counts this page's funnel steps: the landing view now, then each step the visitor's changes make. Call after
 * the saved quiz is restored, with the quiz as the last page `left` it (restoreQuiz's answer), so what this page
 * opens on counts only what is new (a run started by ?step=intro or a team invite, not a reload). Returns the
 * unsubscribe.
 *
 * Only the quiz's states are kept here, from this moment on: the beacon, the step rules and the visit's source load
 * a moment later (funnel-beacon.ts) and go through the states kept meanwhile, so nothing the visitor did is lost.
 * Stopped before they have loaded, they still send what was kept.
 */
export function trackFunnel(embedded: boolean, left: QuizState | null): () => void {
  embeddedQuiz = embedded;
  const kept: QuizState[] = [$quiz.get()];
  let stopKeeping: (() => void) | null = $quiz.listen((state) => void kept.push(state));
  const keepNoMore = () => {
    stopKeeping?.();
    stopKeeping = null;
  };
  let stop = keepNoMore;
  let stopped = false;
  import('./funnel-beacon.ts')
    .then(({ startFunnel }) => {
      keepNoMore();
      const stopBeacon = startFunnel(embedded, left, kept);
      if (stopped) stopBeacon();
      else stop = stopBeacon;
    })
    .catch(keepNoMore);
  return () => {
    stopped = true;
    stop();
  };
}
