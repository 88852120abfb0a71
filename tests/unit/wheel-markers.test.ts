import { describe, expect, it } from 'vitest';
import { ARCHETYPES } from '../../src/domain/archetypes/index.ts';
import { contrastRatio, inkOn, mix, tintUntil } from '../../src/domain/color-contrast.ts';
import { OTHER_FILL, SHARED_OFFSET, wheelMarkerPlaces, wheelMarkerStyle } from '../../src/domain/wheel-markers.ts';
import { angleOf, wheelPoint, WHEEL } from '../../src/domain/wheel.ts';

describe('colour contrast (WCAG 2)', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#1f2937', '#000000', 1.43],
    ['#6d28d9', '#000000', 2.96],
    ['#15803d', '#ffffff', 5.02],
  ])('%s against %s is %d:1', (a, b, ratio) => expect(contrastRatio(a, b)).toBeCloseTo(ratio, 2));

  it('mixes towards another colour and tints until a ratio is reached', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mix('#1f2937', '#ffffff', 0)).toBe('#1f2937');
    const tint = tintUntil('#1f2937', '#000000', 3);
    expect(contrastRatio(tint, '#000000')).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(mix('#1f2937', '#ffffff', 0.1), '#000000')).toBeLessThan(contrastRatio(tint, '#000000'));
  });

  it.each([
    ['#000000', '#ffffff'],
    ['#ffce00', '#111111'],
    ['#81d8d0', '#111111'],
    ['#d01012', '#ffffff'],
  ])('text on %s is %s', (background, ink) => expect(inkOn(background)).toBe(ink));
});

// Magician (2.96:1) and Outlaw (1.43:1) are too dark to tell from a black dot; the other ten are not.
const ADAPTED = new Set(['The Magician', 'The Outlaw']);

describe('wheel markers stay distinguishable for every primary archetype', () => {
  it.each(ARCHETYPES.map((a) => [a.name, a.displayColor] as const))('%s (%s)', (name, color) => {
    const style = wheelMarkerStyle(color);
    expect(style.primaryFill).toBe(color);
    // The black dots' outline shows against their fill…
    expect(contrastRatio(style.otherRing, OTHER_FILL)).toBeGreaterThanOrEqual(3);
    // …and the primary either differs from a black dot by contrast or carries a halo ring.
    const primaryVisiblyNotBlack = contrastRatio(style.primaryFill, OTHER_FILL) >= 3;
    expect(primaryVisiblyNotBlack || style.primaryHalo !== null).toBe(true);
    expect(style.primaryHalo !== null).toBe(ADAPTED.has(name));
    expect(style.otherRing === color).toBe(!ADAPTED.has(name));
    // The halo and the ring show on the light wheel.
    if (style.primaryHalo) expect(contrastRatio(style.primaryHalo, '#ffffff')).toBeGreaterThanOrEqual(3);
  });

  it('keeps the spec sizes: primary 12, the others 10', () => {
    expect([WHEEL.primaryDot, WHEEL.otherDot]).toEqual([12, 10]);
  });
});

describe('wheel marker places', () => {
  const point = (name: string, offset = 0) => wheelPoint(angleOf(name)! + offset);

  it.each<[string, { primary: string; secondary?: string; company?: string }, { company?: ReturnType<typeof wheelPoint>; shared: boolean }]>([
    [
      'a different company archetype sits on its own angle',
      { primary: 'The Hero', secondary: 'The Sage', company: 'The Ruler' },
      { company: point('The Ruler'), shared: false },
    ],
    // Hero is at 30°, Sage at 60°: the company steps away from Sage, anticlockwise.
    [
      'the primary’s archetype: beside the primary, away from the secondary',
      { primary: 'The Hero', secondary: 'The Sage', company: 'The Hero' },
      { company: point('The Hero', -SHARED_OFFSET), shared: true },
    ],
    [
      'the secondary’s archetype: beside the secondary, away from the primary',
      { primary: 'The Hero', secondary: 'The Sage', company: 'The Sage' },
      { company: point('The Sage', SHARED_OFFSET), shared: true },
    ],
    [
      'across 0°: Outlaw (330°) with secondary Magician (0°)',
      { primary: 'The Outlaw', secondary: 'The Magician', company: 'The Outlaw' },
      { company: point('The Outlaw', -SHARED_OFFSET), shared: true },
    ],
    ['no secondary: clockwise', { primary: 'The Lover', company: 'The Lover' }, { company: point('The Lover', SHARED_OFFSET), shared: true }],
    ['an unknown company name gets no dot', { primary: 'The Lover', company: 'The Stranger' }, { company: undefined, shared: false }],
  ])('%s', (_, marks, expected) => {
    const places = wheelMarkerPlaces(marks);
    expect(places.company).toEqual(expected.company);
    expect(places.companyShared).toBe(expected.shared);
    expect(places.primary).toEqual(point(marks.primary));
  });

  it('a shared company dot clears the primary dot and its halo', () => {
    const { primary, company } = wheelMarkerPlaces({ primary: 'The Outlaw', secondary: 'The Hero', company: 'The Outlaw' });
    const gap = Math.hypot(primary!.x - company!.x, primary!.y - company!.y);
    expect(gap).toBeGreaterThan(WHEEL.primaryDot + 5 + 1 + WHEEL.otherDot + 1.5);
  });
});
