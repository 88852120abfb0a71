import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { ARCHETYPES } from '../../src/domain/archetypes/index.ts';
import type { Archetype } from '../../src/domain/archetypes/types.ts';
import type { Satori } from '../lib/satori.ts';
import { renderArchetypeCardFrames, type ArchetypeCardFrames, type SatoriFonts } from './card.ts';

// Plain Node (no Vite features): astro.config.mjs imports this at build time for the Worker's frames.
const require = createRequire(import.meta.url);
const font = async (weight: number) =>
  new Uint8Array(await readFile(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`))).buffer as ArrayBuffer;

let setup: Promise<{ satori: Satori; fonts: SatoriFonts }> | undefined;

/** One archetype's card frames, drawn with satori and Inter (WOFF: satori reads no WOFF2); `art` is its illustration. */
export async function renderNodeCardFrames(archetype: Archetype, art: string): Promise<ArchetypeCardFrames> {
  setup ??= (async () => {
    const [{ default: satori }, regular, bold, extraBold] = await Promise.all([import('satori'), font(400), font(700), font(800)]);
    return { satori: satori as unknown as Satori, fonts: { regular, bold, extraBold } };
  })();
  const { satori, fonts } = await setup;
  return renderArchetypeCardFrames(satori, fonts, archetype, art);
}

/** Every archetype's frames, keyed by name (the Worker's build); `readArt` reads an illustration by its public path. */
export async function renderAllCardFrames(readArt: (publicPath: string) => Promise<string>): Promise<Record<string, ArchetypeCardFrames>> {
  const entries = await Promise.all(ARCHETYPES.map(async (a) => [a.name, await renderNodeCardFrames(a, await readArt(a.image))] as const));
  return Object.fromEntries(entries);
}
