import type { ArchetypeName } from '../../../src/domain/archetypes/types.ts';
import type { Surface } from '../signals/css.ts';
import type { PaletteSwatch } from '../signals/palette.ts';
import { describeFace, type FontFace, type Typography } from '../signals/typography.ts';

/**
 * Visual cues: colour and type carry archetype associations in brand practice (saturated red
 * for energy and passion, deep purple for mystery, gold and black for status, script for
 * intimacy). They are secondary: a few points that can settle a close call, never outvote copy.
 */
export interface Cue {
  archetype: ArchetypeName;
  points: number;
  kind: 'color' | 'type';
  /** Evidence wording: 'Fire Engine Red #D62828 dominates buttons'. */
  evidence: string;
}

type Weights = Partial<Record<ArchetypeName, number>>;

/** What a colour does, by the role and the surface it was used on: body text is never 'the page background'. */
const USE_TEXT: Record<string, Partial<Record<Surface, string>>> = {
  button: { bg: 'dominates buttons', fg: 'colors the button labels', border: 'outlines the buttons' },
  header: { bg: 'fills the header', fg: 'colors the header text', border: 'edges the header' },
  hero: { bg: 'sets the hero', fg: 'colors the hero text', border: 'edges the hero' },
  brand: { var: 'is the declared brand color' },
  theme: { bg: 'is the browser theme color' },
  body: { bg: 'sets the page background', fg: 'colors the body text', border: 'draws the page borders' },
  link: { bg: 'highlights the links', fg: 'colors the links', border: 'underlines the links' },
  heading: { bg: 'sits behind the headings', fg: 'colors the headings', border: 'underlines the headings' },
  var: { var: 'runs through the design tokens' },
  footer: { bg: 'fills the footer', fg: 'colors the footer text', border: 'edges the footer' },
};

/** 'Fire Engine Red #D62828 dominates buttons'. */
export function swatchEvidence(s: Pick<PaletteSwatch, 'name' | 'hex' | 'mainRole' | 'mainSurface'>): string {
  return `${s.name} ${s.hex} ${USE_TEXT[s.mainRole]?.[s.mainSurface] ?? 'runs through the design'}`;
}

/** Archetype leanings of one swatch by hue, saturation and lightness. */
function colourLeanings({ hsl: { h, s, l }, neutral }: PaletteSwatch): Weights {
  if (neutral === 'black') return { 'The Outlaw': 0.8, 'The Ruler': 0.6 };
  if (neutral === 'white') return { 'The Innocent': 0.8 };
  if (neutral === 'gray' || s < 12) return { 'The Sage': 0.3, 'The Ruler': 0.2 };
  const red = h < 12 || h >= 345;
  if (red && l < 33) return { 'The Lover': 1.5, 'The Ruler': 0.4 };
  if (red && s >= 55) return { 'The Hero': 1.5, 'The Lover': 0.8, 'The Outlaw': 0.4 };
  if (h >= 300 && h < 345) {
    if (l > 80) return { 'The Innocent': 0.6, 'The Lover': 0.6 };
    if (l >= 55 && s >= 70) return { 'The Jester': 0.9, 'The Lover': 0.6 };
    return { 'The Lover': 1.2 };
  }
  if (h >= 12 && h < 45 && l < 42 && s < 65) return { 'The Explorer': 1, 'The Everyman': 0.5 };
  if (h >= 12 && h < 40)
    return l > 78 ? { 'The Innocent': 0.5, 'The Caregiver': 0.4 } : { 'The Creator': 0.8, 'The Jester': 0.6, 'The Explorer': 0.5 };
  if (h >= 40 && h < 56 && s >= 45 && l >= 30 && l <= 62) return { 'The Ruler': 1.5 };
  if (h >= 40 && h < 70) return l > 80 ? { 'The Innocent': 0.7 } : { 'The Jester': 1, 'The Innocent': 0.5 };
  if (h >= 70 && h < 165) {
    if (l < 38) return { 'The Explorer': 1.2, 'The Caregiver': 0.3 };
    if (l > 75) return { 'The Innocent': 0.6, 'The Caregiver': 0.6 };
    return { 'The Caregiver': 0.6, 'The Explorer': 0.6, 'The Innocent': 0.3 };
  }
  if (h >= 165 && h < 195) return { 'The Caregiver': 1, 'The Magician': 0.4 };
  if (h >= 195 && h < 250) {
    if (l >= 70) return { 'The Innocent': 0.9, 'The Caregiver': 0.6 };
    if (l < 30) return { 'The Sage': 1, 'The Ruler': 0.8 };
    if (s < 50) return { 'The Everyman': 1, 'The Sage': 0.4 };
    return { 'The Sage': 0.7, 'The Everyman': 0.5, 'The Caregiver': 0.4 };
  }
  // 250–300: purples
  if (l < 45) return { 'The Magician': 1.5, 'The Ruler': 0.3 };
  if (l > 72) return { 'The Innocent': 0.5, 'The Magician': 0.5 };
  return { 'The Magician': 1.2, 'The Creator': 0.4 };
}

