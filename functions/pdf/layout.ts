import type { PdfDocument } from './document.ts';
import type { PdfPage, Tag } from './page.ts';
import type { TrueTypeFont } from './sfnt.ts';
import { textWidth } from './typeface.ts';

/** Breaks text into lines no wider than `width`: at spaces, and inside a word only when the word alone is too wide. */
export function wrap(fonts: readonly TrueTypeFont[], text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(' ')) {
      if (!word) continue;
      const candidate = line ? `${line} ${word}` : word;
      if (textWidth(fonts, candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      // A word wider than the line (a long address): cut it where it must be cut.
      let rest = word;
      while (textWidth(fonts, rest, size) > width) {
        const chars = [...rest];
        let n = 1;
        while (n < chars.length && textWidth(fonts, chars.slice(0, n + 1).join(''), size) <= width) n++;
        lines.push(chars.slice(0, n).join(''));
        rest = chars.slice(n).join('');
      }
      line = rest;
    }
    lines.push(line);
  }
  // Empty paragraphs in the middle stay as blank lines; trailing blanks do not.
  while (lines.length > 1 && lines.at(-1) === '') lines.pop();
  return lines;
}

export interface ParagraphStyle {
  fonts: readonly TrueTypeFont[];
  size: number;
  color?: string;
  /** Line height as a multiple of the size. */
  leading?: number;
  /** Indent from the flow's left edge. */
  indent?: number;
  /** Narrower than the flow. */
  width?: number;
  /** What the paragraph is in the document's structure; a paragraph by default. */
  role?: Tag['role'];
  /** The paragraph is a link to this address: every line is clickable, and tagged as one Link in its paragraph. */
  link?: string;
}

/**
 * Content that runs down the pages: a cursor that starts a new page (with the page's furniture) when the next
 * block would not fit. Blocks ask for their whole height first, so a heading is never left alone at a page's foot.
 */
export class Flow {
  page: PdfPage;
  y: number;
  readonly left: number;
  readonly width: number;
  private readonly doc: PdfDocument;
  private readonly top: number;
  private readonly bottom: number;
  private readonly onNewPage: (page: PdfPage) => void;

  constructor(doc: PdfDocument, margins: { top: number; bottom: number; side: number }, onNewPage: (page: PdfPage) => void) {
    this.doc = doc;
    this.top = margins.top;
    this.bottom = doc.height - margins.bottom;
    this.left = margins.side;
    this.width = doc.width - 2 * margins.side;
    this.onNewPage = onNewPage;
    this.page = this.newPage();
    this.y = this.top;
  }

  private newPage(): PdfPage {
    const page = this.doc.addPage();
    this.onNewPage(page);
    return page;
  }

  /** Starts a new page. */
  break(): void {
    this.page = this.newPage();
    this.y = this.top;
  }

  /** Room left on this page. */
  get room(): number {
    return this.bottom - this.y;
  }

  /** Makes sure `height` fits below the cursor, on a new page if need be. */
  ensure(height: number): void {
    if (height > this.room && this.y > this.top) this.break();
  }

  gap(height: number): void {
    this.y += height;
  }

  /** The lines a paragraph would take, and their height. */
  measure(text: string, style: ParagraphStyle): { lines: string[]; height: number } {
    const lines = wrap(style.fonts, text, style.size, style.width ?? this.width - (style.indent ?? 0));
    return { lines, height: lines.length * style.size * (style.leading ?? 1.45) };
  }

  /** Writes a paragraph, moving to a new page between lines when it runs out of room; `keep` lines stay with what follows. */
  paragraph(text: string, style: ParagraphStyle, keep = 0): void {
    const { lines } = this.measure(text, style);
    const lineHeight = style.size * (style.leading ?? 1.45);
    this.ensure(lineHeight * Math.min(lines.length, 2 + keep));
    const block: Tag = { role: style.role ?? 'P' };
    const tag: Tag = style.link ? { role: 'Link', parent: block } : block;
    const x = this.left + (style.indent ?? 0);
    for (const line of lines) {
      this.ensure(lineHeight);
      const width = this.page.text(line, x, this.y + style.size, { fonts: style.fonts, size: style.size, color: style.color }, tag);
      if (style.link) this.page.link({ x, y: this.y, width, height: lineHeight, url: style.link, tag });
      this.y += lineHeight;
    }
  }
}
