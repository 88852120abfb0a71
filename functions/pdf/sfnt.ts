/**
 * TrueType fonts from WOFF files: the sfnt the PDF embeds (only the tables a PDF viewer draws from) and what
 * layout needs from it (glyph ids, advance widths, metrics). WOFF 1 only: its tables are zlib streams, which
 * DecompressionStream reads on Node and workerd alike.
 */
import { readKerning, type Kerning } from './kerning.ts';

/** Tables a PDF viewer uses to draw TrueType glyphs. GPOS stays out: its kerning is applied as the text is set (./kerning.ts). */
const EMBEDDED_TABLES = new Set(['cmap', 'cvt ', 'fpgm', 'glyf', 'head', 'hhea', 'hmtx', 'loca', 'maxp', 'name', 'OS/2', 'post', 'prep']);

export interface TrueTypeFont {
  /** The PostScript name, safe as a PDF name. */
  postScriptName: string;
  unitsPerEm: number;
  ascent: number;
  descent: number;
  capHeight: number;
  italicAngle: number;
  bbox: [number, number, number, number];
  /** Code point → glyph id; a code point the font lacks is absent. */
  glyphOf: ReadonlyMap<number, number>;
  /** Advance width of each glyph id, in font units. */
  advances: Uint16Array;
  /** Pair kerning from GPOS, in font units. */
  kerning: Kerning;
  /** The tables a PDF embeds (./subset.ts cuts their outlines down to a document's glyphs). */
  tables: ReadonlyMap<string, Uint8Array>;
}

