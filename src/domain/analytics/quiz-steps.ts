import type { Phase } from '../quiz/navigation.ts';
import { questionStep, type ClientStep } from './funnel.ts';

/** What the funnel reads of the quiz's state. */
export interface QuizView {
  phase: Phase;
  /** Questions answered so far, main and refinement together. */
  answered: number;
}

/** What this page has counted for the quiz run it shows, so going back and forth never counts a step twice. */
export interface FunnelMemory {
  /** The highest question step counted. */
  answered: number;
  contactShown: boolean;
}

/** The memory for a quiz restored mid-way: what it shows was counted when it first happened. */
export const memoryFor = (view: QuizView): FunnelMemory => ({
  answered: view.answered,
  contactShown: view.phase === 'contact' || view.phase === 'submitting' || view.phase === 'results',
});

/**
 * The funnel steps one change of the quiz's state makes: starting a run (from the landing page or a retake), a
 * question answered for the first time in the run, the contact form reached for the first time.
 */
export function stepsOfChange(previous: QuizView, next: QuizView, memory: FunnelMemory): { steps: ClientStep[]; memory: FunnelMemory } {
  const steps: ClientStep[] = [];
  let { answered, contactShown } = memory;
  if (next.phase === 'intro' && (previous.phase === 'landing' || previous.phase === 'results')) {
    steps.push('quiz_started');
    answered = 0;
    contactShown = false;
  }
  for (let n = answered + 1; n <= next.answered; n++) {
    const step = questionStep(n);
    if (step) steps.push(step);
  }
  answered = Math.max(answered, next.answered);
  if (next.phase === 'contact' && !contactShown) {
    steps.push('contact_shown');
    contactShown = true;
  }
  return { steps, memory: { answered, contactShown } };
}
