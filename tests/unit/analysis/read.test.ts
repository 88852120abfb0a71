import { describe, expect, it } from 'vitest';
import { readPage } from '../../../functions/analysis/read/page.ts';
import { capLength, cleanText, markupText } from '../../../functions/analysis/read/text.ts';

describe('cleanText: crawled text is data, kept as the characters the page shows', () => {
  it.each([
    // What a page shows as angle brackets is text: never read as markup again, escaped wherever it is output.
    ['Acme <script>alert(1)</script> Co', 'Acme <script>alert(1)</script> Co'],
    ['<b>Bold</b>   and\n\n<i>spaced</i>', '<b>Bold</b> and <i>spaced</i>'],
    ['Fish &amp; chips', 'Fish &amp; chips'], // already decoded once: not decoded again
    ['\u202eevil\u202c name\u200b', 'evil name'], // bidi overrides and zero-width characters
    ['\uff34\uff48\uff45 \uff33\uff54\uff41\uff4e\uff44\uff41\uff52\uff44', 'The Standard'], // fullwidth letters fold
    ['a < b > c', 'a < b > c'],
    ['\u0000null\u0007bell', 'nullbell'],
  ])('%j → %j', (input, expected) => {
    expect(cleanText(input)).toBe(expected);
  });

  it('caps length at a word boundary with an ellipsis', () => {
    const text = cleanText('word '.repeat(100), 42);
    expect(text.length).toBeLessThanOrEqual(42);
    expect(text.endsWith('…')).toBe(true);
    expect(capLength('short', 42)).toBe('short');
  });

  it('treats non-strings as empty', () => {
    expect(cleanText(undefined)).toBe('');
    expect(cleanText({ toString: () => '<x>' })).toBe('');
    expect(markupText(42)).toBe('');
  });
});

describe('markupText: a string that is markup (rich text in a payload) shows its text, read once', () => {
  it.each([
    ['<p>Hi <b>there</b></p>', 'Hi there'],
    ['Acme <script>alert(1)</script> Co', 'Acme Co'], // a script's content is never shown
    ['<h1>&lt;script&gt;alert(3)&lt;/script&gt; Champions</h1>', '<script>alert(3)</script> Champions'],
    ['&amp;lt;b&amp;gt; once', '&lt;b&gt; once'],
    ['Fish &amp; chips &#8212; &#x2019;n&rsquo; &unknown; more', 'Fish & chips — ’n’ &unknown; more'],
    ['<!-- hidden --> shown <style>p{}</style>too', 'shown too'],
    ['a < b and 2<3 > 1', 'a < b and 2<3 > 1'],
    ['unfinished <a href="x', 'unfinished'],
    ['<p>\u202eevil\u202c&#8238;</p>', 'evil'],
  ])('%j → %j', (input, expected) => {
    expect(markupText(input)).toBe(expected);
  });

  it('reads a hostile string in one pass', () => {
    expect(markupText('<script>'.repeat(20_000), 100)).toBe('');
    expect(markupText('<!--'.repeat(20_000), 100)).toBe('');
    expect(markupText('<a'.repeat(20_000), 100)).toBe('');
  });
});

