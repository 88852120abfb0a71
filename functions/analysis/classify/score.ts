import { ARCHETYPE_NAMES, type ArchetypeName } from '../../../src/domain/archetypes/types.ts';
import type { Location, WeightedText } from '../signals/corpus.ts';
import type { Cue } from './cues.ts';
import { archetypeMatcher, subArchetypesOf, type Term } from './match.ts';

export interface Evidence {
  term: Term;
  surfaces: string[];
  wheres: Location[];
  /** Contribution after diminishing returns. */
  points: number;
  count: number;
}

export interface ScoreSheet {
  /** Lexicon points per archetype (sub vocabulary counts half). */
  text: Record<ArchetypeName, number>;
  cues: Record<ArchetypeName, number>;
  total: Record<ArchetypeName, number>;
  subs: Record<ArchetypeName, Record<string, number>>;
  /** Evidence per archetype, strongest first (sub-archetype terms included). */
  evidence: Record<ArchetypeName, Evidence[]>;
  /** Number of term occurrences behind the text score. */
  hits: Record<ArchetypeName, number>;
}

/** Each repeat of a term is worth 70% of the one before: repetition counts, but cannot dominate. */
const DECAY = 0.7;
/** Heritage dates ('since 1887', 'est. 1924') read as the Ruler's established order. */
const HERITAGE = /\b(?:since|est\.?|established(?: in)?|founded(?: in)?)\s+(1[5-9]\d\d)\b/i;

const zeroes = () => Object.fromEntries(ARCHETYPE_NAMES.map((n) => [n, 0])) as Record<ArchetypeName, number>;

/**
 * Scores the corpus against the lexicons. Words of the brand's own name ('Ironpeak Athletics')
 * count once: the name is evidence, but it repeats in every page title and footer.
 */
export function scoreCorpus(corpus: WeightedText[], cues: Cue[], brandWords: ReadonlySet<string> = new Set()): ScoreSheet {
  const matcher = archetypeMatcher();
  const brandSeen = new Set<string>();
  const groups = new Map<string, { term: Term; weights: number[]; surfaces: Map<string, number>; wheres: Set<Location> }>();
  const record = (term: Term, weight: number, surface: string, where: Location) => {
    const key = `${term.archetype}|${term.sub ?? ''}|${term.term}`;
    const g = groups.get(key) ?? { term, weights: [], surfaces: new Map<string, number>(), wheres: new Set<Location>() };
    g.weights.push(weight);
    g.surfaces.set(surface, (g.surfaces.get(surface) ?? 0) + 1);
    g.wheres.add(where);
    groups.set(key, g);
  };
  for (const item of corpus) {
    for (const hit of matcher.match(item.text)) {
      if (brandWords.has(hit.surface)) {
        const key = `${hit.term.archetype}|${hit.term.sub ?? ''}|${hit.surface}`;
        if (brandSeen.has(key)) continue;
        brandSeen.add(key);
      }
      record(hit.term, item.weight * hit.term.weight, hit.surface, item.where);
    }
    const year = HERITAGE.exec(item.text);
    if (year) {
      const surface = year[0].toLowerCase();
      record({ archetype: 'The Ruler', term: 'since', weight: 1.5 }, item.weight * 1.5, surface, item.where);
      record({ archetype: 'The Ruler', sub: 'Patriarch', term: 'since', weight: 1.5 }, item.weight * 1.5, surface, item.where);
    }
  }

  const sheet: ScoreSheet = {
    text: zeroes(),
    cues: zeroes(),
    total: zeroes(),
    hits: zeroes(),
    subs: Object.fromEntries(ARCHETYPE_NAMES.map((n) => [n, Object.fromEntries(subArchetypesOf(n).map((s) => [s, 0]))])) as ScoreSheet['subs'],
    evidence: Object.fromEntries(ARCHETYPE_NAMES.map((n) => [n, []])) as unknown as ScoreSheet['evidence'],
  };
  for (const g of groups.values()) {
    const points = g.weights.sort((a, b) => b - a).reduce((sum, w, i) => sum + w * DECAY ** i, 0);
    const { archetype, sub } = g.term;
    sheet.text[archetype] += sub ? points * 0.5 : points;
    sheet.hits[archetype] += g.weights.length;
    if (sub) (sheet.subs[archetype] as Record<string, number>)[sub] = ((sheet.subs[archetype] as Record<string, number>)[sub] ?? 0) + points;
    // Quote the commonest form, and the brand's own name only when nothing else matched.
    const surfaces = [...g.surfaces.entries()]
      .sort((a, b) => Number(brandWords.has(a[0])) - Number(brandWords.has(b[0])) || b[1] - a[1])
      .map(([surface]) => surface);
    sheet.evidence[archetype].push({ term: g.term, surfaces, wheres: [...g.wheres], points: sub ? points * 0.5 : points, count: g.weights.length });
  }
  for (const cue of cues) sheet.cues[cue.archetype] += cue.points;
  for (const name of ARCHETYPE_NAMES) {
    sheet.total[name] = sheet.text[name] + sheet.cues[name];
    sheet.evidence[name].sort((a, b) => b.points - a.points);
  }
  return sheet;
}

/** The best sub-archetype of an archetype; the first listed one when its vocabulary is silent. */
export function bestSub(sheet: ScoreSheet, archetype: ArchetypeName): { name: string; points: number; fallback: boolean } {
  const subs = subArchetypesOf(archetype);
  let best = { name: subs[0] ?? '', points: 0, fallback: true };
  for (const name of subs) {
    const points = sheet.subs[archetype][name] ?? 0;
    if (points > best.points) best = { name, points, fallback: false };
  }
  return best;
}
