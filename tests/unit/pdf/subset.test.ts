import { beforeAll, describe, expect, it } from 'vitest';
import { loadFontFilesNode } from '../../../functions/pdf/fonts-node.ts';
import type { TrueTypeFont } from '../../../functions/pdf/sfnt.ts';
import { subsetTables } from '../../../functions/pdf/subset.ts';
import { typefaces } from '../../../functions/pdf/typeface.ts';

let inter: TrueTypeFont;
beforeAll(async () => {
  inter = (await typefaces(await loadFontFilesNode())).body[0]!;
});

/** Each glyph's outline length in a (subset) font's glyf, from its loca. */
function outlineLengths(tables: ReadonlyMap<string, Uint8Array>): number[] {
  const head = tables.get('head')!;
  const loca = tables.get('loca')!;
  const long = new DataView(head.buffer, head.byteOffset).getInt16(50) === 1;
  const view = new DataView(loca.buffer, loca.byteOffset, loca.byteLength);
  const count = loca.byteLength / (long ? 4 : 2) - 1;
  const at = (g: number) => (long ? view.getUint32(g * 4) : view.getUint16(g * 2) * 2);
  return Array.from({ length: count }, (_, g) => at(g + 1) - at(g));
}

const glyph = (char: string) => inter.glyphOf.get(char.codePointAt(0)!)!;

describe('font subsetting', () => {
  it('keeps the outlines of the glyphs drawn, and empties the rest without renumbering', () => {
    const before = outlineLengths(inter.tables);
    const after = outlineLengths(subsetTables(inter.tables, [glyph('B'), glyph('r')]));
    expect(after).toHaveLength(before.length);
    expect(after[glyph('B')]).toBe(before[glyph('B')]! + ((4 - (before[glyph('B')]! % 4)) % 4));
    expect(after[glyph('r')]).toBeGreaterThan(0);
    expect(after[glyph('x')]).toBe(0);
    expect(after[0]).toBeGreaterThan(0); // .notdef stays, as the format requires
  });

  it('keeps the parts an accented letter is built from', () => {
    const after = outlineLengths(subsetTables(inter.tables, [glyph('ó')]));
    const kept = after.flatMap((length, g) => (length > 0 ? [g] : []));
    // .notdef, the composite and at least its base letter and its accent.
    expect(kept.length).toBeGreaterThanOrEqual(4);
    expect(after[glyph('o')]).toBeGreaterThan(0);
  });

  it('leaves the tables a viewer needs, and glyf far smaller than the whole face', () => {
    const subset = subsetTables(inter.tables, [glyph('a')]);
    expect([...subset.keys()].sort()).toEqual([...inter.tables.keys()].sort());
    expect(subset.get('glyf')!.byteLength).toBeLessThan(inter.tables.get('glyf')!.byteLength / 20);
  });
});
