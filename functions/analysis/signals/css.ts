import type { StyleRole } from '../read/types.ts';
import { colorsInValue, parseColor, type Rgb } from './color.ts';
import { fontShorthandFamily, MAX_CUSTOM_VALUE, MAX_VALUE, resolveVars, stripComments } from './css-scan.ts';

/**
 * Reads colour and font declarations out of CSS, each tagged with where it applies. A tiny
 * brace scanner (not a full CSS parser) is enough: we need selectors, declarations and the
 * enclosing at-rules (to skip dark-mode and print variants).
 */

export type ColorRole = 'brand' | 'var' | 'theme' | StyleRole;
export type Surface = 'bg' | 'fg' | 'border' | 'var';

export interface ColorUse {
  rgb: Rgb;
  weight: number;
  role: ColorRole;
  surface: Surface;
}

export type FontRole = 'heading' | 'body' | 'button' | 'face' | 'other';

export interface FontUse {
  /** The family list as written, quotes removed: ['Oswald', 'Arial Narrow', 'sans-serif']. */
  stack: string[];
  role: FontRole;
  weight: number;
}

export interface StyleFacts {
  colors: ColorUse[];
  fonts: FontUse[];
}

interface Rule {
  selector: string;
  body: string;
  context: string[];
}

const MAX_CSS = 400_000;
/** Deeper than @media inside @supports inside @layer is not a real stylesheet. */
const MAX_NESTING = 8;
/** Selectors and at-rule preludes are read this far (a real one is a line or two). */
const MAX_SELECTOR = 500;
const SKIP_CONTEXT = /prefers-color-scheme\s*:\s*dark|\bprint\b|@keyframes|@supports\s+not/i;

export function scanRules(css: string): Rule[] {
  const text = stripComments(css.slice(0, MAX_CSS));
  const rules: Rule[] = [];
  const stack: string[] = [];
  let start = 0; // where the text since the last brace or top-level ';' begins
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (ch === 123) {
      // '{'
      if (stack.length >= MAX_NESTING) return rules;
      stack.push(text.slice(start, i).trim().slice(0, MAX_SELECTOR));
      start = i + 1;
    } else if (ch === 125) {
      // '}'
      const selector = stack.pop();
      const body = text.slice(start, i);
      if (selector !== undefined && body.trim()) rules.push({ selector, body, context: [...stack] });
      start = i + 1;
    } else if (ch === 59 && stack.length === 0) start = i + 1; // top-level statements such as @import and @charset
  }
  return rules;
}

/** A rule's declarations, lowercase property first; values longer than any real one are left out. */
export function declarations(body: string): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const part of body.split(';')) {
    const colon = part.indexOf(':');
    if (colon <= 0 || colon > 100) continue;
    const prop = part.slice(0, colon).trim().toLowerCase();
    const raw = part.slice(colon + 1);
    if (raw.length > (prop.startsWith('--') ? MAX_CUSTOM_VALUE : MAX_VALUE)) continue;
    const bang = raw.toLowerCase().lastIndexOf('!important');
    const value = (bang === -1 ? raw : raw.slice(0, bang) + raw.slice(bang + 10)).trim();
    if (prop && value) out.push([prop, value]);
  }
  return out;
}

