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

/** One element of a tagged PDF's structure, as assistive technology walks it: its role, text and what it holds. */
export interface PdfElement {
  role: string;
  alt?: string;
  /** The text of its own marked content, in order (not its children's). */
  text: string;
  /** The addresses of the link annotations it owns (object references, as pdf.js names them). */
  links: string[];
  children: PdfElement[];
}

interface StructNode {
  role?: string;
  alt?: string;
  type?: string;
  id?: string;
  children?: StructNode[];
}

/**
 * The document's structure tree, one root per page as pdf.js reports it, with each element's text and its link
 * annotations resolved (an element spanning pages appears under each page it is drawn on).
 */
export async function readPdfStructure(bytes: Uint8Array): Promise<PdfElement[]> {
  const doc = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0 })
    .promise;
  try {
    const roots: PdfElement[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const textById = new Map<string, string>();
      const open: string[] = [];
      const items = (await page.getTextContent({ includeMarkedContent: true })).items as {
        type?: string;
        id?: string;
        str?: string;
        hasEOL?: boolean;
      }[];
      for (const item of items) {
        if (item.type === 'beginMarkedContentProps' || item.type === 'beginMarkedContent') open.push(item.id ?? '');
        else if (item.type === 'endMarkedContent') open.pop();
        else if (item.str !== undefined && open.at(-1))
          textById.set(open.at(-1)!, (textById.get(open.at(-1)!) ?? '') + item.str + (item.hasEOL ? '\n' : ''));
      }
      const urlById = new Map(((await page.getAnnotations()) as { id: string; url?: string }[]).map(({ id, url }) => [id, url ?? ''] as const));
      const convert = (node: StructNode): PdfElement => {
        const element: PdfElement = { role: node.role ?? '', text: '', links: [], children: [], ...(node.alt ? { alt: node.alt } : {}) };
        for (const child of node.children ?? []) {
          if (child.type === 'content') element.text += textById.get(child.id ?? '') ?? '';
          else if (child.type === 'object') element.links.push(urlById.get(child.id ?? '') ?? '');
          else if (child.role) element.children.push(convert(child));
        }
        return element;
      };
      const tree = (await page.getStructTree()) as StructNode | null;
      if (tree) roots.push(convert(tree));
    }
    return roots;
  } finally {
    await doc.destroy();
  }
}

/** Every element with this role, depth first. */
export function elementsWithRole(roots: readonly PdfElement[], role: string): PdfElement[] {
  const found: PdfElement[] = [];
  const walk = (element: PdfElement) => {
    if (element.role === role) found.push(element);
    element.children.forEach(walk);
  };
  roots.forEach(walk);
  return found;
}

/** An element's text with its descendants', in reading order, with runs of spaces as one (pdf.js adds some between pieces). */
export function allText(element: PdfElement): string {
  const joined = (e: PdfElement): string => e.text + e.children.map(joined).join('');
  return joined(element).replace(/\s+/g, ' ').trim();
}
