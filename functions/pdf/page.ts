import type { TrueTypeFont } from './sfnt.ts';
import { glyphRuns } from './typeface.ts';

/** A clickable area, in the page's top-left coordinates. */
export interface LinkArea {
  x: number;
  y: number;
  width: number;
  height: number;
  url: string;
  /** The Link element whose text this area covers, so assistive technology reads the text as the link. */
  tag?: Tag;
}

export interface TextStyle {
  fonts: readonly TrueTypeFont[];
  size: number;
  color?: string;
}

export interface ShapeStyle {
  fill?: string;
  stroke?: string;
  lineWidth?: number;
  /** Dash and gap lengths, for a dashed stroke. */
  dash?: [number, number];
}

type Point = { x: number; y: number };

/**
 * What a piece of text is in the document's structure (tagged PDF), so screen readers and reflow read it in order:
 * a heading, a paragraph, a figure with its alternative text, a link, or a table's parts. Text drawn with the same
 * tag is one element; an element with a parent is nested in it (a cell in its row, a row in its table).
 */
export interface Tag {
  role: 'H1' | 'H2' | 'P' | 'Figure' | 'Link' | 'Table' | 'TR' | 'TH' | 'TD';
  /** A figure's alternative text. */
  alt?: string;
  parent?: Tag;
}

/** Page furniture (running header, page number): drawn, but not part of the document's content. */
export const ARTIFACT = 'artifact';

/** One marked-content sequence of a page and the element it belongs to. */
export interface MarkedContent {
  tag: Tag;
  mcid: number;
}
type FontRegistry = (font: TrueTypeFont) => { name: string; used: Map<number, string> };

/** A number as PDF writes it: at most two decimals, no exponent. */
export function num(n: number): string {
  if (!Number.isFinite(n)) return '0';
  const r = Math.round(n * 100) / 100;
  return Object.is(r, -0) ? '0' : String(r);
}

/** '#rrggbb' as PDF colour operands; anything else (a crawled site's value gone wrong) is mid grey. */
export function rgb(hex: string | undefined): string {
  const valid = hex !== undefined && /^#[0-9a-fA-F]{6}$/.test(hex);
  const value = valid ? hex.slice(1) : '808080';
  return [0, 2, 4].map((i) => num(parseInt(value.slice(i, i + 2), 16) / 255)).join(' ');
}

/** Bézier control points for an arc of at most 90° around (cx, cy); angles in radians, 0 at the top, clockwise. */
function arcSegment(cx: number, cy: number, r: number, from: number, to: number): number[] {
  const k = (4 / 3) * Math.tan((to - from) / 4);
  const at = (a: number) => ({ x: cx + r * Math.sin(a), y: cy - r * Math.cos(a) });
  const p0 = at(from);
  const p3 = at(to);
  return [p0.x + k * r * Math.cos(from), p0.y + k * r * Math.sin(from), p3.x - k * r * Math.cos(to), p3.y - k * r * Math.sin(to), p3.x, p3.y];
}

/**
 * One page's drawing, in points from the top-left corner (PDF's own origin is the bottom-left: converted here).
 * Text is drawn as glyph ids of embedded fonts, never as an image.
 */
export class PdfPage {
  private readonly ops: string[] = [];
  readonly links: LinkArea[] = [];
  readonly marks: MarkedContent[] = [];
  /** Drawing a figure: its parts are one marked sequence, not marked each. */
  private inFigure = false;

  readonly width: number;
  readonly height: number;
  private readonly register: FontRegistry;

  constructor(width: number, height: number, register: FontRegistry) {
    this.width = width;
    this.height = height;
    this.register = register;
  }

  content(): string {
    return this.ops.join('\n');
  }

  private y(y: number): number {
    return this.height - y;
  }

  /** Wraps drawing operators in marked content: an element's sequence, or an artifact. */
  private marked(tag: Tag | typeof ARTIFACT, ops: string): string {
    if (this.inFigure) return ops;
    if (tag === ARTIFACT) return `/Artifact BMC ${ops} EMC`;
    const mcid = this.marks.length;
    this.marks.push({ tag, mcid });
    return `/${tag.role} <</MCID ${mcid}>> BDC ${ops} EMC`;
  }

  /** Places an element that draws nothing (an empty table cell) as an empty sequence, so its siblings keep their places. */
  declare(tag: Tag): void {
    this.ops.push(this.marked(tag, ''));
  }

  /** Draws a figure (the wheel) as one element with alternative text: its shapes and labels are not read one by one. */
  figure(tag: Tag & { role: 'Figure' }, draw: () => void): void {
    const mcid = this.marks.length;
    this.marks.push({ tag, mcid });
    this.ops.push(`/Figure <</MCID ${mcid}>> BDC`);
    this.inFigure = true;
    try {
      draw();
    } finally {
      this.inFigure = false;
      this.ops.push('EMC');
    }
  }

