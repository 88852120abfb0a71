/** The quiz has ten main questions and three refinements; each answered one is a funnel step. */
export const QUESTION_STEP_COUNT = 13;

// Written out so each step is its own literal type (a template type would admit question_14).
const QUESTION_STEPS = [
  'question_1',
  'question_2',
  'question_3',
  'question_4',
  'question_5',
  'question_6',
  'question_7',
  'question_8',
  'question_9',
  'question_10',
  'question_11',
  'question_12',
  'question_13',
] as const;

/** Steps the browser reports (by beacon): what only the page can see. */
export const CLIENT_STEPS = ['landing_view', 'quiz_started', ...QUESTION_STEPS, 'contact_shown'] as const;

/** Steps the server counts when they happen, so a beacon can never claim them. */
export const SERVER_STEPS = ['submitted', 'company_analysis_done', 'report_emailed', 'result_shared'] as const;

/** The funnel in order. */
export const FUNNEL_STEPS = [...CLIENT_STEPS, ...SERVER_STEPS] as const;

export type ClientStep = (typeof CLIENT_STEPS)[number];
export type ServerStep = (typeof SERVER_STEPS)[number];
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

const clientSteps: ReadonlySet<string> = new Set(CLIENT_STEPS);
export const isClientStep = (value: unknown): value is ClientStep => typeof value === 'string' && clientSteps.has(value);

/** The step for answering question n (1-based, in the order the quiz shows them). */
export function questionStep(n: number): ClientStep | undefined {
  return Number.isInteger(n) && n >= 1 && n <= QUESTION_STEP_COUNT ? QUESTION_STEPS[n - 1] : undefined;
}

// A plain literal (no calls), so the quiz's bundle, which never shows labels, leaves it out.
export const STEP_LABELS: Readonly<Record<FunnelStep, string>> = {
  landing_view: 'Landing page viewed',
  quiz_started: 'Quiz started',
  question_1: 'Question 1 answered',
  question_2: 'Question 2 answered',
  question_3: 'Question 3 answered',
  question_4: 'Question 4 answered',
  question_5: 'Question 5 answered',
  question_6: 'Question 6 answered',
  question_7: 'Question 7 answered',
  question_8: 'Question 8 answered',
  question_9: 'Question 9 answered',
  question_10: 'Question 10 answered',
  question_11: 'Question 11 answered',
  question_12: 'Question 12 answered',
  question_13: 'Question 13 answered',
  contact_shown: 'Contact form shown',
  submitted: 'Submitted',
  company_analysis_done: 'Company analysis done',
  report_emailed: 'Report emailed',
  result_shared: 'Result shared',
};

/** The most steps one beacon may carry (a whole quiz is 16, each at most once); the server refuses more. */
export const MAX_EVENTS_PER_BEACON = 32;

/** A page session id as beacons send it (the page makes a random UUID). */
export const PAGE_SESSION_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

export interface FunnelRow {
  step: FunnelStep;
  label: string;
  count: number;
  /** Share of the previous step that reached this one (0–1); null for the first step, after a step of 0, or past it. */
  fromPrevious: number | null;
  /** Share of the first step that reached this one (0–1); null when the first step is 0, or this one counted more. */
  fromStart: number | null;
  /** This step counted more than the step it is measured against (see funnelRows): its share is left out. */
  exceedsPrevious: boolean;
}

/** count of whole, 0–1; null when there is no whole, or the part is larger (no share of it is true). */
const shareOf = (count: number, whole: number) => (whole === 0 || count > whole ? null : count / whole);

/**
 * The funnel with the drop-off between steps. The last three steps are not a sequence (an email or a share can
 * come without a website analysis), so each is measured against "submitted", the step they all follow.
 *
 * Counted once per run, a step can still outnumber the one before in a range: a run started the day before the
 * range, or on a day its source had already counted its fill of visits (functions/analytics/sessions.ts), or
 * with beacons blocked by the browser while the server counted its submission. Such a step keeps its count, shows
 * no share (never more than 100%) and is marked, so the report says why.
 */
export function funnelRows(counts: Partial<Record<FunnelStep, number>>): FunnelRow[] {
  const first = counts[FUNNEL_STEPS[0]] ?? 0;
  return FUNNEL_STEPS.map((step, i) => {
    const count = counts[step] ?? 0;
    const previousStep = i === 0 ? undefined : SERVER_STEPS.indexOf(step as ServerStep) > 0 ? 'submitted' : FUNNEL_STEPS[i - 1];
    const previous = previousStep === undefined ? 0 : (counts[previousStep] ?? 0);
    return {
      step,
      label: STEP_LABELS[step],
      count,
      fromPrevious: previousStep === undefined ? null : shareOf(count, previous),
      fromStart: shareOf(count, first),
      exceedsPrevious: previousStep !== undefined && count > previous,
    };
  });
}
