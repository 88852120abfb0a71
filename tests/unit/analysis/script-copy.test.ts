import { describe, expect, it } from 'vitest';
import { EmbeddedCopy } from '../../../functions/analysis/read/embedded.ts';
import { readPage } from '../../../functions/analysis/read/page.ts';
import { blocksFromScripts } from '../../../functions/analysis/read/script-copy.ts';

/** A client-rendered shell: an empty root, the given inline scripts, and the bundle that would render them. */
const shell = (...scripts: string[]) => `<!doctype html><html><head><title>Tallyho</title></head><body><div id="root"></div>
  ${scripts.map((s) => `<script>${s}</script>`).join('\n  ')}
  <script src="/assets/index-4f2a.js"></script></body></html>`;
const read = (html: string) => readPage(html, 'https://tallyho.example/').blocks.map((b) => `${b.kind}:${b.text}`);

const BODY = 'We file the forms, chase the receipts and answer the letters, so your evenings are yours again.';
const STORY = 'Two bookkeepers started Tallyho after a decade of watching good people drown in admin.';

describe('copy held in an inline script is read when the markup has none', () => {
  it.each<[string, string]>([
    [
      'an object literal, each quote style',
      `window.__APP__ = { hero: { title: 'Less paperwork, more evenings', body: "${BODY}", cta: \`Start free\` }, story: '${STORY}' };`,
    ],
    [
      'a var named anything',
      `var pageData = {headline: 'Less paperwork, more evenings', intro: {text: '${BODY}'}, about: ["${STORY}"], button: 'Start free'};`,
    ],
    [
      'framework state under an unusual global',
      `self.__tallyState={route:"/",hero:{h1:"Less paperwork, more evenings",copy:"${BODY}",ctaLabel:"x",cta:"Start free"},blocks:[{t:"${STORY}"}]}`,
    ],
    [
      'JSON.parse with escaped JSON',
      `window.bootstrap = JSON.parse('${JSON.stringify({ page: { title: 'Less paperwork, more evenings', lede: BODY, story: STORY, cta: 'Start free' } }).replace(/"/g, '\\"')}');`,
    ],
    [
      'a module script assigning state after some code',
      `import { mount } from '/assets/app.js';\nconst state = {\n  // the hero\n  heading: 'Less paperwork, more evenings',\n  body: \`${BODY}\`,\n  story: '${STORY}',\n  cta: 'Start free',\n};\nmount(document.getElementById('root'), state);`,
    ],
  ])('%s', (_, script) => {
    const texts = read(shell(script));
    expect(texts).toContain('h1:Less paperwork, more evenings');
    expect(texts).toContain(`p:${BODY}`);
    expect(texts).toContain(`p:${STORY}`);
    expect(texts).toContain('cta:Start free');
  });

  it('keys decide headlines and buttons: the first headline is the h1, later ones h2s; buttons stay short', () => {
    const script = `var copy = { title: 'First headline of the page', sections: [{ heading: 'A second headline' }], button_text: 'Book a call',
      cta: 'A call to action far too long to be a button label on any real page at all', intro: '${BODY}' }`;
    expect(read(shell(script))).toEqual([
      'h1:First headline of the page',
      'h2:A second headline',
      'cta:Book a call',
      'p:A call to action far too long to be a button label on any real page at all',
      `p:${BODY}`,
    ]);
  });

  it('skips markup keys, addresses, class lists, code and escapes nothing into markup', () => {
    const script = `window.site = {
      className: 'hero hero--dark with many words', id: 'main hero section block', href: '/pricing and plans page',
      image: { src: 'https://cdn.example/hero image.png', alt: 'A bookkeeper laughing at a spreadsheet' },
      classes: 'flex items-center justify-between px-4 sm:px-6',
      onError: 'function (e) { return e && e.message }',
      note: 'if (window.ga) ga("send", "pageview") && track()',
      warn: 'Cannot read properties of undefined while booting',
      url: 'https://tallyho.example/about-us/our-story-so-far',
      lede: '<p>${BODY}</p><script>alert(1)<\\/script>',
    }`;
    expect(read(shell(script))).toEqual(['p:A bookkeeper laughing at a spreadsheet', `p:${BODY}`]);
  });

  it('reads rich text once: angle brackets its entities spell out stay text', () => {
    const script = `window.site = { lede: '<p>${BODY} Write &lt;b&gt; where you mean bold.</p>' }`;
    expect(read(shell(script))).toEqual([`p:${BODY} Write <b> where you mean bold.`]);
  });

  it('keeps cookie and legal notices as boilerplate, never as the headline', () => {
    const script = `var ui = { cookies: { title: 'We use cookies on this site', text: 'We use cookies to measure visits; see our privacy policy for more.' },
      title: 'Less paperwork, more evenings', body: '${BODY}', legal: '\\u00a9 2024 Tallyho Ltd. All rights reserved.' }`;
    const blocks = readPage(shell(script), 'https://tallyho.example/').blocks;
    expect(blocks.find((b) => b.kind === 'h1')?.text).toBe('Less paperwork, more evenings');
    expect(blocks.filter((b) => b.zone === 'boilerplate').map((b) => b.text)).toEqual([
      'We use cookies on this site',
      'We use cookies to measure visits; see our privacy policy for more.',
      '© 2024 Tallyho Ltd. All rights reserved.',
    ]);
  });

  it("reads Nuxt 2's payload, whose copy is passed as arguments to a function", () => {
    const script = `window.__NUXT__=(function(a,b,c){return {layout:"default",data:[{hero:{title:a,body:b,story:c}}],state:{}}}("Less paperwork, more evenings","${BODY}","${STORY}"));`;
    expect(read(shell(script))).toEqual(['p:Less paperwork, more evenings', `p:${BODY}`, `p:${STORY}`]);
  });
});

