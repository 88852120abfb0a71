import { describe, expect, it } from 'vitest';
import { ARCHETYPES } from '../../src/domain/archetypes/index.ts';
import { archetypeProfiles, CREATIVE_PROCESS, getArchetypeProfile } from '../../src/domain/archetypes/pages/index.ts';
import { STRATEGY_ICONS } from '../../src/domain/archetypes/types.ts';
import { BAR_VALUES, TAGLINES } from '../helpers/archetype-spec.ts';

describe('archetype page content', () => {
  it('exists for all twelve archetypes, in wheel order', () => {
    expect(archetypeProfiles().map((p) => p.slug)).toEqual(ARCHETYPES.map((a) => a.slug));
  });

  it.each(archetypeProfiles().map((p) => [p.slug, p] as const))('%s has every part the page shows', (slug, p) => {
    expect(p.page.tagline).toBe(TAGLINES[slug]);
    expect([...p.traits, ...p.page.moreTraits]).toHaveLength(8);
    expect(new Set([...p.traits, ...p.page.moreTraits]).size).toBe(8);
    expect(p.brandExamples).toHaveLength(4);
    expect(p.page.strategyPoints).toHaveLength(5);
    for (const s of p.page.strategyPoints) expect(STRATEGY_ICONS).toContain(s.icon);
    expect(p.page.messagingExamples).toHaveLength(2);
    expect(p.page.paletteNotes.length).toBeGreaterThan(80);
    expect(p.page.typographyNotes.length).toBeGreaterThan(80);
    expect(p.subArchetypes).toHaveLength(4);
    expect(p.page.bars.map((b) => b.value)).toEqual(BAR_VALUES[slug]);
    expect(p.page.metaDescription.length).toBeGreaterThanOrEqual(110);
    expect(p.page.metaDescription.length).toBeLessThanOrEqual(170);
  });

  it("labels the Explorer's bars Freedom, Adventure, Authenticity", () => {
    expect(getArchetypeProfile('explorer')?.page.bars.map((b) => b.label)).toEqual(['Freedom', 'Adventure', 'Authenticity']);
  });

  it('takes sub-archetypes from the core data the quiz uses (the same objects, not copies)', () => {
    for (const a of ARCHETYPES) expect(getArchetypeProfile(a.slug)?.subArchetypes).toBe(a.subArchetypes);
  });

  it('gives the Creator four process steps: Inspire, Create, Share, Evolve', () => {
    expect(CREATIVE_PROCESS.map((s) => s.step)).toEqual(['Inspire', 'Create', 'Share', 'Evolve']);
  });

  it('has no page for an unknown slug', () => {
    expect(getArchetypeProfile('wizard')).toBeUndefined();
  });
});
