import { beforeEach, describe, expect, it } from 'vitest';
import type { WebsiteAnalysis } from '../../functions/analysis/types.ts';
import { $analysis } from '../../src/stores/quick-analysis.ts';
import {
  $compareSites,
  addCompareSite,
  comparedSite,
  comparisonAddress,
  dropAnalysedSite,
  type CompareSite,
} from '../../src/stores/quick-compare.ts';

const analysis: WebsiteAnalysis = {
  archetype: 'The Sage',
  subArchetype: 'The Scholar',
  confidence: 0.82,
  reasoning: 'Evidence-led copy.',
  keyIndicators: [],
  colorPalette: [
    { name: 'Navy', hex: '#1d3557' },
    { name: 'White', hex: '#ffffff' },
    { name: 'Teal', hex: '#2a9d8f' },
    { name: 'Sand', hex: '#e9c46a' },
  ],
  coreValues: [],
  brandKeywords: [],
  brandVoice: 'Calm, precise and quietly confident; never shouts.',
  additionalInsights: [],
};

const site = (url: string): CompareSite => ({ url, host: new URL(url).hostname, status: 'success', analysis, error: null });

describe('Quick Analysis comparison', () => {
  beforeEach(() => {
    $analysis.set({ status: 'success', analysis, error: null, url: 'https://www.acme.com/', analyzedAt: 1 });
    $compareSites.set([]);
  });

  it('shows a compared site as the table row a stored competitor has: host, top three colours, the voice in brief', () => {
    expect(comparedSite('https://www.rival.io/about', analysis)).toEqual({
      url: 'https://www.rival.io/about',
      host: 'rival.io',
      archetype: 'The Sage',
      subArchetype: 'The Scholar',
      confidence: 0.82,
      palette: analysis.colorPalette.slice(0, 3),
      voice: 'Calm, precise and quietly confident',
    });
  });

  it('writes every site into the address as url parameters, the analysed site first, other parameters kept', () => {
    const link = comparisonAddress('https://app.test/quick-analysis?url=old&ref=mail', ['https://a.com/', null, 'https://b.com/?x=1&y=2']);
    expect(link.searchParams.getAll('url')).toEqual(['https://a.com/', 'https://b.com/?x=1&y=2']);
    expect(link.searchParams.get('ref')).toBe('mail');
  });

  it('refuses an invalid address, the analysed site itself (www. or not), a site already added, and a fourth site', () => {
    expect(addCompareSite('not a url')).toBe('Please enter a valid website URL.');
    expect(addCompareSite('acme.com')).toBe('acme.com is already in this comparison.');
    $compareSites.set([site('https://rival.io/')]);
    expect(addCompareSite('https://www.rival.io/pricing')).toBe('rival.io is already in this comparison.');
    $compareSites.set([site('https://one.io/'), site('https://two.io/'), site('https://three.io/')]);
    expect(addCompareSite('four.io')).toBe('You can compare up to 3 competitors.');
    expect($compareSites.get()).toHaveLength(3);
  });

  it('drops a compared site once it becomes the analysed one', () => {
    $compareSites.set([site('https://acme.com/'), site('https://rival.io/')]);
    dropAnalysedSite();
    expect($compareSites.get().map((s) => s.host)).toEqual(['rival.io']);
  });
});
