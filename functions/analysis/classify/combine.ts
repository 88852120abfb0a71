import { ARCHETYPE_NAMES, type ArchetypeName } from '../../../src/domain/archetypes/types.ts';

/**
 * The lexicon and the learned model, read as one chance per archetype of being right. The
 * lexicon's points (copy and visual cues) become a smoothed log share: 40 Hero points against 4
 * Ruler reads like 10 against 1, while 2 against 0 is barely evidence. The learned model adds its
 * logits, and a softmax turns the sum into probabilities, so the winner's probability is the
 * confidence shown. The constants are a least-log-loss fit (`npm run fit:combination`) on the
 * calibration sites only (tests/fixtures/calib-sites): written blind, used for nothing else.
 */
export const COMBINATION = { lexicon: 0.25, learned: 1.05, smoothing: 0.5 };

export type Scores = Record<ArchetypeName, number>;

export function archetypeProbabilities(lexicon: Scores, learned: Scores, weights = COMBINATION): Scores {
  const points = ARCHETYPE_NAMES.reduce((sum, n) => sum + Math.max(0, lexicon[n]), 0);
  const share = (n: ArchetypeName) => (Math.max(0, lexicon[n]) + weights.smoothing) / (points + ARCHETYPE_NAMES.length * weights.smoothing);
  const z = ARCHETYPE_NAMES.map((n) => weights.lexicon * Math.log(share(n)) + weights.learned * learned[n]);
  const max = Math.max(...z);
  const e = z.map((v) => Math.exp(v - max));
  const sum = e.reduce((a, b) => a + b, 0);
  return Object.fromEntries(ARCHETYPE_NAMES.map((n, i) => [n, (e[i] as number) / sum])) as Scores;
}
