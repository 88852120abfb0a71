import type { ReactNode } from 'react';
import { getArchetype } from '../../src/domain/archetypes/index.ts';
import type { Archetype } from '../../src/domain/archetypes/types.ts';
import { bytesToBase64 } from '../lib/base64.ts';
import { h, type Satori, type SatoriFont, type Style } from '../lib/satori.ts';
import { safeColor } from '../mail/report/markup.ts';
import { wheelLabels, wheelSvg } from '../mail/report/wheel-svg.ts';
import { inkOn } from '../../src/domain/color-contrast.ts';
import { WHEEL } from '../../src/domain/wheel.ts';
import { wheelMarkerPlaces } from '../../src/domain/wheel-markers.ts';

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

const WHEEL_BOX_SIZE = WHEEL.size;
const SUBTITLE = { width: 620, height: 64 } as const;
const svgUri = (svg: string) => `data:image/svg+xml;base64,${bytesToBase64(new TextEncoder().encode(svg))}`;
// Empty images of the right size where the frame's variable parts go; their sizes differ, so each is unique in a frame.
const SUBTITLE_STAND_IN = svgUri(`<svg xmlns="http://www.w3.org/2000/svg" width="${SUBTITLE.width}" height="${SUBTITLE.height}"/>`);
const WHEEL_STAND_IN = svgUri(`<svg xmlns="http://www.w3.org/2000/svg" width="${WHEEL_BOX_SIZE}" height="${WHEEL_BOX_SIZE}"/>`);

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

/** The wheel's box on the card: its own 500 × 500 scale, so the labels and the dot sit where wheelSvg draws. */
const WHEEL_BOX = { left: CARD_WIDTH - 36 - WHEEL.size, top: 18 + (CARD_HEIGHT - 18 - WHEEL.size) / 2 } as const;
const LABEL = { width: 130, height: 30, fontSize: 19 } as const;
/** The visitor's marker: a pill named after the archetype, over the wheel's dot (too small to find at feed size alone). */
const MARKER_BOX = { width: 240, height: 44 } as const;

/** The name as large as the left column allows: the longest names ('The Caregiver') still fit in it at 80 px. */
export const titleSize = (name: string) => (name.length <= 9 ? 104 : name.length <= 11 ? 96 : 80);

/** A box centred on a point of the wheel, its content centred in it: satori has no translate(-50%). */
const centredOn = (point: { x: number; y: number }, box: { width: number; height: number }): Style => ({
  position: 'absolute',
  left: WHEEL_BOX.left + point.x - box.width / 2,
  top: WHEEL_BOX.top + point.y - box.height / 2,
  width: box.width,
  height: box.height,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});

/**
 * The card: the archetype's mark, its name large, the sub-archetype's line (a stand-in) and, on the right, the wheel
 * (a stand-in) with every archetype named on it; the visitor's own is the marker, a filled pill over their dot.
 */
export function cardLayout(archetype: Archetype, art: string): ReactNode {
  const color = safeColor(getArchetype(archetype.name).displayColor);
  const ink = inkOn(color);
  const dot = wheelMarkerPlaces({ primary: archetype.name }).primary;
  const labels = wheelLabels()
    .filter((l) => !(dot && `The ${l.name}` === archetype.name))
    .map((l) => h('div', { ...centredOn(l, LABEL), fontSize: LABEL.fontSize, fontWeight: 700, color: '#1f2937' }, l.name));
  const marker =
    dot &&
    h(
      'div',
      centredOn(dot, MARKER_BOX),
      h(
        'div',
        {
          display: 'flex',
          alignItems: 'center',
          padding: '5px 16px 5px 8px',
          borderRadius: 22,
          backgroundColor: color,
          border: '3px solid #ffffff',
          boxShadow: `0 0 0 2px ${color}`,
          color: ink,
          fontSize: 20,
          fontWeight: 800,
        },
        [h('div', { width: 18, height: 18, borderRadius: 9, backgroundColor: ink, marginRight: 8 }), archetype.name.replace(/^The /, '')],
      ),
    );
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
      h('div', { display: 'flex', flexDirection: 'column', justifyContent: 'center', width: WHEEL_BOX.left - 24, paddingLeft: 72 }, [
        img(art, {}, 112, 112),
        h('div', { fontSize: 26, fontWeight: 700, letterSpacing: 4, textTransform: 'uppercase', color, marginTop: 26 }, 'My brand archetype'),
        h('div', { fontSize: titleSize(archetype.name), fontWeight: 800, lineHeight: 1.05, marginTop: 10 }, archetype.name),
        img(SUBTITLE_STAND_IN, { marginTop: 14 }, SUBTITLE.width, SUBTITLE.height),
        h('div', { display: 'flex', alignItems: 'center', marginTop: 36, fontSize: 22, fontWeight: 700, color: '#4b5563' }, [
          h('div', { width: 16, height: 16, borderRadius: 8, background: color, marginRight: 14 }),
          'The Brand Company · Discover your own archetype',
        ]),
      ]),
      img(WHEEL_STAND_IN, { position: 'absolute', left: WHEEL_BOX.left, top: WHEEL_BOX.top }, WHEEL_BOX_SIZE, WHEEL_BOX_SIZE),
      ...labels,
      marker,
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