describe('the script reader is the last resort', () => {
  it('known payloads are read first: their headline is the h1, a script’s comes after', () => {
    const next = `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { hero: { headline: 'From the payload' } } })}</script>`;
    const html = shell(`var extra = { title: 'From the script', body: '${BODY}' }`).replace('<div id="root"></div>', `<div id="root"></div>${next}`);
    const texts = read(html);
    expect(texts.slice(0, 3)).toEqual(['h1:From the payload', 'h2:From the script', `p:${BODY}`]);
  });

  it('scripts are left alone when the markup already carries the copy', () => {
    const prose = 'We write long, careful paragraphs about what we make and why we make it, for people who read. '.repeat(8);
    const html = shell(`var pageData = { headline: 'Only in the script' }`).replace('<div id="root"></div>', `<main><p>${prose}</p></main>`);
    expect(read(html).join('\n')).not.toMatch(/Only in the script/);
  });

  it('a script with a src, or of a non-script type, is not read', () => {
    const html = shell().replace(
      '</body>',
      `<script src="/x.js">var a = { title: 'Inside a src script', body: '${BODY}' }</script>
       <script type="text/x-template">var b = { title: 'Inside a template', body: '${STORY}' }</script></body>`,
    );
    expect(read(html)).toEqual([]);
  });
});

