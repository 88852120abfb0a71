import interBold from '@fontsource/inter/files/inter-latin-700-normal.woff?inline';
import interRegular from '@fontsource/inter/files/inter-latin-400-normal.woff?inline';
import resvgWasm from '@resvg/resvg-wasm/index_bg.wasm';
import layoutWasm from 'satori/layout.wasm';
import { base64ToBytes } from '../../lib/base64.ts';
import { wasmRasterizer } from './wasm-rasterizer.ts';
import { createWheelRenderer, type WheelRenderer } from './wheel-image.ts';

// Workers cannot compile WebAssembly at run time, so both wasm files are bundled as modules; the fonts come inlined.
const bytesOfDataUrl = (url: string) => base64ToBytes(url.slice(url.indexOf(',') + 1)).buffer as ArrayBuffer;

let renderer: Promise<WheelRenderer> | undefined;

/** The wheel PNG on Workers, set up on the first report rather than when the isolate starts. */
export const renderWheelOnWorkers: WheelRenderer = async (marks) => {
  renderer ??= (async () =>
    createWheelRenderer({
      layoutWasm,
      fonts: { regular: bytesOfDataUrl(interRegular), bold: bytesOfDataUrl(interBold) },
      rasterize: await wasmRasterizer(resvgWasm),
    }))().catch((error: unknown) => {
    renderer = undefined;
    throw error;
  });
  return (await renderer)(marks);
};
