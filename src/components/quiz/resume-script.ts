import { createHash } from 'node:crypto';

/**
 * Runs in <head> before the first paint: marks <html> when the quiz will not open on its landing view (saved progress,
 * or a ?step= address such as the one the Take the Assessment form sends before the island has loaded), so CSS hides
 * the landing hero and the landing-only sections from the first frame. Keep in step with STORAGE_KEY in stores/quiz.ts.
 */
export const RESUME_SCRIPT =
  "try{var s=JSON.parse(localStorage.getItem('brand-archetype:quiz:v1')||'null');" +
  "if((s&&typeof s.phase==='string'&&s.phase!=='landing')||/[?&]step=/.test(location.search))" +
  "document.documentElement.setAttribute('data-quiz-active','')}catch(e){}";

/** Its CSP hash: Astro only hashes the scripts it bundles, so the page adds this one itself. */
export const RESUME_SCRIPT_HASH = `sha256-${createHash('sha256').update(RESUME_SCRIPT).digest('base64')}` as const;
