import { num, PdfPage, type LinkArea, type Tag } from './page.ts';
import { buildSfnt, type TrueTypeFont } from './sfnt.ts';
import { subsetTables } from './subset.ts';

/** Title, author, language and the rest of a document's metadata. */
export interface DocumentInfo {
  title: string;
  author: string;
  subject?: string;
  keywords?: string;
  /** BCP 47, e.g. 'en'. */
  language: string;
  creator: string;
  /** Epoch milliseconds. */
  createdAt: number;
}

/** Numbers, fills and frames the document's objects. */
interface ObjectWriter {
  reserve: () => number;
  put: (n: number, body: string | Uint8Array) => void;
  stream: (dict: string, data: Uint8Array) => Uint8Array;
}

/** A font as embedded: its resource name and the glyphs used, with the text each stands for. */
interface EmbeddedFont {
  name: string;
  used: Map<number, string>;
}

const encoder = new TextEncoder();

async function deflate(data: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([data as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new CompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/**
 * The subsets' tag (six capitals, as PDF names subsets), from the glyphs they hold. One per document: the faces
 * of one family (Inter's Latin and Latin Extended files) keep one name, so readers join their text into words.
 */
function subsetTag(glyphs: readonly number[]): string {
  let hash = 2166136261;
  for (const g of glyphs) hash = Math.imul(hash ^ g, 16777619) >>> 0;
  let tag = '';
  for (let i = 0; i < 6; i++, hash = Math.floor(hash / 26)) tag += String.fromCharCode(65 + (hash % 26));
  return tag;
}

/** A PDF text string: UTF-16BE with its byte-order mark, as hex, so any text is safe in it. */
export function pdfText(text: string): string {
  return `<FEFF${utf16Hex(text)}>`;
}

/** A header cell's scope: it heads its column, as PDF/UA asks of every TH. */
function attributes(tag: Tag): string {
  return tag.role === 'TH' ? '/A<</O/Table/Scope/Column>>' : '';
}

/** A PDF date: D:YYYYMMDDHHmmSSZ. */
function pdfDate(ms: number): string {
  return `(D:${new Date(ms).toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z)`;
}

/** UTF-16BE hex of text: PDF text strings and the ToUnicode map. */
function utf16Hex(text: string): string {
  let hex = '';
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, '0');
  return hex;
}

/**
 * A PDF 1.7 document: pages drawn with ./page.ts, TrueType fonts embedded whole (the tables a viewer needs) as
 * Identity-H CID fonts with ToUnicode maps, so every word can be selected, searched and read aloud.
 */
export class PdfDocument {
  readonly pages: PdfPage[] = [];
  private readonly fonts = new Map<TrueTypeFont, EmbeddedFont>();

  readonly width: number;
  readonly height: number;
  private readonly info: DocumentInfo;

  constructor(width: number, height: number, info: DocumentInfo) {
    this.width = width;
    this.height = height;
    this.info = info;
  }

  addPage(): PdfPage {
    const page = new PdfPage(this.width, this.height, (font) => this.fontName(font));
    this.pages.push(page);
    return page;
  }

  private fontName(font: TrueTypeFont): { name: string; used: Map<number, string> } {
    let f = this.fonts.get(font);
    if (!f) {
      f = { name: `F${this.fonts.size + 1}`, used: new Map() };
      this.fonts.set(font, f);
    }
    return f;
  }

  async toBytes(): Promise<Uint8Array> {
    const objects: (Uint8Array | string)[] = [];
    const reserve = () => objects.push('');
    const put = (n: number, body: string | Uint8Array) => (objects[n - 1] = body);
    const stream = (dict: string, data: Uint8Array) => {
      const head = encoder.encode(`<<${dict}/Length ${data.byteLength}>>\nstream\n`);
      const tail = encoder.encode('\nendstream');
      const out = new Uint8Array(head.byteLength + data.byteLength + tail.byteLength);
      out.set(head);
      out.set(data, head.byteLength);
      out.set(tail, head.byteLength + data.byteLength);
      return out;
    };

    const catalog = reserve();
    const pagesRoot = reserve();
    const infoRef = reserve();
    const fontRefs = new Map<string, number>();
    const tag = subsetTag([...this.fonts.values()].flatMap(({ used }) => [...used.keys()]));
    for (const [font, embedded] of this.fonts) fontRefs.set(embedded.name, await this.embedFont(font, embedded, { reserve, put, stream }, tag));
    const fontResources = [...fontRefs].map(([name, ref]) => `/${name} ${ref} 0 R`).join('');

    const structRoot = reserve();
    const documentElement = reserve();
    // Elements in the order their first content was drawn (the reading order), each inside its parent.
    const elements = new Map<Tag, { ref: number; kids: string[] }>();
    const topLevel: string[] = [];
    const element = (tag: Tag): { ref: number; kids: string[] } => {
      let found = elements.get(tag);
      if (!found) {
        const siblings = tag.parent ? element(tag.parent).kids : topLevel;
        found = { ref: reserve(), kids: [] };
        elements.set(tag, found);
        siblings.push(`${found.ref} 0 R`);
      }
      return found;
    };
    const parentTree: string[] = [];
    // Link annotations join the parent tree after the pages: keys 0…pages-1 are the pages' own.
    const annotationParents: string[] = [];
    const pageRefs: number[] = [];
    for (const [index, page] of this.pages.entries()) {
      const ref = reserve();
      const parents = page.marks.map(({ tag, mcid }) => {
        const found = element(tag);
        found.kids.push(`<</Type/MCR/Pg ${ref} 0 R/MCID ${mcid}>>`);
        return `${found.ref} 0 R`;
      });
      parentTree.push(`${index}[${parents.join(' ')}]`);
      const content = reserve();
      put(content, stream('/Filter/FlateDecode', await deflate(encoder.encode(page.content()))));
      const annots = page.links.map((link) => {
        const a = reserve();
        let structParent: number | undefined;
        if (link.tag) {
          const owner = element(link.tag);
          structParent = this.pages.length + annotationParents.length;
          annotationParents.push(`${structParent} ${owner.ref} 0 R`);
          owner.kids.push(`<</Type/OBJR/Pg ${ref} 0 R/Obj ${a} 0 R>>`);
        }
        put(a, this.linkAnnotation(link, structParent));
        return `${a} 0 R`;
      });
      put(
        ref,
        `<</Type/Page/Parent ${pagesRoot} 0 R/MediaBox[0 0 ${this.width} ${this.height}]/Resources<</Font<<${fontResources}>>>>/Contents ${content} 0 R/StructParents ${index}/Tabs/S${
          annots.length ? `/Annots[${annots.join(' ')}]` : ''
        }>>`,
      );
      pageRefs.push(ref);
    }
    put(pagesRoot, `<</Type/Pages/Kids[${pageRefs.map((r) => `${r} 0 R`).join(' ')}]/Count ${pageRefs.length}>>`);
    for (const [tag, { ref, kids }] of elements) {
      const parent = tag.parent ? elements.get(tag.parent)!.ref : documentElement;
      put(
        ref,
        `<</Type/StructElem/S/${tag.role}/P ${parent} 0 R/K[${kids.join(' ')}]${tag.alt ? `/Alt${pdfText(tag.alt)}` : ''}${attributes(tag)}>>`,
      );
    }
    put(documentElement, `<</Type/StructElem/S/Document/P ${structRoot} 0 R/K[${topLevel.join(' ')}]>>`);
    put(
      structRoot,
      `<</Type/StructTreeRoot/K ${documentElement} 0 R/ParentTree<</Nums[${[...parentTree, ...annotationParents].join(' ')}]>>/ParentTreeNextKey ${this.pages.length + annotationParents.length}>>`,
    );
    put(
      catalog,
      `<</Type/Catalog/Pages ${pagesRoot} 0 R/Lang${pdfText(this.info.language)}/MarkInfo<</Marked true>>/StructTreeRoot ${structRoot} 0 R/ViewerPreferences<</DisplayDocTitle true>>/PageLayout/OneColumn>>`,
    );
    const { title, author, subject, keywords, creator, createdAt } = this.info;
    put(
      infoRef,
      `<</Title${pdfText(title)}/Author${pdfText(author)}${subject ? `/Subject${pdfText(subject)}` : ''}${
        keywords ? `/Keywords${pdfText(keywords)}` : ''
      }/Creator${pdfText(creator)}/Producer${pdfText(creator)}/CreationDate${pdfDate(createdAt)}/ModDate${pdfDate(createdAt)}>>`,
    );
    return serialize(objects, catalog, infoRef);
  }

  private linkAnnotation({ x, y, width, height, url }: LinkArea, structParent: number | undefined): string {
    const top = this.height - y;
    const ascii = [...url].every((c) => c.charCodeAt(0) > 0x20 && c.charCodeAt(0) < 0x7f);
    // Links are built by the report from its own settings; anything else is not made clickable.
    const uri = ascii ? url.replace(/[\\()]/g, (c) => `\\${c}`) : '';
    const tagged = structParent === undefined ? '' : `/StructParent ${structParent}`;
    return `<</Type/Annot/Subtype/Link/Rect[${[x, top - height, x + width, top].map(num).join(' ')}]/Border[0 0 0]/Contents${pdfText(url)}${tagged}/A<</S/URI/URI(${uri})>>>>`;
  }

  private async embedFont(font: TrueTypeFont, { used }: EmbeddedFont, { reserve, put, stream }: ObjectWriter, tag: string): Promise<number> {
    const scale = 1000 / font.unitsPerEm;
    const type0 = reserve();
    const cid = reserve();
    const descriptor = reserve();
    const file = reserve();
    const toUnicode = reserve();
    const glyphs = [...used.keys()].sort((a, b) => a - b);
    const widths = glyphs.map((g) => `${g}[${Math.round((font.advances[g] ?? 0) * scale)}]`).join('');
    const name = `${tag}+${font.postScriptName}`;
    put(type0, `<</Type/Font/Subtype/Type0/BaseFont/${name}/Encoding/Identity-H/DescendantFonts[${cid} 0 R]/ToUnicode ${toUnicode} 0 R>>`);
    put(
      cid,
      `<</Type/Font/Subtype/CIDFontType2/BaseFont/${name}/CIDSystemInfo<</Registry(Adobe)/Ordering(Identity)/Supplement 0>>/FontDescriptor ${descriptor} 0 R/CIDToGIDMap/Identity/DW 0/W[${widths}]>>`,
    );
    const flags = 32 | (font.italicAngle !== 0 ? 64 : 0);
    put(
      descriptor,
      `<</Type/FontDescriptor/FontName/${name}/Flags ${flags}/FontBBox[${font.bbox.map((v) => Math.round(v * scale)).join(' ')}]/ItalicAngle ${num(
        font.italicAngle,
      )}/Ascent ${Math.round(font.ascent * scale)}/Descent ${Math.round(font.descent * scale)}/CapHeight ${Math.round(
        font.capHeight * scale,
      )}/StemV 80/FontFile2 ${file} 0 R>>`,
    );
    const sfnt = buildSfnt(subsetTables(font.tables, glyphs));
    put(file, stream(`/Filter/FlateDecode/Length1 ${sfnt.byteLength}`, await deflate(sfnt)));
    const entries = glyphs.map((g) => `<${g.toString(16).padStart(4, '0')}><${utf16Hex(used.get(g)!)}>`);
    const chunks: string[] = [];
    // A bfchar block holds at most 100 entries.
    for (let i = 0; i < entries.length; i += 100)
      chunks.push(`${Math.min(100, entries.length - i)} beginbfchar\n${entries.slice(i, i + 100).join('\n')}\nendbfchar`);
    const cmap = [
      '/CIDInit/ProcSet findresource begin 12 dict begin begincmap',
      '/CIDSystemInfo<</Registry(Adobe)/Ordering(UCS)/Supplement 0>>def/CMapName/Adobe-Identity-UCS def/CMapType 2 def',
      '1 begincodespacerange <0000><FFFF> endcodespacerange',
      ...chunks,
      'endcmap CMapName currentdict/CMap defineresource pop end end',
    ].join('\n');
    put(toUnicode, stream('/Filter/FlateDecode', await deflate(encoder.encode(cmap))));
    return type0;
  }
}

function serialize(objects: (Uint8Array | string)[], catalog: number, info: number): Uint8Array {
  const parts: Uint8Array[] = [encoder.encode('%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n')];
  let offset = parts[0]!.byteLength;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(offset);
    const bytes = [encoder.encode(`${i + 1} 0 obj\n`), typeof body === 'string' ? encoder.encode(body) : body, encoder.encode('\nendobj\n')];
    for (const b of bytes) {
      parts.push(b);
      offset += b.byteLength;
    }
  });
  const xref = ['xref', `0 ${objects.length + 1}`, '0000000000 65535 f ', ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `)].join(
    '\n',
  );
  parts.push(encoder.encode(`${xref}\ntrailer\n<</Size ${objects.length + 1}/Root ${catalog} 0 R/Info ${info} 0 R>>\nstartxref\n${offset}\n%%EOF\n`));
  const out = new Uint8Array(parts.reduce((n, p) => n + p.byteLength, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.byteLength;
  }
  return out;
}
