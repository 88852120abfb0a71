import { renderAsync } from '@resvg/resvg-js';
import { getArchetype } from '../../src/domain/archetypes/index.ts';
import type { ShareCardRenderer } from '../shares/service.ts';
import { CARD_WIDTH, composeShareCard, type ArchetypeCardFrames } from './card.ts';
import { renderNodeCardFrames } from './frames-node.ts';

// The illustrations go into the server bundle: the built server cannot count on finding public/ at run time.
const ART = import.meta.glob<string>('../../public/images/archetypes/*.svg', { query: '?raw', import: 'default', eager: true });

// Frames are drawn once per archetype, on its first card, then reused.
const frames = new Map<string, Promise<ArchetypeCardFrames>>();

function framesOf(name: string): Promise<ArchetypeCardFrames> {
  let entry = frames.get(name);
  if (!entry) {
    const archetype = getArchetype(name);
    entry = renderNodeCardFrames(archetype, ART[`../../public${archetype.image}`] ?? '<svg xmlns="http://www.w3.org/2000/svg"/>');
    entry.catch(() => frames.delete(name));
    frames.set(name, entry);
  }
  return entry;
}

/** Rasterising a card is ~100 ms of CPU; past this something is wrong, and the request gives up rather than wait. */
const RENDER_DEADLINE_MS = 5_000;

/**
 * The share card on Node: satori's frames and the native resvg, rasterised on libuv's thread pool (renderAsync), so
 * the event loop keeps serving other visitors while a card is drawn.
 */
export const renderShareCard: ShareCardRenderer = async (card) => {
  const svg = composeShareCard(await framesOf(card.primary), card);
  const image = await renderAsync(
    svg,
    { fitTo: { mode: 'width', value: CARD_WIDTH }, background: '#ffffff' },
    AbortSignal.timeout(RENDER_DEADLINE_MS),
  );
  const png = image.asPng();
  return new Uint8Array(png.buffer, png.byteOffset, png.byteLength);
};