/** A 200 KB tag-manager snippet: a container of tags and triggers, a minified runtime, and the sentences such runtimes carry. */
function analyticsSnippet(): string {
  const parts = [
    `(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
    j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
    })(window,document,'script','dataLayer','GTM-ABC123');`,
  ];
  const tags = Array.from({ length: 600 }, (_, i) => ({
    function: `__tag_${i % 40}`,
    vtp_trackingId: `UA-${1000 + i}-1`,
    vtp_eventCategory: ['click', 'scroll', 'form'][i % 3],
    vtp_url: `https://collect.example.net/v${i}/hit?cid=${i}`,
    tag_id: i,
    once_per_event: true,
  }));
  parts.push(
    `var data = ${JSON.stringify({ resource: { version: '42', tags, predicates: tags.map((t) => ({ arg0: t.function, arg1: '^/checkout/.*$' })) } })};`,
  );
  for (let i = 0, length = parts.join('\n').length; length < 200_000; i++, length += parts.at(-1)!.length) {
    parts.push(
      `function f${i}(a,b){if(!a||typeof a!=="object")throw new Error("The consent state for tag ${i} could not be read from storage");var c=b.split("|"),d=/[?&]utm_[a-z]+=([^&#]*)/.exec(a.href);` +
        `return c.length>${i % 7}?d&&d[1]:a["_gat_${i}"]||window.dataLayer.push({event:"gtm.timer",interval:${i}e3})}`,
    );
  }
  return parts.join('\n');
}

describe('programs are not copy', () => {
  it('a 200 KB analytics and tag-manager snippet yields no copy', () => {
    const snippet = analyticsSnippet();
    expect(snippet.length).toBeGreaterThan(200_000);
    expect(blocksFromScripts([snippet])).toEqual([]);
    expect(read(shell(snippet))).toEqual([]);
  });

  it('next to a data script, only the data is read', () => {
    const texts = read(shell(analyticsSnippet(), `var pageData = { headline: 'Less paperwork, more evenings', body: '${BODY}' }`));
    expect(texts).toEqual(['h1:Less paperwork, more evenings', `p:${BODY}`]);
  });
});

const MB = 1_000_000;

describe('hostile scripts: bounded work, bounded result', () => {
  const hostile: Array<[what: string, script: string, blocks: number, first?: string]> = [
    ['nested a million deep, prose at the bottom (too little to make it data)', `var a = ${'{b:['.repeat(MB / 4)}'${BODY}'`, 0],
    ['an unterminated string of prose (one string, too long to be copy)', `var a = '${'Less paperwork, more evenings. '.repeat(MB / 30)}`, 0],
    [
      'a hundred and ten thousand tiny strings (the work budget ends first)',
      `var a = [${Array.from({ length: 110_000 }, (_, i) => `'s${i}'`).join(',')}, '${BODY}']`,
      0,
    ],
    [
      'a half-megabyte function name called with fifty thousand sentences (a program)',
      `${'f'.repeat(MB / 2)}(${Array.from({ length: 50_000 }, (_, i) => `'return n${i} ; if x'`).join(',')})`,
      0,
    ],
    [
      'a hundred thousand distinct sentences (the block budget ends first)',
      `var a = [${Array.from({ length: 100_000 }, (_, i) => `'Sentence ${i} says something about us.'`).join(',')}]`,
      400,
      'Sentence 0 says something about us.',
    ],
    [
      'JSON.parse of a megabyte array',
      `JSON.parse('${JSON.stringify(Array.from({ length: 27_000 }, (_, i) => `Line ${i} of the story we tell.`))}')`,
      400,
      'Line 0 of the story we tell.',
    ],
  ];

  it.each(hostile)('%s', (_, script, count, first) => {
    expect(script.length).toBeGreaterThan(MB * 0.9);
    const copy = new EmbeddedCopy();
    const blocks = blocksFromScripts([script, script], copy);
    expect(blocks.length).toBe(count);
    expect(blocks[0]?.text).toBe(first);
    expect(blocks.reduce((n, b) => n + b.text.length, 0)).toBeLessThanOrEqual(61_000);
    expect(copy.nodes).toBeLessThanOrEqual(60_001);
  });

  it('a page of such scripts still reads the data script, wherever it sits: scripts that hand over data go first', () => {
    const texts = read(shell(hostile[0]![1], hostile[2]![1], `window.pageData = { headline: 'Less paperwork, more evenings', body: '${BODY}' }`));
    expect(texts).toEqual(['h1:Less paperwork, more evenings', `p:${BODY}`]);
  });
});
