/**
 * Pair kerning from a font's GPOS table: the 'kern' feature's pair-adjustment lookups (formats 1 and 2, also
 * behind extension lookups), read lazily and remembered per pair. Only the first glyph's x-advance is used, which
 * is how horizontal Latin, Cyrillic and Greek fonts kern. Anything malformed reads as no kerning, never an error.
 */

/** The advance adjustment between two glyphs, in font units (negative: closer). */
export type Kerning = (left: number, right: number) => number;

export const NO_KERNING: Kerning = () => 0;

const PAIR_ADJUSTMENT = 2;
const EXTENSION = 9;
const X_ADVANCE = 0x0004;

interface PairSubtable {
  covers: (glyph: number) => number;
  /** The adjustment, or undefined when this subtable lists no such pair (the next one is asked). */
  adjust: (coverageIndex: number, left: number, right: number) => number | undefined;
}

function bitCount(n: number): number {
  let count = 0;
  for (let v = n; v; v &= v - 1) count++;
  return count;
}

/** The record holding `key` among `count` records of `stride` bytes sorted by their first uint16, or -1. */
function findRecord(view: DataView, at: number, count: number, stride: number, key: number): number {
  let lo = 0;
  let hi = count - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const record = at + mid * stride;
    const first = view.getUint16(record);
    if (first === key) return record;
    if (first < key) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/** The range record (start, end, value) whose glyphs include `glyph`, or -1. */
function findRange(view: DataView, at: number, count: number, glyph: number): number {
  let lo = 0;
  let hi = count - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const record = at + mid * 6;
    if (glyph < view.getUint16(record)) hi = mid - 1;
    else if (glyph > view.getUint16(record + 2)) lo = mid + 1;
    else return record;
  }
  return -1;
}

/** Coverage index of a glyph, or -1. */
function coverage(view: DataView, at: number): (glyph: number) => number {
  const format = view.getUint16(at);
  const count = view.getUint16(at + 2);
  if (format === 1) {
    return (glyph) => {
      const record = findRecord(view, at + 4, count, 2, glyph);
      return record < 0 ? -1 : (record - at - 4) / 2;
    };
  }
  return (glyph) => {
    const record = findRange(view, at + 4, count, glyph);
    return record < 0 ? -1 : view.getUint16(record + 4) + glyph - view.getUint16(record);
  };
}

/** The class of a glyph (0 when the table does not list it). */
function classDef(view: DataView, at: number): (glyph: number) => number {
  const format = view.getUint16(at);
  if (format === 1) {
    const start = view.getUint16(at + 2);
    const count = view.getUint16(at + 4);
    return (glyph) => (glyph >= start && glyph < start + count ? view.getUint16(at + 6 + (glyph - start) * 2) : 0);
  }
  const count = view.getUint16(at + 2);
  return (glyph) => {
    const record = findRange(view, at + 4, count, glyph);
    return record < 0 ? 0 : view.getUint16(record + 4);
  };
}

function pairSubtable(view: DataView, at: number): PairSubtable | undefined {
  const format = view.getUint16(at);
  const format1 = view.getUint16(at + 4);
  const format2 = view.getUint16(at + 6);
  const recordSize = 2 * (bitCount(format1) + bitCount(format2));
  // Where x-advance sits in the first value record; none there means this subtable does not kern.
  const xAdvance = format1 & X_ADVANCE ? 2 * bitCount(format1 & (X_ADVANCE - 1)) : -1;
  if (xAdvance < 0) return undefined;
  const covers = coverage(view, at + view.getUint16(at + 2));
  if (format === 1) {
    return {
      covers,
      adjust(index, _left, right) {
        const set = at + view.getUint16(at + 10 + index * 2);
        const record = findRecord(view, set + 2, view.getUint16(set), 2 + recordSize, right);
        return record < 0 ? undefined : view.getInt16(record + 2 + xAdvance);
      },
    };
  }
  if (format !== 2) return undefined;
  const class1 = classDef(view, at + view.getUint16(at + 8));
  const class2 = classDef(view, at + view.getUint16(at + 10));
  const class1Count = view.getUint16(at + 12);
  const class2Count = view.getUint16(at + 14);
  return {
    covers,
    adjust(_index, left, right) {
      const c1 = class1(left);
      const c2 = class2(right);
      if (c1 >= class1Count || c2 >= class2Count) return undefined;
      return view.getInt16(at + 16 + (c1 * class2Count + c2) * recordSize + xAdvance);
    },
  };
}

/** The pair-adjustment subtables of the 'kern' feature's lookups, lookup by lookup. */
function kernLookups(view: DataView): PairSubtable[][] {
  const features = view.getUint16(6);
  const lookups = view.getUint16(8);
  const indices = new Set<number>();
  const featureCount = view.getUint16(features);
  for (let i = 0; i < featureCount; i++) {
    const record = features + 2 + i * 6;
    const tag = String.fromCharCode(view.getUint8(record), view.getUint8(record + 1), view.getUint8(record + 2), view.getUint8(record + 3));
    if (tag !== 'kern') continue;
    const feature = features + view.getUint16(record + 4);
    const count = view.getUint16(feature + 2);
    for (let k = 0; k < count; k++) indices.add(view.getUint16(feature + 4 + k * 2));
  }
  return [...indices]
    .sort((a, b) => a - b)
    .map((index) => {
      const lookup = lookups + view.getUint16(lookups + 2 + index * 2);
      const type = view.getUint16(lookup);
      const subtables: PairSubtable[] = [];
      for (let s = 0; s < view.getUint16(lookup + 4); s++) {
        let at = lookup + view.getUint16(lookup + 6 + s * 2);
        let subtableType = type;
        if (type === EXTENSION) {
          subtableType = view.getUint16(at + 2);
          at += view.getUint32(at + 4);
        }
        const subtable = subtableType === PAIR_ADJUSTMENT ? pairSubtable(view, at) : undefined;
        if (subtable) subtables.push(subtable);
      }
      return subtables;
    });
}

/** Reads a GPOS table's pair kerning; without one, or when it cannot be read, every pair is 0. */
export function readKerning(gpos: DataView | undefined): Kerning {
  if (!gpos) return NO_KERNING;
  let lookups: PairSubtable[][];
  try {
    lookups = kernLookups(gpos);
  } catch {
    return NO_KERNING;
  }
  if (!lookups.length) return NO_KERNING;
  const known = new Map<number, number>();
  return (left, right) => {
    const key = left * 65536 + right;
    let value = known.get(key);
    if (value !== undefined) return value;
    value = 0;
    try {
      for (const subtables of lookups) {
        // Within a lookup the first subtable that has the pair decides (exceptions come before classes); lookups add up.
        for (const subtable of subtables) {
          const index = subtable.covers(left);
          const adjustment = index < 0 ? undefined : subtable.adjust(index, left, right);
          if (adjustment === undefined) continue;
          value += adjustment;
          break;
        }
      }
    } catch {
      value = 0;
    }
    // Remembered pairs stay few (a document's text); a flood of odd text cannot grow this without end.
    if (known.size >= 65_536) known.clear();
    known.set(key, value);
    return value;
  };
}