/** Which part of the page a selector styles (the first matching wins, most telling first). */
export function selectorRole(selector: string): StyleRole {
  const s = selector.slice(0, MAX_SELECTOR).toLowerCase();
  if (/btn|button|cta|\[type=.?submit|\.pill-link/.test(s)) return 'button';
  if (/hero|jumbotron|masthead|splash|banner/.test(s)) return 'hero';
  if (/header|navbar|(^|[\s,>.#-])nav([\s,>:.#-]|$)|topbar|top-bar|menu/.test(s)) return 'header';
  if (/footer/.test(s)) return 'footer';
  if (/(^|[\s,>])(h1|h2|h3)\b|heading|headline|title|display/.test(s)) return 'heading';
  if (/(^|[\s,>+~])a([:.[#\s,]|$)|:link|\blink\b/.test(s)) return 'link';
  if (/^\s*(html|body|:root)\s*$/.test(s.split(',')[0] ?? '') || /(^|,)\s*(html|body)\s*(,|$)/.test(s)) return 'body';
  return 'other';
}

/** How much a colour on each surface of each role says about the brand. */
const WEIGHTS: Record<StyleRole, Record<Exclude<Surface, 'var'>, number>> = {
  button: { bg: 3, fg: 0.6, border: 1 },
  hero: { bg: 2.5, fg: 0.8, border: 0.3 },
  header: { bg: 2.5, fg: 0.8, border: 0.4 },
  body: { bg: 2, fg: 1, border: 0.2 },
  link: { bg: 0.5, fg: 1.5, border: 0.4 },
  heading: { bg: 0.5, fg: 1.5, border: 0.3 },
  footer: { bg: 1, fg: 0.3, border: 0.2 },
  other: { bg: 0.6, fg: 0.4, border: 0.2 },
};

const SURFACE: Record<string, Exclude<Surface, 'var'>> = {
  background: 'bg',
  'background-color': 'bg',
  'background-image': 'bg',
  fill: 'bg',
  color: 'fg',
  'text-decoration-color': 'fg',
  'accent-color': 'fg',
  stroke: 'fg',
  'border-color': 'border',
  border: 'border',
  'border-top': 'border',
  'border-bottom': 'border',
  'outline-color': 'border',
};

const BRAND_VAR = /brand|primary|accent|secondary|main|highlight|theme|signature/;

export function fontStack(value: string): string[] {
  return value
    .split(',')
    .map((f) =>
      f
        .trim()
        .replace(/^["']|["']$/g, '')
        .trim(),
    )
    .filter((f) => f && f.length < 60 && !/^(inherit|initial|unset|var\()/i.test(f));
}

function fontRole(role: StyleRole): FontRole {
  if (role === 'heading' || role === 'hero') return 'heading';
  if (role === 'body') return 'body';
  if (role === 'button') return 'button';
  return 'other';
}

/** Colours and fonts from stylesheets, inline <style>, style attributes, theme-color and font links. */
export function readStyles(input: {
  css: string[];
  attrs: Array<{ role: StyleRole; css: string }>;
  themeColor?: string;
  fontLinks: string[];
}): StyleFacts {
  const facts: StyleFacts = { colors: [], fonts: [] };
  const rules = input.css.flatMap(scanRules).filter((r) => !r.context.some((c) => SKIP_CONTEXT.test(c)));
  const vars = new Map<string, string>();
  for (const rule of rules) for (const [prop, value] of declarations(rule.body)) if (prop.startsWith('--')) vars.set(prop, value);

  const addColor = (value: string, role: ColorRole, surface: Surface, weight: number) => {
    for (const rgb of colorsInValue(resolveVars(value, vars))) facts.colors.push({ rgb, weight, role, surface });
  };
  const readDeclarations = (pairs: Array<[string, string]>, role: StyleRole, scale: number, fontScale = 1) => {
    for (const [prop, value] of pairs) {
      if (prop.startsWith('--')) {
        if (/font/.test(prop)) {
          const fr: FontRole = /head|display|title|brand|accent|serif-display/.test(prop)
            ? 'heading'
            : /body|base|text|sans|copy|primary/.test(prop)
              ? 'body'
              : 'other';
          facts.fonts.push({ stack: fontStack(resolveVars(value, vars)), role: fr, weight: 1.5 * scale });
        } else if (parseColor(value.trim())) addColor(value, BRAND_VAR.test(prop) ? 'brand' : 'var', 'var', (BRAND_VAR.test(prop) ? 3 : 1.2) * scale);
        continue;
      }
      const fontWeight = (role === 'other' ? 0.5 : 2) * scale * fontScale;
      if (prop === 'font-family') facts.fonts.push({ stack: fontStack(resolveVars(value, vars)), role: fontRole(role), weight: fontWeight });
      else if (prop === 'font') {
        const family = fontShorthandFamily(resolveVars(value, vars));
        if (family) facts.fonts.push({ stack: fontStack(family), role: fontRole(role), weight: fontWeight });
      } else {
        const surface = SURFACE[prop];
        if (surface) addColor(value, role, surface, WEIGHTS[role][surface] * scale);
      }
    }
  };

  for (const rule of rules) {
    if (/^@font-face/i.test(rule.selector)) {
      const family = declarations(rule.body).find(([p]) => p === 'font-family')?.[1];
      if (family) facts.fonts.push({ stack: fontStack(family), role: 'face', weight: 0.5 });
      continue;
    }
    if (rule.selector.startsWith('@') || /^(from|to|\d+%)/.test(rule.selector)) continue;
    // The face of the h1 is the brand's display face; an h3 or a card title matters less.
    const h1 = /(^|[\s,>])h1\b/i.test(rule.selector) ? 1.5 : 1;
    readDeclarations(declarations(rule.body), selectorRole(rule.selector), 1, h1);
  }
  for (const attr of input.attrs.slice(0, 400)) readDeclarations(declarations(attr.css), attr.role, 0.8);
  if (input.themeColor) addColor(input.themeColor, 'theme', 'bg', 3);
  for (const link of input.fontLinks) for (const family of fontLinkFamilies(link)) facts.fonts.push({ stack: [family], role: 'face', weight: 1 });
  return facts;
}

/** 'https://fonts.googleapis.com/css2?family=Playfair+Display:wght@700&family=Inter' → both names. */
export function fontLinkFamilies(href: string): string[] {
  try {
    const url = new URL(href);
    return url.searchParams
      .getAll('family')
      .flatMap((f) => f.split('|'))
      .map((f) => f.split(':')[0]?.trim() ?? '')
      .filter((f) => f && f.length < 60);
  } catch {
    return [];
  }
}
