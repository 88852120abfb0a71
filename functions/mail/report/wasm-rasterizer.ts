import { initWasm, Resvg } from '@resvg/resvg-wasm';
import type { WheelRendererParts } from './wheel-image.ts';

let initialised: Promise<void> | undefined;

/** resvg's WebAssembly build, where the native module cannot load; `wasm` is its index_bg.wasm. */
export async function wasmRasterizer(wasm: WebAssembly.Module | Uint8Array): Promise<WheelRendererParts['rasterize']> {
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
