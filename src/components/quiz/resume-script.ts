import { createHash } from 'node:crypto';
import { QUIZ_STORAGE_KEY } from '../../stores/quiz-storage-key.ts';

/**
 * Runs in <head> before the first paint: marks <html> when the quiz will not open on its landing view (saved progress,
 * or a ?step= address such as the one the Take the Assessment form sends before the island has loaded), so CSS hides
 * the landing hero and the landing-only sections from the first frame. Saved results mark it `results`: the page
 * then keeps the footer below the fold until the results, taller than any screen, take its place.
 */
export const RESUME_SCRIPT =
  `try{var s=JSON.parse(localStorage.getItem(${JSON.stringify(QUIZ_STORAGE_KEY)})||'null');` +
  "if((s&&typeof s.phase==='string'&&s.phase!=='landing')||/[?&]step=/.test(location.search))" +
  "document.documentElement.setAttribute('data-quiz-active',s&&s.phase==='results'?'results':'')}catch(e){}";

/** Its CSP hash: Astro only hashes the scripts it bundles, so the page adds this one itself. */
export const RESUME_SCRIPT_HASH = `sha256-${createHash('sha256').update(RESUME_SCRIPT).digest('base64')}` as const;
