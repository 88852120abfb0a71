import { describe, expect, it } from 'vitest';
import { ARCHETYPE_NAMES, type ArchetypeName } from '../../../src/domain/archetypes/types.ts';
import { MAX_TEAM_MEMBERS } from '../../../src/domain/team/types.ts';
import { DOT_RADII, layoutDots, segmentSlots, WEBSITE_MARKER, websiteMarkerPlace } from '../../../src/domain/team/wheel-layout.ts';
import { angleOf, WHEEL, wheelPoint } from '../../../src/domain/wheel.ts';

type Dot = { x: number; y: number };
const polar = ({ x, y }: Dot) => ({
  radius: Math.hypot(x - WHEEL.center, y - WHEEL.center),
  angle: ((Math.atan2(x - WHEEL.center, WHEEL.center - y) * 180) / Math.PI + 360) % 360,
});
/** Signed degrees from a segment's middle (-180…180). */
const turn = (angle: number, middle: number) => ((angle - middle + 540) % 360) - 180;

/** A team of `count` members on each of the archetypes given. */
const members = (...groups: Array<[ArchetypeName, number]>) =>
  groups.flatMap(([archetype, count]) => Array.from({ length: count }, (_, i) => ({ id: `${archetype}-${i}`, archetype })));

function expectNoOverlaps(dots: Dot[], r: number) {
  for (let i = 0; i < dots.length; i++)
    for (let j = i + 1; j < dots.length; j++) expect(Math.hypot(dots[i]!.x - dots[j]!.x, dots[i]!.y - dots[j]!.y)).toBeGreaterThanOrEqual(2 * r);
}

describe('member dots on the team wheel', () => {
  it.each<[string, Array<[ArchetypeName, number]>, number]>([
    ['one member: the spec’s primary dot size', [['The Sage', 1]], 12],
    ['eight on one archetype still fit at full size', [['The Sage', 8]], 12],
    [
      'a ninth makes every dot a little smaller',
      [
        ['The Sage', 9],
        ['The Hero', 1],
      ],
      10,
    ],
    [
      'a typical leadership team',
      [
        ['The Sage', 3],
        ['The Hero', 2],
        ['The Ruler', 2],
        ['The Jester', 1],
      ],
      12,
    ],
    ['fifty spread evenly', ARCHETYPE_NAMES.map((a, i) => [a, i < 2 ? 5 : 4] as [ArchetypeName, number]), 12],
    ['fifty on one archetype', [['The Outlaw', MAX_TEAM_MEMBERS]], DOT_RADII.at(-1)!],
  ])('%s: radius %d, none overlapping, each inside its segment', (_case, groups, radius) => {
    const items = members(...groups);
    const layout = layoutDots(items, (m) => m.archetype);
    expect(layout.radius).toBe(radius);
    expect(layout.dots.map((d) => d.item)).toEqual(expect.arrayContaining(items));
    expect(layout.dots).toHaveLength(items.length);
    expectNoOverlaps(layout.dots, radius);
    for (const dot of layout.dots) {
      const { radius: from, angle } = polar(dot);
      const middle = angleOf(dot.item.archetype)!;
      // Inside the 30° segment with the dot's whole width, clear of the hub and of the archetype names.
      const edge = (Math.abs(turn(angle, middle)) * Math.PI) / 180;
      expect(from * Math.sin(Math.PI / 12 - edge)).toBeGreaterThanOrEqual(radius);
      expect(from - radius).toBeGreaterThanOrEqual(60);
      expect(from + radius).toBeLessThanOrEqual(190);
    }
  });

  it('puts a lone member where the results wheel puts a primary', () => {
    const { dots } = layoutDots([{ archetype: 'The Ruler' as ArchetypeName }], (m) => m.archetype);
    expect(dots[0]).toMatchObject(wheelPoint(angleOf('The Ruler')!));
  });

  it('fans out members who share an archetype around that spot, in the order they joined', () => {
    const slots = segmentSlots(angleOf('The Hero')!, 12);
    const { dots } = layoutDots(members(['The Hero', 3]), (m) => m.archetype);
    expect(dots.map((d) => [d.item.id, d.x, d.y])).toEqual(slots.slice(0, 3).map((s, i) => [`The Hero-${i}`, s.x, s.y]));
  });

  it('has room for a full team in one segment at the smallest size, and more at every larger size than the next', () => {
    const room = DOT_RADII.map((r) => segmentSlots(0, r).length);
    expect(room.at(-1)).toBeGreaterThanOrEqual(MAX_TEAM_MEMBERS);
    for (let i = 1; i < room.length; i++) expect(room[i]).toBeGreaterThan(room[i - 1]!);
  });

  it('draws nothing for an empty team', () => expect(layoutDots([], () => 'The Sage')).toEqual({ radius: 12, dots: [] }));
});

describe('the website marker', () => {
  it.each(ARCHETYPE_NAMES.map((a) => [a]))('%s: a dot outside the rim, over an arc along its own segment', (archetype) => {
    const place = websiteMarkerPlace(archetype)!;
    const dot = polar(place);
    expect(Math.abs(turn(dot.angle, angleOf(archetype)!))).toBeLessThan(0.5);
    // The whole dot clears the rim and stays inside the room the wheel leaves for it.
    expect(dot.radius - WEBSITE_MARKER.dot).toBeGreaterThanOrEqual(WHEEL.size / 2);
    expect(dot.radius + WEBSITE_MARKER.dot).toBeLessThanOrEqual(WHEEL.size / 2 + WEBSITE_MARKER.pad);
    const [from, to] = place.ends.map(polar) as [ReturnType<typeof polar>, ReturnType<typeof polar>];
    expect(place.arc).toMatch(/^M[\d.]+ [\d.]+A250 250 0 0 1 [\d.]+ [\d.]+$/);
    // Inside the segment (15° either side of its middle), before it and after it, going clockwise.
    expect(turn(from.angle, angleOf(archetype)!)).toBeCloseTo(-WEBSITE_MARKER.arcHalf, 1);
    expect(turn(to.angle, angleOf(archetype)!)).toBeCloseTo(WEBSITE_MARKER.arcHalf, 1);
    expect(WEBSITE_MARKER.arcHalf).toBeLessThan(15);
  });

  it('has no place for a name off the wheel', () => expect(websiteMarkerPlace('The Nobody' as ArchetypeName)).toBeUndefined());
});
