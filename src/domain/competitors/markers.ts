import { angleOf, WHEEL, wheelPoint } from '../wheel.ts';

/**
 * Competitor markers on the archetype wheel. Each competitor has its own shape and colour (the
 * Okabe–Ito palette, told apart under the common colour-vision deficiencies; the shape tells them
 * apart in greyscale) and a label with its host, so no marker relies on colour alone.
 */
export type CompetitorShape = 'square' | 'triangle' | 'diamond';

export const COMPETITOR_STYLES: ReadonlyArray<{ shape: CompetitorShape; color: string }> = [
  { shape: 'square', color: '#0072B2' },
  { shape: 'triangle', color: '#D55E00' },
  { shape: 'diamond', color: '#009E73' },
];

/** Half the size of a competitor marker, in wheel units (the dots' radius is 10 to 12). */
export const COMPETITOR_SIZE = 9;
/** Competitor markers sit on an outer ring: clear of the dots on the marker circle (155) and inside the archetype names (217). */
export const COMPETITOR_RADIUS = WHEEL.markerRadius + 30;
/** Host labels start here: just past the wheel's outer edge (246), outside the ring of archetype names. */
export const LABEL_RADIUS = WHEEL.size / 2 + 8;
/** Degrees between competitors that share an archetype, so neither hides the other. */
const SPREAD = 10;

export interface CompetitorMarker {
  label: string;
  shape: CompetitorShape;
  color: string;
  x: number;
  y: number;
  /** SVG path of the shape around (x, y). */
  path: string;
  /** Where the label's text starts, and which way it runs from there. */
  labelX: number;
  labelY: number;
  anchor: 'start' | 'end' | 'middle';
}

function shapePath(shape: CompetitorShape, x: number, y: number, r: number = COMPETITOR_SIZE): string {
  const f = (n: number) => Math.round(n * 100) / 100;
  if (shape === 'square') return `M${f(x - r)} ${f(y - r)}H${f(x + r)}V${f(y + r)}H${f(x - r)}Z`;
  if (shape === 'triangle') return `M${f(x)} ${f(y - r * 1.2)}L${f(x + r * 1.1)} ${f(y + r * 0.8)}H${f(x - r * 1.1)}Z`;
  return `M${f(x)} ${f(y - r * 1.25)}L${f(x + r * 1.25)} ${f(y)}L${f(x)} ${f(y + r * 1.25)}L${f(x - r * 1.25)} ${f(y)}Z`;
}

/** Markers for up to three competitors, in the order given; sites whose archetype is off the wheel get none. */
export function competitorMarkers(competitors: ReadonlyArray<{ label: string; archetype: string }>): CompetitorMarker[] {
  const seen = new Map<number, number>();
  const out: CompetitorMarker[] = [];
  competitors.slice(0, COMPETITOR_STYLES.length).forEach((c, i) => {
    const base = angleOf(c.archetype);
    if (base === undefined) return;
    const nth = seen.get(base) ?? 0;
    seen.set(base, nth + 1);
    // 0, +10°, −10°: shared archetypes fan out within their segment.
    const angle = base + (nth === 0 ? 0 : nth % 2 === 1 ? SPREAD * Math.ceil(nth / 2) : -SPREAD * Math.ceil(nth / 2));
    const { x, y } = wheelPoint(angle, COMPETITOR_RADIUS);
    const style = COMPETITOR_STYLES[i]!;
    // The host label sits just outside the wheel's edge, on the marker's own bearing: clear of the archetype names.
    const at = wheelPoint(angle, LABEL_RADIUS);
    const dx = at.x - WHEEL.center;
    const anchor = Math.abs(dx) < 40 ? 'middle' : dx > 0 ? 'start' : 'end';
    const labelX = at.x;
    const labelY = anchor === 'middle' ? (at.y < WHEEL.center ? at.y : at.y + 12) : at.y + 6;
    out.push({ label: c.label, ...style, x, y, path: shapePath(style.shape, x, y), labelX, labelY, anchor });
  });
  return out;
}
