/** The spec's timings (section 9), in milliseconds. */
export const ANSWER_DELAY_MS = 300;
export const AFTER_LAST_REFINEMENT_MS = 300;
export const STEP_INTERVAL_MS = 800;
export const RESULTS_PAUSE_MS = 1000;

/** Submitting-screen steps, with and without a website to crawl. */
export const SUBMIT_STEPS_WITH_WEBSITE = [
  'Analyzing your answers',
  'Determining your archetype',
  'Crawling your site',
  'Cross-referencing',
  'Results are ready',
] as const;
export const SUBMIT_STEPS = ['Analyzing your answers', 'Determining your archetype', 'Finalizing results'] as const;