async function inflate(data: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([data as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new DecompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** Reads a WOFF 1 file into its TrueType tables. */
export async function woffTables(woff: Uint8Array): Promise<Map<string, Uint8Array>> {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (woff.byteLength < 44 || view.getUint32(0) !== 0x774f4646) throw new Error('Not a WOFF file');
  if (view.getUint32(4) !== 0x00010000) throw new Error('Only TrueType-flavoured WOFF fonts can be embedded');
  const count = view.getUint16(12);
  const tables = new Map<string, Uint8Array>();
  for (let i = 0; i < count; i++) {
    const at = 44 + i * 20;
    const tag = String.fromCharCode(woff[at]!, woff[at + 1]!, woff[at + 2]!, woff[at + 3]!);
    const offset = view.getUint32(at + 4);
    const compressed = view.getUint32(at + 8);
    const original = view.getUint32(at + 12);
    if (offset + compressed > woff.byteLength) throw new Error(`WOFF table ${tag} runs past the file`);
    const raw = woff.subarray(offset, offset + compressed);
    const data = compressed < original ? await inflate(raw) : raw;
    if (data.byteLength !== original) throw new Error(`WOFF table ${tag} has the wrong length`);
    tables.set(tag, data);
  }
  return tables;
}

function checksum(data: Uint8Array): number {
  let sum = 0;
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  for (let i = 0; i < data.byteLength; i += 4) {
    const word = i + 4 <= data.byteLength ? view.getUint32(i) : (data[i]! << 24) | ((data[i + 1] ?? 0) << 16) | ((data[i + 2] ?? 0) << 8);
    sum = (sum + (word >>> 0)) >>> 0;
  }
  return sum;
}

/** An sfnt file of the given tables, sorted by tag and 4-byte aligned as the format requires. */
export function buildSfnt(tables: ReadonlyMap<string, Uint8Array>): Uint8Array {
  const tags = [...tables.keys()].sort();
  const header = 12 + 16 * tags.length;
  const size = tags.reduce((n, tag) => n + ((tables.get(tag)!.byteLength + 3) & ~3), header);
  const out = new Uint8Array(size);
  const view = new DataView(out.buffer);
  const entrySelector = Math.floor(Math.log2(tags.length));
  view.setUint32(0, 0x00010000);
  view.setUint16(4, tags.length);
  view.setUint16(6, 16 * 2 ** entrySelector);
  view.setUint16(8, entrySelector);
  view.setUint16(10, tags.length * 16 - 16 * 2 ** entrySelector);
  let offset = header;
  tags.forEach((tag, i) => {
    const data = tables.get(tag)!;
    const at = 12 + i * 16;
    for (let k = 0; k < 4; k++) out[at + k] = tag.charCodeAt(k);
    view.setUint32(at + 4, checksum(data));
    view.setUint32(at + 8, offset);
    view.setUint32(at + 12, data.byteLength);
    out.set(data, offset);
    offset += (data.byteLength + 3) & ~3;
  });
  return out;
}

const dataView = (t: Uint8Array) => new DataView(t.buffer, t.byteOffset, t.byteLength);

function required(tables: Map<string, Uint8Array>, tag: string): DataView {
  const table = tables.get(tag);
  if (!table) throw new Error(`Font has no ${tag} table`);
  return dataView(table);
}

/** Code point → glyph id, from the Unicode cmap subtable (format 12 preferred, else format 4). */
function readCmap(cmap: DataView): Map<number, number> {
  const subtables: { format: number; offset: number }[] = [];
  for (let i = 0; i < cmap.getUint16(2); i++) {
    const platform = cmap.getUint16(4 + i * 8);
    const encoding = cmap.getUint16(6 + i * 8);
    const offset = cmap.getUint32(8 + i * 8);
    if (platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10))) subtables.push({ format: cmap.getUint16(offset), offset });
  }
  const map = new Map<number, number>();
  const format12 = subtables.find((s) => s.format === 12);
  if (format12) {
    const groups = cmap.getUint32(format12.offset + 12);
    for (let g = 0; g < groups; g++) {
      const at = format12.offset + 16 + g * 12;
      const start = cmap.getUint32(at);
      const end = cmap.getUint32(at + 4);
      const glyph = cmap.getUint32(at + 8);
      for (let cp = start; cp <= end && cp - start < 0x10000; cp++) map.set(cp, glyph + cp - start);
    }
    return map;
  }
  const format4 = subtables.find((s) => s.format === 4);
  if (!format4) throw new Error('Font has no Unicode cmap');
  const base = format4.offset;
  const segments = cmap.getUint16(base + 6) / 2;
  const ends = base + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  for (let s = 0; s < segments; s++) {
    const end = cmap.getUint16(ends + s * 2);
    const start = cmap.getUint16(starts + s * 2);
    const delta = cmap.getInt16(deltas + s * 2);
    const rangeOffset = cmap.getUint16(rangeOffsets + s * 2);
    for (let cp = start; cp <= end && cp !== 0xffff; cp++) {
      let glyph: number;
      if (rangeOffset === 0) glyph = (cp + delta) & 0xffff;
      else {
        const at = rangeOffsets + s * 2 + rangeOffset + (cp - start) * 2;
        glyph = cmap.getUint16(at);
        if (glyph !== 0) glyph = (glyph + delta) & 0xffff;
      }
      if (glyph !== 0) map.set(cp, glyph);
    }
  }
  return map;
}

/** The PostScript name (name id 6), from a Windows (UTF-16) or Mac (Latin) record. */
function readPostScriptName(name: DataView | undefined): string | undefined {
  if (!name) return undefined;
  const count = name.getUint16(2);
  const strings = name.getUint16(4);
  for (let i = 0; i < count; i++) {
    const at = 6 + i * 12;
    if (name.getUint16(at + 6) !== 6) continue;
    const platform = name.getUint16(at);
    const length = name.getUint16(at + 8);
    const offset = strings + name.getUint16(at + 10);
    let text = '';
    if (platform === 3) for (let k = 0; k + 1 < length; k += 2) text += String.fromCharCode(name.getUint16(offset + k));
    else for (let k = 0; k < length; k++) text += String.fromCharCode(name.getUint8(offset + k));
    return text;
  }
  return undefined;
}

/** Parses a WOFF file into what the PDF writer embeds and what layout measures with. */
export async function readWoffFont(woff: Uint8Array): Promise<TrueTypeFont> {
  const tables = await woffTables(woff);
  const head = required(tables, 'head');
  const hhea = required(tables, 'hhea');
  const hmtx = required(tables, 'hmtx');
  const maxp = required(tables, 'maxp');
  const os2 = tables.get('OS/2') && dataView(tables.get('OS/2')!);
  const post = tables.get('post') && dataView(tables.get('post')!);
  const glyphs = maxp.getUint16(4);
  const metrics = hhea.getUint16(34);
  const advances = new Uint16Array(glyphs);
  for (let g = 0; g < glyphs; g++) advances[g] = hmtx.getUint16(Math.min(g, metrics - 1) * 4);
  const ascent = hhea.getInt16(4);
  const name = (readPostScriptName(tables.get('name') && dataView(tables.get('name')!)) ?? 'Font').replace(/[^A-Za-z0-9-]/g, '');
  return {
    postScriptName: name || 'Font',
    unitsPerEm: head.getUint16(18),
    ascent,
    descent: hhea.getInt16(6),
    capHeight: os2 && os2.byteLength >= 90 && os2.getUint16(0) >= 2 ? os2.getInt16(88) : Math.round(ascent * 0.7),
    italicAngle: post ? post.getInt32(4) / 65536 : 0,
    bbox: [head.getInt16(36), head.getInt16(38), head.getInt16(40), head.getInt16(42)],
    glyphOf: readCmap(required(tables, 'cmap')),
    advances,
    kerning: readKerning(tables.get('GPOS') && dataView(tables.get('GPOS')!)),
    tables: new Map([...tables].filter(([tag]) => EMBEDDED_TABLES.has(tag))),
  };
}
