import { markupText } from './text.ts';
import { copyText, eachString, EmbeddedCopy } from './embedded.ts';
import { scanStrings } from './script-strings.ts';
import type { BlockZone, TextBlock } from './types.ts';

/**
 * The last resort for a page rendered by JavaScript: copy in the string literals of inline scripts that no
 * payload reader understood (`var pageData = {headline: '…'}`, `JSON.parse('…')`, state under any name).
 *
 * Most inline scripts are programs (tag managers, analytics, polyfills, whole bundles), and programs carry
 * sentences too: error messages, consent notices. So a script is read whole before any of it is kept, and kept
 * only if it looks like data: a good share of it is prose, or it is mostly strings with some prose among them.
 */

/** Characters of inline script read per page, over all scripts. */
const MAX_SCRIPT_CHARS = 2_000_000;
/** A script this much prose is data whatever else it holds. */
const PROSE_SHARE = 0.15;
/** A script this much inside strings is data (JSON, an object literal) and needs only a little prose... */
const STRING_SHARE = 0.5;
/** ...this much. */
const PROSE_SHARE_IN_DATA = 0.05;
/** Candidates held per script while it is judged; no page shows more copy than this. */
const MAX_CANDIDATES = 400;

/** Marks of code rather than prose, looked for in a string's first 400 characters. */
const CODE_MARK =
  /=>|\(\)|\)\s?\{|&&|\|\||[!=]==|\$\{|\bfunction\b|\bundefined\b|\bnull\b|\bthis\.|\.prototype\b|\b(var|let|const|return) [\w$]{1,40} ?[=;(.]/;
/** A token of a CSS class list ('px-4', 'sm:flex', 'w-1/2') rather than a word. */
const CLASS_TOKEN = /[-:/[\]0-9_]/;
/** Functions whose string arguments are a program's messages to developers or users, not the site's copy. */
const MESSAGE_CALL = /^(\w*Error|DOMException|warn|error|log|info|debug|trace|assert|invariant|warning|alert|confirm|prompt|reject|fail)$/;
/** Cookie, privacy and legal lines: kept as boilerplate, as the page reader keeps them from the markup. */
const NOTICE = /©|\ball rights reserved\b|\bcookies?\b|\bconsent\b|\bgdpr\b|\bprivacy (policy|notice|settings)\b|\bterms (of|and) /i;

/**
 * A script that opens by handing over data (`window.x = {`, `var pageData = [`, `… = JSON.parse(`), as state does:
 * read before the others, as the budgets are shared out first come, first served.
 */
const HANDS_OVER_DATA = /^\s*(?:(?:var|let|const)\s+)?[\w$.[\]'"]{1,120}\s*=\s*(?:\{|\[|JSON\.parse\()/;

/** Whether a string a script carries is code or a class list, not copy a person wrote. */
function looksLikeCode(text: string): boolean {
  const head = text.slice(0, 400);
  if (CODE_MARK.test(head)) return true;
  if (/[A-Z]/.test(head)) return false;
  const tokens = head.split(' ');
  return tokens.filter((t) => CLASS_TOKEN.test(t)).length * 3 >= tokens.length;
}

/** The parsed JSON a string holds (`JSON.parse('{…}')`), or undefined. */
function jsonIn(value: string): unknown {
  const first = value.charCodeAt(0);
  const last = value.charCodeAt(value.length - 1);
  if (!((first === 123 && last === 125) || (first === 91 && last === 93))) return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

/**
 * Copy read from the string literals of inline scripts, added to `copy` (shared with the payload readers). A string
 * that is JSON (`JSON.parse('…')`) is data and read as a payload is; the script's other strings are kept only if,
 * JSON aside, the script looks like data. It is judged on what was read of it: all of it, or enough to fill a page.
 */
export function blocksFromScripts(sources: string[], copy = new EmbeddedCopy()): TextBlock[] {
  const before = copy.blocks.length;
  let budget = MAX_SCRIPT_CHARS;
  const data = sources.map((source) => HANDS_OVER_DATA.test(source.slice(0, 200)));
  for (const whole of [...sources.filter((_, i) => data[i]), ...sources.filter((_, i) => !data[i])]) {
    if (copy.spent || budget <= 0) break;
    // No script may spend more than half of what is left, so that a huge or hostile one leaves some for the rest.
    const chars = Math.ceil(budget / 2);
    const maxNodes = copy.nodes + Math.ceil(copy.nodesLeft / 2);
    const source = whole.length > chars ? whole.slice(0, chars) : whole;
    const found: Array<{ text: string; key: string; zone: BlockZone; json: boolean }> = [];
    let prose = 0;
    let json = 0; // characters of JSON strings, which do not count towards the script's shares
    const consider = (value: string, key: string, fromJson: boolean) => {
      // Markup is read once, here: what it decodes to ('&lt;b&gt;' → '<b>') is text, never parsed again.
      const text = copyText(value.includes('<') ? markupText(value, 5000) : value, key, false);
      if (text && !looksLikeCode(text)) {
        if (!fromJson) prose += text.length;
        found.push({ text, key, zone: NOTICE.test(text) ? 'boilerplate' : 'main', json: fromJson });
      }
      return found.length < MAX_CANDIDATES;
    };
    const scan = scanStrings(source, (value, key, callee) => {
      if (++copy.nodes > maxNodes || copy.spent || found.length >= MAX_CANDIDATES) return false;
      if (MESSAGE_CALL.test(callee)) return true;
      const root = jsonIn(value.trim());
      if (root === undefined) consider(value, key, false);
      else {
        json += value.length;
        eachString(root, copy, (v, k) => consider(v, k, true), maxNodes);
      }
      return true;
    });
    budget -= scan.end;
    const code = Math.max(1, scan.end - json);
    const share = prose / code;
    const isData = share >= PROSE_SHARE || ((scan.inStrings - json) / code >= STRING_SHARE && share >= PROSE_SHARE_IN_DATA);
    for (const f of found) if (isData || f.json) copy.add(f.text, f.key, f.zone);
  }
  return copy.blocks.slice(before);
}