  /**
   * Draws one line of text with its baseline at y; returns its width. Lines that share a tag are one element
   * (a paragraph's lines); without one, the line is a paragraph of its own.
   */
  text(text: string, x: number, y: number, { fonts, size, color = '#111827' }: TextStyle, tag: Tag | typeof ARTIFACT = { role: 'P' }): number {
    const runs = glyphRuns(fonts, text);
    if (!runs.length) return 0;
    const parts = [`BT ${rgb(color)} rg ${num(x)} ${num(this.y(y))} Td`];
    let width = 0;
    for (const run of runs) {
      const { name, used } = this.register(run.font);
      // TJ: glyph strings, and between them the kerning in thousandths of the size (positive moves left).
      let shown = '<';
      run.glyphs.forEach((g, i) => {
        const kern = run.kerns[i]!;
        if (kern) shown += `> ${num((-kern * 1000) / run.font.unitsPerEm)} <`;
        shown += g.toString(16).padStart(4, '0');
        if (!used.has(g)) used.set(g, run.chars[i]!);
      });
      parts.push(`/${name} ${num(size)} Tf [${shown}>] TJ`);
      width += (run.width / run.font.unitsPerEm) * size;
    }
    parts.push('ET');
    this.ops.push(this.marked(tag, parts.join(' ')));
    return width;
  }

  private draw(path: string, { fill, stroke, lineWidth = 1, dash }: ShapeStyle): void {
    const setup = [
      fill ? `${rgb(fill)} rg` : '',
      stroke ? `${rgb(stroke)} RG ${num(lineWidth)} w ${dash ? `[${num(dash[0])} ${num(dash[1])}] 0 d` : '[] 0 d'}` : '',
    ]
      .filter(Boolean)
      .join(' ');
    const op = fill && stroke ? 'B' : fill ? 'f' : stroke ? 'S' : 'n';
    this.ops.push(this.marked(ARTIFACT, `q ${setup} ${path} ${op} Q`));
  }

  rect(x: number, y: number, width: number, height: number, style: ShapeStyle, radius = 0): void {
    if (radius <= 0) {
      this.draw(`${num(x)} ${num(this.y(y + height))} ${num(width)} ${num(height)} re`, style);
      return;
    }
    const r = Math.min(radius, width / 2, height / 2);
    const k = r * 0.5523;
    const [l, t, rt, b] = [x, this.y(y), x + width, this.y(y + height)];
    const path = [
      `${num(l + r)} ${num(t)} m`,
      `${num(rt - r)} ${num(t)} l`,
      `${num(rt - r + k)} ${num(t)} ${num(rt)} ${num(t - r + k)} ${num(rt)} ${num(t - r)} c`,
      `${num(rt)} ${num(b + r)} l`,
      `${num(rt)} ${num(b + r - k)} ${num(rt - r + k)} ${num(b)} ${num(rt - r)} ${num(b)} c`,
      `${num(l + r)} ${num(b)} l`,
      `${num(l + r - k)} ${num(b)} ${num(l)} ${num(b + r - k)} ${num(l)} ${num(b + r)} c`,
      `${num(l)} ${num(t - r)} l`,
      `${num(l)} ${num(t - r + k)} ${num(l + r - k)} ${num(t)} ${num(l + r)} ${num(t)} c h`,
    ].join(' ');
    this.draw(path, style);
  }

  circle(cx: number, cy: number, r: number, style: ShapeStyle): void {
    this.wedge(cx, cy, r, 0, 360, style, false);
  }

  /** A pie slice from one angle to another (degrees, 0 at the top, clockwise); with `toCentre` false, just the arc's circle part. */
  wedge(cx: number, cy: number, r: number, fromDeg: number, toDeg: number, style: ShapeStyle, toCentre = true): void {
    const from = (fromDeg * Math.PI) / 180;
    const to = (toDeg * Math.PI) / 180;
    const steps = Math.max(1, Math.ceil((to - from) / (Math.PI / 2)));
    const start = { x: cx + r * Math.sin(from), y: cy - r * Math.cos(from) };
    const path = toCentre
      ? [`${num(cx)} ${num(this.y(cy))} m`, `${num(start.x)} ${num(this.y(start.y))} l`]
      : [`${num(start.x)} ${num(this.y(start.y))} m`];
    for (let i = 0; i < steps; i++) {
      const c = arcSegment(cx, cy, r, from + ((to - from) * i) / steps, from + ((to - from) * (i + 1)) / steps);
      path.push(`${c.map((v, j) => num(j % 2 ? this.y(v) : v)).join(' ')} c`);
    }
    path.push('h');
    this.draw(path.join(' '), style);
  }

  /** A closed or open polygon through the points. */
  polygon(points: readonly Point[], style: ShapeStyle, closed = true): void {
    if (points.length < 2) return;
    const path = points.map((p, i) => `${num(p.x)} ${num(this.y(p.y))} ${i ? 'l' : 'm'}`);
    if (closed) path.push('h');
    this.draw(path.join(' '), style);
  }

  line(from: Point, to: Point, style: ShapeStyle): void {
    this.polygon([from, to], style, false);
  }

  link(area: LinkArea): void {
    this.links.push(area);
  }
}
