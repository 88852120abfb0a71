/**
 * Confidence is the chance the named archetype is right, so it is read off what predicts that
 * best: the winner's lead over the runner-up (margin = (top − second) / top), damped when the
 * evidence is thin (a few stray hits), however clear the lead. The constants are a least-log-loss
 * fit on fresh outcomes only: development sites (tests/fixtures/dev-sites) as the analyzer read them
 * before anyone had studied them (34 sites, 68% right), since sites already tuned on overstate
 * how often the analyzer is right.
 * Copy alone never settles an archetype: a confident miss happens when a brand's voice is carried
 * by attitude rather than words, hence the ceiling of 0.9.
 */
export const MAX_CONFIDENCE = 0.9;
export const MIN_CONFIDENCE = 0.05;

/** A dead heat between two archetypes. */
const TIE = 0.1;
/** How fast confidence rises with the lead: at a margin of 0.15 it has gone 63% of the way to the ceiling. */
const MARGIN_SCALE = 0.15;
/** Term occurrences, and points, behind the winner at which evidence counts in full. */
const FULL_EVIDENCE_HITS = 12;
const FULL_EVIDENCE_POINTS = 25;

export function calibrateConfidence(top: number, second: number, hits: number): number {
  if (top <= 0) return MIN_CONFIDENCE;
  const margin = Math.max(0, (top - second) / top);
  const byMargin = MAX_CONFIDENCE - (MAX_CONFIDENCE - TIE) * Math.exp(-margin / MARGIN_SCALE);
  const evidence = Math.min(1, hits / FULL_EVIDENCE_HITS, top / FULL_EVIDENCE_POINTS);
  const raw = MIN_CONFIDENCE + (byMargin - MIN_CONFIDENCE) * evidence;
  return Math.round(Math.min(MAX_CONFIDENCE, Math.max(MIN_CONFIDENCE, raw)) * 100) / 100;
}
