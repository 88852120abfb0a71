import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebsiteAnalyzer, websiteAnalysisSchema, type WebsiteAnalysis } from '../../../functions/analysis/index.ts';
import { subArchetypesOf } from '../../../functions/analysis/classify/match.ts';
import { resolveHostNode } from '../../../functions/analysis/resolve-node.ts';
import type { ArchetypeName } from '../../../src/domain/archetypes/types.ts';
import { serveSite, type ServedSite } from '../../helpers/static-server.ts';

const SITES = fileURLToPath(new URL('../../fixtures/sites/', import.meta.url));

/** Each fixture is a small fictional company written in one archetype's voice. */
const FIXTURES: Array<[slug: string, archetype: ArchetypeName]> = [
  ['magician', 'The Magician'],
  ['hero', 'The Hero'],
  ['sage', 'The Sage'],
  ['explorer', 'The Explorer'],
  ['innocent', 'The Innocent'],
  ['ruler', 'The Ruler'],
  ['creator', 'The Creator'],
  ['caregiver', 'The Caregiver'],
  ['jester', 'The Jester'],
  ['lover', 'The Lover'],
  ['everyman', 'The Everyman'],
  ['outlaw', 'The Outlaw'],
];

const served = new Map<string, ServedSite>();
const results = new Map<string, WebsiteAnalysis>();

beforeAll(async () => {
  const analyzer = createWebsiteAnalyzer({ resolveHost: resolveHostNode, allowPrivateHosts: true, cacheTtlMs: 0 });
  await Promise.all(
    FIXTURES.map(async ([slug]) => {
      const site = await serveSite(`${SITES}${slug}`);
      served.set(slug, site);
      results.set(slug, await analyzer.analyze(site.url));
    }),
  );
});

afterAll(async () => {
  await Promise.all([...served.values()].map((s) => s.close()));
});

/** Every string anywhere in the result. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe('each fixture site is classified as its archetype', () => {
  it.each(FIXTURES)('%s → %s', (slug, archetype) => {
    const result = results.get(slug)!;
    expect(result.archetype).toBe(archetype);
    expect(subArchetypesOf(archetype)).toContain(result.subArchetype);
    expect(result.confidence).toBeGreaterThanOrEqual(0.5);
    expect(result.confidence).toBeLessThanOrEqual(0.95);
  });
});

describe('every result is complete, valid and plain text', () => {
  it.each(FIXTURES)('%s', (slug) => {
    const result = results.get(slug)!;
    expect(websiteAnalysisSchema.parse(result)).toEqual(result);
    expect(result.keyIndicators.length).toBeGreaterThanOrEqual(3);
    expect(result.keyIndicators.length).toBeLessThanOrEqual(6);
    expect(result.additionalInsights.length).toBeGreaterThanOrEqual(1);
    expect(result.additionalInsights.length).toBeLessThanOrEqual(4);
    expect(result.colorPalette.length).toBeGreaterThanOrEqual(2);
    expect(result.brandKeywords.length).toBeGreaterThanOrEqual(5);
    expect(result.missionStatement).toBeTruthy();
    expect(result.brandVoice).toBeTruthy();
    for (const text of strings(result)) {
      expect(text).not.toMatch(/[<>]/);
      expect(text).not.toMatch(/[\u0000-\u0008\u200b-\u200f\u202a-\u202e\u2066-\u2069]/);
      expect(text).toBe(text.trim());
    }
  });
});

describe('what the extractor reports', () => {
  it('reads the palette from CSS custom properties, buttons and headers, named for people', () => {
    const hero = results.get('hero')!;
    expect(hero.colorPalette[0]).toEqual({ name: 'Fire Engine Red', hex: '#D62828' });
    expect(hero.keyIndicators).toContain('Fire Engine Red #D62828 dominates buttons');
    expect(results.get('ruler')!.colorPalette.map((s) => s.name)).toEqual(expect.arrayContaining(['Gold', 'Pure Black']));
  });

  it('reads typography classes', () => {
    expect(results.get('hero')!.additionalInsights.join(' ')).toMatch(/condensed display type \(Oswald\)/);
    expect(results.get('ruler')!.additionalInsights.join(' ')).toMatch(/serif type \(Cormorant Garamond\)/);
  });

  it('finds mission, vision and core values where the site states them', () => {
    const sage = results.get('sage')!;
    expect(sage.missionStatement).toBe(
      'Our mission is to make rigorous evidence understandable to everyone, so that people can think clearly about the questions that shape their lives.',
    );
    expect(sage.visionStatement).toMatch(/^A public conversation where claims are weighed against facts/);
    expect(sage.coreValues).toEqual(['Rigor', 'Independence', 'Clarity', 'Curiosity']);
    expect(results.get('hero')!.coreValues).toEqual(['Courage', 'Discipline', 'Relentless effort', 'Team first']);
  });

  it('describes the voice and the audience', () => {
    expect(results.get('jester')!.brandVoice).toMatch(/^Casual and playful/);
    expect(results.get('ruler')!.brandVoice).toMatch(/^Formal/);
    expect(results.get('hero')!.targetAudience).toMatch(/athlete/i);
    expect(results.get('caregiver')!.targetAudience).toMatch(/famil/i);
  });
});

describe('hostile pages', () => {
  it('a <script> in the title comes out as plain text and never runs', () => {
    const jester = results.get('jester')!;
    expect(JSON.stringify(jester)).not.toMatch(/<script|<\/script/i);
    expect(jester.archetype).toBe('The Jester');
  });

  it('bidi overrides, zero-width and fullwidth characters are neutralised', () => {
    const ruler = results.get('ruler')!;
    expect(JSON.stringify(ruler)).not.toMatch(/[\u200b\u202e\uff21-\uff5a]/);
  });

  it('a 180 KB inline script does not slow or confuse the reader', () => {
    const outlaw = results.get('outlaw')!;
    expect(outlaw.archetype).toBe('The Outlaw');
    expect(outlaw.brandKeywords.join(' ')).not.toMatch(/window|function|hydrated|sku/);
  });

  it('asks robots.txt and the sitemap, then reads the home page, its brand pages and the stylesheets, nothing else', () => {
    const hero = served.get('hero')!;
    expect(hero.requests.slice(0, 3)).toEqual(['/robots.txt', '/', '/sitemap.xml']);
    expect(hero.requests).toEqual(expect.arrayContaining(['/about', '/story', '/mission', '/team', '/styles.css']));
    expect(new Set(hero.requests).size).toBe(hero.requests.length);
    expect(hero.requests.length).toBeLessThanOrEqual(3 + 7 + 1);
    expect(hero.requests).not.toContain('/privacy');
    expect(served.get('everyman')!.requests).not.toContain('/terms');
  });
});
