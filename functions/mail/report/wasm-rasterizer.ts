import { initWasm, Resvg } from '@resvg/resvg-wasm';
import type { Rasterize } from './wheel-image.ts';

let initialised: Promise<void> | undefined;

/** resvg's WebAssembly build, for Workers, and for Node where the native binary is missing; `wasm` is its index_bg.wasm. */
export async function wasmRasterizer(wasm: WebAssembly.Module | Uint8Array): Promise<Rasterize> {
  await (initialised ??= initWasm(wasm).catch((error: unknown) => {
    initialised = undefined;
    throw error;
  }));
  return (svg, width) => {
    const resvg = new Resvg(svg, { fitTo: { mode: 'width', value: width }, background: '#ffffff' });
    const image = resvg.render();
    try {
      return image.asPng();
    } finally {
      image.free(); // wasm memory is not garbage-collected
      resvg.free();
    }
  };
}