const TYPE_LEANINGS: Record<string, Weights> = {
  script: { 'The Lover': 1.2, 'The Innocent': 0.8, 'The Creator': 0.3 },
  slab: { 'The Hero': 0.6, 'The Everyman': 0.6, 'The Explorer': 0.5, 'The Outlaw': 0.3 },
  condensed: { 'The Hero': 1, 'The Outlaw': 0.8 },
  display: { 'The Jester': 0.8, 'The Creator': 0.6, 'The Outlaw': 0.4 },
  didone: { 'The Ruler': 0.8, 'The Lover': 0.6 },
  serif: { 'The Sage': 0.8, 'The Ruler': 0.8, 'The Caregiver': 0.2 },
  mono: { 'The Magician': 0.6, 'The Sage': 0.4, 'The Outlaw': 0.3 },
  rounded: { 'The Jester': 0.6, 'The Innocent': 0.6, 'The Caregiver': 0.4 },
  geometric: { 'The Magician': 0.4, 'The Creator': 0.3, 'The Hero': 0.2 },
  sans: { 'The Everyman': 0.3, 'The Sage': 0.1 },
};

const faceKey = (f: FontFace) => f.flavor ?? f.class;

export function visualCues(palette: PaletteSwatch[], typography: Typography): Cue[] {
  const cues: Cue[] = [];
  for (const swatch of palette.slice(0, 5)) {
    const strength = Math.min(1, swatch.share * 2.5);
    for (const [archetype, w] of Object.entries(colourLeanings(swatch)) as Array<[ArchetypeName, number]>) {
      cues.push({ archetype, points: w * strength, kind: 'color', evidence: swatchEvidence(swatch) });
    }
  }
  const has = (test: (s: PaletteSwatch) => boolean) => palette.slice(0, 5).find(test);
  const black = has((s) => s.neutral === 'black');
  const gold = has((s) => s.neutral === null && s.hsl.h >= 40 && s.hsl.h < 56 && s.hsl.s >= 45);
  const red = has((s) => s.neutral === null && (s.hsl.h < 12 || s.hsl.h >= 345) && s.hsl.s >= 55);
  if (black && gold) cues.push({ archetype: 'The Ruler', points: 0.8, kind: 'color', evidence: `Gold ${gold.hex} set against black ${black.hex}` });
  if (black && red) cues.push({ archetype: 'The Outlaw', points: 0.8, kind: 'color', evidence: `Red ${red.hex} set against black ${black.hex}` });
  const saturatedHues = palette.slice(0, 6).filter((s) => s.neutral === null && s.hsl.s >= 55 && s.hsl.l >= 35 && s.hsl.l <= 75);
  const distinct = saturatedHues.filter((s, i) => saturatedHues.slice(0, i).every((t) => Math.abs(((s.hsl.h - t.hsl.h + 540) % 360) - 180) >= 40));
  if (distinct.length >= 4) {
    const evidence = `A bright multi-color palette (${distinct
      .slice(0, 4)
      .map((s) => s.hex)
      .join(', ')})`;
    cues.push({ archetype: 'The Jester', points: 1, kind: 'color', evidence }, { archetype: 'The Creator', points: 1, kind: 'color', evidence });
  }
  const faces: Array<[FontFace | undefined, number, string]> = [
    [typography.heading, 1, 'headings'],
    [typography.body !== typography.heading ? typography.body : undefined, 0.6, 'body copy'],
  ];
  for (const [face, scale, where] of faces) {
    if (!face) continue;
    const leanings = TYPE_LEANINGS[faceKey(face)] ?? TYPE_LEANINGS[face.class] ?? {};
    const label = describeFace(face);
    for (const [archetype, w] of Object.entries(leanings) as Array<[ArchetypeName, number]>) {
      cues.push({ archetype, points: w * scale, kind: 'type', evidence: `${label.charAt(0).toUpperCase()}${label.slice(1)} in ${where}` });
    }
  }
  return cues;
}
