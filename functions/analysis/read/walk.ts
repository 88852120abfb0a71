import { findAll } from './dom.ts';
import { cleanText } from './text.ts';
import type { BlockKind, BlockZone, StyleRole, TextBlock } from './types.ts';

/**
 * One pass over the DOM that turns it into text blocks tagged with their kind and zone.
 * Element.textContent glues neighbouring blocks together ('TitleParagraph'), so text is
 * gathered by hand, with a space at every block boundary.
 */

const SKIP = new Set([
  'SCRIPT',
  'STYLE',
  'NOSCRIPT',
  'TEMPLATE',
  'SVG',
  'IFRAME',
  'CANVAS',
  'OBJECT',
  'EMBED',
  'MATH',
  'SELECT',
  'HEAD',
  'TITLE',
  'META',
  'LINK',
  'BASE',
  'VIDEO',
  'AUDIO',
]);
const HEADINGS: Record<string, BlockKind> = { H1: 'h1', H2: 'h2', H3: 'h3', H4: 'h3', H5: 'h3', H6: 'h3' };
const LEAF_BLOCKS: Record<string, BlockKind> = {
  P: 'p',
  BLOCKQUOTE: 'quote',
  FIGCAPTION: 'p',
  DD: 'p',
  DT: 'p',
  TD: 'p',
  TH: 'p',
  CAPTION: 'p',
  SUMMARY: 'p',
  LABEL: 'p',
  ADDRESS: 'p',
};
const INLINE = new Set([
  'A',
  'SPAN',
  'STRONG',
  'EM',
  'B',
  'I',
  'U',
  'SMALL',
  'MARK',
  'CODE',
  'ABBR',
  'CITE',
  'Q',
  'SUB',
  'SUP',
  'TIME',
  'S',
  'DEL',
  'INS',
  'KBD',
  'BDI',
  'BDO',
  'DATA',
  'FONT',
  'BR',
  'WBR',
]);
const BLOCKISH = new Set([
  'P',
  'DIV',
  'LI',
  'UL',
  'OL',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'SECTION',
  'ARTICLE',
  'BLOCKQUOTE',
  'TABLE',
  'FORM',
  'HEADER',
  'FOOTER',
  'NAV',
  'FIGURE',
]);
const LEAD = new Set(['STRONG', 'B', 'H4', 'H5', 'DT']);
/** Work budget: a page with more elements than this is mostly noise past this point. */
const MAX_ELEMENTS = 15_000;

const BOILERPLATE =
  /cookie|consent|gdpr|ccpa|cmp-|onetrust|legal|copyright|disclaimer|newsletter-?(popup|modal)|popup|modal|skip-link|sr-only|visually-hidden|screen-reader/i;
const HERO = /(^|[\s_-])(hero|masthead|jumbotron|splash|intro|showcase|banner)([\s_-]|$)/i;
const CTA = /(^|[\s_-])(btn|button|cta)([\s_-]|$)/i;
const LEGAL_LINE =
  /©|&copy;|\ball rights reserved\b|\bprivacy (policy|notice)\b|\bterms (of (use|service)|and conditions|& conditions)\b|\bcookie(s)? (policy|settings|preferences)\b/i;

export interface WalkResult {
  blocks: TextBlock[];
  links: Array<{ href: string; text: string; zone: BlockZone }>;
  styleAttrs: Array<{ role: StyleRole; css: string }>;
}

interface Ctx {
  zone: BlockZone;
  role: StyleRole;
}

