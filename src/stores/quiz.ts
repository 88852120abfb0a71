import { atom } from 'nanostores';
import { isArchetypeName, type ArchetypeName } from '../domain/archetypes/types.ts';
import { clampStep, positionFor, stepOf, type Phase, type Step } from '../domain/quiz/navigation.ts';
import { loadRefinementQuestions } from '../domain/quiz/refinements/load.ts';
import type { CompanyAnalysis, QuizResults } from '../domain/quiz/results.ts';
import type { Answer, Question } from '../domain/quiz/types.ts';
import { persist } from './persist.ts';
import { QUIZ_STORAGE_KEY } from './quiz-storage-key.ts';
import { claimNewInvite } from './pending-invite.ts';
import { toast } from './toasts.ts';

export interface Contact {
  email: string;
  company: string;
  includeWebsite: boolean;
  companyUrl: string;
}

/** What the server returned for the stored submission. */
export interface Submission {
  id: string;
  accessToken: string;
  results: QuizResults;
  companyAnalysis: CompanyAnalysis | null;
}

/** The Idempotency-Key of the request last sent, bound to its body: a retry reuses it, an edited form gets a new one. */
export interface SubmitAttempt {
  key: string;
  body: string;
}

export interface QuizState {
  phase: Phase;
  /** Index of the question shown within its phase (see domain/quiz/navigation.ts). */
  cursor?: number;
  mainAnswers: Answer[];
  refinementAnswers: Answer[];
  /** Set once the main phase is done. */
  primary: ArchetypeName | null;
  contact: Contact;
  submission: Submission | null;
  attempt?: SubmitAttempt | null;
}

const EMPTY_CONTACT: Contact = { email: '', company: '', includeWebsite: true, companyUrl: '' };

const initial: QuizState = {
  phase: 'landing',
  cursor: 0,
  mainAnswers: [],
  refinementAnswers: [],
  primary: null,
  contact: EMPTY_CONTACT,
  submission: null,
  attempt: null,
};

export const $quiz = atom<QuizState>(initial);
/** True for the 300 ms spinner after an answer; not persisted. */
export const $answering = atom(false);

export const STORAGE_KEY = QUIZ_STORAGE_KEY;

function isQuizState(v: unknown): v is QuizState {
  const s = v as QuizState;
  return (
    typeof s === 'object' &&
    s !== null &&
    typeof s.phase === 'string' &&
    (s.cursor === undefined || Number.isInteger(s.cursor)) &&
    Array.isArray(s.mainAnswers) &&
    Array.isArray(s.refinementAnswers) &&
    (s.primary === null || isArchetypeName(s.primary)) &&
    typeof s.contact === 'object'
  );
}

/** The refinement questions of the current primary, loaded on demand (not persisted). */
export const $refinement = atom<{ primary: ArchetypeName; questions: readonly Question[] } | null>(null);

/** Loads the primary's refinement questions into $refinement (one chunk per set), unless they are there already. */
export async function ensureRefinement(primary: ArchetypeName): Promise<void> {
  if ($refinement.get()?.primary === primary) return;
  $refinement.set({ primary, questions: await loadRefinementQuestions(primary) });
}

/**
 * Restores saved progress; a reload mid-submit goes back to the form (nothing was confirmed yet). Returns the quiz as
 * the last page left it (for the funnel), null when this page starts afresh for a team invite.
 */
export function restoreQuiz(): QuizState | null {
  persist($quiz, STORAGE_KEY, isQuizState);
  // Arriving from a team invite: a fresh quiz at the intro, the team's company filled in (its website is the team's).
  const invite = claimNewInvite();
  if (invite) {
    $quiz.set({ ...initial, phase: 'intro', contact: { ...EMPTY_CONTACT, company: invite.company ?? '', includeWebsite: false } });
    return null;
  }
  const s = $quiz.get();
  if (s.phase === 'submitting') $quiz.set({ ...s, phase: 'contact' });
  if (s.phase === 'results' && !s.submission) $quiz.set(initial);
  if (s.phase === 'refinement' && s.primary) ensureRefinement(s.primary).catch(() => $quiz.set({ ...initial, phase: 'intro' }));
  return s;
}

/** Sets part of the quiz's state (for the stores that move it on: this one and the question step's, question.ts). */
export const updateQuiz = (patch: Partial<QuizState>) => $quiz.set({ ...$quiz.get(), ...patch });

/** From the landing page; a finished quiz starts over. */
export const startQuiz = () => ($quiz.get().submission ? retake() : updateQuiz({ phase: 'intro' }));
export const beginAssessment = () => updateQuiz({ phase: 'main', cursor: 0 });

/** Shows `step` (from Previous, Back or Forward) if the answers allow it, else the furthest step they allow. */
export async function goTo(requested: Step): Promise<void> {
  const s = $quiz.get();
  const step = clampStep(s, requested);
  // While the answers are on their way, Back waits: the results replace the form anyway.
  if (s.phase === 'submitting' || step === stepOf(s)) return;
  const position = positionFor(step);
  if (position.phase === 'refinement' && s.primary) {
    try {
      await ensureRefinement(s.primary);
    } catch {
      toast('Error', 'Could not load the next question. Please check your connection and try again.', 'destructive');
      return;
    }
  }
  updateQuiz(position);
}

export const saveContact = (contact: Contact) => updateQuiz({ contact });

/** Back to the intro with everything cleared. */
export const retake = () => $quiz.set({ ...initial, phase: 'intro' });

export const allAnswers = (s: QuizState): Answer[] => [...s.mainAnswers, ...s.refinementAnswers];
export const setPhase = (phase: Phase) => updateQuiz({ phase });
export const setSubmission = (submission: Submission) => updateQuiz({ submission });

/** The Idempotency-Key for sending `body`: the same as last time for the same body, else a fresh UUID. */
export function attemptKeyFor(body: string): string {
  const previous = $quiz.get().attempt;
  if (previous?.body === body) return previous.key;
  const key = uuidV4();
  updateQuiz({ attempt: { key, body } });
  return key;
}

/** crypto.randomUUID exists only in secure contexts; a quiz opened over plain http on a LAN address still works. */
function uuidV4(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
