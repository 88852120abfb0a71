import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebsiteAnalyzer, websiteAnalysisSchema, type WebsiteAnalysis } from '../../../functions/analysis/index.ts';
import { resolveHostNode } from '../../../functions/analysis/resolve-node.ts';
import { serveSite, type ServedSite } from '../../helpers/static-server.ts';

/**
 * A site rendered in the browser: its pages are an empty <div> and scripts. The home page's copy sits in an
 * object literal (`window.__TALLYHO__ = {…}`, bare keys, all three quote styles), the about page's in
 * `JSON.parse('…')`, next to a tag-manager snippet and an error handler whose strings are not the brand's.
 */
const SITE = fileURLToPath(new URL('../../fixtures/sites/client-rendered', import.meta.url));

let site: ServedSite;
let result: WebsiteAnalysis;

beforeAll(async () => {
  site = await serveSite(SITE);
  const analyzer = createWebsiteAnalyzer({ resolveHost: resolveHostNode, allowPrivateHosts: true, cacheTtlMs: 0 });
  result = await analyzer.analyze(site.url);
});

afterAll(() => site.close());

describe('a client-rendered site is analysed from its inline scripts, not refused as too little text', () => {
  it('gives a complete, valid result', () => {
    expect(websiteAnalysisSchema.parse(result)).toEqual(result);
    expect(result.brandKeywords.length).toBeGreaterThanOrEqual(5);
  });

  it('finds the headline and call to action under their keys in the object literal', () => {
    expect(result.headline).toBe('Less paperwork, more evenings');
    expect(result.primaryCta).toBe('Talk to us');
  });

  it('reads the copy of the page the sitemap names, from JSON.parse', () => {
    expect(site.requests).toContain('/about');
    expect(result.missionStatement).toMatch(/^Our mission is to care for every small business owner the way a good neighbour would/);
  });

  it('reads nothing from the tag manager, the error handler, class names or the bundle', () => {
    expect(JSON.stringify(result)).not.toMatch(/googletagmanager|GTM-|dataLayer|could not start|theme-warm|hero--soft|enable JavaScript/);
    expect(site.requests).not.toContain('/assets/app.js');
  });
});
