import type { ArchetypeName } from '../archetypes/types.ts';
import { MAIN_COUNT, REFINEMENT_COUNT, TOTAL_QUESTIONS } from './counts.ts';
import type { Answer } from './types.ts';

export type Phase = 'landing' | 'intro' | 'main' | 'refinement' | 'contact' | 'submitting' | 'results';

/** Where the visitor is: a screen, or a question by its number (1–13) as the progress shows it. */
export type Step = 'landing' | 'intro' | number | 'contact' | 'results';

/** The part of the quiz state that decides where the visitor may go. */
export interface QuizPosition {
  phase: Phase;
  /** Index of the question shown within its phase; older saved states lack it (then: the first unanswered). */
  cursor?: number;
  mainAnswers: readonly Answer[];
  refinementAnswers: readonly Answer[];
  primary: ArchetypeName | null;
  submission: unknown;
}

/** The current question's index in its phase; answers are kept past it when the visitor goes back. */
export function cursorOf(s: QuizPosition): number {
  if (s.phase === 'main') return Math.min(s.cursor ?? s.mainAnswers.length, s.mainAnswers.length, MAIN_COUNT - 1);
  if (s.phase === 'refinement') return Math.min(s.cursor ?? s.refinementAnswers.length, s.refinementAnswers.length, REFINEMENT_COUNT - 1);
  return 0;
}

export function stepOf(s: QuizPosition): Step {
  if (s.phase === 'main') return cursorOf(s) + 1;
  if (s.phase === 'refinement') return MAIN_COUNT + cursorOf(s) + 1;
  // Submitting is a moment, not a place: history and Back treat it as the form.
  if (s.phase === 'submitting') return 'contact';
  return s.phase;
}

/** Steps in the order the quiz goes through them. */
export function orderOf(step: Step): number {
  if (typeof step === 'number') return 1 + step;
  return { landing: 0, intro: 1, contact: TOTAL_QUESTIONS + 2, results: TOTAL_QUESTIONS + 3 }[step];
}

/** The furthest step the answers so far allow. */
export function furthestStep(s: QuizPosition): Step {
  if (s.submission) return 'results';
  const mainDone = s.mainAnswers.length >= MAIN_COUNT && s.primary !== null;
  if (!mainDone) return Math.min(s.mainAnswers.length, MAIN_COUNT - 1) + 1;
  if (s.refinementAnswers.length >= REFINEMENT_COUNT) return 'contact';
  return MAIN_COUNT + s.refinementAnswers.length + 1;
}

/** Whether the visitor may be at `step` now. A finished quiz is only its results (and the landing page). */
export function isReachable(s: QuizPosition, step: Step): boolean {
  if (step === 'landing') return true;
  if (s.submission) return step === 'results';
  if (step === 'intro') return true;
  if (step === 'results') return false;
  if (typeof step === 'number' && (!Number.isInteger(step) || step < 1)) return false;
  return orderOf(step) <= orderOf(furthestStep(s));
}

/** A requested step (from the address bar or a history entry) if allowed, else the furthest one allowed. */
export function clampStep(s: QuizPosition, step: Step): Step {
  return isReachable(s, step) ? step : furthestStep(s);
}

/** What Previous and Back lead to; null where the quiz has no step before. */
export function previousStep(step: Step): Step | null {
  if (step === 'landing' || step === 'results') return null;
  if (step === 'intro') return 'landing';
  if (step === 'contact') return TOTAL_QUESTIONS;
  return step === 1 ? 'intro' : step - 1;
}

/** The phase and cursor that show `step`. */
export function positionFor(step: Step): { phase: Phase; cursor: number } {
  if (typeof step !== 'number') return { phase: step, cursor: 0 };
  return step <= MAIN_COUNT ? { phase: 'main', cursor: step - 1 } : { phase: 'refinement', cursor: step - MAIN_COUNT - 1 };
}

/** 1-based question number out of 13 and percent of the questions before this one, rounded. */
export function progressOf(s: QuizPosition) {
  const step = stepOf(s);
  const before = typeof step === 'number' ? step - 1 : 0;
  return { number: before + 1, total: TOTAL_QUESTIONS, percent: Math.round((before / TOTAL_QUESTIONS) * 100) };
}

/** The `?step=` value for a step (none for the landing page) and back. */
export function formatStep(step: Step): string | null {
  return step === 'landing' ? null : String(step);
}

export function parseStep(value: unknown): Step | null {
  if (value === 'landing' || value === 'intro' || value === 'contact' || value === 'results') return value;
  if (typeof value !== 'string' || !/^\d{1,2}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 && n <= TOTAL_QUESTIONS ? n : null;
}
