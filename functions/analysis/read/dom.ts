/**
 * Small DOM helpers. Hand-rolled because linkedom compiles the selector on every
 * querySelector call and scans the whole document for each; on a large page a dozen such
 * calls cost more than parsing it.
 */

/** Descendants matching a test, depth first, at most `limit`. */
export function findAll(root: Element, test: (el: Element) => boolean, limit = 100): Element[] {
  const found: Element[] = [];
  const stack = Array.from(root.children).reverse();
  while (stack.length > 0 && found.length < limit) {
    const el = stack.pop() as Element;
    if (test(el)) found.push(el);
    const kids = el.children;
    for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i] as Element);
  }
  return found;
}

export interface SpecialElements {
  title?: Element;
  metas: Element[];
  links: Element[];
  styles: Element[];
  jsonLd: Element[];
  /** Inline scripts that carry data: application/json, or `window.__STATE__ = {…}`. */
  payloads: Element[];
  /** Every other inline script, whose string literals are read on a page that shows too little text. */
  scripts: Element[];
  noscripts: Element[];
}

const SCRIPT_TYPES = new Set(['', 'text/javascript', 'module', 'application/javascript', 'text/ecmascript', 'application/ecmascript']);

/** An inline script that hands data to a framework rather than running a program. */
function isPayload(el: Element): boolean {
  const type = (el.getAttribute('type') ?? '').toLowerCase();
  if (el.hasAttribute('src')) return false;
  if (type === 'application/json' || el.getAttribute('id') === '__NEXT_DATA__') return true;
  if (type !== '' && type !== 'text/javascript' && type !== 'module') return false;
  const head = (el.textContent ?? '').slice(0, 120).trimStart();
  return head.startsWith('window.__') || head.startsWith('self.__') || head.startsWith('globalThis.__');
}

/** One pass over the document for <title>, <meta>, <link>, <style> and JSON-LD, wherever they sit. */
export function collectSpecial(root: Element, limit = 2000): SpecialElements {
  const out: SpecialElements = { metas: [], links: [], styles: [], jsonLd: [], payloads: [], scripts: [], noscripts: [] };
  const tags = new Set(['TITLE', 'META', 'LINK', 'STYLE', 'SCRIPT', 'NOSCRIPT']);
  for (const el of findAll(root, (e) => tags.has(e.tagName.toUpperCase()), limit)) {
    const tag = el.tagName.toUpperCase();
    if (tag === 'TITLE') out.title ??= el;
    else if (tag === 'META') out.metas.push(el);
    else if (tag === 'LINK') out.links.push(el);
    else if (tag === 'STYLE') out.styles.push(el);
    else if (tag === 'NOSCRIPT') out.noscripts.push(el);
    else if ((el.getAttribute('type') ?? '').toLowerCase() === 'application/ld+json') out.jsonLd.push(el);
    else if (isPayload(el)) out.payloads.push(el);
    else if (!el.hasAttribute('src') && SCRIPT_TYPES.has((el.getAttribute('type') ?? '').trim().toLowerCase())) out.scripts.push(el);
  }
  return out;
}
