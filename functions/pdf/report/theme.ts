import { contrastRatio, mix } from '../../../src/domain/color-contrast.ts';
import type { Flow } from '../layout.ts';
import type { Typefaces } from '../typeface.ts';
import type { Paper } from '../../../src/domain/report/paper.ts';

/** Page sizes in points. */
export const PAPER: Record<Paper, { width: number; height: number }> = {
  a4: { width: 595.28, height: 841.89 },
  letter: { width: 612, height: 792 },
};

export const MARGINS = { top: 64, bottom: 60, side: 54 } as const;

export const INK = '#111827';
export const MUTED = '#4b5563';
export const RULE = '#e5e7eb';
export const TINT = '#f6f5f2';

const HEX = /^#[0-9a-fA-F]{6}$/;
/** A colour from data (or a crawled site) as a drawable hex, else undefined. */
export const safeHex = (hex: unknown): string | undefined => (typeof hex === 'string' && HEX.test(hex) ? hex.toLowerCase() : undefined);

/** The accent darkened until it reads as text on white (WCAG AA, 4.5:1). */
export function accentInk(hex: string): string {
  for (let step = 0; step <= 10; step++) {
    const shade = mix(hex, '#000000', step / 10);
    if (contrastRatio(shade, '#ffffff') >= 4.5) return shade;
  }
  return INK;
}

/** What every section draws with: the faces and the archetype's accent. */
export interface Theme {
  faces: Typefaces;
  accent: string;
  accentInk: string;
}

/** A section title: display face in the accent's ink, kept with the first lines that follow. */
export function heading(flow: Flow, theme: Theme, text: string, eyebrow?: string): void {
  // A title needs its first block below it on the same page.
  flow.ensure(eyebrow ? 150 : 130);
  if (eyebrow) {
    flow.page.text(eyebrow.toUpperCase(), flow.left, flow.y + 9, { fonts: theme.faces.bold, size: 8.5, color: MUTED });
    flow.gap(16);
  }
  flow.paragraph(text, { fonts: theme.faces.display, size: 22, color: theme.accentInk, leading: 1.2, role: 'H1' }, 2);
  flow.page.rect(flow.left, flow.y + 4, 36, 2.5, { fill: theme.accent });
  flow.gap(18);
}

/** A small bold label over a block. */
export function subheading(flow: Flow, theme: Theme, text: string): void {
  flow.ensure(48);
  flow.gap(6);
  flow.paragraph(text, { fonts: theme.faces.bold, size: 11.5, color: INK, leading: 1.3, role: 'H2' }, 2);
  flow.gap(4);
}

export function body(flow: Flow, theme: Theme, text: string, options: { color?: string; indent?: number; size?: number } = {}): void {
  flow.paragraph(text, { fonts: theme.faces.body, size: options.size ?? 10.5, color: options.color ?? INK, indent: options.indent });
}

/** A bulleted list: a dot in the accent, the text wrapped beside it. */
export function bullets(flow: Flow, theme: Theme, items: readonly string[]): void {
  for (const item of items) {
    const { height } = flow.measure(item, { fonts: theme.faces.body, size: 10.5, indent: 14 });
    flow.ensure(Math.min(height, 32));
    flow.page.circle(flow.left + 4, flow.y + 7, 2, { fill: theme.accent });
    body(flow, theme, item, { indent: 14 });
    flow.gap(2);
  }
}

/** A row of colour swatches with their names and hex values; wraps to more rows when there are many. */
export function swatches(flow: Flow, theme: Theme, colours: readonly { name: string; hex: string }[]): void {
  const valid = colours.flatMap((c) => {
    const hex = safeHex(c.hex);
    return hex ? [{ name: c.name, hex }] : [];
  });
  const perRow = 5;
  const cell = flow.width / perRow;
  for (let i = 0; i < valid.length; i += perRow) {
    flow.ensure(70);
    valid.slice(i, i + perRow).forEach((c, k) => {
      const x = flow.left + k * cell;
      flow.page.rect(x, flow.y, cell - 10, 34, { fill: c.hex, stroke: RULE, lineWidth: 0.75 }, 4);
      const name = c.name.length > 24 ? `${c.name.slice(0, 23)}…` : c.name;
      flow.page.text(name, x, flow.y + 47, { fonts: theme.faces.bold, size: 8.5, color: INK });
      flow.page.text(c.hex.toUpperCase(), x, flow.y + 58, { fonts: theme.faces.body, size: 8, color: MUTED });
    });
    flow.gap(68);
  }
}

/** A tinted box with a coloured edge around a paragraph (a callout). */
export function callout(flow: Flow, theme: Theme, text: string, edge: string, title?: string): void {
  const inner = flow.width - 32;
  const titleHeight = title ? 18 : 0;
  const { height } = flow.measure(text, { fonts: theme.faces.body, size: 10.5, width: inner });
  const boxHeight = height + titleHeight + 22;
  flow.ensure(boxHeight + 8);
  flow.page.rect(flow.left, flow.y, flow.width, boxHeight, { fill: mix(edge, '#ffffff', 0.9) }, 6);
  flow.page.rect(flow.left, flow.y, 4, boxHeight, { fill: edge });
  flow.gap(12);
  if (title) {
    flow.page.text(title, flow.left + 18, flow.y + 11, { fonts: theme.faces.bold, size: 11, color: INK }, { role: 'H2' });
    flow.gap(titleHeight);
  }
  flow.paragraph(text, { fonts: theme.faces.body, size: 10.5, color: INK, indent: 18, width: inner });
  flow.gap(14);
}
