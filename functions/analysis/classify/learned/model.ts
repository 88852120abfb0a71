import { ARCHETYPE_NAMES, type ArchetypeName } from '../../../../src/domain/archetypes/types.ts';
import type { WeightedText } from '../../signals/corpus.ts';
import { featureCounts, toVector } from './features.ts';
import trained from './learned-model.json' with { type: 'json' };

/**
 * The learned model: softmax regression trained on a corpus of marketing copy written blind
 * (training/voice-corpus, `npm run train:model`). Where the lexicon knows the words an archetype
 * uses, the model has also learnt how it sounds: 'we refuse', 'no one', 'honestly', '!'.
 */
export interface LearnedModel {
  version: 1;
  /** Digest of the corpus it was trained on, so a stale model is caught by a test. */
  corpus: string;
  archetypes: ArchetypeName[];
  /** Weights and biases are integers; divide by this. */
  scale: number;
  bias: number[];
  /**
   * Per feature, one weight per archetype in `archetypes` order, then one for boilerplate: the
   * thirteenth class of lines every site has (legal, specs, investor prose), which says how much of
   * a line is anybody's voice at all.
   */
  features: Record<string, number[]>;
}

export interface LearnedReading {
  /** Unnormalised scores: higher reads more like that archetype. */
  logits: Record<ArchetypeName, number>;
  /** The site's own words behind each archetype's score, strongest first ('we refuse', 'honestly'). */
  cues: Record<ArchetypeName, string[]>;
  /** How much there was to read, 0 to 1: a site's worth of copy is 1, a tagline nearly 0. */
  evidence: number;
}

/**
 * The damped length of a document's features at which it counts in full: about 150 words of copy.
 * Every site of the evaluation sets is longer (12 to 30); a tagline is about 2.
 */
const FULL_EVIDENCE = 10;

const indexed = new WeakMap<LearnedModel, Map<string, number[]>>();

function weightsOf(m: LearnedModel): Map<string, number[]> {
  let weights = indexed.get(m);
  if (!weights) indexed.set(m, (weights = new Map(Object.entries(m.features))));
  return weights;
}

const shipped = trained as LearnedModel;
export const learnedModelCorpus = () => shipped.corpus;

/** Reads the site's weighted text as one document: where a line sits weighs it, as for the lexicon. */
export function readLearned(corpus: WeightedText[], m: LearnedModel = shipped): LearnedReading {
  const weights = weightsOf(m);
  const counts = new Map<string, number>();
  const surfaces = new Map<string, string>();
  for (const item of corpus) featureCounts(item.text, counts, item.weight, surfaces);
  const vector = toVector(counts, (f) => weights.has(f));
  // A few lines are not a voice: below a site's worth of text the reading shrinks toward no opinion.
  const evidence = Math.min(1, vector.length / FULL_EVIDENCE);
  const logits = m.archetypes.map((_, a) => (m.bias[a] ?? 0) / m.scale);
  const parts = m.archetypes.map(() => [] as Array<[string, number]>);
  for (const [feature, value] of vector) {
    const w = (weights.get(feature) as number[]).slice(0, m.archetypes.length);
    w.forEach((weight, a) => {
      logits[a]! += (weight * value) / m.scale;
      // Quoted only where the feature points to this archetype more than to any other.
      const lead = weight - Math.max(...w.filter((_, b) => b !== a));
      if (lead > 0) parts[a]!.push([feature, (lead * value) / m.scale]);
    });
  }
  for (let a = 0; a < logits.length; a++) logits[a]! *= evidence;
  const byName = <T>(values: T[]) => Object.fromEntries(ARCHETYPE_NAMES.map((n) => [n, values[m.archetypes.indexOf(n)] as T]));
  return {
    evidence,
    logits: byName(logits) as Record<ArchetypeName, number>,
    cues: byName(
      parts.map((p) =>
        p
          .sort((x, y) => y[1] - x[1])
          .slice(0, 8)
          .map(([f]) => surfaces.get(f) ?? f),
      ),
    ) as Record<ArchetypeName, string[]>,
  };
}

/**
 * How much one line leans to each archetype over its own average, read at full strength whatever
 * its length: which of the site's lines carry a reading, to quote them beside it.
 */
export function lineLeads(text: string, m: LearnedModel = shipped): Record<ArchetypeName, number> {
  const logits = lineLogits(text, m).slice(0, m.archetypes.length);
  const mean = logits.reduce((s, v) => s + v, 0) / logits.length;
  return Object.fromEntries(ARCHETYPE_NAMES.map((n) => [n, (logits[m.archetypes.indexOf(n)] ?? 0) - mean])) as Record<ArchetypeName, number>;
}

/** The chance that a line is boilerplate rather than anybody's voice, 0 to 1 (0 for a model without that class). */
export function boilerplateChance(text: string, m: LearnedModel = shipped): number {
  const logits = lineLogits(text, m);
  if (logits.length <= m.archetypes.length) return 0;
  const max = Math.max(...logits);
  const e = logits.map((v) => Math.exp(v - max));
  return (e[m.archetypes.length] as number) / e.reduce((a, b) => a + b, 0);
}

/** One line read at full strength: every class's logit, biases included. */
function lineLogits(text: string, m: LearnedModel): number[] {
  const weights = weightsOf(m);
  const vector = toVector(featureCounts(text), (f) => weights.has(f));
  const logits = m.bias.map((b) => b / m.scale);
  for (const [feature, value] of vector) (weights.get(feature) as number[]).forEach((w, a) => (logits[a]! += (w * value) / m.scale));
  return logits;
}
