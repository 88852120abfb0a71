import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ARCHETYPES } from '../../src/domain/archetypes/index.ts';
import { getArchetypeProfile } from '../../src/domain/archetypes/pages/index.ts';
import { archetypeTitle, articleJsonLd, breadcrumbJsonLd, jsonLdText, publicPaths, robotsTxt, sitemapXml } from '../../src/domain/site/seo.ts';
import { headersFileRule, PAGE_SECURITY_HEADERS } from '../../src/domain/site/security-headers.ts';

const SITE = 'https://archetypes.example';
const PATHS = publicPaths(ARCHETYPES.map((a) => a.slug));

describe('search metadata', () => {
  it('gives every archetype page a unique title', () => {
    const titles = ARCHETYPES.map((a) => archetypeTitle(a));
    expect(new Set(titles).size).toBe(12);
    expect(archetypeTitle({ name: 'The Hero' })).toBe('The Hero Brand Archetype: Traits, Examples & Strategy');
  });

  it('lists 16 public pages: quiz, quick analysis, twelve guides, two policies', () => {
    expect(PATHS).toHaveLength(16);
    expect(PATHS.slice(0, 2)).toEqual(['/', '/quick-analysis']);
    expect(PATHS.slice(-2)).toEqual(['/privacy', '/terms']);
  });

  it('writes a sitemap with absolute URLs on the configured site', () => {
    const xml = sitemapXml(PATHS, SITE);
    expect(xml.match(/<loc>/g)).toHaveLength(16);
    expect(xml).toContain(`<loc>${SITE}/hero</loc>`);
    expect(xml).toContain(`<loc>${SITE}/</loc>`);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it('writes a robots.txt that allows the site, keeps out admin and API, and names the sitemap', () => {
    const txt = robotsTxt(SITE);
    expect(txt).toContain('User-agent: *');
    expect(txt).toContain('Disallow: /admin');
    expect(txt).toContain('Disallow: /api/');
    expect(txt).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  it('describes an archetype guide as an Article with image, author and publisher', () => {
    const hero = getArchetypeProfile('hero')!;
    const ld = articleJsonLd(hero, SITE);
    expect(ld).toMatchObject({
      '@type': 'Article',
      headline: archetypeTitle(hero),
      description: hero.page.metaDescription,
      image: [`${SITE}/og/hero.png`],
      author: { name: 'The Brand Company' },
      publisher: { name: 'The Brand Company' },
      mainEntityOfPage: { '@id': `${SITE}/hero` },
    });
  });

  it('numbers breadcrumb items from 1 with absolute URLs', () => {
    const ld = breadcrumbJsonLd(
      [
        { name: 'Quiz', path: '/' },
        { name: 'The Hero', path: '/hero' },
      ],
      SITE,
    );
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Quiz', item: `${SITE}/` },
      { '@type': 'ListItem', position: 2, name: 'The Hero', item: `${SITE}/hero` },
    ]);
  });

  it('escapes "<" in JSON-LD so text can never close the script element', () => {
    const text = jsonLdText({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});

describe('page security headers', () => {
  it('public/_headers (Workers static assets) sends exactly the headers the Node server sends', () => {
    expect(readFileSync(new URL('../../public/_headers', import.meta.url), 'utf8')).toBe(headersFileRule());
  });

  it('forbid framing everywhere and never restrict scripts or styles the islands need', () => {
    expect(PAGE_SECURITY_HEADERS['X-Frame-Options']).toBe('DENY');
    expect(PAGE_SECURITY_HEADERS['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(PAGE_SECURITY_HEADERS['Content-Security-Policy']).not.toMatch(/script-src|style-src|default-src/);
  });
});
