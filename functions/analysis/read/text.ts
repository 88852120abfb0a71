/**
 * Crawled text is untrusted data. Everything that leaves the engine goes through cleanText:
 * tags and stray angle brackets removed, control/bidi/zero-width characters dropped,
 * compatibility forms folded (fullwidth or 'mathematical bold' letters become plain ones),
 * whitespace collapsed and the length capped.
 */

// C0/C1 controls, zero-width characters, bidi embeddings/overrides/isolates, BOM, soft hyphen.
const INVISIBLE =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb]/g;
const TAG = /<\/?[a-z!?][^<>]*>/gi;

export function cleanText(input: unknown, maxLength = 300): string {
  if (typeof input !== 'string' || input === '') return '';
  let text = input.length > maxLength * 8 ? input.slice(0, maxLength * 8) : input;
  text = text.normalize('NFKC').replace(INVISIBLE, '').replace(TAG, ' ').replace(/[<>]/g, ' ');
  text = text.replace(/\s+/g, ' ').trim();
  return capLength(text, maxLength);
}

/** Cuts at a word boundary and adds an ellipsis when the text is too long. */
export function capLength(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > maxLength * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

/** Splits copy into sentences; keeps the terminal punctuation (voice reads it). */
export function sentences(text: string): string[] {
  const out: string[] = [];
  for (const match of text.matchAll(/[^.!?…]+(?:[.!?…]+["')\]]*|$)/g)) {
    const s = match[0].trim();
    if (s.length > 1) out.push(s);
  }
  return out;
}

/** Lowercase word tokens (letters, inner apostrophes and hyphens). */
export function words(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/[’‘]/g, "'")
      .match(/[\p{L}][\p{L}'-]*[\p{L}]|[\p{L}]/gu) ?? []
  );
}

export function unique<T>(items: Iterable<T>): T[] {
  return [...new Set(items)];
}

/** 'a', 'a and b', 'a, b and c'. */
export function joinList(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
