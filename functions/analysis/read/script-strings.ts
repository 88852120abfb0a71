/**
 * The string literals of a JavaScript source, read in one pass: for pages whose copy sits in an inline script
 * (`window.__APP__ = { hero: { title: '…' } }`, `var pageData = {…}`, `JSON.parse('…')`) rather than in the markup.
 *
 * A tokenizer, not a parser: it knows only what it must to tell where a string starts and ends (quotes,
 * template literals, comments, regular expression literals) and which key names it. Each character is looked
 * at once, every inner loop moves forward, and the only state that grows with nesting is capped, so a hostile
 * script costs its length and no more. A misread (a '/' taken for the wrong thing) resynchronises at the next
 * line end, as an unterminated string or regex literal ends there.
 */

/**
 * Called with each string value, the key it was given and, for an argument of a call, the function's name
 * (`''` for none): `Error` or `warn` mark a program's messages. Returning false stops the scan.
 */
export type StringVisitor = (value: string, key: string, callee: string) => boolean;

export interface ScanResult {
  /** How far the scan got: the whole source unless the visitor stopped it. */
  end: number;
  /** Characters inside string literals, keys included: data is mostly strings, a program mostly code. */
  inStrings: number;
}

/** Nesting deeper than any real data: past it, array keys are not remembered (the scan goes on). */
const MAX_DEPTH = 256;
/** Template literals nested inside `${…}` deeper than this: the scan stops, as no real page does it. */
const MAX_TEMPLATES = 32;
const OPEN_BRACE = 123;
const OPEN_BRACKET = 91;
/** After these words a '/' starts a regular expression; after any other name it divides. */
const BEFORE_EXPRESSION = new Set('return typeof instanceof in of new delete void throw case do else yield await'.split(' '));
/** Escapes of whitespace (copy keeps only the word break) and line continuations (nothing). */
const SIMPLE_ESCAPES = new Map(Object.entries({ n: '\n', r: '\n', t: '\t', b: ' ', f: ' ', v: ' ', 0: '', '\n': '', '\u2028': '', '\u2029': '' }));

const isNameChar = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95 || c === 36 || c > 127;
const isDigit = (c: number) => c >= 48 && c <= 57;
/** A short name-like string may be a key (`"title": …`); anything longer or spaced is a value. */
const keyLike = (s: string) => s.length > 0 && s.length <= 64 && /^[\w$.-]+$/.test(s);

/** The value of `count` hex digits at `at`, or -1. */
function hexAt(s: string, at: number, count: number): number {
  let value = 0;
  for (let k = at; k < at + count; k++) {
    const c = s.charCodeAt(k); // NaN past the end: no digit
    const d = c >= 48 && c <= 57 ? c - 48 : (c | 32) >= 97 && (c | 32) <= 102 ? (c | 32) - 87 : -1;
    if (d < 0) return -1;
    value = value * 16 + d;
  }
  return value;
}

/** Decodes the escape whose backslash sits just before `j`: its text and the index after it. */
function escapeAt(s: string, j: number): [string, number] {
  const c = s[j];
  if (c === undefined) return ['', j];
  if (c === '\r') return ['', s[j + 1] === '\n' ? j + 2 : j + 1]; // a line continuation
  const simple = SIMPLE_ESCAPES.get(c);
  if (simple !== undefined) return [simple, j + 1];
  if (c === 'x') {
    const code = hexAt(s, j + 1, 2);
    return code < 0 ? ['x', j + 1] : [String.fromCharCode(code), j + 3];
  }
  if (c === 'u' && s[j + 1] !== '{') {
    const code = hexAt(s, j + 1, 4);
    return code < 0 ? ['u', j + 1] : [String.fromCharCode(code), j + 5];
  }
  if (c === 'u') {
    // \u{…}: at most six digits are looked at, so '\u{' repeated without a '}' stays linear.
    let end = j + 2;
    while (end < j + 8 && end < s.length && s[end] !== '}') end++;
    const code = s[end] === '}' && end > j + 2 ? hexAt(s, j + 2, end - j - 2) : -1;
    return code < 0 || code > 0x10ffff ? ['u', j + 1] : [String.fromCodePoint(code), end + 1];
  }
  return [c, j + 1]; // \' \" \\ \` \$ \/ and any other character stand for themselves
}

/**
 * Reads a quoted string (`quote` a ' or ") or a template literal's static text (quote a backtick) from `start`,
 * the first character after the opening quote. Ends at the closing quote, at `${` in a template (`open`), at a
 * line end in a quoted string (invalid there: the scan resynchronises) or at the end of the source.
 */
function readString(s: string, start: number, quote: number): { text: string; end: number; open: boolean } {
  let text = '';
  let run = start;
  for (let j = start; j < s.length; j++) {
    const c = s.charCodeAt(j);
    if (c === quote) return { text: text + s.slice(run, j), end: j + 1, open: false };
    if (c === 92) {
      const [decoded, next] = escapeAt(s, j + 1);
      text += s.slice(run, j) + decoded;
      run = next;
      j = next - 1;
    } else if (quote === 96 ? c === 36 && s.charCodeAt(j + 1) === OPEN_BRACE : c === 10 || c === 13) {
      return { text: text + s.slice(run, j), end: quote === 96 ? j + 2 : j, open: quote === 96 };
    }
  }
  return { text: text + s.slice(run), end: s.length, open: false };
}

