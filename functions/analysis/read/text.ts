/**
 * Crawled text is untrusted data, kept as the characters the page shows: '<script>' that a page displays
 * (written `&lt;script&gt;`) stays '<script>', and is escaped wherever it is output. Text read from the
 * DOM is already decoded and must never be read as markup again; only strings that are markup (rich text
 * in a JSON payload, a <noscript> fragment) go through markupText, which parses them once.
 * cleanText drops control/bidi/zero-width characters, folds compatibility forms (fullwidth or
 * 'mathematical bold' letters become plain ones), collapses whitespace and caps the length.
 */

// C0/C1 controls, zero-width characters, bidi embeddings/overrides/isolates, BOM, soft hyphen.
const INVISIBLE =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb]/g;

export function cleanText(input: unknown, maxLength = 300): string {
  if (typeof input !== 'string' || input === '') return '';
  let text = input.length > maxLength * 8 ? input.slice(0, maxLength * 8) : input;
  text = text.normalize('NFKC').replace(INVISIBLE, '');
  text = text.replace(/\s+/g, ' ').trim();
  return capLength(text, maxLength);
}

/** Elements whose content a browser never shows as text. */
const HIDDEN_CONTENT = new Set(['script', 'style', 'template', 'title', 'textarea', 'xmp', 'iframe', 'noembed', 'noframes']);

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  middot: '·',
  bull: '•',
  copy: '©',
  reg: '®',
  trade: '™',
  euro: '€',
  pound: '£',
};

/** Character references, decoded in one pass: what they decode to is never decoded (or parsed) again. */
function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([a-zA-Z]{2,8}));/g, (whole, dec?: string, hex?: string, name?: string) => {
    if (name) return NAMED[name] ?? whole;
    const code = dec ? Number(dec) : parseInt(hex!, 16);
    return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : '\ufffd';
  });
}

/**
 * The text a string of markup shows, as cleanText returns it: tags dropped (and the content of scripts, styles and
 * comments), then character references decoded once. One linear scan, no backtracking: `<` not followed by a letter,
 * '/', '!' or '?' is a character, as in HTML.
 */
export function markupText(input: unknown, maxLength = 300): string {
  if (typeof input !== 'string' || input === '') return '';
  const source = input.length > maxLength * 8 ? input.slice(0, maxLength * 8) : input;
  const lower = source.toLowerCase();
  let out = '';
  let i = 0;
  while (i < source.length) {
    const lt = source.indexOf('<', i);
    if (lt < 0) {
      out += source.slice(i);
      break;
    }
    out += source.slice(i, lt);
    const next = lower.charCodeAt(lt + 1);
    const opensTag = (next >= 97 && next <= 122) || next === 47 /* / */ || next === 33 /* ! */ || next === 63; /* ? */
    if (!opensTag) {
      out += '<';
      i = lt + 1;
      continue;
    }
    if (lower.startsWith('<!--', lt)) {
      const end = lower.indexOf('-->', lt + 4);
      i = end < 0 ? source.length : end + 3;
      continue;
    }
    const gt = source.indexOf('>', lt + 1);
    if (gt < 0) break; // an unfinished tag: the rest is inside it
    out += ' ';
    i = gt + 1;
    const name = /^<([a-z][a-z0-9-]{0,20})/.exec(lower.slice(lt, lt + 24))?.[1];
    if (name && HIDDEN_CONTENT.has(name)) {
      const close = lower.indexOf(`</${name}`, i);
      i = close < 0 ? source.length : close;
    }
  }
  return cleanText(decodeEntities(out), maxLength);
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
