import { chroma, deltaE, rgbToHsl, rgbToLab, toHex, type Hsl, type Lab, type Rgb } from './color.ts';
import { colorName } from './color-names.ts';
import type { ColorRole, ColorUse, Surface } from './css.ts';

export interface PaletteSwatch {
  name: string;
  hex: string;
  rgb: Rgb;
  hsl: Hsl;
  /** Summed evidence of every near-identical colour merged into this swatch. */
  weight: number;
  /** weight / total weight of all kept swatches. */
  share: number;
  /** The role that contributed most ('button', 'header', 'brand' …), for indicator wording. */
  mainRole: ColorRole;
  /** Where that role used it: its background, its text ('fg') or its border; wording must not mix them up. */
  mainSurface: Surface;
  /** Weight from backgrounds of buttons, headers, heroes and the body: colours seen as areas. */
  areaWeight: number;
  neutral: 'white' | 'black' | 'gray' | null;
}

interface Cluster {
  rgb: Rgb;
  lab: Lab;
  weight: number;
  areaWeight: number;
  /** Weight per use, keyed 'role|surface': body text and body background are different uses. */
  uses: Map<string, number>;
}

/** Colours closer than this (CIE76) are one swatch: #D62828 and #D72A29 are the same red. */
const MERGE_DISTANCE = 12;

/** Colour seen as an area. The page background is left out: white or black there is furniture. */
const isArea = (use: ColorUse) => (use.surface === 'bg' && ['button', 'header', 'hero', 'theme'].includes(use.role)) || use.role === 'brand';

function neutralKind(lab: Lab): PaletteSwatch['neutral'] {
  if (lab.l > 93 && chroma(lab) < 9) return 'white';
  if (lab.l < 12 && chroma(lab) < 14) return 'black';
  if (chroma(lab) < 6) return 'gray';
  return null;
}

/**
 * Clusters colour uses into at most `max` swatches, heaviest first. Near-white and near-black
 * are page furniture on most sites, so they are dropped unless they fill large areas (header,
 * hero, buttons) with at least a third of the strongest colour's weight: a black-and-gold
 * luxury site keeps its black, a white page background does not make the palette.
 */
export function buildPalette(uses: ColorUse[], max = 8): PaletteSwatch[] {
  const clusters: Cluster[] = [];
  const merged = new Map<string, ColorUse & { lab: Lab }>();
  for (const use of uses) {
    const key = toHex(use.rgb);
    const prev = merged.get(`${key}|${use.role}|${use.surface}`);
    if (prev) prev.weight += use.weight;
    else merged.set(`${key}|${use.role}|${use.surface}`, { ...use, lab: rgbToLab(use.rgb) });
  }
  for (const use of [...merged.values()].sort((a, b) => b.weight - a.weight)) {
    const home = clusters.find((c) => deltaE(c.lab, use.lab) < MERGE_DISTANCE);
    const area = isArea(use) ? use.weight : 0;
    const key = `${use.role}|${use.surface}`;
    if (home) {
      home.weight += use.weight;
      home.areaWeight += area;
      home.uses.set(key, (home.uses.get(key) ?? 0) + use.weight);
    } else {
      clusters.push({ rgb: use.rgb, lab: use.lab, weight: use.weight, areaWeight: area, uses: new Map([[key, use.weight]]) });
    }
  }
  const topColour = Math.max(0, ...clusters.filter((c) => neutralKind(c.lab) === null || neutralKind(c.lab) === 'gray').map((c) => c.weight));
  const kept = clusters
    .filter((c) => {
      const kind = neutralKind(c.lab);
      if (kind !== 'white' && kind !== 'black') return true;
      return topColour === 0 || c.areaWeight >= 0.35 * topColour;
    })
    .sort((a, b) => b.weight - a.weight)
    .slice(0, max);
  const total = kept.reduce((sum, c) => sum + c.weight, 0) || 1;
  return kept.map((c) => {
    const [mainRole, mainSurface] = ([...c.uses.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'other|var').split('|') as [ColorRole, Surface];
    return {
      name: colorName(c.rgb),
      hex: toHex(c.rgb),
      rgb: c.rgb,
      hsl: rgbToHsl(c.rgb),
      weight: c.weight,
      share: c.weight / total,
      mainRole,
      mainSurface,
      areaWeight: c.areaWeight,
      neutral: neutralKind(c.lab),
    };
  });
}
