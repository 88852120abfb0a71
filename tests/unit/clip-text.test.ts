import { describe, expect, it } from 'vitest';
import { clipText } from '../../src/domain/clip-text.ts';

const grin = '😀'; // two UTF-16 units, one code point

describe('clipText', () => {
  it.each([
    ['a short text stays whole', 'Acme', 10, '', 'Acme'],
    ['a text of exactly max stays whole', 'abcde', 5, '', 'abcde'],
    ['a longer text keeps its first max characters', 'abcdefgh', 5, '', 'abcde'],
    ['emoji count as one character each', grin.repeat(4), 4, '', grin.repeat(4)],
    ['an emoji pair is never cut in half', `a${grin.repeat(60)}`, 100, '', `a${grin.repeat(60)}`],
    ['a cut falls between emoji, never inside one', `a${grin.repeat(60)}`, 10, '', `a${grin.repeat(9)}`],
    ['the mark ends a cut text, within max', 'abcdefgh', 5, '…', 'abcd…'],
    ['the mark is not added when nothing is cut', 'abc', 5, '…', 'abc'],
    ['the mark after emoji keeps them whole', grin.repeat(10), 4, '…', `${grin.repeat(3)}…`],
    ['max 0 is empty', 'abc', 0, '', ''],
  ])('%s', (_, text, max, mark, expected) => {
    const clipped = clipText(text, max, mark);
    expect(clipped).toBe(expected);
    expect([...clipped].length).toBeLessThanOrEqual(max);
    expect(clipped.isWellFormed()).toBe(true);
  });

  it('leaves no lone surrogate whatever the cut', () => {
    const text = `a${grin.repeat(60)}`;
    for (let max = 0; max <= 62; max++) expect(clipText(text, max).isWellFormed()).toBe(true);
  });
});
