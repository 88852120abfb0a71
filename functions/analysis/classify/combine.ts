import { ARCHETYPE_NAMES, type ArchetypeName } from '../../../src/domain/archetypes/types.ts';

/**
 * The lexicon and the learned model, read as one chance per archetype of being right.
 *
 * Each reader is first measured against how it reads real companies' ordinary copy: corporate
 * register ('leading', 'global', 'standards') scores as Ruler and Sage for any company, so a
 * reader's score only counts where it stands out from that. `centre` holds each reader's mean and
 * spread per archetype over a reference pool (real companies' own pages and sites written against
 * the stereotype, labels unused); a score becomes its distance from the mean in spreads. A site with
 * little text is measured against a proportionally smaller mean, so no evidence stays no opinion.
 *
 * The lexicon's points (copy and visual cues) enter as a smoothed log share, the learned model as
 * its logits; the weights and a softmax give the probabilities, and the winner's is the confidence
 * shown. Pool and weights come from `npm run fit:combination` (sets tuned on only, never held-out).
 */
export const COMBINATION = {
  lexicon: 0.5,
  learned: 2.4,
  smoothing: 0.5,
  /** How hard a line's chance of being boilerplate discounts it: its weight times (1 − chance) to this power. */
  voice: 2,
  centre: {
    lexicon: {
      mean: [-3.015, -2.535, -2.528, -3.263, -3.161, -2.118, -2.18, -2.424, -3.335, -3.477, -2.274, -3.406],
      spread: [0.756, 0.582, 0.84, 0.75, 0.688, 0.529, 0.574, 0.649, 0.729, 0.677, 0.592, 0.608],
    },
    learned: {
      mean: [-6.816, -6.512, -5.878, -7.078, -6.582, -5.396, -6.139, -6.435, -7.106, -7.009, -6.281, -6.38],
      spread: [2.834, 2.217, 2.278, 2.619, 2.351, 2.456, 2.349, 2.273, 2.415, 2.559, 2.167, 2.221],
    },
  },
};

export type Scores = Record<ArchetypeName, number>;
export type Combination = typeof COMBINATION;

/** Per archetype, in ARCHETYPE_NAMES order: how a reader's scores sit on ordinary copy. */
export interface Centre {
  mean: number[];
  spread: number[];
}

const UNIFORM_SHARE = Math.log(1 / ARCHETYPE_NAMES.length);

/** The lexicon's points as log shares: 40 Hero points against 4 Ruler reads like 10 against 1, while 2 against 0 is barely evidence. */
export function lexiconShares(lexicon: Scores, smoothing: number): number[] {
  const points = ARCHETYPE_NAMES.reduce((sum, n) => sum + Math.max(0, lexicon[n]), 0);
  return ARCHETYPE_NAMES.map((n) => Math.log((Math.max(0, lexicon[n]) + smoothing) / (points + ARCHETYPE_NAMES.length * smoothing)));
}

/**
 * Distance from the reference mean in spreads. `neutral` is the reader's value with no evidence and
 * `evidence` (0–1) how much text there was: with less text the reference counts proportionally less,
 * so a tagline is read as it stands and no text at all stays no opinion.
 */
export function centred(values: number[], centre: Centre, neutral: number, evidence: number): number[] {
  return values.map((v, i) => {
    const mean = neutral + evidence * ((centre.mean[i] ?? neutral) - neutral);
    const spread = 1 + evidence * ((centre.spread[i] ?? 1) - 1);
    return (v - mean) / spread;
  });
}

/**
 * `evidence` is how much text the site gave the readers, 0 to 1 (the learned model's measure): the
 * reference means describe full sites, so a few lines are measured against a fraction of them.
 */
export function archetypeProbabilities(lexicon: Scores, learned: Scores, evidence = 1, weights: Combination = COMBINATION): Scores {
  const shares = centred(lexiconShares(lexicon, weights.smoothing), weights.centre.lexicon, UNIFORM_SHARE, evidence);
  const logits = centred(
    ARCHETYPE_NAMES.map((n) => learned[n]),
    weights.centre.learned,
    0,
    evidence,
  );
  const z = ARCHETYPE_NAMES.map((_, i) => weights.lexicon * (shares[i] as number) + weights.learned * (logits[i] as number));
  const max = Math.max(...z);
  const e = z.map((v) => Math.exp(v - max));
  const sum = e.reduce((a, b) => a + b, 0);
  return Object.fromEntries(ARCHETYPE_NAMES.map((n, i) => [n, (e[i] as number) / sum])) as Scores;
}
