import { ARCHETYPE_NAMES } from '../../src/domain/archetypes/types.ts';
import { featureCounts, toVector } from '../../functions/analysis/classify/learned/features.ts';
import type { LearnedModel } from '../../functions/analysis/classify/learned/model.ts';
import type { Snippet } from './corpus.ts';

/**
 * Trains the learned model: softmax regression over the corpus's snippets, plus longer documents
 * stitched from several snippets of one voice and some boilerplate, because a site is long and
 * mostly neutral while a snippet is short and all voice. Boilerplate is a thirteenth class, so
 * the words every site has learn to point nowhere. Seeded, so the same corpus gives the same model.
 */
export interface TrainOptions {
  epochs: number;
  l2: number;
  rate: number;
  /** Stitched documents per archetype. */
  stitched: number;
  /** Features kept, by the size of their largest weight. */
  maxFeatures: number;
  seed: number;
}

export const DEFAULT_TRAINING: TrainOptions = { epochs: 30, l2: 1e-4, rate: 0.5, stitched: 200, maxFeatures: 20000, seed: 7 };

const NEUTRAL = ARCHETYPE_NAMES.length;
/** Weights ship as integers in hundredths: a third of the size, and no loss a ranking notices. */
const SCALE = 100;
const CLASSES = ARCHETYPE_NAMES.length + 1;

interface Example {
  x: Array<[number, number]>;
  y: number;
}

/** Mulberry32: a small seeded generator, so training is reproducible. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const classOf = (s: Snippet) => (s.archetype === null ? NEUTRAL : ARCHETYPE_NAMES.indexOf(s.archetype));

export function trainModel(snippets: Snippet[], digest: string, options: TrainOptions = DEFAULT_TRAINING): LearnedModel {
  const rand = random(options.seed);
  const pick = <T>(items: T[]): T => items[Math.floor(rand() * items.length)] as T;
  const byClass = Array.from({ length: CLASSES }, (_, c) => snippets.filter((s) => classOf(s) === c));
  const neutral = byClass[NEUTRAL] ?? [];

  const documents: Array<{ counts: Map<string, number>; y: number }> = snippets.map((s) => ({ counts: featureCounts(s.text), y: classOf(s) }));
  byClass.forEach((pool, y) => {
    if (pool.length === 0) return;
    for (let d = 0; d < options.stitched; d++) {
      const counts = new Map<string, number>();
      const voiced = y === NEUTRAL ? 3 + Math.floor(rand() * 4) : 3 + Math.floor(rand() * 6);
      for (let k = 0; k < voiced; k++) featureCounts(pick(pool).text, counts);
      if (y !== NEUTRAL && neutral.length > 0) for (let k = Math.floor(rand() * 5); k > 0; k--) featureCounts(pick(neutral).text, counts);
      documents.push({ counts, y });
    }
  });

  // Features seen in at least two documents of the snippets themselves; one-off words are noise.
  const seen = new Map<string, number>();
  for (const s of snippets) for (const f of featureCounts(s.text).keys()) seen.set(f, (seen.get(f) ?? 0) + 1);
  const vocabulary = [...seen.entries()].filter(([, n]) => n >= 2).map(([f]) => f);
  const index = new Map(vocabulary.map((f, i) => [f, i]));
  const examples: Example[] = documents.map((d) => ({
    x: [...toVector(d.counts, (f) => index.has(f)).entries()].map(([f, v]) => [index.get(f) as number, v]),
    y: d.y,
  }));

  const weights = Array.from({ length: vocabulary.length }, () => new Float64Array(CLASSES));
  const squared = Array.from({ length: vocabulary.length }, () => new Float64Array(CLASSES));
  const bias = new Float64Array(CLASSES);
  const biasSquared = new Float64Array(CLASSES);
  const probs = new Float64Array(CLASSES);
  const order = examples.map((_, i) => i);
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [order[i], order[j]] = [order[j] as number, order[i] as number];
    }
    for (const e of order) {
      const { x, y } = examples[e] as Example;
      for (let c = 0; c < CLASSES; c++) {
        let z = bias[c] as number;
        for (const [f, v] of x) z += (weights[f] as Float64Array)[c]! * v;
        probs[c] = z;
      }
      softmaxInPlace(probs);
      // AdaGrad: rare features keep a large step, so a word seen in three snippets still learns.
      for (let c = 0; c < CLASSES; c++) {
        const g = (probs[c] as number) - (c === y ? 1 : 0);
        biasSquared[c]! += g * g;
        bias[c]! -= (options.rate * g) / Math.sqrt(biasSquared[c]! + 1e-8);
        for (const [f, v] of x) {
          const w = weights[f] as Float64Array;
          const s = squared[f] as Float64Array;
          const gf = g * v + options.l2 * w[c]!;
          s[c]! += gf * gf;
          w[c]! -= (options.rate * gf) / Math.sqrt(s[c]! + 1e-8);
        }
      }
    }
  }

  // Features are kept by their pull among archetypes; the boilerplate column ships too, to weigh lines.
  const strength = (w: Float64Array) => Math.max(...Array.from(w.subarray(0, NEUTRAL), Math.abs));
  const kept = vocabulary
    .map((feature, i) => ({ feature, w: weights[i] as Float64Array }))
    .sort((a, b) => strength(b.w) - strength(a.w) || (a.feature < b.feature ? -1 : 1))
    .slice(0, options.maxFeatures)
    .sort((a, b) => (a.feature < b.feature ? -1 : 1));
  return {
    version: 1,
    corpus: digest,
    archetypes: [...ARCHETYPE_NAMES],
    scale: SCALE,
    bias: Array.from(bias, (v) => Math.round(v * SCALE)),
    features: Object.fromEntries(kept.map(({ feature, w }) => [feature, Array.from(w, (v) => Math.round(v * SCALE))])),
  };
}

function softmaxInPlace(z: Float64Array): void {
  let max = -Infinity;
  for (const v of z) max = Math.max(max, v);
  let sum = 0;
  for (let i = 0; i < z.length; i++) {
    z[i] = Math.exp((z[i] as number) - max);
    sum += z[i] as number;
  }
  for (let i = 0; i < z.length; i++) z[i]! /= sum;
}
