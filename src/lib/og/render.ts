import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import type { ReactNode } from 'react';
import satori from 'satori';
import { h } from '../../../functions/lib/satori.ts';
import { loadFonts } from './fonts.ts';

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

export interface OgCard {
  /** Small line above the title, e.g. 'Brand Archetype'. */
  eyebrow: string;
  title: string;
  subtitle: string;
  /** '#rrggbb' background accent. */
  color: string;
  /** Public path of an SVG illustration, e.g. '/images/archetypes/hero.svg'. */
  image: string;
}

async function svgDataUri(publicPath: string): Promise<string> {
  const svg = await readFile(join(process.cwd(), 'public', publicPath));
  return `data:image/svg+xml;base64,${svg.toString('base64')}`;
}

function card(c: OgCard, illustration: string): ReactNode {
  return h(
    'div',
    {
      width: '100%',
      height: '100%',
      boxSizing: 'border-box',
      display: 'flex',
      alignItems: 'center',
      paddingLeft: 72,
      position: 'relative',
      background: `linear-gradient(120deg, #ffffff 0%, #ffffff 55%, ${c.color}22 100%)`,
      borderTop: `18px solid ${c.color}`,
      color: '#111827',
      fontFamily: 'Inter',
    },
    [
      h('div', { display: 'flex', flexDirection: 'column', width: 660 }, [
        h('div', { fontSize: 28, fontWeight: 700, letterSpacing: 4, textTransform: 'uppercase', color: c.color }, c.eyebrow),
        h('div', { fontSize: c.title.length > 16 ? 72 : c.title.length > 11 ? 84 : 96, fontWeight: 800, lineHeight: 1.05, marginTop: 16 }, c.title),
        h('div', { fontSize: 40, fontWeight: 400, lineHeight: 1.3, marginTop: 24, color: '#374151' }, c.subtitle),
        h('div', { display: 'flex', alignItems: 'center', marginTop: 52, fontSize: 26, fontWeight: 700, color: '#4b5563' }, [
          h('div', { width: 16, height: 16, borderRadius: 8, background: c.color, marginRight: 14 }),
          'The Brand Company · Free brand archetype quiz',
        ]),
      ]),
      h('img', { position: 'absolute', right: 72, top: 143, width: 360, height: 360 }, undefined, { src: illustration, width: 360, height: 360 }),
    ],
  );
}

/** Renders a 1200 × 630 PNG share card (satori lays out, resvg rasterises). */
export async function renderOgPng(c: OgCard): Promise<Uint8Array> {
  const svg = await satori(card(c, await svgDataUri(c.image)), {
    width: OG_WIDTH,
    height: OG_HEIGHT,
    fonts: await loadFonts(),
  });
  return new Resvg(svg, { fitTo: { mode: 'original' } }).render().asPng();
}
