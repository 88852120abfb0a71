import { describe, expect, it } from 'vitest';
import { createNodeWheelRenderer } from '../../../functions/mail/report/wheel-image-node.ts';

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(png: Uint8Array) {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

const marks = { primary: 'The Explorer', secondary: 'The Sage', company: 'The Hero' };

describe('the wheel PNG in report emails', () => {
  it('on Node (native resvg) is a 810 × 882 PNG: the 540 × 588 layout at 1.5×', async () => {
    const png = await (await createNodeWheelRenderer())(marks);
    expect(pngSize(png)).toEqual({ width: 810, height: 882 });
  });

  // The fallback where resvg's native binary cannot load.
  it('with resvg-wasm comes out the same size and about as detailed', async () => {
    const [wasmPng, nativePng] = [await (await createNodeWheelRenderer('wasm'))(marks), await (await createNodeWheelRenderer())(marks)];
    expect(pngSize(wasmPng)).toEqual(pngSize(nativePng));
    // Same drawing, same encoder family: compressed sizes within 10% (a blank image would be a fraction of the size).
    expect(wasmPng.length / nativePng.length).toBeGreaterThan(0.9);
    expect(wasmPng.length / nativePng.length).toBeLessThan(1.1);
  });
});
