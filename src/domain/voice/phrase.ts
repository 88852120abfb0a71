import { isAcronym, type Token } from './tokens.ts';
import { classOf, looksLikeNoHead } from './words.ts';

/**
 * Reads a noun phrase (determiner, describing words, head) from a marketing line. One
 * left-to-right pass with a lookahead of one word: a line costs time in proportion to its length.
 */
export interface NounPhrase {
  /** The determiner before it, lower case ('the', 'your'), or ''. */
  det: string;
  /** Describing words and the head, as written. */
  words: Token[];
  head: Token;
  /** Index of the first token after the phrase. */
  end: number;
}

export const isWord = (t: Token | undefined): t is Token => t?.kind === 'word';
/** A word's class, where capitals make 'IT' a noun rather than a pronoun. */
export const cls = (t: Token) => (isAcronym(t) ? 'content' : classOf(t.lower));
export const hasDigit = (s: string) => [...s].some((c) => c >= '0' && c <= '9');
const isContent = (t: Token | undefined) => isWord(t) && cls(t) === 'content';
export const canModify = (t: Token | undefined) => isWord(t) && (cls(t) === 'content' || cls(t) === 'puff');

export function scanPhrase(tokens: readonly Token[], start: number): NounPhrase | null {
  let k = start;
  let det = '';
  if (isWord(tokens[k]) && cls(tokens[k]!) === 'det') det = tokens[k++]!.lower;
  const words: Token[] = [];
  for (; k < tokens.length && words.length < 8; k++) {
    const t = tokens[k]!;
    if (!canModify(t)) {
      // 'Payroll and benefits': a conjunction between two content words stays inside the phrase.
      if (isWord(t) && t.lower === 'and' && words.length > 0 && isContent(tokens[k + 1])) {
        words.push(t);
        continue;
      }
      break;
    }
    // 'Coffee roasted on Tuesdays', 'Teams building the future': a verb form after the noun starts a clause
    // ('Dog grooming in Leeds' does not: an -ing word only does when an object follows).
    if (words.length > 0 && t.lower.length > 4 && cls(t) === 'content') {
      const next = tokens[k + 1];
      if (t.lower.endsWith('ed') && !canModify(next)) break;
      if (t.lower.endsWith('ing') && isWord(next) && ['det', 'pron'].includes(cls(next))) break;
    }
    words.push(t);
  }
  let h = words.length - 1;
  while (h >= 0 && (cls(words[h]!) !== 'content' || hasDigit(words[h]!.lower))) h--;
  if (h < 0 || looksLikeNoHead(words[h]!.lower)) return null;
  return { det, words: words.slice(0, h + 1), head: words[h]!, end: start + (det ? 1 : 0) + h + 1 };
}
