import { describe, expect, it } from 'vitest';
import { blocksFromNoscript, blocksFromPayloads } from '../../../functions/analysis/read/embedded.ts';
import { readPage } from '../../../functions/analysis/read/page.ts';

const nextShell = (data: unknown) => `<!doctype html><html><head><title>Northwind</title></head><body>
  <div id="__next"></div>
  <noscript>You need to enable JavaScript to run this app.</noscript>
  <script id="__NEXT_DATA__" type="application/json">${JSON.stringify(data)}</script>
  <script src="/_next/static/chunks/main.js"></script></body></html>`;

const pageProps = {
  props: {
    pageProps: {
      hero: {
        headline: 'Built for the long haul',
        subtitle: 'We make tools that outlast the job and the people who doubted them.',
        cta: 'Shop the range',
      },
      sections: [
        { title: 'Our story', body: 'It started in a shed with one welder and a stubborn idea that tools should be repaired, not replaced.' },
        { title: 'Warranty', body: 'Every tool is covered for life. Break it and we fix it, no receipts and no questions asked.' },
      ],
      className: 'hero hero--dark wide',
      image: { src: '/img/hero.jpg', alt: 'A welder at work in a dusty shed' },
    },
  },
  page: '/',
  buildId: 'a1b2c3d4e5f6',
};

describe('reading a page rendered by JavaScript', () => {
  it('takes the headline, copy and call to action from __NEXT_DATA__ when the shell is empty', () => {
    const digest = readPage(nextShell(pageProps), 'https://northwind.example/');
    const texts = digest.blocks.map((b) => `${b.kind}:${b.text}`);
    expect(texts).toContain('h1:Built for the long haul');
    expect(texts).toContain('cta:Shop the range');
    expect(texts).toContain('p:It started in a shed with one welder and a stubborn idea that tools should be repaired, not replaced.');
    expect(texts).toContain('p:A welder at work in a dusty shed');
    expect(texts.join('\n')).not.toMatch(/hero--dark|a1b2c3|\/img\/hero|enable JavaScript/);
  });

  it('reads window.__INITIAL_STATE__ assignments and Nuxt payload arrays', () => {
    const blocks = blocksFromPayloads([
      `window.__INITIAL_STATE__ = ${JSON.stringify({ copy: { intro: 'We plant a tree for every order and publish where each one grows.' } })};`,
      JSON.stringify([{ data: 1 }, 'Gentle on skin, kind to rivers and honest about every ingredient.', 'https://cdn.example/x.png', 42]),
    ]);
    expect(blocks.map((b) => b.text)).toEqual([
      'We plant a tree for every order and publish where each one grows.',
      'Gentle on skin, kind to rivers and honest about every ingredient.',
    ]);
  });

  it('reads the copy out of Next.js App Router flight data (self.__next_f.push)', () => {
    const rows = [
      '1:I["(app)/page",["static/chunks/app.js"],"default"]',
      '0:["$","main",null,{"children":[["$","h1",null,{"children":"Rooms that remember you"}],["$","p",null,{"children":"We light the fire before you arrive and leave the wine open to breathe."}]]}]',
    ].join('\n');
    const html = `<!doctype html><html><head><title>Hearth Hotels</title></head><body><div id="root"></div>
      <script>self.__next_f.push([1,${JSON.stringify(rows)}])</script></body></html>`;
    const texts = readPage(html, 'https://hearth.example/').blocks.map((b) => b.text);
    expect(texts).toContain('We light the fire before you arrive and leave the wine open to breathe.');
    expect(texts.join(' ')).not.toMatch(/static\/chunks|\(app\)/);
  });

  it('leaves the data alone when the page already shows its copy', () => {
    const prose = 'We write long, careful paragraphs about what we make and why we make it, for people who read. '.repeat(8);
    const html = nextShell(pageProps).replace('<div id="__next"></div>', `<main><p>${prose}</p></main>`);
    expect(readPage(html, 'https://northwind.example/').blocks.some((b) => b.text === 'Built for the long haul')).toBe(false);
  });

  it('ignores programs, broken JSON and hostile payloads, and escapes nothing into markup', () => {
    expect(blocksFromPayloads(['function boot(){ return 1 + 2 }', '{"a": "unterminated', 'window.__X__ = {broken'])).toEqual([]);
    const hostile = blocksFromPayloads([JSON.stringify({ title: '<script>alert(1)</script>Welcome home, friend' })]);
    expect(hostile.map((b) => b.text)).toEqual(['Welcome home, friend']);
  });

  it('stops at its caps on a huge payload', () => {
    const huge = JSON.stringify(Array.from({ length: 30_000 }, (_, i) => `Sentence number ${i} says something about the brand.`));
    const blocks = blocksFromPayloads([huge]);
    expect(blocks.length).toBeLessThanOrEqual(400);
    expect(blocks.length).toBeGreaterThan(100);
  });

  it('keeps <noscript> copy but not the usual enable-JavaScript line', () => {
    expect(
      blocksFromNoscript([
        'You need to enable JavaScript to run this app.',
        '<p>We are a family bakery in Leeds baking sourdough since 1952.</p>',
      ]).map((b) => b.text),
    ).toEqual(['We are a family bakery in Leeds baking sourdough since 1952.']);
  });
});
