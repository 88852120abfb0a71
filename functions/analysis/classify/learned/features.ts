import { words } from '../../read/text.ts';

/**
 * The features the learned model reads: word stems and pairs of neighbouring stems, so that
 * 'we refuse' and 'no one' count apart from 'refuse' and 'one', plus the marks that carry tone
 * ('!' and '?'). Stems are cut by a few suffix rules rather than a full stemmer: the model only
 * needs 'adventures' and 'adventure' to meet, and the same code runs in training and on a site.
 */
const STOPWORDS = new Set(
  (
    'a an the and or but if of to in on at by for with from as is are was were be been being it its this that these those ' +
    'i me my we us our you your he she they them their his her him there here what which who whom when where how all any ' +
    'each some such than then so too very can will just do does did have has had not no nor only own same into over under ' +
    'about up down out off again once also more most other both few s t don should now would could may might must shall'
  ).split(' '),
);

/** 'adventures' → 'adventur', 'refusing' → 'refus', 'happily' → 'happi': enough to merge word forms. */
export function stem(word: string): string {
  let w = word.endsWith("'s") ? word.slice(0, -2) : word;
  if (w.length <= 3) return w;
  for (const [suffix, keep] of SUFFIXES) {
    if (w.endsWith(suffix) && w.length - suffix.length >= keep) {
      w = w.slice(0, -suffix.length);
      break;
    }
  }
  return w.endsWith('e') && w.length > 4 ? w.slice(0, -1) : w;
}

/** Longest first; the number is the shortest stem a suffix may leave. */
const SUFFIXES: Array<[string, number]> = [
  ['ations', 4],
  ['ation', 4],
  ['ments', 4],
  ['ment', 4],
  ['ness', 4],
  ['ings', 3],
  ['ing', 3],
  ['ies', 3],
  ['ied', 3],
  ['ers', 3],
  ['er', 4],
  ['ed', 3],
  ['ly', 4],
  ['es', 4],
  ['s', 3],
];

/**
 * Counts of the text's features: stems (stopwords left out), neighbouring pairs, '!' and '?'.
 * `surfaces`, when given, keeps the first wording of each feature, to quote as evidence.
 */
export function featureCounts(text: string, into: Map<string, number> = new Map(), weight = 1, surfaces?: Map<string, string>): Map<string, number> {
  const add = (f: string, surface: () => string) => {
    into.set(f, (into.get(f) ?? 0) + weight);
    if (surfaces && !surfaces.has(f)) surfaces.set(f, surface());
  };
  const raw = words(text);
  const tokens = raw.map(stem);
  tokens.forEach((token, i) => {
    if (!STOPWORDS.has(token) && token.length > 1) add(token, () => raw[i] as string);
    const next = tokens[i + 1];
    if (next !== undefined && !(STOPWORDS.has(token) && STOPWORDS.has(next))) add(`${token} ${next}`, () => `${raw[i]} ${raw[i + 1]}`);
  });
  for (const ch of text) if (ch === '!' || ch === '?') add(ch, () => ch);
  return into;
}

/**
 * A document's counts as the model's input: damped (a word said ten times is not ten times
 * the evidence) and scaled to unit length, so a headline and a whole site are read on one scale.
 * `length` is the size before scaling: how much there was to read.
 */
export function toVector(counts: Map<string, number>, known: (feature: string) => boolean): Map<string, number> & { length: number } {
  const out = new Map<string, number>() as Map<string, number> & { length: number };
  let norm = 0;
  for (const [f, c] of counts) {
    if (!known(f) || c <= 0) continue;
    const v = Math.log1p(c);
    out.set(f, v);
    norm += v * v;
  }
  out.length = Math.sqrt(norm);
  if (norm === 0) return out;
  for (const [f, v] of out) out.set(f, v / out.length);
  return out;
}
