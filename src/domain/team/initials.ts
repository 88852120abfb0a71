/**
 * The one or two letters a member's dot carries on the team wheel, from the name they gave.
 * Works on user-perceived characters (grapheme clusters), so an accented letter, a flag or a family emoji is never cut
 * in half; Han, kana and Hangul names give their first character only, as two of them do not fit in a dot.
 */

const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
/** Invisible format and control characters (bidi overrides, zero-width spaces); not spaces, nor the joiner inside emoji. */
const INVISIBLE = /(?![\s\u200d])[\p{Cc}\p{Cf}]/gu;
const STARTS_WITH_LETTER = /^[\p{L}\p{N}]/u;
const WIDE_SCRIPT = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
/** Shown when a name has nothing to draw (it was all spaces or punctuation). */
export const NO_INITIALS = '?';

const graphemes = (text: string) => Array.from(segmenter.segment(text), (s) => s.segment);

/** The first letter (or digit) of a word, as a whole grapheme; undefined for a word of symbols only. */
function firstLetter(word: string): string | undefined {
  return graphemes(word).find((g) => STARTS_WITH_LETTER.test(g));
}

/** Upper case when that stays one character ('ß' would become 'SS'). */
function capital(letter: string): string {
  const upper = letter.toUpperCase();
  return graphemes(upper).length === 1 ? upper : letter;
}

/**
 * 'Ada Lovelace' → 'AL', 'Jean-Luc Picard' → 'JP', 'Madonna' → 'M', 'Jean-Luc' → 'JL', '山田 太郎' → '山', '🦄' → '🦄'.
 * First and last word; a single word gives its hyphenated parts or one letter; a name without letters, its first symbol.
 */
export function initialsOf(name: string): string {
  const words = name.normalize('NFC').replace(INVISIBLE, '').split(/\s+/u).filter(Boolean);
  const lettered = words.filter((w) => firstLetter(w) !== undefined);
  if (lettered.length === 0) return words.length > 0 ? graphemes(words[0]!)[0]! : NO_INITIALS;
  const first = lettered[0]!;
  const head = firstLetter(first)!;
  if (WIDE_SCRIPT.test(head)) return head;
  const parts = lettered.length > 1 ? [first, lettered.at(-1)!] : first.split('-').filter((p) => firstLetter(p) !== undefined);
  const letters = parts.length > 1 ? [head, firstLetter(parts.at(-1)!)!] : [head];
  return letters.map(capital).join('').normalize('NFC');
}
