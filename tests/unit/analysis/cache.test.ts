import { describe, expect, it } from 'vitest';
import { createMemoryCache } from '../../../functions/analysis/cache.ts';
import type { WebsiteAnalysis } from '../../../functions/analysis/types.ts';

const analysis = (archetype: WebsiteAnalysis['archetype']): WebsiteAnalysis => ({
  archetype,
  confidence: 0.5,
  reasoning: 'Because.',
  keyIndicators: [],
  colorPalette: [],
  coreValues: [],
  brandKeywords: [],
  additionalInsights: [],
});

describe('the in-memory analysis cache', () => {
  it('returns what was stored until the TTL passes', async () => {
    let now = 1000;
    const cache = createMemoryCache({ now: () => now });
    await cache.set('https://a.example/', analysis('The Hero'), 500);
    expect((await cache.get('https://a.example/'))?.archetype).toBe('The Hero');
    now = 1499;
    expect(await cache.get('https://a.example/')).toBeDefined();
    now = 1500;
    expect(await cache.get('https://a.example/')).toBeUndefined();
  });

  it('evicts the least recently used entry beyond the maximum', async () => {
    const cache = createMemoryCache({ maxEntries: 2 });
    await cache.set('a', analysis('The Hero'), 10_000);
    await cache.set('b', analysis('The Sage'), 10_000);
    await cache.get('a'); // a is now the most recently used
    await cache.set('c', analysis('The Jester'), 10_000);
    expect(await cache.get('a')).toBeDefined();
    expect(await cache.get('b')).toBeUndefined();
    expect(await cache.get('c')).toBeDefined();
    expect(cache.size()).toBe(2);
  });

  it('hands out copies, so a caller cannot corrupt the cache', async () => {
    const cache = createMemoryCache();
    await cache.set('a', analysis('The Hero'), 10_000);
    const first = await cache.get('a');
    first!.keyIndicators.push('tampered');
    expect((await cache.get('a'))?.keyIndicators).toEqual([]);
  });

  it('does not store with a TTL of zero', async () => {
    const cache = createMemoryCache();
    await cache.set('a', analysis('The Hero'), 0);
    expect(await cache.get('a')).toBeUndefined();
  });
});
