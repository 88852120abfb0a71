import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { formatStep, stepOf } from '../../domain/quiz/navigation.ts';
import { $quiz, restoreQuiz, retake } from '../../stores/quiz.ts';
import { trackFunnel } from '../../stores/funnel.ts';
import { syncHistory } from '../../stores/quiz-history.ts';
import { ErrorBoundary } from '../ui/ErrorBoundary.tsx';
import { Toaster } from '../ui/Toaster.tsx';
import { ContactForm } from './ContactForm.tsx';
import { Intro } from './Intro.tsx';
import { Landing } from './Landing.tsx';
import { QuestionStep } from './QuestionStep.tsx';
import { Submitting } from './Submitting.tsx';
import { Spinner } from '../ui/Spinner.tsx';

// The report and the archetype content load only when results are shown, keeping the quiz itself light.
const QuizResultsStep = lazy(() => import('./QuizResultsStep.tsx'));

interface Props {
  /** Inside another site's iframe (/embed): the source is the embedding site. */
  embedded?: boolean;
}

/** The whole quiz on / (and /embed): one island, state in the $quiz store, progress kept across reloads. */
export default function QuizApp({ embedded = false }: Props) {
  const state = useStore($quiz);
  const [restored, setRestored] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const stepKey = `${state.phase}:${formatStep(stepOf(state))}`;
  const previousKey = useRef<string | null>(null);

  useEffect(() => {
    restoreQuiz();
    const stopHistory = syncHistory();
    const stopFunnel = trackFunnel(embedded);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- localStorage is read after hydration, so server and client render the same first frame
    setRestored(true);
    return () => {
      stopHistory();
      stopFunnel();
    };
  }, [embedded]);

  // The page's landing-only sections (How it works, the archetype grid) hide while the quiz or the results show.
  // Before hydration the inline script in index.astro sets the same mark from the saved progress.
  const onLanding = state.phase === 'landing';
  useEffect(() => {
    if (restored) document.documentElement.toggleAttribute('data-quiz-active', !onLanding);
  }, [onLanding, restored]);

  // Each new step takes focus at its heading, so keyboard and screen-reader users land on it.
  useEffect(() => {
    if (!restored) return;
    if (previousKey.current !== null && previousKey.current !== stepKey) {
      root.current?.querySelector<HTMLElement>('[data-step-heading]')?.focus();
    }
    previousKey.current = stepKey;
  }, [stepKey, restored]);

  return (
    <ErrorBoundary onReset={retake} resetLabel="Start the quiz again">
      <div ref={root} className="quiz" data-phase={state.phase} data-ready={restored ? 'true' : undefined}>
        {!restored && (
          <p className="card quiz__resuming">
            <Spinner /> Loading your quiz…
          </p>
        )}
        {state.phase === 'landing' && <Landing />}
        {state.phase === 'intro' && <Intro />}
        {(state.phase === 'main' || state.phase === 'refinement') && <QuestionStep />}
        {state.phase === 'contact' && <ContactForm />}
        {state.phase === 'submitting' && <Submitting />}
        {state.phase === 'results' && state.submission && (
          <Suspense fallback={<Spinner label="Loading your results" />}>
            <QuizResultsStep submission={state.submission} />
          </Suspense>
        )}
        <Toaster />
      </div>
    </ErrorBoundary>
  );
}
