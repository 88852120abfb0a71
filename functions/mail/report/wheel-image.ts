import type { ReactNode } from 'react';
import { getArchetype } from '../../../src/domain/archetypes/index.ts';
import { WHEEL } from '../../../src/domain/wheel.ts';
import { wheelMarkerStyle } from '../../../src/domain/wheel-markers.ts';
import { bytesToBase64 } from '../../lib/base64.ts';
import { h, type Satori, type SatoriFont } from '../../lib/satori.ts';
import { safeColor } from './markup.ts';
import { wheelLabels, wheelSvg, type WheelMarks } from './wheel-svg.ts';

/** Turns wheel marks into a PNG. */
export type WheelRenderer = (marks: WheelMarks) => Promise<Uint8Array>;

/** SVG to PNG at `width` pixels: resvg, native on Node or WebAssembly. */
export type Rasterize = (svg: string, width: number) => Uint8Array;

/** The four legends: 'Primary', plus 'Secondary' and 'Our Analysis' when those marks exist. */
export type FrameKey = 'primary' | 'primary+secondary' | 'primary+company' | 'primary+secondary+company';
export type WheelFrames = Record<FrameKey, string>;

const PAD = 20;
const WIDTH = WHEEL.size + 2 * PAD;
const HEIGHT = WHEEL.size + 2 * PAD + 48;
/**
 * Pixel density of the PNG, shown at up to 480 px in the email: 1.5× stays sharp on high-density
 * screens, and rasterising is most of the cost (resvg: ~27 ms at 1×, ~50 ms at 1.5×, ~75 ms at 2×).
 */
const SCALE = 1.5;

// Stand-ins in the frames, replaced per email: the accent colour, the markers' ring and halo colours, and the geometry image.
const ACCENT = '#010203';
const RING = '#010204';
const HALO = '#010205';
const GEOMETRY = `data:image/svg+xml;base64,${bytesToBase64(new TextEncoder().encode(`<svg xmlns="http://www.w3.org/2000/svg" width="${WHEEL.size}" height="${WHEEL.size}"/>`))}`;
export const FRAME_STAND_INS = { accent: ACCENT, geometry: GEOMETRY } as const;

/**
 * The text of the image, laid out by satori (labels around the wheel, the legend) as SVG paths, with
 * stand-ins for the colour and the geometry. Text needs satori and a font; a frame needs neither
 * again, so Workers (where satori's text shaping cannot load) get frames made at build time.
 */
export async function renderWheelFrames(satori: Satori, fonts: { regular: ArrayBuffer; bold: ArrayBuffer }): Promise<WheelFrames> {
  const faces: SatoriFont[] = [
    { name: 'Inter', data: fonts.regular, weight: 400, style: 'normal' },
    { name: 'Inter', data: fonts.bold, weight: 700, style: 'normal' },
  ];
  const frame = (secondary: boolean, company: boolean) => satori(layout(secondary, company), { width: WIDTH, height: HEIGHT, fonts: faces });
  const [primary, withSecondary, withCompany, withBoth] = await Promise.all([
    frame(false, false),
    frame(true, false),
    frame(false, true),
    frame(true, true),
  ]);
  return { primary, 'primary+secondary': withSecondary, 'primary+company': withCompany, 'primary+secondary+company': withBoth };
}

/** The whole image as SVG for `marks`: their frame, with the accent colour and the wheel's geometry put in. */
export function composeWheelSvg(frames: WheelFrames, marks: WheelMarks): string {
  const key = ['primary', marks.secondary && 'secondary', marks.company && 'company'].filter(Boolean).join('+') as FrameKey;
  const accent = safeColor(getArchetype(marks.primary).displayColor);
  const geometry = `data:image/svg+xml;base64,${bytesToBase64(new TextEncoder().encode(wheelSvg(marks)))}`;
  const style = wheelMarkerStyle(accent);
  return frames[key]
    .replaceAll(ACCENT, accent)
    .replaceAll(RING, safeColor(style.otherRing))
    .replaceAll(HALO, safeColor(style.primaryHalo ?? '#ffffff'))
    .replace(GEOMETRY, geometry);
}

export function createWheelRenderer(frames: WheelFrames, rasterize: Rasterize): WheelRenderer {
  return async (marks) => rasterize(composeWheelSvg(frames, marks), WIDTH * SCALE);
}

function layout(secondary: boolean, company: boolean): ReactNode {
  const labels = wheelLabels().map((l) =>
    h(
      'div',
      {
        position: 'absolute',
        left: PAD + l.x - 50,
        top: PAD + l.y - 9,
        width: 100,
        height: 18,
        display: 'flex',
        justifyContent: 'center',
        fontSize: 13,
        fontWeight: 700,
        color: '#1f2937',
      },
      l.name,
    ),
  );
  const legend = [
    legendItem(
      h('div', { width: 16, height: 16, borderRadius: 8, backgroundColor: ACCENT, boxShadow: `0 0 0 2px #ffffff, 0 0 0 4px ${HALO}` }),
      'Primary',
    ),
    secondary ? legendItem(ringed(), 'Secondary') : null,
    company ? legendItem(ringed(h('div', { width: 4, height: 4, borderRadius: 2, backgroundColor: '#ffffff' })), 'Our Analysis') : null,
  ].filter(Boolean);
  return h('div', { width: WIDTH, height: HEIGHT, display: 'flex', flexDirection: 'column', backgroundColor: '#ffffff', fontFamily: 'Inter' }, [
    h('div', { position: 'relative', width: WIDTH, height: WHEEL.size + 2 * PAD, display: 'flex' }, [
      h('img', { position: 'absolute', left: PAD, top: PAD, width: WHEEL.size, height: WHEEL.size }, undefined, {
        src: GEOMETRY,
        width: WHEEL.size,
        height: WHEEL.size,
      }),
      ...labels,
    ]),
    h('div', { display: 'flex', justifyContent: 'center', alignItems: 'center', height: 48, fontSize: 15, color: '#374151' }, legend),
  ]);
}

/** A black legend dot ringed like the wheel's; the company's carries the white pip. */
const ringed = (pip?: ReactNode) =>
  h(
    'div',
    {
      width: 16,
      height: 16,
      borderRadius: '50%',
      backgroundColor: '#000000',
      border: `3px solid ${RING}`,
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
    },
    pip,
  );

const legendItem = (dot: ReactNode, label: string) =>
  h('div', { display: 'flex', alignItems: 'center', margin: '0 12px' }, [dot, h('span', { marginLeft: 8 }, label)]);
