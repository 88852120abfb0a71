import { clampStep, formatStep, orderOf, parseStep, previousStep, stepOf, type Step } from '../domain/quiz/navigation.ts';
import { $answering, $quiz, goTo } from './quiz.ts';

/** What each history entry of the quiz carries: its step, how many quiz entries lie below it, and which step is right below. */
interface Entry {
  quizStep: string;
  depth: number;
  below: string | null;
}

const keyOf = (step: Step) => formatStep(step) ?? 'landing';

function currentEntry(): Entry | null {
  const s = history.state as Partial<Entry> | null;
  return s && typeof s.quizStep === 'string' && typeof s.depth === 'number' ? { quizStep: s.quizStep, depth: s.depth, below: s.below ?? null } : null;
}

function urlFor(step: Step): string {
  const url = new URL(location.href);
  const value = formatStep(step);
  if (value) url.searchParams.set('step', value);
  else url.searchParams.delete('step');
  return url.pathname + url.search + url.hash;
}

const write = (method: 'pushState' | 'replaceState', step: Step, depth: number, below: string | null) =>
  history[method]({ quizStep: keyOf(step), depth, below } satisfies Entry, '', urlFor(step));

function replace(step: Step): void {
  const entry = currentEntry();
  write('replaceState', step, entry?.depth ?? 0, entry?.below ?? null);
}

/** One step back, answers kept: Back in the history when the entry below is that step, so Previous and Back agree. */
export function previous(): void {
  const before = previousStep(stepOf($quiz.get()));
  if (before === null || $answering.get()) return;
  if (currentEntry()?.below === keyOf(before)) history.back();
  else void goTo(before);
}

/**
 * One history entry per step, so Back and Forward move between questions. Every entry sits on the step before it
 * (a resumed quiz gets a landing entry below it), so Back never leaves the site mid-quiz. Once results show, the
 * entries of the finished quiz are dropped: Back from the results goes to the landing page, never into the old form.
 */
export function syncHistory(): () => void {
  let shown = stepOf($quiz.get());
  let fromHistory = true;
  let rewinding = false;

  const settle = () => {
    fromHistory = false;
    shown = stepOf($quiz.get());
    if (currentEntry()?.quizStep !== keyOf(shown)) replace(shown);
  };

  const unlisten = $quiz.listen((state) => {
    const step = stepOf(state);
    if (fromHistory || step === shown) return;
    const from = shown;
    shown = step;
    const entry = currentEntry();
    if (step === 'results') {
      if (!entry?.depth) return replace(step);
      rewinding = true;
      return history.go(-entry.depth);
    }
    if (from !== 'results' && orderOf(step) > orderOf(from)) return write('pushState', step, (entry?.depth ?? 0) + 1, keyOf(from));
    replace(step);
  });

  const onPopState = (event: PopStateEvent) => {
    if (rewinding) {
      rewinding = false;
      write('replaceState', 'landing', 0, null);
      return write('pushState', 'results', 1, 'landing');
    }
    const requested = parseStep((event.state as Partial<Entry> | null)?.quizStep ?? new URLSearchParams(location.search).get('step'));
    fromHistory = true;
    void goTo(requested ?? 'landing').finally(settle);
  };
  window.addEventListener('popstate', onPopState);

  // First load: the step the entry or the address bar names, if the saved answers allow it.
  const entry = currentEntry();
  const requested = parseStep(entry?.quizStep ?? new URLSearchParams(location.search).get('step')) ?? shown;
  void goTo(clampStep($quiz.get(), requested)).finally(() => {
    settle();
    if (entry || shown === 'landing' || shown === 'intro') return;
    write('replaceState', 'landing', 0, null);
    write('pushState', shown, 1, 'landing');
  });

  return () => {
    unlisten();
    window.removeEventListener('popstate', onPopState);
  };
}
