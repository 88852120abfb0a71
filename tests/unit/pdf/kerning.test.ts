import { beforeAll, describe, expect, it } from 'vitest';
import { loadFontFilesNode } from '../../../functions/pdf/fonts-node.ts';
import { readKerning } from '../../../functions/pdf/kerning.ts';
import { woffTables } from '../../../functions/pdf/sfnt.ts';
import { glyphRuns, textWidth, typefaces, type Typefaces } from '../../../functions/pdf/typeface.ts';

let faces: Typefaces;
let interGpos: Uint8Array;
beforeAll(async () => {
  const files = await loadFontFilesNode();
  faces = await typefaces(files);
  interGpos = (await woffTables(files.get('@fontsource/inter/files/inter-latin-400-normal.woff')!)).get('GPOS')!;
});

/** The kerning between two characters of one face, in thousandths of an em. */
function kernOf(face: keyof Typefaces, pair: string): number {
  const [run, ...others] = glyphRuns(faces[face], pair);
  expect(others).toEqual([]);
  return Math.round((run!.kerns[1]! * 1000) / run!.font.unitsPerEm);
}

describe('pair kerning from the fonts GPOS tables', () => {
  it.each(['body', 'bold', 'display', 'displayItalic'] as const)('%s: the classic pairs close up', (face) => {
    for (const pair of ['AV', 'To', 'LT', 'Wa', 'YA']) expect(kernOf(face, pair), pair).toBeLessThan(-20);
  });

  it.each([
    ['straight stems', 'body', 'hh'],
    ['round and straight', 'body', 'no'],
    ['digits (tabular figures stay aligned)', 'body', '11'],
  ] as const)('leaves %s alone', (_what, face, pair) => {
    expect(kernOf(face, pair)).toBe(0);
  });

  it('counts kerning in the width, so wrapping measures what is drawn', () => {
    const apart = textWidth(faces.body, 'A', 10) + textWidth(faces.body, 'V', 10);
    expect(textWidth(faces.body, 'AV', 10)).toBeLessThan(apart);
    expect(textWidth(faces.body, 'hh', 10)).toBe(textWidth(faces.body, 'h', 10) * 2);
  });

  it('kerns only within one font: a pair split across fallback files is set apart', () => {
    const runs = glyphRuns(faces.body, 'AЖV');
    expect(runs.map((run) => run.kerns)).toEqual([[0], [0], [0]]);
  });

  it('reads a damaged table as no kerning, never as an error', () => {
    const damaged: Uint8Array[] = [new Uint8Array(0), new Uint8Array(12), new Uint8Array(64).fill(0xff)];
    for (let cut = 8; cut < interGpos.byteLength; cut += Math.ceil(interGpos.byteLength / 40)) damaged.push(interGpos.slice(0, cut));
    for (let i = 0; i < 20; i++) {
      const noisy = interGpos.slice();
      for (let k = 0; k < 50; k++) {
        const at = (i * 7919 + k * 104729) % noisy.length;
        noisy[at] = noisy[at]! ^ 0x5a;
      }
      damaged.push(noisy);
    }
    for (const table of damaged) {
      const kerning = readKerning(new DataView(table.buffer, table.byteOffset, table.byteLength));
      for (const [left, right] of [
        [36, 57],
        [1, 2],
        [0, 0],
        [65535, 65535],
      ])
        expect(Number.isFinite(kerning(left!, right!))).toBe(true);
    }
    expect(readKerning(undefined)(36, 57)).toBe(0);
  });
});
