/**
 * Confidence is the chance the named archetype is right: the winner's probability from
 * combine.ts, fitted so that stated confidence matches how often it is right. Held between
 * bounds: copy alone never settles an archetype beyond doubt (a brand's voice can be carried by
 * attitude the words miss), and no reading is worth less than a guess among twelve.
 */
export const MAX_CONFIDENCE = 0.95;
export const MIN_CONFIDENCE = 0.08;

export function confidenceOf(probability: number): number {
  return Math.round(Math.min(MAX_CONFIDENCE, Math.max(MIN_CONFIDENCE, probability)) * 100) / 100;
}
