import resvgWasm from '@resvg/resvg-wasm/index_bg.wasm';
import frames from 'virtual:wheel-frames';
import { wasmRasterizer } from './wasm-rasterizer.ts';
import { createWheelRenderer, type WheelRenderer } from './wheel-image.ts';

// workerd compiles no WebAssembly at run time and cannot load satori's text shaping, so the frames come
// from the build (astro.config.mjs) and resvg's wasm is bundled as a module.
let renderer: Promise<WheelRenderer> | undefined;

/** The wheel PNG on Workers, set up on an isolate's first report rather than at start-up. */
export const renderWheelOnWorkers: WheelRenderer = async (marks) => {
  renderer ??= wasmRasterizer(resvgWasm)
    .then((rasterize) => createWheelRenderer(frames, rasterize))
    .catch((error: unknown) => {
      renderer = undefined;
      throw error;
    });
  return (await renderer)(marks);
};
