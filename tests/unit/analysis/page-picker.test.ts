import { describe, expect, it } from 'vitest';
import { candidateKey, choosePages, proseWords, rankCandidates } from '../../../functions/analysis/fetch/page-picker.ts';
import type { PageDigest, TextBlock } from '../../../functions/analysis/read/types.ts';

const HOME = 'https://brand.example/';
const page = (url: string, blocks: TextBlock[]): PageDigest => ({
  url,
  title: '',
  blocks,
  links: [],
  stylesheets: [],
  fontLinks: [],
  inlineCss: [],
  styleAttrs: [],
});
const prose = (words: number): TextBlock => ({ kind: 'p', zone: 'main', text: Array.from({ length: words }, (_, i) => `word${i}`).join(' ') });

describe('which same-site addresses are candidates at all', () => {
  it.each([
    ['https://brand.example/about-us', 'https://brand.example/about-us'],
    ['https://www.brand.example/our-story/', 'https://brand.example/our-story'],
    ['/mission#top', 'https://brand.example/mission'],
    ['https://brand.example/values?utm_source=x', 'https://brand.example/values'],
    ['https://brand.example/', null],
    ['https://other.example/about', null],
    ['https://brand.example/privacy', null],
    ['https://brand.example/account/login', null],
    ['https://brand.example/about.pdf', null],
    ['mailto:hello@brand.example', null],
    ['javascript:alert(1)', null],
  ])('%s → %s', (href, expected) => {
    expect(candidateKey(href, new URL(HOME))).toBe(expected);
  });
});

describe('ranking the links of the home page', () => {
  it('ranks a footer page with its own name above product cards and articles', () => {
    const ranked = rankCandidates(
      [
        { href: '/products/ridgeline-pack-31', text: 'Ridgeline pack 31 $129.00', zone: 'main' },
        { href: '/blog/2024/05/ten-things-we-learned-on-the-road-this-spring', text: 'Ten things we learned on the road this spring', zone: 'main' },
        { href: '/the-long-road', text: 'The long road', zone: 'footer' },
        { href: '/privacy', text: 'Privacy', zone: 'footer' },
      ],
      [],
      HOME,
    );
    expect(ranked.map((c) => c.href)).toEqual([
      'https://brand.example/the-long-road',
      'https://brand.example/products/ridgeline-pack-31',
      'https://brand.example/blog/2024/05/ten-things-we-learned-on-the-road-this-spring',
    ]);
  });

  it('prefers menu pages whose words say the brand talks about itself', () => {
    const ranked = rankCandidates(
      [
        { href: '/pricing', text: 'Pricing', zone: 'nav' },
        { href: '/about-us', text: 'About us', zone: 'nav' },
        { href: '/ethos', text: 'Ethos', zone: 'footer' },
      ],
      [],
      HOME,
    );
    expect(ranked[0]!.href).toBe('https://brand.example/about-us');
    expect(ranked.findIndex((c) => c.href.endsWith('/ethos'))).toBeLessThan(ranked.findIndex((c) => c.href.endsWith('/pricing')));
  });

  it('adds sitemap pages the home page does not link, below the linked ones', () => {
    const ranked = rankCandidates(
      [{ href: '/story', text: 'Story', zone: 'nav' }],
      ['https://brand.example/atelier', 'https://other.example/x'],
      HOME,
    );
    expect(ranked.map((c) => c.href)).toEqual(['https://brand.example/story', 'https://brand.example/atelier']);
  });

  it('counts a page linked twice once', () => {
    const ranked = rankCandidates(
      [
        { href: '/about', text: 'About', zone: 'nav' },
        { href: 'https://www.brand.example/about/', text: 'About us', zone: 'footer' },
      ],
      [],
      HOME,
    );
    expect(ranked).toHaveLength(1);
  });
});

describe('choosing among fetched pages by the prose they hold', () => {
  const home = page(HOME, [{ kind: 'p', zone: 'footer', text: 'Shipping and returns' }]);

  it('keeps the page with the most prose even when its link looked less promising', () => {
    const chosen = choosePages(
      [
        { page: page('https://brand.example/about', [prose(20)]), score: 8 },
        { page: page('https://brand.example/atelier', [prose(200), prose(150)]), score: 3 },
        { page: page('https://brand.example/pricing', [{ kind: 'li', zone: 'main', text: '$10 a month' }]), score: 5 },
      ],
      home,
      2,
    );
    expect(chosen.map((c) => c.page.url)).toEqual(['https://brand.example/atelier', 'https://brand.example/about']);
  });

  it('does not count menus, footers or text the home page already had as prose', () => {
    const repeated = prose(30);
    const withRepeats = page('https://brand.example/x', [
      { ...prose(50), zone: 'nav' },
      { ...prose(50), zone: 'footer' },
      repeated,
      { kind: 'h2', zone: 'main', text: 'A heading with more than eight words in it' },
    ]);
    expect(proseWords(withRepeats, new Set([repeated.text]))).toBe(0);
    expect(proseWords(withRepeats, new Set())).toBe(30);
  });
});