const page = `<!doctype html><html lang="en"><head>
<title>Snack <script>alert(1)</script> Co | Crunch</title>
<meta name="Description" content="Crunchy &amp; fun">
<meta property="og:site_name" content="Snack Co">
<meta name="theme-color" content="#ff0000">
<link rel="stylesheet" href="/s.css"><link rel="alternate stylesheet" href="/alt.css">
<link rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Oswald">
<script type="application/ld+json">{"@graph":[{"@type":"WebSite","name":"x"},{"@type":"Organization","name":"Snack <b>Co</b>","slogan":"Crunch time"}]}</script>
<script type="application/ld+json">{ not json </script>
<style>.btn{background:#f00}</style>
</head><body>
<header class="site-header"><a href="/" class="logo">Snack</a>
  <nav><ul><li><a href="/about">About</a></li><li><a href="/story">Our story</a></li></ul></nav></header>
<main>
  <section class="hero"><h1>Hi <b>there</b></h1><p style="color:#fff">Big <a href="/x">crunch</a> energy.</p>
    <a class="btn btn-primary" href="/shop">Shop now</a></section>
  <script>document.write("<p>never read</p>")</script>
  <section><h2>Our values</h2><ul><li><strong>Honesty</strong> — we tell it straight</li><li><b>Fun</b>: always</li></ul>
    <div class="card">Loose <em>text</em> here<div>nested block</div></div><img src="a.png" alt="A smiling kid"></section>
  <template><p>template text</p></template><noscript>noscript text</noscript>
</main>
<div id="cookie-banner">We use cookies. <button>Accept</button></div>
<footer><p>© 2024 Snack Co. All rights reserved.</p><a href="/privacy">Privacy Policy</a></footer>
</body></html>`;

describe('readPage', () => {
  const digest = readPage(page, 'https://snack.example/');
  const block = (text: string) => digest.blocks.find((b) => b.text === text);

  it('reads head metadata as plain text', () => {
    expect(digest.title).toBe('Snack <script>alert(1)</script> Co | Crunch'); // <title> is raw text: the tab shows this
    expect(digest.description).toBe('Crunchy & fun');
    expect(digest.siteName).toBe('Snack Co');
    expect(digest.themeColor).toBe('#ff0000');
    expect(digest.lang).toBe('en');
    expect(digest.organization).toEqual({ name: 'Snack Co', slogan: 'Crunch time' });
  });

  it('tags text blocks with their kind and zone', () => {
    expect(block('Hi there')).toMatchObject({ kind: 'h1', zone: 'hero' });
    expect(block('Big crunch energy.')).toMatchObject({ kind: 'p', zone: 'hero' });
    expect(block('Shop now')).toMatchObject({ kind: 'cta', zone: 'hero' });
    expect(block('About')).toMatchObject({ kind: 'nav', zone: 'nav' });
    expect(block('A smiling kid')).toMatchObject({ kind: 'alt' });
    expect(block('Loose text here')).toMatchObject({ kind: 'text', zone: 'main' });
    expect(block('nested block')).toBeDefined();
  });

  it('remembers the section heading and bold lead-ins of list items', () => {
    expect(block('Honesty — we tell it straight')).toMatchObject({ kind: 'li', section: 'Our values', lead: 'Honesty' });
    expect(block('Fun: always')).toMatchObject({ lead: 'Fun' });
  });

  it('marks cookie banners and legal lines as boilerplate', () => {
    expect(block('We use cookies.')?.zone).toBe('boilerplate');
    expect(block('© 2024 Snack Co. All rights reserved.')?.zone).toBe('boilerplate');
    expect(block('Privacy Policy')?.zone).toBe('boilerplate');
  });

  it('never reads scripts, templates or noscript content', () => {
    const all = digest.blocks.map((b) => b.text).join(' ');
    expect(all).not.toMatch(/never read|template text|noscript text|document\.write/);
  });

  it('collects links, stylesheets, font links, inline CSS and style attributes', () => {
    expect(digest.links.map((l) => l.href)).toContain('https://snack.example/about');
    expect(digest.stylesheets).toEqual(['https://snack.example/s.css']);
    expect(digest.fontLinks).toEqual(['https://fonts.googleapis.com/css2?family=Oswald']);
    expect(digest.inlineCss).toEqual(['.btn{background:#f00}']);
    expect(digest.styleAttrs).toEqual([{ role: 'hero', css: 'color:#fff' }]);
  });

  it('outputs none of the markup the page is written in', () => {
    const strings = JSON.stringify({ ...digest, title: '', inlineCss: [], styleAttrs: [] });
    expect(strings).not.toMatch(/<\/?[a-z]/i);
  });
});
