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

  for (const item of corpus) {
    if (item.where === 'boilerplate' || item.where === 'footer' || item.where === 'nav') continue;
    const tokens = words(item.text).map(singular);
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
  }

  const scored: Array<[string, number]> = [];
  for (const [w, { score, pages }] of unigram) {
    const damp = COMMON_WEB_WORDS.has(w) ? 0.35 : 1;
    scored.push([w, score * damp * (1 + 0.3 * (pages.size - 1))]);
  }
  for (const [pair, { score, count }] of bigram) if (count >= 2) scored.push([pair, score * 1.4]);
  scored.sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));

  const chosen: string[] = [];
  for (const [term, score] of scored) {
    if (chosen.length >= max || score < 1) break;
    // Skip a word already inside a chosen pair, and a pair whose words were both chosen.
    const parts = term.split(' ');
    if (parts.length === 1 && chosen.some((c) => c.split(' ').includes(term))) continue;
    if (parts.length === 2 && parts.every((p) => chosen.includes(p))) continue;
    chosen.push(term);
  }
  return chosen;
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
