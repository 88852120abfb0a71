import { cleanText, markupText } from './text.ts';
import type { BlockZone, TextBlock } from './types.ts';

/**
 * Text a JavaScript-rendered page already carries before any script runs: the JSON a framework
 * hydrates from (__NEXT_DATA__, App Router flight data, Nuxt payloads, `window.__STATE__ = {…}`),
 * JSON-LD and <noscript>.
 * Only prose-like strings are kept; keys say which are headlines and which are buttons.
 */

const MAX_SOURCE_CHARS = 2_000_000;
const MAX_NODES = 60_000;
const MAX_BLOCKS = 400;
const MAX_TOTAL_CHARS = 60_000;

/** Keys whose string values are markup, addresses or identifiers, never copy. */
const SKIP_KEY =
  /^(class(name)?|style|id|key|_?type|typename|__typename|src|srcset|href|url|uri|link|slug|path|icon|image|img|svg|locale|lang|sku|hash|token|variant|component|template|layout|theme|color|colour|font|css|js|script|query|buildid|assetprefix|page|route|as)$/i;
const HEADLINE_KEY = /^(headline|hero_?title|herotitle|title|heading|h1|tagline|slogan)$/i;
const CTA_KEY = /^(cta|cta_?label|cta_?text|button|button_?text|button_?label)$/i;

/** Whether a JSON string reads like copy a person wrote (not a token, URL, date or code). */
function isCopy(value: string): boolean {
  if (value.length < 12 || value.length > 5000) return false;
  const head = value.slice(0, 12);
  if (head.startsWith('/') || head.startsWith('#') || head.includes('://') || head.startsWith('data:') || head.startsWith('{')) return false;
  let letters = 0;
  let spaces = 0;
  for (let i = 0; i < Math.min(value.length, 400); i++) {
    const c = value.charCodeAt(i);
    if (c === 32) spaces++;
    else if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c > 191) letters++;
  }
  const sample = Math.min(value.length, 400);
  return spaces >= 2 && letters / sample > 0.6;
}

/** The JSON inside a script: the whole text, or the object after `window.__X__ =`. */
function parsePayload(text: string): unknown {
  const source = text.length > MAX_SOURCE_CHARS ? '' : text.trim();
  if (!source) return undefined;
  const first = source[0];
  const start = first === '{' || first === '[' ? 0 : Math.min(...['{', '['].map((c) => source.indexOf(c)).filter((i) => i !== -1));
  if (!Number.isFinite(start) || start > 200) return undefined; // an assignment has its value right after the name
  const end = Math.max(source.lastIndexOf('}'), source.lastIndexOf(']'));
  if (end <= start) return undefined;
  try {
    return JSON.parse(source.slice(start, end + 1));
  } catch {
    return undefined; // a real program, not a data payload
  }
}

/**
 * The copy gathered from one page's data, across readers: deduplicated and capped, with the first string under
 * a headline key taken as the page's h1 and later ones as h2s.
 */
export class EmbeddedCopy {
  readonly blocks: TextBlock[] = [];
  /** Units of work spent: payload nodes walked, script strings looked at. */
  nodes = 0;
  private readonly seen = new Set<string>();
  private total = 0;
  private headline = false;

  /** Units of work left: a reader that shares them out can leave some for the next. */
  get nodesLeft(): number {
    return Math.max(0, MAX_NODES - this.nodes);
  }

  get spent(): boolean {
    return this.nodes > MAX_NODES || this.blocks.length >= MAX_BLOCKS || this.total >= MAX_TOTAL_CHARS;
  }

  /** Keeps text that `copyText` accepted; boilerplate (a cookie notice) is kept as such, never as the headline. */
  add(text: string, key: string, zone: BlockZone = 'main'): void {
    if (!text || this.spent || this.seen.has(text)) return;
    this.seen.add(text);
    this.total += text.length;
    const block: TextBlock = zone === 'main' ? blockFor(text, key, this.headline) : { kind: 'p', zone, text };
    if (block.kind === 'h1') this.headline = true;
    this.blocks.push(block);
  }
}

