/**
 * Splits a headline or call to action into words and marks in one pass over its characters, so
 * the reading of a line never costs more than the line's length (no backtracking patterns).
 */
export interface Token {
  /** As written, curly apostrophes made straight. */
  text: string;
  lower: string;
  /** A word ('all-in-one', "women's", '14-day', '$9') or a mark that ends a phrase (',', '.', ':' …). */
  kind: 'word' | 'mark';
}

const isLetter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 192 && c <= 687 && c !== 215 && c !== 247);
const isDigit = (c: number) => c >= 48 && c <= 57;
/** Characters that belong to a word wherever they stand: '$9', '#1', '50%', '24/7' is two words and a mark. */
const isWordChar = (c: number) => isLetter(c) || isDigit(c) || c === 36 || c === 35 || c === 37 || c === 163 || c === 8364 || c === 43;
/** Characters that join two word characters: all-in-one, women's, don’t, 3.5. */
const isJoiner = (c: number) => c === 45 || c === 39 || c === 8217 || c === 46;
/** Marks that close a phrase; everything else (spaces, quotes, emoji, arrows) only separates. */
const MARKS = new Set([',', '.', '!', '?', ':', ';', '—', '–', '|', '/', '(', ')', '-', '…', '·']);

export function tokenize(line: string, maxChars: number): Token[] {
  const text = line.slice(0, maxChars);
  const tokens: Token[] = [];
  let start = -1;
  const close = (end: number) => {
    if (start < 0) return;
    const word = text.slice(start, end).replaceAll('’', "'");
    tokens.push({ text: word, lower: word.toLowerCase(), kind: 'word' });
    start = -1;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (isWordChar(c)) {
      if (start < 0) start = i;
      continue;
    }
    if (start >= 0 && isJoiner(c) && i + 1 < text.length && isWordChar(text.charCodeAt(i + 1))) continue;
    close(i);
    const ch = text.charAt(i);
    if (c === 38) tokens.push({ text: '&', lower: 'and', kind: 'word' });
    else if (MARKS.has(ch)) tokens.push({ text: ch, lower: ch, kind: 'mark' });
  }
  close(text.length);
  // A line in capitals is shouting, not a row of acronyms: read it as lower case.
  if (tokens.length > 1 && tokens.every((t) => t.kind === 'mark' || t.text === t.text.toUpperCase())) {
    for (const t of tokens) t.text = t.lower;
  }
  return tokens;
}

/** 'HR', 'IT', 'CRM': capitals inside a line in ordinary case. */
export const isAcronym = (t: Token) => t.text.length >= 2 && t.text === t.text.toUpperCase() && t.text !== t.lower;
