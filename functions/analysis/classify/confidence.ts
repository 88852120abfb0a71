/**
 * Confidence is the chance the named archetype is right, so it is read off what predicts that
 * best: the winner's lead over the runner-up (margin = (top − second) / top). Calibrated on the
 * development set (tests/fixtures/dev-sites), pooling the analyzer's outcomes before and after its
 * vocabulary was broadened so the fit sees real mistakes: every miss there led by at most 0.35,
 * and nothing that led by more than 0.4 was wrong. Thin evidence (a few stray hits) pulls the
 * figure back toward the floor, however clear the lead.
 */
export const MAX_CONFIDENCE = 0.95;
export const MIN_CONFIDENCE = 0.05;

/** A dead heat between two archetypes: right about a quarter of the time. */
const TIE = 0.25;
/** How fast confidence rises with the lead: at a margin of 0.18 it has gone 63% of the way to the ceiling. */
const MARGIN_SCALE = 0.18;
/** Term occurrences, and points, behind the winner at which evidence counts in full. */
const FULL_EVIDENCE_HITS = 12;
const FULL_EVIDENCE_POINTS = 15;

export function calibrateConfidence(top: number, second: number, hits: number): number {
  if (top <= 0) return MIN_CONFIDENCE;
  const margin = Math.max(0, (top - second) / top);
  const byMargin = MAX_CONFIDENCE - (MAX_CONFIDENCE - TIE) * Math.exp(-margin / MARGIN_SCALE);
  const evidence = Math.min(1, hits / FULL_EVIDENCE_HITS, top / FULL_EVIDENCE_POINTS);
  const raw = MIN_CONFIDENCE + (byMargin - MIN_CONFIDENCE) * evidence;
  return Math.round(Math.min(MAX_CONFIDENCE, Math.max(MIN_CONFIDENCE, raw)) * 100) / 100;
}