/** The cleaned text of a string if it is copy under `key` ('' if not): prose, or a short headline or button label. */
export function copyText(value: string, key: string, markup = value.includes('<')): string {
  if (SKIP_KEY.test(key)) return '';
  const keyed = (HEADLINE_KEY.test(key) || CTA_KEY.test(key)) && value.length >= 3 && value.length <= 200 && !value.includes('://');
  if (!keyed && !isCopy(value)) return '';
  // A string with tags in it is rich text, shown as markup; any other string (or one already read) is shown as it is.
  return markup ? markupText(value, 1000) : cleanText(value, 1000);
}

/**
 * Visits every string of a parsed payload with the key it sits under (flight data unpacked), until `visit`
 * returns false; iterative, and capped by `copy`'s budgets (and `maxNodes`, a share of them).
 */
export function eachString(root: unknown, copy: EmbeddedCopy, visit: (value: string, key: string) => boolean | void, maxNodes = MAX_NODES): void {
  const stack: Array<[unknown, string]> = [[root, '']];
  while (stack.length > 0 && ++copy.nodes <= maxNodes && !copy.spent) {
    const [value, key] = stack.pop()!;
    if (typeof value === 'string') {
      const rows = flightRows(value);
      if (!rows) {
        if (visit(value, key) === false) return;
      } else for (let i = rows.length - 1; i >= 0; i--) stack.push([rows[i], key]);
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push([value[i], key]);
    } else if (value && typeof value === 'object') {
      const entries = Object.entries(value as Record<string, unknown>);
      for (let i = entries.length - 1; i >= 0; i--) stack.push([entries[i]![1], entries[i]![0]]);
    }
  }
}

/**
 * Prose strings found in JSON payloads, as text blocks, gathered into `copy`. Payloads that are not JSON
 * (a program, or an object literal with bare keys and single quotes) are added to `unread`, for the script reader.
 */
export function blocksFromPayloads(payloads: string[], copy = new EmbeddedCopy(), unread: string[] = []): TextBlock[] {
  for (const payload of payloads) {
    const root = parsePayload(payload);
    if (root === undefined) unread.push(payload);
    else if (!copy.spent) eachString(root, copy, (value, key) => copy.add(copyText(value, key), key));
  }
  return copy.blocks;
}

/** A row of React Server Components flight data: an id, a colon, an optional tag ('I' a module, 'HL' a hint), then JSON. */
const FLIGHT_ROW = /^[0-9a-f]{1,8}:[A-Z]{0,2}[[{"]/;

/**
 * The rows of Next.js App Router flight data (`self.__next_f.push([1, "…"])`), parsed, when `value` is such a
 * string; rows that are not JSON (module references, hints) are skipped. Null for any other string.
 */
function flightRows(value: string): unknown[] | null {
  if (value.length < 8 || !FLIGHT_ROW.test(value.slice(0, 12))) return null;
  const rows: unknown[] = [];
  for (const line of value.slice(0, MAX_SOURCE_CHARS).split('\n')) {
    const colon = line.indexOf(':');
    if (colon < 1 || colon > 8) continue;
    try {
      rows.push(JSON.parse(line.slice(colon + 1)));
    } catch {
      // a module or CSS reference ('1:I[…]', '2:HL[…]'): no copy in it
    }
  }
  return rows;
}

function blockFor(text: string, key: string, haveHeadline: boolean): TextBlock {
  const wordCount = text.split(' ').length;
  if (CTA_KEY.test(key) && wordCount <= 6) return { kind: 'cta', zone: 'main', text };
  if (HEADLINE_KEY.test(key) && wordCount <= 16) return haveHeadline ? { kind: 'h2', zone: 'main', text } : { kind: 'h1', zone: 'hero', text };
  return { kind: 'p', zone: 'main', text };
}

/** The text of <noscript> fallbacks, minus the usual 'please enable JavaScript' line. */
export function blocksFromNoscript(fragments: string[]): TextBlock[] {
  const blocks: TextBlock[] = [];
  for (const fragment of fragments.slice(0, 20)) {
    const text = markupText(fragment, 2000);
    if (text.split(' ').length < 6 || /enable javascript|javascript (is )?(required|disabled)/i.test(text.slice(0, 200))) continue;
    blocks.push({ kind: 'p', zone: 'main', text });
  }
  return blocks;
}