/** Skips a regular expression literal from just after its opening '/'; a '/' inside [...] does not end it. */
function skipRegex(s: string, start: number): number {
  let inClass = false;
  for (let j = start; j < s.length; j++) {
    const c = s.charCodeAt(j);
    if (c === 92) j++;
    else if (c === 10 || c === 13) return j;
    else if (c === 91) inClass = true;
    else if (c === 93) inClass = false;
    else if (c === 47 && !inClass) {
      let end = j + 1;
      while (end < s.length && isNameChar(s.charCodeAt(end))) end++; // flags
      return end;
    }
  }
  return s.length;
}

/** Visits every string literal of `source` with its key; see the module comment. */
export function scanStrings(source: string, visit: StringVisitor): ScanResult {
  const s = source;
  const open: number[] = []; // the bracket opening each level, up to MAX_DEPTH
  // What each level was given: an array its key, which its items share (`items: ['…']`); a call its function's name.
  const labels: string[] = [];
  const templates: Array<{ depth: number; text: string; key: string; callee: string }> = [];
  let depth = 0;
  let name = ''; // the last name or key-like string: the key if ':' or '=' follows
  let atName = false; // whether the last token was that name, so a '(' here calls it
  let key = ''; // the key given to the next value
  let pending: [string, string, string] | null = null; // a key-like string, a key if ':' follows and a value if not
  let afterValue = false; // whether a '/' here divides rather than starts a regular expression
  let inStrings = 0;
  let stopped = false;

  const emit = (value: string, k: string, callee: string) => {
    if (!stopped && !visit(value, k, callee)) stopped = true;
  };
  const flush = () => {
    if (pending) emit(...pending);
    pending = null;
  };
  const label = (bracket: number) => (depth > 0 && depth <= MAX_DEPTH && open[depth - 1] === bracket ? labels[depth - 1]! : '');
  const value = (text: string, k: string, callee: string) => {
    inStrings += text.length;
    flush();
    if (keyLike(text)) pending = [text, k, callee];
    else emit(text, k, callee);
    name = keyLike(text) ? text : '';
    key = '';
    afterValue = true;
    atName = false;
  };
  const template = (start: number, text: string, k: string, callee: string): number => {
    const read = readString(s, start, 96);
    if (!read.open) {
      value(text + read.text, k, callee);
      return read.end;
    }
    if (templates.length >= MAX_TEMPLATES) stopped = true;
    templates.push({ depth, text: text + read.text, key: k, callee });
    if (depth < MAX_DEPTH) {
      open[depth] = OPEN_BRACE;
      labels[depth] = '';
    }
    depth++;
    key = name = '';
    afterValue = atName = false;
    return read.end;
  };

  let i = 0;
  while (i < s.length && !stopped) {
    const c = s.charCodeAt(i);
    if (c <= 32) {
      i++;
    } else if (c === 39 || c === 34) {
      const read = readString(s, i + 1, c);
      value(read.text, key || label(OPEN_BRACKET), label(40));
      i = read.end;
    } else if (c === 96) {
      i = template(i + 1, '', key || label(OPEN_BRACKET), label(40));
    } else if (c === 47) {
      const next = s.charCodeAt(i + 1);
      if (next === 47) {
        const end = s.indexOf('\n', i + 2);
        i = end === -1 ? s.length : end;
      } else if (next === 42) {
        const end = s.indexOf('*/', i + 2);
        i = end === -1 ? s.length : end + 2;
      } else if (afterValue) {
        flush();
        i++;
        key = name = '';
        afterValue = atName = false;
      } else {
        i = skipRegex(s, i + 1);
        afterValue = true;
        atName = false;
      }
    } else if (isDigit(c) || (c === 46 && isDigit(s.charCodeAt(i + 1)))) {
      flush();
      while (i < s.length && (isNameChar(s.charCodeAt(i)) || s.charCodeAt(i) === 46)) i++;
      key = name = '';
      afterValue = true;
      atName = false;
    } else if (isNameChar(c)) {
      flush();
      const start = i;
      while (i < s.length && isNameChar(s.charCodeAt(i))) i++;
      name = s.slice(start, i);
      key = '';
      afterValue = !BEFORE_EXPRESSION.has(name);
      atName = true;
    } else {
      i++;
      if (c === 58) {
        // ':' makes the string or name before it a key: `title: '…'`, `"headline": "…"`
        if (pending) name = pending[0];
        pending = null;
        key = name;
      } else if (c === 61 && s.charCodeAt(i) !== 61 && s.charCodeAt(i) !== 62) {
        flush();
        key = name; // an assignment: `cta = '…'`, `window.__APP__ = {…}`
      } else {
        flush();
        if (c === OPEN_BRACE || c === OPEN_BRACKET || c === 40) {
          if (depth < MAX_DEPTH) {
            open[depth] = c;
            labels[depth] = c === 40 ? (atName && name.length <= 64 ? name : '') : c === OPEN_BRACKET ? key : '';
          }
          depth++;
        } else if (c === 125 || c === 93 || c === 41) {
          depth = Math.max(0, depth - 1);
          const inner = templates.at(-1);
          if (c === 125 && inner && inner.depth === depth) {
            templates.pop();
            i = template(i, inner.text, inner.key, inner.callee);
            continue;
          }
        }
        // A name survives '.' and closing brackets, to be the key if '=' follows: `window.pageData = …`, `x['cta'] = …`.
        key = '';
        if (c !== 46 && c !== 125 && c !== 93 && c !== 41) name = '';
      }
      afterValue = c === 41 || c === 93 || c === 125;
      atName = false;
    }
  }
  if (!stopped) flush();
  return { end: Math.min(i, s.length), inStrings };
}
