import { CSS_NAMED_COLORS } from './css-named-colors.ts';

/** Colour maths for the palette: parsing CSS colour syntax, HSL and CIELAB conversions. */

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

export interface Lab {
  l: number;
  a: number;
  b: number;
}

export interface Hsl {
  /** 0–360 */
  h: number;
  /** 0–100 */
  s: number;
  /** 0–100 */
  l: number;
}

/** Mostly transparent colours (overlays, shadows) say little about a brand. */
const MIN_ALPHA = 0.5;

const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));

function channel(text: string, scale = 255): number {
  const t = text.trim();
  return t.endsWith('%') ? (parseFloat(t) / 100) * scale : parseFloat(t);
}

function alphaOf(text: string | undefined): number {
  if (text === undefined) return 1;
  const t = text.trim();
  return t.endsWith('%') ? parseFloat(t) / 100 : parseFloat(t);
}

/** Parses #rgb(a), #rrggbb(aa), rgb()/rgba(), hsl()/hsla() (comma or space syntax) and named colours. */
export function parseColor(input: string): Rgb | null {
  const text = input.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(text)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex].map((c) => c + c).join('') : hex;
    if (full.length === 8 && parseInt(full.slice(6, 8), 16) / 255 < MIN_ALPHA) return null;
    return { r: parseInt(full.slice(0, 2), 16), g: parseInt(full.slice(2, 4), 16), b: parseInt(full.slice(4, 6), 16) };
  }
  const fn = /^(rgba?|hsla?)\(\s*([^)]*)\)$/.exec(text);
  if (fn) {
    const [, name = '', body = ''] = fn;
    const [main = '', slashAlpha] = body.split('/');
    const parts = main.split(/[\s,]+/).filter(Boolean);
    const alpha = slashAlpha ?? parts[3];
    if (parts.length < 3 || alphaOf(alpha) < MIN_ALPHA) return null;
    const [p0 = '', p1 = '', p2 = ''] = parts;
    if (name.startsWith('rgb')) {
      const rgb = { r: channel(p0), g: channel(p1), b: channel(p2) };
      if ([rgb.r, rgb.g, rgb.b].some(Number.isNaN)) return null;
      return { r: clamp(Math.round(rgb.r), 0, 255), g: clamp(Math.round(rgb.g), 0, 255), b: clamp(Math.round(rgb.b), 0, 255) };
    }
    const h = parseFloat(p0) * (p0.endsWith('turn') ? 360 : p0.endsWith('rad') ? 180 / Math.PI : 1);
    const s = parseFloat(p1);
    const l = parseFloat(p2);
    if ([h, s, l].some(Number.isNaN)) return null;
    return hslToRgb({ h: ((h % 360) + 360) % 360, s: clamp(s, 0, 100), l: clamp(l, 0, 100) });
  }
  const named = CSS_NAMED_COLORS.get(text);
  return named ? parseColor(`#${named}`) : null;
}

const isWordChar = (code: number) => (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95;
const isHexWord = (word: string) => /^[0-9a-f]+$/i.test(word);
const COLOR_FUNCTIONS = new Set(['rgb', 'rgba', 'hsl', 'hsla']);
/** Longer than any real rgb()/hsl() call: past this it is not a colour. */
const MAX_FUNCTION = 80;

/** The value without its url(…) parts (an image path or a data: URL can spell '#fff' or 'tan'). */
function withoutUrls(value: string): string {
  const lower = value.toLowerCase();
  const parts: string[] = [];
  let from = 0;
  for (let at = lower.indexOf('url(', from); at !== -1; at = lower.indexOf('url(', from)) {
    parts.push(value.slice(from, at), ' ');
    const close = lower.indexOf(')', at + 4);
    if (close === -1) return parts.join('');
    from = close + 1;
  }
  parts.push(value.slice(from));
  return parts.join('');
}

/**
 * Finds every colour literal in a CSS value ('linear-gradient(#fff, rgb(0 0 0))' → two colours): hex
 * colours, rgb()/hsl() calls and named colours, read word by word in one pass.
 */
export function colorsInValue(input: string): Rgb[] {
  const value = withoutUrls(input);
  const out: Rgb[] = [];
  let i = 0;
  while (i < value.length) {
    const code = value.charCodeAt(i);
    if (!isWordChar(code)) {
      if (code === 35) {
        // '#' and the word after it: a colour when all hex and 3 to 8 long.
        let end = i + 1;
        while (end < value.length && isWordChar(value.charCodeAt(end))) end++;
        const word = value.slice(i + 1, end);
        const rgb = word.length >= 3 && word.length <= 8 && isHexWord(word) ? parseColor(`#${word}`) : null;
        if (rgb) out.push(rgb);
        i = end;
      } else i++;
      continue;
    }
    let end = i;
    while (end < value.length && isWordChar(value.charCodeAt(end))) end++;
    const word = value.slice(i, end);
    if (value.charCodeAt(end) === 40 && COLOR_FUNCTIONS.has(word.toLowerCase())) {
      // Looked for only within reach: an unclosed 'rgb(' must not send every later one to the end of the value.
      const within = value.slice(end, i + MAX_FUNCTION).indexOf(')');
      const close = within === -1 ? -1 : end + within;
      if (close !== -1) {
        const rgb = parseColor(value.slice(i, close + 1));
        if (rgb) out.push(rgb);
        i = close + 1;
        continue;
      }
    } else if (word.length >= 3 && word.length <= 20 && /^[a-z]+$/i.test(word)) {
      const rgb = parseColor(word);
      if (rgb) out.push(rgb);
    }
    i = end;
  }
  return out;
}

export function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

export function hslToRgb({ h, s, l }: Hsl): Rgb {
  const sat = s / 100;
  const light = l / 100;
  const k = (n: number) => (n + h / 30) % 12;
  const a = sat * Math.min(light, 1 - light);
  const f = (n: number) => light - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return { r: Math.round(f(0) * 255), g: Math.round(f(8) * 255), b: Math.round(f(4) * 255) };
}

export function rgbToHsl({ r, g, b }: Rgb): Hsl {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l: l * 100 };
  const s = d / (1 - Math.abs(2 * l - 1));
  let h = max === rn ? ((gn - bn) / d) % 6 : max === gn ? (bn - rn) / d + 2 : (rn - gn) / d + 4;
  h = (h * 60 + 360) % 360;
  return { h, s: s * 100, l: l * 100 };
}

export function rgbToLab({ r, g, b }: Rgb): Lab {
  const lin = (v: number) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const [R, G, B] = [lin(r), lin(g), lin(b)];
  const x = (R * 0.4124 + G * 0.3576 + B * 0.1805) / 0.95047;
  const y = R * 0.2126 + G * 0.7152 + B * 0.0722;
  const z = (R * 0.0193 + G * 0.1192 + B * 0.9505) / 1.08883;
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  return { l: 116 * f(y) - 16, a: 500 * (f(x) - f(y)), b: 200 * (f(y) - f(z)) };
}

/** CIE76 colour difference: ~2 is barely visible, >10 clearly different. */
export function deltaE(p: Lab, q: Lab): number {
  return Math.hypot(p.l - q.l, p.a - q.a, p.b - q.b);
}

export function chroma(lab: Lab): number {
  return Math.hypot(lab.a, lab.b);
}
