import { words } from '../read/text.ts';
import type { WeightedText } from './corpus.ts';
import { COMMON_WEB_WORDS, STOP_WORDS } from './stopwords.ts';

/**
 * Brand keywords, TF-IDF style: a word scores by where it appears (location weights), how
 * many pages use it (spread), and is damped when it is common on any business site. Words of
 * the brand's own name are left out: they identify, they do not position.
 */
export function brandKeywords(corpus: WeightedText[], brandName: string | undefined, max = 10): string[] {
  const nameWords = new Set(words(brandName ?? ''));
  const unigram = new Map<string, { score: number; pages: Set<number> }>();
  const bigram = new Map<string, { score: number; count: number }>();
  const usable = (w: string) => w.length >= 3 && !STOP_WORDS.has(w) && !nameWords.has(w) && !/\d/.test(w);

  const countClause = (clause: string, item: WeightedText) => {
    const tokens = words(clause).map(singular);
    tokens.forEach((w, i) => {
      if (!usable(w)) return;
      const entry = unigram.get(w) ?? { score: 0, pages: new Set<number>() };
      entry.score += item.weight;
      entry.pages.add(item.page);
      unigram.set(w, entry);
      const next = tokens[i + 1];
      if (next && usable(next) && !COMMON_WEB_WORDS.has(w) && !COMMON_WEB_WORDS.has(next)) {
        const key = `${w} ${next}`;
        const b = bigram.get(key) ?? { score: 0, count: 0 };
        b.score += item.weight;
        b.count += 1;
        bigram.set(key, b);
      }
    });
  };

  for (const item of corpus) {
    if (item.where === 'boilerplate' || item.where === 'footer' || item.where === 'nav') continue;
    // Pairs never span punctuation: 'illustrators, printmakers' is a list, not a phrase.
    for (const clause of item.text.split(/[.,;:!?()"“”—–|/·…]+/)) countClause(clause, item);
  }

  const scores = new Map<string, number>();
  for (const [w, { score, pages }] of unigram) {
    const damp = COMMON_WEB_WORDS.has(w) ? 0.35 : 1;
    scores.set(w, score * damp * (1 + 0.3 * (pages.size - 1)));
  }
  // A recurring pair ('finish line', 'small business') explains its words: promote the pair
  // and take its weight out of the single words, so 'line' does not show up on its own.
  for (const [pair, { score, count }] of bigram) {
    if (count < 2) continue;
    const [a = '', b = ''] = pair.split(' ');
    const weakest = Math.min(scores.get(a) ?? 0, scores.get(b) ?? 0);
    if (score < 0.5 * weakest) continue;
    scores.set(pair, score * 1.8);
    scores.set(a, (scores.get(a) ?? 0) - score);
    scores.set(b, (scores.get(b) ?? 0) - score);
  }
  return [...scores.entries()]
    .filter(([, score]) => score >= 1)
    .sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0]))
    .slice(0, max)
    .map(([term]) => term);
}

/** Crude plural folding: 'teams' → 'team', 'stories' → 'story'; leaves 'business', 'status' alone. */
export function singular(word: string): string {
  if (word.length <= 4) return word;
  if (/ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(ss|sh|ch|x)es$/.test(word)) return word.slice(0, -2);
  if (/(ss|us|is|ous|ics|news)$/.test(word)) return word;
  if (/s$/.test(word)) return word.slice(0, -1);
  return word;
}
