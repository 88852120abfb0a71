import resvgWasm from '@resvg/resvg-wasm/index_bg.wasm';
import frames from 'virtual:share-card-frames';
import { wasmRasterizer } from '../mail/report/wasm-rasterizer.ts';
import type { ShareCardRenderer } from '../shares/service.ts';
import { CARD_WIDTH, composeShareCard } from './card.ts';

// workerd compiles no WebAssembly at run time and cannot load satori's text shaping: the frames come from the
// build (astro.config.mjs) and resvg's wasm is bundled as a module.
export const renderShareCard: ShareCardRenderer = async (card) => {
  const rasterize = await wasmRasterizer(resvgWasm);
  const archetypeFrames = frames[card.primary];
  if (!archetypeFrames) throw new Error(`No share card frames for ${card.primary}`);
  return rasterize(composeShareCard(archetypeFrames, card), CARD_WIDTH);
};
