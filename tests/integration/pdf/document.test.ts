import { beforeAll, describe, expect, it } from 'vitest';
import { PdfDocument } from '../../../functions/pdf/document.ts';
import { loadFontFilesNode } from '../../../functions/pdf/fonts-node.ts';
import { glyphRuns, typefaces, type Typefaces } from '../../../functions/pdf/typeface.ts';
import { readPdf } from '../../helpers/pdf-text.ts';

let faces: Typefaces;
beforeAll(async () => {
  faces = await typefaces(await loadFontFilesNode());
});

const info = {
  title: 'Report — «Łódź»',
  author: 'The Brand Company',
  language: 'en',
  creator: 'Brand Archetype',
  createdAt: Date.UTC(2026, 10, 28, 9, 30),
};

async function twoPages(): Promise<Uint8Array> {
  const doc = new PdfDocument(595.28, 841.89, info);
  const first = doc.addPage();
  first.text('The Sage', 54, 100, { fonts: faces.display, size: 30 });
  first.text('Łódź, Привет, Ελλάδα', 54, 140, { fonts: faces.body, size: 12 });
  first.link({ x: 54, y: 150, width: 100, height: 14, url: 'https://example.com/brand-book' });
  const second = doc.addPage();
  second.text('<script>alert(1)</script> (unbalanced', 54, 100, { fonts: faces.bold, size: 12 });
  second.wedge(200, 300, 80, 0, 30, { fill: '#ff0000', stroke: '#ffffff' });
  return doc.toBytes();
}

/** The width the text would take with every glyph at its own advance. */
function glyphRunsWidthUnkerned(text: string, size: number): number {
  return glyphRuns(faces.body, text).reduce(
    (w, run) => w + (run.glyphs.reduce((n, g) => n + run.font.advances[g]!, 0) / run.font.unitsPerEm) * size,
    0,
  );
}

const latin1 = (bytes: Uint8Array) => new TextDecoder('latin1').decode(bytes);

describe('the PDF writer', () => {
  it('writes a cross-reference table whose every offset points at its object', async () => {
    const bytes = await twoPages();
    const text = latin1(bytes);
    expect(text.startsWith('%PDF-1.7\n')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    const startxref = Number(/startxref\n(\d+)\n%%EOF\s*$/.exec(text)![1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const rows = text.slice(startxref).split('\n').slice(3);
    const offsets = rows.filter((r) => r.endsWith(' n ')).map((r) => Number(r.slice(0, 10)));
    expect(offsets.length).toBeGreaterThan(10);
    offsets.forEach((offset, i) => expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`));
  });

  it('keeps text as text: a reader extracts every word, in every script, and markup stays characters', async () => {
    const pdf = await readPdf(await twoPages());
    expect(pdf.text).toContain('The Sage');
    expect(pdf.text).toContain('Łódź, Привет, Ελλάδα');
    expect(pdf.text).toContain('<script>alert(1)</script> (unbalanced');
    expect(pdf.pages).toEqual([
      { width: 595, height: 842 },
      { width: 595, height: 842 },
    ]);
  });

  it('kerns pairs such as "AV" and "To" without breaking words apart for a reader', async () => {
    const doc = new PdfDocument(595.28, 841.89, info);
    const text = 'WAVY AVATAR, Typography: LT Vo YA';
    const drawn = doc.addPage().text(text, 54, 100, { fonts: faces.body, size: 12 });
    expect(drawn).toBeLessThan(glyphRunsWidthUnkerned(text, 12));
    expect((await readPdf(await doc.toBytes())).text).toContain(text);
  });

  it('sets the title, author and language a viewer shows', async () => {
    const pdf = await readPdf(await twoPages());
    expect(pdf.info).toMatchObject({ Title: info.title, Author: 'The Brand Company', Language: 'en', Creator: 'Brand Archetype' });
    expect(pdf.info.CreationDate).toBe('D:20261128093000Z');
  });

  it('embeds only the fonts a document uses, and each once', async () => {
    const doc = new PdfDocument(612, 792, info);
    doc.addPage().text('Only Latin here', 54, 100, { fonts: faces.body, size: 12 });
    doc.addPage().text('And again', 54, 100, { fonts: faces.body, size: 12 });
    const text = latin1(await doc.toBytes());
    expect(text.match(/\/FontFile2 /g)).toHaveLength(1);
    expect(text.match(/\/Type\/Page\//g)).toHaveLength(2);
  });
});
