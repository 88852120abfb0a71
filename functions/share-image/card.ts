import type { ReactNode } from 'react';
import { getArchetype } from '../../src/domain/archetypes/index.ts';
import type { Archetype } from '../../src/domain/archetypes/types.ts';
import { bytesToBase64 } from '../lib/base64.ts';
import { h, type Satori, type SatoriFont, type Style } from '../lib/satori.ts';
import { safeColor } from '../mail/report/markup.ts';
import { wheelSvg } from '../mail/report/wheel-svg.ts';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/**
 * An archetype's card with its text laid out by satori as paths (a frame), and its sub-archetype lines apart.
 * Text needs satori and a font, which workerd cannot load, so Workers get these from the build; at run time a card
 * is only string work and a rasterisation.
 */
export interface ArchetypeCardFrames {
  frame: string;
  /** Sub-archetype name → its line, a small SVG of its own. */
  subtitles: Record<string, string>;
}

export type SatoriFonts = { regular: ArrayBuffer; bold: ArrayBuffer; extraBold: ArrayBuffer };

const WHEEL_BOX = 460;
const SUBTITLE = { width: 620, height: 64 } as const;
const svgUri = (svg: string) => `data:image/svg+xml;base64,${bytesToBase64(new TextEncoder().encode(svg))}`;
// Empty images of the right size where the frame's variable parts go; their sizes differ, so each is unique in a frame.
const SUBTITLE_STAND_IN = svgUri(`<svg xmlns="http://www.w3.org/2000/svg" width="${SUBTITLE.width}" height="${SUBTITLE.height}"/>`);
const WHEEL_STAND_IN = svgUri(`<svg xmlns="http://www.w3.org/2000/svg" width="${WHEEL_BOX}" height="${WHEEL_BOX}"/>`);

/** The frame and the four sub-archetype lines of one archetype; `art` is its illustration (SVG markup). */
export async function renderArchetypeCardFrames(satori: Satori, fonts: SatoriFonts, archetype: Archetype, art: string): Promise<ArchetypeCardFrames> {
  const faces: SatoriFont[] = [
    { name: 'Inter', data: fonts.regular, weight: 400, style: 'normal' },
    { name: 'Inter', data: fonts.bold, weight: 700, style: 'normal' },
    { name: 'Inter', data: fonts.extraBold, weight: 800, style: 'normal' },
  ];
  const frame = await satori(cardLayout(archetype, svgUri(art)), { width: CARD_WIDTH, height: CARD_HEIGHT, fonts: faces });
  const lines = await Promise.all(
    archetype.subArchetypes.map(async (sub) => [sub.name, await satori(subtitleLayout(sub.name), { ...SUBTITLE, fonts: faces })] as const),
  );
  return { frame, subtitles: Object.fromEntries(lines) };
}

/**
 * The card as SVG: the frame with the sub-archetype's line and the wheel (the visitor's dot on it) put in. A
 * sub-archetype the frames do not know (an old row) leaves its line empty rather than failing the image.
 */
export function composeShareCard(frames: ArchetypeCardFrames, card: { primary: string; subArchetype: string }): string {
  const subtitle =
    frames.subtitles[card.subArchetype] ?? `<svg xmlns="http://www.w3.org/2000/svg" width="${SUBTITLE.width}" height="${SUBTITLE.height}"/>`;
  return frames.frame.replace(SUBTITLE_STAND_IN, svgUri(subtitle)).replace(WHEEL_STAND_IN, svgUri(wheelSvg({ primary: card.primary })));
}

const img = (src: string, style: Style, width: number, height: number) => h('img', { ...style, width, height }, undefined, { src, width, height });

function cardLayout(archetype: Archetype, art: string): ReactNode {
  const color = safeColor(getArchetype(archetype.name).displayColor);
  const titleSize = archetype.name.length > 12 ? 84 : 96;
  return h(
    'div',
    {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      display: 'flex',
      position: 'relative',
      boxSizing: 'border-box',
      borderTop: `18px solid ${color}`,
      background: `linear-gradient(120deg, #ffffff 0%, #ffffff 50%, ${color}26 100%)`,
      fontFamily: 'Inter',
      color: '#111827',
    },
    [
      h('div', { display: 'flex', flexDirection: 'column', justifyContent: 'center', width: 680, paddingLeft: 72 }, [
        h('div', { fontSize: 26, fontWeight: 700, letterSpacing: 4, textTransform: 'uppercase', color }, 'My brand archetype'),
        h('div', { fontSize: titleSize, fontWeight: 800, lineHeight: 1.05, marginTop: 14 }, archetype.name),
        img(SUBTITLE_STAND_IN, { marginTop: 18 }, SUBTITLE.width, SUBTITLE.height),
        h('div', { display: 'flex', alignItems: 'center', marginTop: 56, fontSize: 24, fontWeight: 700, color: '#4b5563' }, [
          h('div', { width: 16, height: 16, borderRadius: 8, background: color, marginRight: 14 }),
          'The Brand Company · Discover your own archetype',
        ]),
      ]),
      img(WHEEL_STAND_IN, { position: 'absolute', right: 48, top: 74 }, WHEEL_BOX, WHEEL_BOX),
      // The illustration sits in the wheel's white centre.
      img(art, { position: 'absolute', right: 48 + WHEEL_BOX / 2 - 44, top: 74 + WHEEL_BOX / 2 - 44 }, 88, 88),
    ],
  );
}

function subtitleLayout(name: string): ReactNode {
  return h(
    'div',
    { width: SUBTITLE.width, height: SUBTITLE.height, display: 'flex', alignItems: 'center', fontFamily: 'Inter', fontSize: 40, color: '#374151' },
    [h('span', { fontWeight: 400 }, 'Sub-archetype:'), h('span', { fontWeight: 700, marginLeft: 12, color: '#111827' }, name)],
  );
}