export function walkDocument(body: Element, maxBlocks = 1500): WalkResult {
  const out: WalkResult = { blocks: [], links: [], styleAttrs: [] };
  const seen = new Set<string>();
  let major: string | undefined; // latest h1/h2
  let minor: string | undefined; // latest h3–h6 under it

  const push = (kind: BlockKind, zone: BlockZone, raw: string, lead?: string) => {
    const text = cleanText(raw, 1000);
    if (!text || out.blocks.length >= maxBlocks) return;
    const key = `${kind}|${text}`;
    if (seen.has(key)) return; // responsive layouts often render the same nav or CTA twice
    seen.add(key);
    const effectiveZone: BlockZone = LEGAL_LINE.test(text) && text.length < 400 ? 'boilerplate' : zone;
    const block: TextBlock = { kind, zone: effectiveZone, text };
    const section = kind === 'h1' || kind === 'h2' ? undefined : kind === 'h3' ? major : (minor ?? major);
    if (section) block.section = section;
    if (lead) block.lead = cleanText(lead, 60);
    out.blocks.push(block);
  };

  const recordLink = (a: Element, zone: BlockZone) => {
    const href = a.getAttribute('href');
    if (href && out.links.length < 500) out.links.push({ href, text: cleanText(gatherText(a), 120), zone });
  };

  let visited = 0;
  /** Reads one element: a leaf becomes a block (returns undefined); a container returns its context for its children. */
  const enter = (el: Element, ctx: Ctx): Ctx | undefined => {
    const tag = el.tagName.toUpperCase();
    if (SKIP.has(tag) || el.hasAttribute('hidden') || el.getAttribute('aria-hidden') === 'true') return undefined;
    const here = contextOf(el, tag, ctx);
    const style = el.getAttribute('style');
    if (style) out.styleAttrs.push({ role: here.role, css: style.slice(0, 2000) });

    const heading = HEADINGS[tag];
    if (heading) {
      const text = cleanText(gatherText(el), 200);
      push(heading, here.zone, text);
      if (heading === 'h3') minor = text;
      else [major, minor] = [text, undefined];
      return undefined;
    }
    if (tag === 'IMG') {
      const alt = el.getAttribute('alt');
      if (alt) push('alt', here.zone, alt);
      return undefined;
    }
    if (tag === 'INPUT') {
      const type = (el.getAttribute('type') ?? '').toLowerCase();
      if (type === 'submit' || type === 'button') push('cta', here.zone, el.getAttribute('value') ?? '');
      return undefined;
    }
    if (tag === 'A') recordLink(el, here.zone);
    if (tag === 'BUTTON' || el.getAttribute('role') === 'button' || (tag === 'A' && CTA.test(el.getAttribute('class') ?? ''))) {
      push('cta', here.zone, gatherText(el));
      return undefined;
    }
    if (tag === 'A' && (here.zone === 'nav' || here.zone === 'header')) {
      push('nav', 'nav', gatherText(el));
      return undefined;
    }
    const leaf = LEAF_BLOCKS[tag];
    if (leaf) {
      findAll(el, (e) => e.tagName === 'A').forEach((a) => recordLink(a, here.zone));
      push(leaf, here.zone, gatherText(el));
      return undefined;
    }
    if (tag === 'LI' && !hasBlock(el)) {
      findAll(el, (e) => e.tagName === 'A').forEach((a) => recordLink(a, here.zone));
      const lead = findAll(el, (e) => LEAD.has(e.tagName.toUpperCase()), 1)[0];
      push(here.zone === 'nav' ? 'nav' : 'li', here.zone, gatherText(el), lead ? gatherText(lead) : undefined);
      return undefined;
    }
    return here;
  };

  // A container: loose text and inline children form one 'text' block; block children are entered in turn.
  // An explicit stack rather than recursion, so that no depth of nesting can overflow the call stack.
  interface Frame {
    here: Ctx;
    children: ChildNode[];
    next: number;
    loose: string;
  }
  const flush = (frame: Frame) => {
    if (frame.loose.trim()) push(frame.here.zone === 'nav' ? 'nav' : 'text', frame.here.zone, frame.loose);
    frame.loose = '';
  };
  const open = (el: Element, ctx: Ctx): Frame | undefined => {
    if (out.blocks.length >= maxBlocks || ++visited > MAX_ELEMENTS) return undefined;
    const here = enter(el, ctx);
    return here && { here, children: Array.from(el.childNodes), next: 0, loose: '' };
  };

  const first = open(body, { zone: 'main', role: 'body' });
  const stack: Frame[] = first ? [first] : [];
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!;
    let descended = false;
    while (frame.next < frame.children.length) {
      const child = frame.children[frame.next++]!;
      if (child.nodeType === 3) {
        frame.loose += child.textContent ?? '';
        continue;
      }
      if (child.nodeType !== 1) continue;
      const c = child as Element;
      const ctag = c.tagName.toUpperCase();
      if (INLINE.has(ctag) && !CTA.test(c.getAttribute('class') ?? '') && c.getAttribute('role') !== 'button' && !hasBlock(c)) {
        if (ctag === 'A') recordLink(c, frame.here.zone);
        if (!(ctag === 'A' && (frame.here.zone === 'nav' || frame.here.zone === 'header'))) {
          frame.loose += ` ${gatherText(c)} `;
          continue;
        }
      }
      flush(frame);
      const inner = open(c, frame.here);
      if (inner) {
        stack.push(inner);
        descended = true;
        break;
      }
    }
    if (descended) continue;
    flush(frame);
    stack.pop();
  }
  return out;
}

