import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfContents {
  /** Every page's text in reading order, pages separated by a blank line. */
  text: string;
  /** Each page's size in points (A4 595×842, US Letter 612×792). */
  pages: { width: number; height: number }[];
  /** The document information dictionary (Title, Author, …) and the catalog's language. */
  info: { Title?: string; Author?: string; Subject?: string; Language?: string; [key: string]: unknown };
}

/** What a PDF says, as a reader extracts it: its text (selectable text only, never an image), page sizes and metadata. */
export async function readPdf(bytes: Uint8Array): Promise<PdfContents> {
  // pdf.js takes the buffer over; the caller keeps its own copy. No fonts, eval or network: text and metadata only.
  const doc = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0 })
    .promise;
  try {
    const pages: PdfContents['pages'] = [];
    const texts: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const [x0, y0, x1, y1] = page.view;
      pages.push({ width: Math.round(x1! - x0!), height: Math.round(y1! - y0!) });
      const content = await page.getTextContent();
      texts.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
    }
    const { info } = (await doc.getMetadata()) as unknown as { info: Record<string, unknown> };
    const language = (info.Language as string | undefined) ?? undefined;
    return { text: texts.join('\n\n'), pages, info: { ...info, ...(language ? { Language: language } : {}) } };
  } finally {
    await doc.destroy();
  }
}
