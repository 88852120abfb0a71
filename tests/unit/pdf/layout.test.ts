import { beforeAll, describe, expect, it } from 'vitest';
import { loadFontFilesNode } from '../../../functions/pdf/fonts-node.ts';
import { wrap } from '../../../functions/pdf/layout.ts';
import { glyphRuns, textWidth, typefaces, type Typefaces } from '../../../functions/pdf/typeface.ts';

let faces: Typefaces;
beforeAll(async () => {
  faces = await typefaces(await loadFontFilesNode());
});

describe('wrap', () => {
  const width = (text: string) => textWidth(faces.body, text, 10);

  it.each([
    ['fits on one line', 'Short line', 1000, ['Short line']],
    ['breaks at spaces only', 'one two three four', 'narrow', ['one two three', 'four']],
    ['keeps paragraphs', 'first\nsecond', 1000, ['first', 'second']],
    ['keeps a blank line between paragraphs', 'a\n\nb', 1000, ['a', '', 'b']],
    ['collapses runs of spaces', 'a    b', 1000, ['a b']],
    ['gives one empty line for empty text', '', 1000, ['']],
  ] as const)('%s', (_name, text, room, expected) => {
    const max = room === 'narrow' ? width('one two three') : room;
    const lines = wrap(faces.body, text, 10, max);
    expect(lines).toEqual(expected);
    for (const line of lines) expect(width(line)).toBeLessThanOrEqual(max);
    expect(lines.join(' ').replace(/\s+/g, ' ').trim()).toBe(text.replace(/\s+/g, ' ').trim());
  });

  it('cuts a word wider than the line, and loses no character', () => {
    const word = 'https://www.an-extremely-long-address.example/with/a/path/that/never/ends';
    const max = width('https://www.an-extre');
    const lines = wrap(faces.body, word, 10, max);
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.join('')).toBe(word);
    for (const line of lines) expect(width(line)).toBeLessThanOrEqual(max);
  });
});

describe('glyph runs', () => {
  const fontsOf = (text: string) => glyphRuns(faces.body, text).map((r) => faces.body.indexOf(r.font));
  const drawn = (text: string) =>
    glyphRuns(faces.body, text)
      .flatMap((r) => r.chars)
      .join('');

  it.each([
    ['Latin from the first file', 'Brand', [0], 'Brand'],
    ['Polish letters from latin-ext', 'Łódź', [1, 0, 1], 'Łódź'],
    ['Cyrillic from its file', 'Привет', [2], 'Привет'],
    ['Greek from its file', 'Ελλάδα', [3], 'Ελλάδα'],
    ['a character no font has as "?"', '中', [0], '?'],
    ['control characters dropped', 'a\u0000b\u0007c', [0], 'abc'],
    ['zero-width characters dropped', 'a\u200bb', [0], 'ab'],
    ['direction overrides dropped', 'a\u202eb\u2066c', [0], 'abc'],
  ] as const)('%s', (_name, text, fonts, chars) => {
    expect(fontsOf(text)).toEqual(fonts);
    expect(drawn(text)).toBe(chars);
  });

  it('measures wider text as wider, and in proportion to size', () => {
    expect(textWidth(faces.body, 'WWW', 10)).toBeGreaterThan(textWidth(faces.body, 'iii', 10));
    expect(textWidth(faces.body, 'Brand', 20)).toBeCloseTo(2 * textWidth(faces.body, 'Brand', 10), 6);
  });
});
