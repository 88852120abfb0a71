import { useStore } from '@nanostores/react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { formatStep, stepOf } from '../../domain/quiz/navigation.ts';
import { $quiz, restoreQuiz, retake } from '../../stores/quiz.ts';
import { trackFunnel } from '../../stores/funnel.ts';
import { syncHistory } from '../../stores/quiz-history.ts';
import { ErrorBoundary } from '../ui/ErrorBoundary.tsx';
import { preloadable } from '../ui/preloadable.ts';
import { Toaster } from '../ui/Toaster.tsx';
import { Intro } from './Intro.tsx';
import { Landing } from './Landing.tsx';
import { Spinner } from '../ui/Spinner.tsx';

// The landing view and the intro come with the page. The questions, and the steps after them (the contact form with
// the submission and the team join, then "building your profile"), load once the visitor starts: while they read the
// intro and answer. The report and the archetype content load when results are shown. Visitors who only look at the
// landing page load none of it.
const QuestionStep = preloadable(() => import('./QuestionStep.tsx').then((m) => m.QuestionStep));
const loadClosingSteps = () => import('./closing-steps.ts');
const ContactForm = preloadable(() => loadClosingSteps().then((m) => m.ContactForm));
const Submitting = preloadable(() => loadClosingSteps().then((m) => m.Submitting));
const QuizResultsStep = lazy(() => import('./QuizResultsStep.tsx'));

interface Props {
  /** Inside another site's iframe (/embed): the source is the embedding site. */
  embedded?: boolean;
}

/** Calls onShown once its Suspense boundary shows the content beside it (the code it waited for has loaded). */
function Shown({ onShown }: { onShown: () => void }) {
  useEffect(onShown, [onShown]);
  return null;
}

/** The whole quiz on / (and /embed): one island, state in the $quiz store, progress kept across reloads. */
export default function QuizApp({ embedded = false }: Props) {
  const state = useStore($quiz);
  const [restored, setRestored] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const stepKey = `${state.phase}:${formatStep(stepOf(state))}`;
  const previousKey = useRef<string | null>(null);
  /** A new step whose code was still loading when it was reached: it takes focus once it shows. */
  const focusPending = useRef(false);

  useEffect(() => {
    const left = restoreQuiz();
    const stopHistory = syncHistory();
    const stopFunnel = trackFunnel(embedded, left);
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

  // Once the quiz is under way, its steps load in the background (a failure is tried again when they are shown).
  useEffect(() => {
    if (restored && !onLanding) Promise.all([QuestionStep.preload(), ContactForm.preload(), Submitting.preload()]).catch(() => {});
  }, [onLanding, restored]);

  /** Focuses the step's heading; false when the step is not there yet (its code is loading). */
  const focusStep = useCallback(() => {
    const heading = root.current?.querySelector<HTMLElement>('[data-step-heading]');
    heading?.focus();
    return Boolean(heading);
  }, []);

  // Each new step takes focus at its heading, so keyboard and screen-reader users land on it.
  useEffect(() => {
    if (!restored) return;
    if (previousKey.current !== null && previousKey.current !== stepKey) focusPending.current = !focusStep();
    previousKey.current = stepKey;
  }, [stepKey, restored, focusStep]);

  const onStepShown = useCallback(() => {
    if (focusPending.current) focusPending.current = !focusStep();
  }, [focusStep]);

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
        {(state.phase === 'main' || state.phase === 'refinement') && (
          <Suspense fallback={<Spinner label="Preparing your next question" />}>
            <QuestionStep.Component />
            <Shown onShown={onStepShown} />
          </Suspense>
        )}
        {state.phase === 'contact' && (
          <Suspense fallback={<Spinner label="Loading the next step" />}>
            <ContactForm.Component />
            <Shown onShown={onStepShown} />
          </Suspense>
        )}
        {state.phase === 'submitting' && (
          <Suspense fallback={<Spinner label="Building your profile" />}>
            <Submitting.Component />
            <Shown onShown={onStepShown} />
          </Suspense>
        )}
        {state.phase === 'results' && state.submission && (
          <Suspense
            fallback={
              <div className="quiz__results-loading">
                <Spinner label="Loading your results" />
              </div>
            }
          >
            <QuizResultsStep submission={state.submission} />
          </Suspense>
        )}
        <Toaster />
      </div>
    </ErrorBoundary>
  );
}
