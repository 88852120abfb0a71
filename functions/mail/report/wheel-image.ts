import satori, { init as initLayout } from 'satori/standalone';
import type { ReactNode } from 'react';
import { getArchetype } from '../../../src/domain/archetypes/index.ts';
import { WHEEL } from '../../../src/domain/wheel.ts';
import { bytesToBase64 } from '../../lib/base64.ts';
import { safeColor } from './markup.ts';
import { wheelLabels, wheelSvg, type WheelMarks } from './wheel-svg.ts';

/** Turns wheel marks into a PNG. */
export type WheelRenderer = (marks: WheelMarks) => Promise<Uint8Array>;

/** What the runtime brings: satori's layout engine (yoga), Inter, and an SVG-to-PNG rasteriser (resvg). */
export interface WheelRendererParts {
  layoutWasm: WebAssembly.Module | Uint8Array;
  fonts: { regular: ArrayBuffer; bold: ArrayBuffer };
  rasterize: (svg: string, width: number) => Uint8Array;
}

const PAD = 20;
const WIDTH = WHEEL.size + 2 * PAD;
const HEIGHT = WHEEL.size + 2 * PAD + 48;
/**
 * Pixel density of the PNG, shown at up to 480 px in the email: 1.5× stays sharp on high-density
 * screens, and rasterising is most of the cost (resvg: ~27 ms at 1×, ~50 ms at 1.5×, ~75 ms at 2×).
 */
const SCALE = 1.5;

type Style = Record<string, string | number>;
const h = (type: string, style: Style, children?: unknown, extra: Record<string, unknown> = {}) =>
  ({ type, props: { style, children, ...extra } }) as unknown as ReactNode;

/**
 * The wheel as a PNG: satori lays out the labels and legend (text needs a real font) around the
 * geometry SVG, and resvg rasterises the result (wheel-image-node.ts).
 */
export async function createWheelRenderer({ layoutWasm, fonts, rasterize }: WheelRendererParts): Promise<WheelRenderer> {
  await initLayout(layoutWasm);
  const faces = [
    { name: 'Inter', data: fonts.regular, weight: 400 as const, style: 'normal' as const },
    { name: 'Inter', data: fonts.bold, weight: 700 as const, style: 'normal' as const },
  ];
  return async (marks) => rasterize(await satori(layout(marks), { width: WIDTH, height: HEIGHT, fonts: faces }), WIDTH * SCALE);
}

function layout(marks: WheelMarks): ReactNode {
  const accent = safeColor(getArchetype(marks.primary).displayColor);
  const geometry = `data:image/svg+xml;base64,${bytesToBase64(new TextEncoder().encode(wheelSvg(marks)))}`;
  const labels = wheelLabels().map((l) =>
    h('div', {
      position: 'absolute', left: PAD + l.x - 50, top: PAD + l.y - 9, width: 100, height: 18,
      display: 'flex', justifyContent: 'center', fontSize: 13, fontWeight: 700, color: '#1f2937',
    }, l.name),
  );
  const legend = [
    legendItem(h('div', { width: 16, height: 16, borderRadius: 8, backgroundColor: accent }), 'Primary'),
    marks.secondary ? legendItem(ringed(accent), 'Secondary') : null,
    marks.company ? legendItem(ringed(accent), 'Our Analysis') : null,
  ].filter(Boolean);
  return h('div', { width: WIDTH, height: HEIGHT, display: 'flex', flexDirection: 'column', backgroundColor: '#ffffff', fontFamily: 'Inter' }, [
    h('div', { position: 'relative', width: WIDTH, height: WHEEL.size + 2 * PAD, display: 'flex' }, [
      h('img', { position: 'absolute', left: PAD, top: PAD, width: WHEEL.size, height: WHEEL.size }, undefined, { src: geometry, width: WHEEL.size, height: WHEEL.size }),
      ...labels,
    ]),
    h('div', { display: 'flex', justifyContent: 'center', alignItems: 'center', height: 48, fontSize: 15, color: '#374151' }, legend),
  ]);
}

const ringed = (accent: string) => h('div', { width: 16, height: 16, borderRadius: '50%', backgroundColor: '#000000', border: `3px solid ${accent}` });

const legendItem = (dot: ReactNode, label: string) =>
  h('div', { display: 'flex', alignItems: 'center', margin: '0 12px' }, [dot, h('span', { marginLeft: 8 }, label)]);
