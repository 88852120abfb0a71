import type { Phase } from '../quiz/navigation.ts';
import { questionStep, type ClientStep } from './funnel.ts';

/** What the funnel reads of the quiz's state. */
export interface QuizView {
  phase: Phase;
  /** Questions answered so far, main and refinement together. */
  answered: number;
  /** The quiz has been sent (its results are kept, whichever page shows). */
  finished: boolean;
}

/** What this page has counted for the quiz run it shows, so going back and forth never counts a step twice. */
export interface FunnelMemory {
  /** The highest question step counted. */
  answered: number;
  contactShown: boolean;
}

/** No run at all: what a page that finds nothing saved (or a team invite, which starts afresh) begins from. */
export const NO_RUN: QuizView = { phase: 'landing', answered: 0, finished: false };

/** The memory for a quiz restored mid-way: what it shows was counted when it first happened. */
export const memoryFor = (view: QuizView): FunnelMemory => ({
  answered: view.answered,
  contactShown: view.phase === 'contact' || view.phase === 'submitting' || view.phase === 'results',
});

/**
 * A run under way: any step from the intro to the form, or the landing page gone back to with answers kept. A
 * finished quiz is not (its results, or the landing page shown over them), nor the landing page before any answer.
 */
export const inRun = ({ phase, answered, finished }: QuizView): boolean => !finished && (phase === 'landing' ? answered > 0 : phase !== 'results');

/**
 * The funnel steps one change of the quiz's state makes: a run started (from the landing page, a retake, or a page
 * that opens on the intro: ?step=intro, a team invite, a click before the page's script ran), a question answered
 * for the first time in the run, the contact form reached for the first time. A page load is a change too: from
 * the quiz as the last page left it (NO_RUN if none) to the quiz it shows, so a reload or a restored run counts
 * nothing again.
 */
export function stepsOfChange(previous: QuizView, next: QuizView, memory: FunnelMemory): { steps: ClientStep[]; memory: FunnelMemory } {
  const steps: ClientStep[] = [];
  let { answered, contactShown } = memory;
  if (inRun(next) && !inRun(previous)) {
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
