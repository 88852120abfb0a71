/**
 * Confidence from two things a reader would also weigh: how much evidence the winner has
 * (saturating: 10 points is thin, 90 is plenty) and how clearly it beats the runner-up.
 * A site with three stray hits or a near-tie stays low; nothing goes above 0.95, because
 * copy alone never settles an archetype for certain.
 */
export const MAX_CONFIDENCE = 0.95;
export const MIN_CONFIDENCE = 0.05;

/** Points at which evidence strength reaches 63% (1 − 1/e). */
const EVIDENCE_SCALE = 30;

export function calibrateConfidence(top: number, second: number, hits: number): number {
  if (top <= 0) return MIN_CONFIDENCE;
  const strength = 1 - Math.exp(-top / EVIDENCE_SCALE);
  const margin = Math.max(0, (top - second) / top);
  // Few distinct occurrences cap the strength however heavy their placement.
  const volume = Math.min(1, hits / 12);
  const raw = 0.1 + 0.9 * strength * (0.35 + 0.65 * Math.sqrt(margin)) * (0.5 + 0.5 * volume);
  return Math.round(Math.min(MAX_CONFIDENCE, Math.max(MIN_CONFIDENCE, raw)) * 100) / 100;
}
