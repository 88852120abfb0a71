/**
 * Small scanners for CSS values taken from untrusted pages. Each is one pass with indexOf and counters,
 * never a regular expression that can backtrack, and each caps what it reads: a value longer than any
 * real declaration is cut, so no stylesheet can make reading it slow.
 */

/** Longest declaration value read; custom properties (whole font stacks, gradients) get more room. */
export const MAX_VALUE = 2000;
export const MAX_CUSTOM_VALUE = 4000;

/** CSS without its comments; an unclosed comment runs to the end, as in a browser. */
export function stripComments(css: string): string {
  const parts: string[] = [];
  let from = 0;
  for (let open = css.indexOf('/*'); open !== -1; open = css.indexOf('/*', from)) {
    parts.push(css.slice(from, open));
    const close = css.indexOf('*/', open + 2);
    if (close === -1) return parts.join('');
    from = close + 2;
  }
  parts.push(css.slice(from));
  return parts.join('');
}

/** Index of the ')' that closes the '(' just before `from`, or -1 (parentheses may nest). */
export function closingParen(text: string, from: number): number {
  let depth = 1;
  for (let i = from; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (ch === 40) depth++;
    else if (ch === 41 && --depth === 0) return i;
  }
  return -1;
}

/** var(--name) and var(--name, fallback) replaced by the custom property's value, nested ones too (4 levels). */
export function resolveVars(value: string, vars: ReadonlyMap<string, string>, depth = 0): string {
  if (depth > 4 || !value.includes('var(')) return value;
  const out: string[] = [];
  let from = 0;
  for (let at = value.indexOf('var(', from); at !== -1; at = value.indexOf('var(', from)) {
    out.push(value.slice(from, at));
    const close = closingParen(value, at + 4);
    if (close === -1) return out.join(''); // unclosed: the rest is not a value
    const inside = value.slice(at + 4, close);
    const comma = inside.indexOf(',');
    const name = (comma === -1 ? inside : inside.slice(0, comma)).trim();
    const fallback = comma === -1 ? '' : inside.slice(comma + 1).trim();
    out.push(vars.get(name) ?? fallback);
    from = close + 1;
  }
  out.push(value.slice(from));
  return resolveVars(out.join('').slice(0, MAX_CUSTOM_VALUE), vars, depth + 1);
}

const isDigit = (code: number) => code >= 48 && code <= 57;

/**
 * The family list of a `font` shorthand: what follows the size ('italic 700 1.2rem/1.4 "Playfair Display",
 * serif' → '"Playfair Display", serif'). The size is the first number with a unit (a bare number is a weight).
 */
export function fontShorthandFamily(value: string): string | undefined {
  const words = value.trim().split(/\s+/, 12);
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const numeric = isDigit(word.charCodeAt(0)) || (word.charCodeAt(0) === 46 && isDigit(word.charCodeAt(1)));
    if (!numeric || /^\d+$/.test(word)) continue;
    let rest = i + 1;
    if (words[rest] === '/')
      rest += 2; // '16px / 1.5 Inter'
    else if (words[rest]?.startsWith('/')) rest += 1; // '16px /1.5 Inter'
    const family = words.slice(rest).join(' ');
    if (!family) return undefined;
    // The split stopped at 12 words; take the true remainder of the value from where the family starts.
    const start = value.indexOf(words[rest]!, value.indexOf(word));
    return start === -1 ? family : value.slice(start).trim();
  }
  return undefined;
}
