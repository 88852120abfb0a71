/**
 * Font subsetting for the PDF: the glyf table keeps only the glyphs a document draws (and the parts of composite
 * glyphs they are built from); every other glyph becomes empty. Glyph ids stay the same, so the Identity mapping,
 * the widths and the ToUnicode map need no renumbering, and a report embeds a few kilobytes per face, not the face.
 */

const ARG_1_AND_2_ARE_WORDS = 0x0001;
const WE_HAVE_A_SCALE = 0x0008;
const MORE_COMPONENTS = 0x0020;
const WE_HAVE_AN_X_AND_Y_SCALE = 0x0040;
const WE_HAVE_A_TWO_BY_TWO = 0x0080;

const view = (t: Uint8Array) => new DataView(t.buffer, t.byteOffset, t.byteLength);

/** Where each glyph's outline starts and ends in glyf, from loca (short or long offsets). */
function glyphOffsets(head: Uint8Array, loca: Uint8Array, glyphs: number): Uint32Array {
  const long = view(head).getInt16(50) === 1;
  const l = view(loca);
  const offsets = new Uint32Array(glyphs + 1);
  for (let g = 0; g <= glyphs; g++) offsets[g] = long ? l.getUint32(g * 4) : l.getUint16(g * 2) * 2;
  return offsets;
}

/** The glyphs a composite glyph is built from. */
function components(glyf: DataView, start: number, end: number): number[] {
  if (end - start < 10 || glyf.getInt16(start) >= 0) return [];
  const parts: number[] = [];
  let at = start + 10;
  for (;;) {
    if (at + 4 > end) break;
    const flags = glyf.getUint16(at);
    parts.push(glyf.getUint16(at + 2));
    at += 4 + (flags & ARG_1_AND_2_ARE_WORDS ? 4 : 2);
    if (flags & WE_HAVE_A_SCALE) at += 2;
    else if (flags & WE_HAVE_AN_X_AND_Y_SCALE) at += 4;
    else if (flags & WE_HAVE_A_TWO_BY_TWO) at += 8;
    if (!(flags & MORE_COMPONENTS)) break;
  }
  return parts;
}

/** The tables with glyf and loca cut down to `used` (plus .notdef and every component), head set to long offsets. */
export function subsetTables(tables: ReadonlyMap<string, Uint8Array>, used: Iterable<number>): Map<string, Uint8Array> {
  const head = tables.get('head');
  const loca = tables.get('loca');
  const glyf = tables.get('glyf');
  const maxp = tables.get('maxp');
  if (!head || !loca || !glyf || !maxp) return new Map(tables);
  const glyphs = view(maxp).getUint16(4);
  const offsets = glyphOffsets(head, loca, glyphs);
  const outlines = view(glyf);

  const keep = new Set<number>([0]);
  const queue = [...used].filter((g) => g >= 0 && g < glyphs);
  while (queue.length) {
    const g = queue.pop()!;
    if (keep.has(g) && g !== 0) continue;
    keep.add(g);
    for (const part of components(outlines, offsets[g]!, offsets[g + 1]!)) if (part < glyphs && !keep.has(part)) queue.push(part);
  }

  let size = 0;
  for (const g of keep) size += (offsets[g + 1]! - offsets[g]! + 3) & ~3;
  const newGlyf = new Uint8Array(size);
  const newLoca = new Uint8Array((glyphs + 1) * 4);
  const locaView = view(newLoca);
  let at = 0;
  for (let g = 0; g < glyphs; g++) {
    locaView.setUint32(g * 4, at);
    if (!keep.has(g)) continue;
    const outline = glyf.subarray(offsets[g]!, offsets[g + 1]!);
    newGlyf.set(outline, at);
    at += (outline.byteLength + 3) & ~3;
  }
  locaView.setUint32(glyphs * 4, at);
  const newHead = head.slice();
  view(newHead).setUint32(8, 0); // checkSumAdjustment: no longer true, and no viewer reads it
  view(newHead).setInt16(50, 1);
  return new Map([...tables, ['glyf', newGlyf.subarray(0, at)], ['loca', newLoca], ['head', newHead]]);
}
