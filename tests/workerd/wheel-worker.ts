// A Worker that draws the report's wheel PNG in workerd the way the app's Worker does (wheel-image-workers.ts):
// resvg's wasm bundled as a module, frames made by satori in Node. The frames arrive in the request, since
// wrangler cannot build Vite's virtual module. Used by scripts/smoke-workerd.ts; never deployed.
import resvgWasm from '@resvg/resvg-wasm/index_bg.wasm';
import { wasmRasterizer } from '../../functions/mail/report/wasm-rasterizer.ts';
import type { WheelFrames } from '../../functions/mail/report/wheel-image.ts';
import { createWheelRenderer } from '../../functions/mail/report/wheel-image.ts';
import type { WheelMarks } from '../../functions/mail/report/wheel-svg.ts';

export default {
  async fetch(request: Request): Promise<Response> {
    const { frames, marks } = (await request.json()) as { frames: WheelFrames; marks: WheelMarks };
    const png = await createWheelRenderer(frames, await wasmRasterizer(resvgWasm))(marks);
    return new Response(png as Uint8Array<ArrayBuffer>, { headers: { 'content-type': 'image/png' } });
  },
};
