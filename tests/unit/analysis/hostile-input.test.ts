import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../functions/lib/errors.ts';
import { nestingDepth } from '../../../functions/analysis/read/nesting.ts';
import { readPage } from '../../../functions/analysis/read/page.ts';
import { colorsInValue, toHex } from '../../../functions/analysis/signals/color.ts';
import { fontShorthandFamily, resolveVars, stripComments } from '../../../functions/analysis/signals/css-scan.ts';
import { readStyles } from '../../../functions/analysis/signals/css.ts';

/**
 * Inputs built to make a naive reader take quadratic time or overflow its stack. Each is sized so
 * that a quadratic reader would run for many seconds (past the test timeout); every reader here is
 * linear, and still finds what a real page declares after the garbage.
 */
const N = 200_000;
const hexes = (facts: ReturnType<typeof readStyles>) => facts.colors.map((c) => toHex(c.rgb));
const styles = (css: string) => readStyles({ css: [css], attrs: [], fontLinks: [] });

describe('the CSS reader on hostile stylesheets', () => {
  it.each([
    ['an unclosed var() fallback', `h1{font-family: var(--x, ${'a'.repeat(N)}`],
    ['a font shorthand of digits', `h1{font: ${'1'.repeat(N)}}`],
    ['an unclosed rgb( of spaces', `a{color: rgb(${' '.repeat(N)}x}`],
    ['url( nested without end', `body{background: ${'url('.repeat(N / 4)}}`],
    ['an unclosed comment', `/*${' '.repeat(N)}`],
    ['braces nested without end', '{'.repeat(N)],
    ['rgb( repeated without a close', `a{color: ${'rgb('.repeat(N / 4)}}`],
    ['var( repeated without a close', `a{color: ${'var(--a, '.repeat(N / 9)}}`],
  ])('%s: read in one pass', (_, hostile) => {
    const facts = styles(hostile);
    expect(Array.isArray(facts.colors)).toBe(true);
  });

  it('still reads the real rules that come before the garbage', () => {
    const facts = styles(`.btn{background:#d62828} h1{font-family:"Oswald",sans-serif} a{color: rgb(${' '.repeat(N)}`);
    expect(hexes(facts)).toContain('#D62828');
    expect(facts.fonts.map((f) => f.stack[0])).toContain('Oswald');
  });
});

describe('the scanners give the answers a careful reader would', () => {
  const vars = new Map([
    ['--brand', '#1a73e8'],
    ['--accent', 'var(--brand)'],
    ['--stack', '"Inter", sans-serif'],
  ]);
  it.each([
    ['var(--brand)', '#1a73e8'],
    ['var(--missing, #ff0000)', '#ff0000'],
    ['var(--missing, rgb(1, 2, 3))', 'rgb(1, 2, 3)'],
    ['var(--accent)', '#1a73e8'],
    ['1px solid var(--brand)', '1px solid #1a73e8'],
    ['var(--missing)', ''],
    ['var(--missing, var(--brand))', '#1a73e8'],
    ['var(--x, aaaa', ''],
  ])('resolveVars(%j) → %j', (value, expected) => {
    expect(resolveVars(value, vars)).toBe(expected);
  });

  it.each([
    ['italic 700 1.2rem/1.4 "Playfair Display", serif', '"Playfair Display", serif'],
    ['16px Inter', 'Inter'],
    ['bold 16px / 1.5 Georgia, serif', 'Georgia, serif'],
    ['small-caps 600 .9em/1 Lato', 'Lato'],
    ['700 12px', undefined],
    ['1'.repeat(2000), undefined],
  ])('fontShorthandFamily(%j) → %j', (value, expected) => {
    expect(fontShorthandFamily(value)).toBe(expected);
  });

  it.each([
    ['linear-gradient(135deg, #4b1d8f 0%, rgb(138 92 246) 100%)', ['#4B1D8F', '#8A5CF6']],
    ['url(data:image/svg+xml;utf8,<svg fill="#ffffff"/>) no-repeat tan', ['#D2B48C']],
    ['#fff #12345 #abcdefff #abcdef12 #zzz #fffffffff', ['#FFFFFF', '#ABCDEF']],
    ['hsl(210 50% 40%) rebeccapurple', ['#336699', '#663399']],
    ['dark-blue solid', ['#0000FF']],
  ])('colorsInValue(%j) → %j', (value, expected) => {
    expect(colorsInValue(value).map(toHex)).toEqual(expected);
  });

  it('drops comments, an unclosed one to the end', () => {
    expect(stripComments('a{color:red}/* x */b{color:blue}/* never closed')).toBe('a{color:red}b{color:blue}');
  });
});

describe('the page reader on hostile markup', () => {
  const prose = Array.from({ length: 20 }, (_, i) => `<p>Paragraph ${i} about courage and craft.</p>`).join('');

  it('refuses 100,000 nested <div>s as too complex, before parsing them', () => {
    const html = `<html><body>${'<div>'.repeat(100_000)}${prose}${'</div>'.repeat(100_000)}</body></html>`;
    expect(() => readPage(html, 'https://site.test/')).toThrow(ApiError);
    expect(() => readPage(html, 'https://site.test/')).toThrow('This page is too complex to analyze.');
  });

  it('reads a deep but plausible page without overflowing the stack', () => {
    const html = `<html><body>${'<div><span>'.repeat(700)}${prose}${'</span></div>'.repeat(700)}</body></html>`;
    const page = readPage(html, 'https://site.test/');
    expect(page.blocks.map((b) => b.text)).toContain('Paragraph 3 about courage and craft.');
  });

  it('gathers the text of a huge paragraph with a bounded amount of work', () => {
    const html = `<html><body><p>${'<span>word</span> '.repeat(200_000)}</p></body></html>`;
    const page = readPage(html, 'https://site.test/');
    expect(page.blocks[0]?.text.startsWith('word word')).toBe(true);
  });

  it.each([
    ['real markup with unclosed <p> and <li>', `<ul>${'<li>item<p>text'.repeat(5000)}</ul>`, 1],
    ['scripts that spell tags', `<script>${'"<div>"+'.repeat(5000)}</script><div></div>`, 1],
    ['comments that spell tags', `<!--${'<div>'.repeat(5000)}--><div><div></div></div>`, 2],
  ])('counts nesting as a browser would see it: %s', (_, html, depth) => {
    expect(nestingDepth(html, 1500)).toBe(depth);
  });
});
