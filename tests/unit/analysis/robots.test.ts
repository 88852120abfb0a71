import { describe, expect, it } from 'vitest';
import { crawlerUserAgent, isAllowed, matches, parseRobots } from '../../../functions/analysis/fetch/robots.ts';
import { readSitemap } from '../../../functions/analysis/fetch/sitemap.ts';

describe('robots.txt patterns (RFC 9309)', () => {
  it.each([
    ['/', '/anything', true],
    ['/about', '/about-us', true],
    ['/about', '/abou', false],
    ['/about$', '/about', true],
    ['/about$', '/about/team', false],
    ['/*.php', '/shop/cart.php?x=1', true],
    ['/*.php$', '/shop/cart.php?x=1', false],
    ['/private*/', '/private-area/page', true],
    ['*', '/x', true],
    ['/a%3cb', '/a%3Cb', true],
    ['/fish*', '/Fish.asp', false],
  ])('%s against %s → %s', (pattern, path, expected) => {
    expect(matches(pattern, path)).toBe(expected);
  });

  it('stays fast on a pattern built to backtrack', () => {
    const pattern = `/${'*a'.repeat(200)}b`;
    expect(matches(pattern, `/${'a'.repeat(2000)}`)).toBe(false);
  });
});

describe('which rules apply to us', () => {
  const file = [
    '# comments are ignored',
    'User-agent: *',
    'Disallow: /checkout',
    'Disallow: /manifesto',
    '',
    'User-agent: GoogleBot',
    'Disallow: /',
    '',
    'Sitemap: https://brand.example/sitemap-pages.xml',
  ].join('\n');

  it('takes the * group when nobody names us, and collects sitemaps from anywhere', () => {
    const robots = parseRobots(file);
    expect(isAllowed(robots, '/')).toBe(true);
    expect(isAllowed(robots, '/manifesto')).toBe(false);
    expect(isAllowed(robots, '/checkout/step-1')).toBe(false);
    expect(robots.sitemaps).toEqual(['https://brand.example/sitemap-pages.xml']);
  });

  it('takes only our own group when one names us (case-insensitive), merging groups that share a name', () => {
    const robots = parseRobots(
      ['User-agent: *', 'Disallow: /', '', 'User-agent: brandarchetypebot', 'Disallow: /team', '', 'User-agent: BrandArchetypeBot', 'Allow: /'].join(
        '\r\n',
      ),
    );
    expect(isAllowed(robots, '/')).toBe(true);
    expect(isAllowed(robots, '/team/jo')).toBe(false);
  });

  it('lets consecutive user-agent lines share one group', () => {
    const robots = parseRobots(['User-agent: SomeBot', 'User-agent: BrandArchetypeBot', 'Disallow: /shop'].join('\n'));
    expect(isAllowed(robots, '/shop')).toBe(false);
  });

  it('lets the longest match win, Allow on a tie', () => {
    const robots = parseRobots(['User-agent: *', 'Disallow: /about', 'Allow: /about/story', 'Disallow: /x', 'Allow: /x'].join('\n'));
    expect(isAllowed(robots, '/about/team')).toBe(false);
    expect(isAllowed(robots, '/about/story')).toBe(true);
    expect(isAllowed(robots, '/x')).toBe(true);
  });

  it('keeps a bounded amount of rule text from a hostile file, so matching stays cheap', () => {
    const hostile = `User-agent: *\n${`Disallow: /${'*a'.repeat(250)}b\n`.repeat(900)}`;
    const robots = parseRobots(hostile);
    expect(robots.rules.reduce((n, r) => n + r.pattern.length, 0)).toBeLessThanOrEqual(16_384);
    expect(isAllowed(robots, `/${'a'.repeat(5000)}`)).toBe(true);
  });

  it('treats an empty Disallow and a file with no groups as allowing everything', () => {
    expect(isAllowed(parseRobots('User-agent: *\nDisallow:'), '/anything')).toBe(true);
    expect(isAllowed(parseRobots('<!doctype html><html><body>Not a robots file</body></html>'), '/')).toBe(true);
  });
});

describe('the User-Agent names the product and where to read about it', () => {
  it.each([
    ['https://brandarchetype.example', 'BrandArchetypeBot/1.0 (+https://brandarchetype.example/bot)'],
    ['http://localhost:4321/', 'BrandArchetypeBot/1.0 (+http://localhost:4321/bot)'],
  ])('%s', (site, expected) => {
    expect(crawlerUserAgent(site)).toBe(expected);
  });
});

describe('sitemaps', () => {
  it('reads page addresses, decoding entities', () => {
    const xml = `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
      <url><loc> https://brand.example/</loc></url><url><loc>https://brand.example/a?x=1&amp;y=2</loc><lastmod>2025-01-01</lastmod></url></urlset>`;
    expect(readSitemap(xml)).toEqual({ pages: ['https://brand.example/', 'https://brand.example/a?x=1&y=2'], sitemaps: [] });
  });

  it('tells a sitemap index from a sitemap, and stops at the limit', () => {
    const index = `<sitemapindex><sitemap><loc>https://brand.example/s1.xml</loc></sitemap><sitemap><loc>https://brand.example/s2.xml</loc></sitemap></sitemapindex>`;
    expect(readSitemap(index)).toEqual({ pages: [], sitemaps: ['https://brand.example/s1.xml', 'https://brand.example/s2.xml'] });
    const many = `<urlset>${'<url><loc>https://brand.example/p</loc></url>'.repeat(1000)}</urlset>`;
    expect(readSitemap(many, 50).pages).toHaveLength(50);
  });

  it('survives an unterminated <loc>', () => {
    expect(readSitemap('<urlset><url><loc>https://brand.example/a</loc><loc>https://brand')).toEqual({
      pages: ['https://brand.example/a'],
      sitemaps: [],
    });
  });
});
