import { describe, expect, it } from 'vitest';
import { ARCHETYPES, getArchetype, slugify, UNKNOWN_COLOR } from '../../src/domain/archetypes/index.ts';
import { ARCHETYPE_NAMES } from '../../src/domain/archetypes/types.ts';
import { secondaryArchetype, wheelPoint } from '../../src/domain/wheel.ts';

describe('slugify: lowercase, no leading "the ", spaces to hyphens', () => {
  it.each([
    ['The Hero', 'hero'],
    ['The Everyman', 'everyman'],
    ['the lover', 'lover'],
    ['The Wise Old Owl', 'wise-old-owl'],
    ['  The  Ruler ', 'ruler'],
    ['Theodore', 'theodore'],
  ])('%s → %s', (name, slug) => expect(slugify(name)).toBe(slug));
});

describe('the twelve archetypes', () => {
  it('are in wheel order, Magician at 0° to Outlaw at 330°', () => {
    expect(ARCHETYPES.map((a) => [a.name, a.angle])).toEqual(ARCHETYPE_NAMES.map((n, i) => [n, i * 30]));
  });

  it.each(ARCHETYPES.map((a) => [a.name, a] as const))('%s has every field the spec lists', (_, a) => {
    expect(a.slug).toBe(slugify(a.name));
    expect(a.description.length).toBeGreaterThan(60);
    expect(a.traits).toHaveLength(4);
    expect(a.subArchetypes).toHaveLength(4);
    for (const s of a.subArchetypes) expect(s.description).toMatch(/^[A-Z].+\.$/);
    expect(a.strategyInsight.length).toBeGreaterThan(150);
    expect(a.brandExamples).toHaveLength(4);
    expect(a.colors.length).toBeGreaterThanOrEqual(4);
    for (const c of [...a.colors.map((c) => c.hex), a.displayColor]) expect(c).toMatch(/^#[0-9a-f]{6}$/i);
    expect(a.image).toBe(`/images/archetypes/${a.slug}.svg`);
  });

  it('have distinct display colours', () => {
    expect(new Set(ARCHETYPES.map((a) => a.displayColor)).size).toBe(12);
  });

  it('fall back to generic text, grey and the default image for an unknown name', () => {
    const unknown = getArchetype('The Stranger');
    expect(unknown).toMatchObject({ displayColor: UNKNOWN_COLOR, image: '/images/archetypes/default.svg', slug: 'stranger' });
    expect(unknown.description).toMatch(/not one of the twelve/);
  });
});

describe('wheel geometry', () => {
  it.each([
    [0, { x: 250, y: 95 }],
    [90, { x: 405, y: 250 }],
    [180, { x: 250, y: 405 }],
    [270, { x: 95, y: 250 }],
    [30, { x: 327.5, y: 115.77 }],
  ])('angle %i° sits at radius 155 from the centre', (angle, point) => {
    expect(wheelPoint(angle)).toEqual(point);
  });

  it.each<[string, Record<string, number>, string, string | undefined]>([
    ['runner-up by points', { 'The Hero': 9, 'The Sage': 6, 'The Ruler': 3 }, 'The Hero', 'The Sage'],
    ['ties by wheel order', { 'The Hero': 9, 'The Ruler': 3, 'The Sage': 3 }, 'The Hero', 'The Sage'],
    ['none when only the primary scored', { 'The Hero': 9 }, 'The Hero', undefined],
    ['none with no points', {}, 'The Everyman', undefined],
  ])('secondary archetype: %s', (_, scores, primary, expected) => {
    expect(secondaryArchetype(scores, primary)).toBe(expected);
  });
});
