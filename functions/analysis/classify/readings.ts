import { ARCHETYPE_NAMES, type ArchetypeName } from '../../../src/domain/archetypes/types.ts';
import { capLength, cleanText } from '../read/text.ts';
import { voiceText, type WeightedText } from '../signals/corpus.ts';
import { lineLeads } from './learned/model.ts';
import { archetypeMatcher } from './match.ts';

export interface Reading {
  archetype: ArchetypeName;
  share: number;
  passages: string[];
}

/** A reading below this chance, or below this fraction of the leader's, is not one the copy supports. */
const MIN_SHARE = 0.1;
const MIN_OF_LEADER = 0.25;
const MAX_READINGS = 3;
const PASSAGES = 2;
const PASSAGE_CHARS = 240;
/** Lines shorter than this say too little to quote as evidence ('Shop now'). */
const MIN_PASSAGE_WORDS = 5;

/**
 * The readings the copy supports, strongest first, each with the site's own lines that lean to it
 * most: where a line sits weighs it, and a line is quoted for the archetype it leans to most, once.
 */
export function readingsOf(corpus: WeightedText[], probabilities: Record<ArchetypeName, number>, named: ArchetypeName): Reading[] {
  const ranked = [named, ...ARCHETYPE_NAMES.filter((n) => n !== named).sort((a, b) => probabilities[b] - probabilities[a])];
  const lead = probabilities[named];
  const chosen = ranked
    .filter((n, i) => i === 0 || (probabilities[n] >= MIN_SHARE && probabilities[n] >= lead * MIN_OF_LEADER))
    .slice(0, MAX_READINGS);

  const matcher = archetypeMatcher();
  const lines = voiceText(corpus)
    .filter((item) => item.text.split(' ').length >= MIN_PASSAGE_WORDS)
    .map((item) => {
      const leads = lineLeads(item.text);
      for (const hit of matcher.match(item.text)) if (!hit.term.sub) leads[hit.term.archetype] += hit.term.weight;
      const best = chosen.reduce((a, b) => (leads[b] > leads[a] ? b : a));
      return { item, leads, best };
    });
  const quoted = new Set<string>();
  return chosen.map((archetype) => {
    const passages = lines
      .filter((l) => l.best === archetype && l.leads[archetype] > 0)
      .sort((a, b) => b.leads[archetype] * b.item.weight - a.leads[archetype] * a.item.weight)
      .map((l) => capLength(cleanText(l.item.text, 2000), PASSAGE_CHARS))
      .filter((text) => text && !quoted.has(text))
      .slice(0, PASSAGES);
    passages.forEach((p) => quoted.add(p));
    return { archetype, share: Math.round(probabilities[archetype] * 100) / 100, passages };
  });
}
