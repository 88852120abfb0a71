import { FONT_FILES, type FontFace, type FontFiles } from './fonts.ts';
import { readWoffFont, type TrueTypeFont } from './sfnt.ts';

/** A face's fonts in fallback order (./fonts.ts). */
export type Typefaces = Record<FontFace, readonly TrueTypeFont[]>;

/** A stretch of text drawn with one font: its glyph ids, and the characters each stands for (for copy and search). */
export interface GlyphRun {
  font: TrueTypeFont;
  glyphs: number[];
  chars: string[];
  /** Kerning before each glyph (0 for the first), in font units; already counted in the width. */
  kerns: number[];
  /** In font units. */
  width: number;
}

const parsed = new WeakMap<FontFiles, Promise<Typefaces>>();

/** Parses the font files once per loaded set (a process or an isolate keeps one). */
export function typefaces(files: FontFiles): Promise<Typefaces> {
  let faces = parsed.get(files);
  if (!faces) {
    faces = parseAll(files);
    parsed.set(files, faces);
  }
  return faces;
}

async function parseAll(files: FontFiles): Promise<Typefaces> {
  const byPath = new Map<string, Promise<TrueTypeFont>>();
  const font = (path: string) => {
    let f = byPath.get(path);
    if (!f) {
      const bytes = files.get(path);
      if (!bytes) throw new Error(`Font file missing: ${path}`);
      f = readWoffFont(bytes);
      byPath.set(path, f);
    }
    return f;
  };
  const entries = await Promise.all(
    (Object.keys(FONT_FILES) as FontFace[]).map(async (face) => [face, await Promise.all(FONT_FILES[face].map(font))] as const),
  );
  return Object.fromEntries(entries) as unknown as Typefaces;
}

// Characters a font may lack, drawn as a near equivalent rather than a gap.
const STAND_INS: Record<string, string> = { '\u00a0': ' ', '\u2007': ' ', '\u202f': ' ', '\u2011': '-', '\u2212': '-', '\t': ' ' };

/** The font and glyph for one character: the first font that has it, else its base letter ("é" → "e"), else "?". */
function glyphFor(fonts: readonly TrueTypeFont[], char: string): { font: TrueTypeFont; glyph: number; char: string } {
  const candidates = [char, STAND_INS[char], char.normalize('NFKD').codePointAt(0), '?'];
  for (const candidate of candidates) {
    if (candidate === undefined) continue;
    const text = typeof candidate === 'number' ? String.fromCodePoint(candidate) : candidate;
    const cp = text.codePointAt(0)!;
    for (const font of fonts) {
      const glyph = font.glyphOf.get(cp);
      if (glyph !== undefined) return { font, glyph, char: candidate === '?' && char !== '?' ? '?' : text };
    }
  }
  return { font: fonts[0]!, glyph: 0, char };
}

/** Splits text into runs of one font each; control characters are dropped, line breaks are the caller's. */
export function glyphRuns(fonts: readonly TrueTypeFont[], text: string): GlyphRun[] {
  const runs: GlyphRun[] = [];
  for (const char of text) {
    const cp = char.codePointAt(0)!;
    if (cp < 0x20 && char !== '\t') continue;
    // C1 controls, zero-width and direction marks, bidi overrides and isolates, the byte-order mark: nothing to draw.
    if (
      (cp >= 0x7f && cp < 0xa0) ||
      (cp >= 0x200b && cp <= 0x200f) ||
      (cp >= 0x202a && cp <= 0x202e) ||
      (cp >= 0x2066 && cp <= 0x2069) ||
      cp === 0xfeff
    )
      continue;
    const { font, glyph, char: drawn } = glyphFor(fonts, char);
    let run = runs.at(-1);
    if (!run || run.font !== font) {
      run = { font, glyphs: [], chars: [], kerns: [], width: 0 };
      runs.push(run);
    }
    const previous = run.glyphs.at(-1);
    const kern = previous === undefined ? 0 : font.kerning(previous, glyph);
    run.kerns.push(kern);
    run.width += kern;
    run.glyphs.push(glyph);
    run.chars.push(drawn);
    run.width += font.advances[glyph] ?? 0;
  }
  return runs;
}

/** Width of text at a size, in points. */
export function textWidth(fonts: readonly TrueTypeFont[], text: string, size: number): number {
  return glyphRuns(fonts, text).reduce((w, run) => w + (run.width / run.font.unitsPerEm) * size, 0);
}
