import { ARCHETYPE_NAMES, type ArchetypeName } from '../archetypes/types.ts';
import { angleOf, WHEEL, wheelPoint } from '../wheel.ts';

/**
 * Where each member's dot goes on the team wheel. Members who share an archetype fan out inside its 30° segment,
 * packed around the spot on the marker circle the results wheel uses, so no dot covers another, with up to 50 in one
 * segment. Dots shrink (all together, so they stay comparable) only as far as the fullest segment needs.
 */

/** Dot radii tried, largest first: the spec's primary dot (12) down to what 50 members in one segment need. */
export const DOT_RADII = [12, 10, 8, 7, 6, 5] as const;
/** Space between neighbouring dots. */
const GAP = 2;
/** The band dots stay inside: clear of the hub (radius 60) and of the archetype names (from about 190 at the sides). */
const BAND = { inner: 64, outer: 186 } as const;
const HALF_SEGMENT = 180 / ARCHETYPE_NAMES.length;

export interface Slot {
  x: number;
  y: number;
}

const deg = (r: number) => (r * 180) / Math.PI;

/** A spot in a segment, relative to the segment's middle: a radius and a turn in degrees. */
interface PolarSlot {
  radius: number;
  offset: number;
}

const slotCache = new Map<number, PolarSlot[]>();

/** Spots on arcs a pitch apart, one of them `shift` out from the marker circle; as many per arc as fit. */
function arcSlots(r: number, shift: number): PolarSlot[] {
  const pitch = 2 * r + GAP;
  const slots: PolarSlot[] = [];
  const first = WHEEL.markerRadius + shift - Math.floor((WHEEL.markerRadius + shift - BAND.inner - r) / pitch) * pitch;
  for (let radius = first; radius <= BAND.outer - r; radius += pitch) {
    // The whole dot, and a pixel, stays off the segment's edges; neighbours on an arc are a pitch apart.
    const reach = HALF_SEGMENT - deg(Math.asin((r + 1) / radius));
    if (reach < 0) continue;
    const step = 2 * deg(Math.asin(pitch / (2 * radius)));
    const count = Math.floor((2 * reach) / step) + 1;
    for (let i = 0; i < count; i++) slots.push({ radius, offset: (i - (count - 1) / 2) * step });
  }
  return slots;
}

/**
 * Every spot a dot of radius r can take in a segment, nearest the marker circle's middle first. Arcs a pitch apart
 * never let dots on neighbouring arcs touch; of a few placements of the arcs, the one that holds most wins (the first,
 * through the marker circle, on a tie). The same for every segment, so cached.
 */
function polarSlots(r: number): PolarSlot[] {
  const cached = slotCache.get(r);
  if (cached) return cached;
  const pitch = 2 * r + GAP;
  const best = [0, 0.25, 0.5, 0.75].map((phase) => arcSlots(r, phase * pitch)).reduce((a, b) => (b.length > a.length ? b : a));
  const ideal = wheelPoint(0);
  const away = (s: PolarSlot) => Math.hypot(wheelPoint(s.offset, s.radius).x - ideal.x, wheelPoint(s.offset, s.radius).y - ideal.y);
  const slots = best.sort((a, b) => away(a) - away(b) || a.offset - b.offset);
  slotCache.set(r, slots);
  return slots;
}

/** Every spot for a dot of radius r in the segment at `angle`, nearest the marker circle first. */
export function segmentSlots(angle: number, r: number): Slot[] {
  return polarSlots(r).map((s) => wheelPoint(angle + s.offset, s.radius));
}

export interface PlacedDot<T> {
  item: T;
  x: number;
  y: number;
}

export interface DotLayout<T> {
  /** The radius every dot is drawn at. */
  radius: number;
  dots: PlacedDot<T>[];
}

/** Lays out items by archetype (in the order given within each), all at the largest radius the fullest segment allows. */
export function layoutDots<T>(items: readonly T[], archetypeOf: (item: T) => ArchetypeName): DotLayout<T> {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const angle = angleOf(archetypeOf(item));
    if (angle === undefined) continue;
    groups.set(angle, [...(groups.get(angle) ?? []), item]);
  }
  const fullest = Math.max(0, ...[...groups.values()].map((g) => g.length));
  const radius = DOT_RADII.find((r) => polarSlots(r).length >= fullest) ?? DOT_RADII.at(-1)!;
  const dots: PlacedDot<T>[] = [];
  for (const [angle, group] of groups) {
    const slots = segmentSlots(angle, radius);
    // Past the smallest size's room (never with 50 members) the extra dots stack on the last spot rather than vanish.
    group.forEach((item, i) => dots.push({ item, ...(slots[i] ?? slots.at(-1) ?? wheelPoint(angle)) }));
  }
  return { radius, dots };
}

/**
 * The website's marker: a dot just outside the rim (black with a white pip, as the results wheel marks the company;
 * its runner-up inverted) above an arc that traces the rim of the archetype's segment. `pad` is the room it needs.
 */
export const WEBSITE_MARKER = { radius: WHEEL.size / 2 + 12, dot: 10, pip: 3.5, arcRadius: WHEEL.size / 2, arcHalf: 11, pad: 28 } as const;

export interface WebsiteMarkerPlace extends Slot {
  /** SVG path of the arc along the segment's rim, clockwise. */
  arc: string;
  /** The arc's ends, for checks. */
  ends: [Slot, Slot];
}

/** Where the website's marker for an archetype goes; undefined for a name off the wheel. */
export function websiteMarkerPlace(archetype: ArchetypeName): WebsiteMarkerPlace | undefined {
  const angle = angleOf(archetype);
  if (angle === undefined) return undefined;
  const { radius, arcRadius: r, arcHalf } = WEBSITE_MARKER;
  const from = wheelPoint(angle - arcHalf, r);
  const to = wheelPoint(angle + arcHalf, r);
  return { ...wheelPoint(angle, radius), arc: `M${from.x} ${from.y}A${r} ${r} 0 0 1 ${to.x} ${to.y}`, ends: [from, to] };
}
