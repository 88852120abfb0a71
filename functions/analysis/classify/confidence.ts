/**
 * Confidence is the chance the named archetype is right: the winner's probability from
 * combine.ts, fitted so that stated confidence matches how often it is right. Held between
 * bounds: no reading is worth less than a guess among twelve, and none is shown as certain.
 * (A ceiling of 0.9 or 0.95 was tried: on the calibration sites both understate how often a
 * clear reading is right, so the ceiling is only the last percent.)
 */
export const MAX_CONFIDENCE = 0.99;
export const MIN_CONFIDENCE = 0.08;

export function confidenceOf(probability: number): number {
  return Math.round(Math.min(MAX_CONFIDENCE, Math.max(MIN_CONFIDENCE, probability)) * 100) / 100;
}
