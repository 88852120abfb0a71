import { ARCHETYPES, getArchetype } from '../../../src/domain/archetypes/index.ts';
import { competitorMarkers } from '../../../src/domain/competitors/markers.ts';
import { WHEEL, wheelPoint } from '../../../src/domain/wheel.ts';
import { MARKER, OTHER_FILL, wheelMarkerPlaces, wheelMarkerStyle } from '../../../src/domain/wheel-markers.ts';
import { safeColor } from './markup.ts';

/** What the wheel marks: names as stored; unknown names are simply not placed. */
export interface WheelMarks {
  primary: string;
  secondary?: string;
  company?: string;
  /** Competitor sites, in the order they were added: one shape each on the outer ring (their labels are the email's legend). */
  competitors?: ReadonlyArray<{ label: string; archetype: string }>;
}

const OUTER = 246;
const LABEL_RADIUS = 217;

/** Where each archetype's label sits on the wheel (in the outer band), for the image's text layer. */
export function wheelLabels(): { name: string; x: number; y: number }[] {
  return ARCHETYPES.map((a) => ({ name: a.name.replace(/^The /, ''), ...wheelPoint(a.angle, LABEL_RADIUS) }));
}

/**
 * The wheel's geometry as SVG (segments, rings, markers), drawn from the same domain
 * modules as the results page: 500 × 500, markers at radius 155, dots 12 and 10, the same marker styles.
 * Competitors are plain shapes from competitorMarkers, so they are drawn here per email, on Node and Workers
 * alike; their host labels would need text shaping, which only the build-time frames have.
 */
export function wheelSvg(marks: WheelMarks): string {
  const style = wheelMarkerStyle(safeColor(getArchetype(marks.primary).displayColor));
  const { primary: p, secondary: s, company: c } = wheelMarkerPlaces(marks);
  const { size, center: cx } = WHEEL;
  const segments = ARCHETYPES.map((a) => {
    const from = wheelPoint(a.angle - 15, OUTER);
    const to = wheelPoint(a.angle + 15, OUTER);
    return `<path d="M${cx} ${cx}L${from.x} ${from.y}A${OUTER} ${OUTER} 0 0 1 ${to.x} ${to.y}Z" fill="${safeColor(a.displayColor)}" fill-opacity=".2" stroke="#fff" stroke-width="2"/>`;
  });
  const ringed = (pt: { x: number; y: number }) =>
    `<circle cx="${pt.x}" cy="${pt.y}" r="${WHEEL.otherDot}" fill="${OTHER_FILL}" stroke="${safeColor(style.otherRing)}" stroke-width="3"/>`;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">`,
    `<circle cx="${cx}" cy="${cx}" r="${OUTER + 2}" fill="#fff"/>`,
    ...segments,
    `<circle cx="${cx}" cy="${cx}" r="188" fill="none" stroke="#fff" stroke-width="3"/>`,
    `<circle cx="${cx}" cy="${cx}" r="${WHEEL.markerRadius}" fill="none" stroke="#9ca3af" stroke-width="1.5" stroke-dasharray="4 6"/>`,
    `<circle cx="${cx}" cy="${cx}" r="60" fill="#fff" fill-opacity=".85"/>`,
    // Competitors on their own outer ring; a white edge keeps each shape clear of the coloured segment under it.
    ...competitorMarkers(marks.competitors ?? []).map(
      (m) => `<path d="${m.path}" fill="${safeColor(m.color)}" stroke="#fff" stroke-width="2" stroke-linejoin="round"/>`,
    ),
    p && s ? `<line x1="${p.x}" y1="${p.y}" x2="${s.x}" y2="${s.y}" stroke="${style.primaryFill}" stroke-width="3" stroke-dasharray="8 6"/>` : '',
    s ? ringed(s) : '',
    c ? `${ringed(c)}<circle cx="${c.x}" cy="${c.y}" r="${MARKER.pip}" fill="#fff"/>` : '',
    p && style.primaryHalo
      ? `<circle cx="${p.x}" cy="${p.y}" r="${MARKER.halo}" fill="none" stroke="${safeColor(style.primaryHalo)}" stroke-width="2"/>`
      : '',
    p ? `<circle cx="${p.x}" cy="${p.y}" r="${WHEEL.primaryDot}" fill="${style.primaryFill}" stroke="#fff" stroke-width="2"/>` : '',
    '</svg>',
  ];
  return parts.join('');
}
