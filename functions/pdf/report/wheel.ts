import { mix } from '../../../src/domain/color-contrast.ts';
import { ARCHETYPES, getArchetype } from '../../../src/domain/archetypes/index.ts';
import { COMPETITOR_SIZE, competitorMarkers, type CompetitorMarker } from '../../../src/domain/competitors/markers.ts';
import { WHEEL, wheelPoint } from '../../../src/domain/wheel.ts';
import { MARKER, OTHER_FILL, wheelMarkerPlaces, wheelMarkerStyle } from '../../../src/domain/wheel-markers.ts';
import type { WheelMarks } from '../../mail/report/wheel-svg.ts';
import type { PdfPage } from '../page.ts';
import { textWidth, type Typefaces } from '../typeface.ts';
import { safeHex } from './theme.ts';

const OUTER = 246;
const NAME_RADIUS = 217;

type Point = { x: number; y: number };

/** The corners of a competitor's shape around a point (the results page's shapes, src/domain/competitors/markers.ts). */
function corners(shape: CompetitorMarker['shape'], x: number, y: number, r: number): Point[] {
  if (shape === 'square')
    return [
      { x: x - r, y: y - r },
      { x: x + r, y: y - r },
      { x: x + r, y: y + r },
      { x: x - r, y: y + r },
    ];
  if (shape === 'triangle')
    return [
      { x, y: y - r * 1.2 },
      { x: x + r * 1.1, y: y + r * 0.8 },
      { x: x - r * 1.1, y: y + r * 0.8 },
    ];
  return [
    { x, y: y - r * 1.25 },
    { x: x + r * 1.25, y },
    { x, y: y + r * 1.25 },
    { x: x - r * 1.25, y },
  ];
}

/**
 * The archetype wheel as vector paths and text, from the same geometry as the results page (src/domain/wheel.ts):
 * twelve segments, the archetype names, the dashed marker circle, the visitor's dots, the company's and the
 * competitors' shapes with their hosts. `left`, `top` and `size` place the 500-unit wheel on the page.
 */
export function drawWheel(page: PdfPage, faces: Typefaces, box: { left: number; top: number; size: number }, marks: WheelMarks): void {
  page.figure({ role: 'Figure', alt: wheelDescription(marks) }, () => drawWheelParts(page, faces, box, marks));
}

/** The wheel in words, for a reader that cannot see it (the figure's alternative text). */
export function wheelDescription(marks: WheelMarks): string {
  const parts = [`your archetype, ${marks.primary}`];
  if (marks.secondary) parts.push(`your runner-up, ${marks.secondary}`);
  if (marks.company) parts.push(`your website, ${marks.company}`);
  for (const c of marks.competitors ?? []) parts.push(`${c.label}, ${c.archetype}`);
  return `The archetype wheel of twelve archetypes, marking ${parts.join('; ')}.`;
}

function drawWheelParts(page: PdfPage, faces: Typefaces, box: { left: number; top: number; size: number }, marks: WheelMarks): void {
  const s = box.size / WHEEL.size;
  const at = (p: Point): Point => ({ x: box.left + p.x * s, y: box.top + p.y * s });
  const c = at({ x: WHEEL.center, y: WHEEL.center });
  const style = wheelMarkerStyle(safeHex(getArchetype(marks.primary).displayColor) ?? '#6b7280');

  page.circle(c.x, c.y, (OUTER + 2) * s, { fill: '#ffffff' });
  for (const a of ARCHETYPES) {
    page.wedge(c.x, c.y, OUTER * s, a.angle - 15, a.angle + 15, {
      fill: mix(safeHex(a.displayColor) ?? '#9ca3af', '#ffffff', 0.8),
      stroke: '#ffffff',
      lineWidth: 2 * s,
    });
  }
  page.circle(c.x, c.y, 188 * s, { stroke: '#ffffff', lineWidth: 3 * s });
  page.circle(c.x, c.y, WHEEL.markerRadius * s, { stroke: '#9ca3af', lineWidth: 1.5 * s, dash: [4 * s, 6 * s] });
  page.circle(c.x, c.y, 60 * s, { fill: '#ffffff' });

  const nameSize = 15 * s;
  for (const a of ARCHETYPES) {
    const label = a.name.replace(/^The /, '');
    const p = at(wheelPoint(a.angle, NAME_RADIUS));
    const width = textWidth(faces.bold, label, nameSize);
    page.text(label, p.x - width / 2, p.y + nameSize * 0.35, { fonts: faces.bold, size: nameSize, color: '#1f2937' });
  }

  const labelSize = Math.max(7, 15 * s);
  for (const m of competitorMarkers(marks.competitors ?? [])) {
    page.polygon(corners(m.shape, m.x, m.y, COMPETITOR_SIZE).map(at), { fill: m.color, stroke: '#ffffff', lineWidth: 2 * s });
    const p = at({ x: m.labelX, y: m.labelY });
    const width = textWidth(faces.bold, m.label, labelSize);
    const x = m.anchor === 'start' ? p.x : m.anchor === 'end' ? p.x - width : p.x - width / 2;
    page.text(m.label, x, p.y, { fonts: faces.bold, size: labelSize, color: m.color });
  }

  const { primary, secondary, company } = wheelMarkerPlaces(marks);
  if (primary && secondary) page.line(at(primary), at(secondary), { stroke: style.primaryFill, lineWidth: 3 * s, dash: [8 * s, 6 * s] });
  const ringed = (p: Point) => page.circle(at(p).x, at(p).y, WHEEL.otherDot * s, { fill: OTHER_FILL, stroke: style.otherRing, lineWidth: 3 * s });
  if (secondary) ringed(secondary);
  if (company) {
    ringed(company);
    page.circle(at(company).x, at(company).y, MARKER.pip * s, { fill: '#ffffff' });
  }
  if (primary) {
    if (style.primaryHalo) page.circle(at(primary).x, at(primary).y, MARKER.halo * s, { stroke: style.primaryHalo, lineWidth: 2 * s });
    page.circle(at(primary).x, at(primary).y, WHEEL.primaryDot * s, { fill: style.primaryFill, stroke: '#ffffff', lineWidth: 2 * s });
  }
}

/** The wheel's legend entries, as drawn: the dot or shape beside its words. */
export function drawLegendMark(
  page: PdfPage,
  kind: 'primary' | 'secondary' | 'company' | CompetitorMarker['shape'],
  x: number,
  y: number,
  colour: string,
  ring: string,
): void {
  if (kind === 'primary') page.circle(x, y, 5, { fill: colour });
  else if (kind === 'secondary') page.circle(x, y, 4.5, { fill: OTHER_FILL, stroke: ring, lineWidth: 1.5 });
  else if (kind === 'company') {
    page.circle(x, y, 4.5, { fill: OTHER_FILL, stroke: ring, lineWidth: 1.5 });
    page.circle(x, y, 1.4, { fill: '#ffffff' });
  } else page.polygon(corners(kind, x, y, 4.5), { fill: colour });
}