function contextOf(el: Element, tag: string, ctx: Ctx): Ctx {
  const marker = `${el.getAttribute('id') ?? ''} ${el.getAttribute('class') ?? ''} ${el.getAttribute('aria-label') ?? ''}`;
  const role = el.getAttribute('role') ?? '';
  let { zone, role: styleRole } = ctx;
  if (zone !== 'boilerplate' && (BOILERPLATE.test(marker) || role === 'dialog' || role === 'alertdialog')) zone = 'boilerplate';
  else if (zone === 'boilerplate') zone = 'boilerplate';
  else if (tag === 'FOOTER' || role === 'contentinfo') zone = 'footer';
  else if (tag === 'NAV' || role === 'navigation') zone = 'nav';
  else if ((tag === 'HEADER' || role === 'banner') && zone === 'main') zone = 'header';
  else if ((zone === 'main' || zone === 'header') && HERO.test(marker)) zone = 'hero';
  if (tag === 'BUTTON' || CTA.test(marker)) styleRole = 'button';
  else if (tag === 'A') styleRole = 'link';
  else if (tag === 'H1' || tag === 'H2' || tag === 'H3') styleRole = 'heading';
  else if (zone === 'hero' && ctx.zone !== 'hero') styleRole = 'hero';
  else if (tag === 'HEADER' || tag === 'NAV') styleRole = 'header';
  else if (tag === 'FOOTER') styleRole = 'footer';
  else if (tag !== 'BODY' && tag !== 'HTML' && styleRole === 'body') styleRole = 'other';
  return { zone, role: styleRole };
}

const HAS_BLOCK_SCAN = 2000;

/** Whether a block element sits inside. A subtree too large to search is taken as having one: it is walked, not gathered. */
function hasBlock(el: Element): boolean {
  // Sibling pointers, not `children`: linkedom rebuilds that list on every access, so indexing it is quadratic.
  // Last child first, as a stack of the children would pop them: the same elements are scanned before the cap.
  const stack: Element[] = [];
  if (el.lastElementChild) stack.push(el.lastElementChild);
  for (let scanned = 0; stack.length > 0; scanned++) {
    if (scanned >= HAS_BLOCK_SCAN) return true;
    const e = stack.pop()!;
    if (e.previousElementSibling) stack.push(e.previousElementSibling);
    if (BLOCKISH.has(e.tagName.toUpperCase())) return true;
    if (e.lastElementChild) stack.push(e.lastElementChild);
  }
  return false;
}

/** Enough text for any block (cleanText keeps at most 8,000 characters of it). */
const MAX_GATHERED = 20_000;
const MAX_GATHER_NODES = 5000;

/** Visible text of an element, with spaces at block boundaries and for <br>. Iterative and bounded. */
export function gatherText(el: Element): string {
  const parts: string[] = [];
  let length = 0;
  let nodes = 0;
  // A node stands for itself and, through nextSibling, for the siblings after it: children are reached by
  // pointer, never through childNodes, which linkedom rebuilds on every access.
  const stack: Array<ChildNode | string> = el.firstChild ? [el.firstChild] : [];
  while (stack.length > 0 && length < MAX_GATHERED && ++nodes <= MAX_GATHER_NODES) {
    const item = stack.pop()!;
    let piece: string | undefined;
    if (typeof item === 'string') piece = item;
    else {
      if (item.nextSibling) stack.push(item.nextSibling);
      if (item.nodeType === 3) piece = item.textContent ?? '';
      else if (item.nodeType === 1) {
        const c = item as Element;
        const tag = c.tagName.toUpperCase();
        if (SKIP.has(tag) || c.getAttribute('aria-hidden') === 'true') continue;
        if (tag === 'IMG') piece = ` ${c.getAttribute('alt') ?? ''} `;
        else {
          const block = !INLINE.has(tag) || tag === 'BR';
          if (block) stack.push(' ');
          if (c.firstChild) stack.push(c.firstChild);
          if (block) stack.push(' ');
        }
      }
    }
    if (piece) {
      parts.push(piece);
      length += piece.length;
    }
  }
  return parts.join('');
}
