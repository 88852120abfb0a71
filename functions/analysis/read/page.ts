import { parseHTML } from 'linkedom';
import { ApiError } from '../../lib/errors.ts';
import { collectSpecial } from './dom.ts';
import { nestingDepth } from './nesting.ts';
import { readMeta, readOrganization } from './meta.ts';
import { blocksFromNoscript, blocksFromPayloads, EmbeddedCopy } from './embedded.ts';
import { blocksFromScripts } from './script-copy.ts';
import type { PageDigest, TextBlock } from './types.ts';
import { walkDocument } from './walk.ts';

/** Below this many words of copy, a page is taken as a shell rendered by JavaScript. */
const THIN_PAGE_WORDS = 120;

function proseWords(blocks: TextBlock[]): number {
  let count = 0;
  for (const b of blocks)
    if (b.zone !== 'nav' && b.zone !== 'footer' && b.zone !== 'boilerplate' && b.kind !== 'nav') count += b.text.split(' ').length;
  return count;
}

/** Real pages nest a few dozen deep, rarely a few hundred; the parser slows down sharply in the thousands. */
const MAX_NESTING = 1500;

/** Font services whose stylesheet URLs name the families; we read the names, not the CSS. */
const FONT_HOSTS = /(^|\.)(fonts\.googleapis\.com|fonts\.bunny\.net|fonts\.cdnfonts\.com|api\.fontshare\.com)$/i;

function absolute(href: string, base: string): URL | null {
  try {
    const url = new URL(href, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** Parses one HTML page into a digest. Pure: the page's scripts never run (linkedom does not execute). */
export function readPage(html: string, pageUrl: string): PageDigest {
  if (nestingDepth(html, MAX_NESTING) > MAX_NESTING) throw new ApiError('too_complex');
  const { document } = parseHTML(html);
  // Walk from the root, not document.body: linkedom does not imply a <body> when a page omits
  // the tag (valid HTML), and then document.body is an empty stand-in.
  const root = document.documentElement as Element | null;
  const special = root ? collectSpecial(root) : { metas: [], links: [], styles: [], jsonLd: [], payloads: [], scripts: [], noscripts: [] };
  const meta = readMeta(special, root);
  const walked = root ? walkDocument(root) : { blocks: [], links: [], styleAttrs: [] };
  // A page rendered by JavaScript has a thin shell; what it will show is already in its data.
  if (proseWords(walked.blocks) < THIN_PAGE_WORDS) {
    const payloads = [...special.payloads, ...special.jsonLd].map((el) => el.textContent ?? '');
    const copy = new EmbeddedCopy();
    const unread: string[] = [];
    walked.blocks.push(...blocksFromPayloads(payloads, copy, unread), ...blocksFromNoscript(special.noscripts.map((el) => el.innerHTML)));
    // Then, before the page is given up, the string literals of the scripts no payload reader understood.
    if (proseWords(walked.blocks) < THIN_PAGE_WORDS) {
      walked.blocks.push(...blocksFromScripts([...unread, ...special.scripts.map((el) => el.textContent ?? '')], copy));
    }
  }

  const links: PageDigest['links'] = [];
  for (const link of walked.links) {
    const url = absolute(link.href, pageUrl);
    if (url) links.push({ href: url.href.replace(/#.*$/, ''), text: link.text, zone: link.zone });
  }

  const stylesheets: string[] = [];
  const fontLinks: string[] = [];
  for (const el of special.links) {
    const rel = (el.getAttribute('rel') ?? '').toLowerCase().split(/\s+/);
    if (!rel.includes('stylesheet') || rel.includes('alternate')) continue;
    const url = absolute(el.getAttribute('href') ?? '', pageUrl);
    if (!url) continue;
    (FONT_HOSTS.test(url.hostname) ? fontLinks : stylesheets).push(url.href);
  }

  const inlineCss = special.styles.map((el) => (el.textContent ?? '').slice(0, 300_000)).filter(Boolean);

  const digest: PageDigest = {
    url: pageUrl,
    title: meta.title,
    blocks: walked.blocks,
    links,
    stylesheets: [...new Set(stylesheets)],
    fontLinks: [...new Set(fontLinks)],
    inlineCss,
    styleAttrs: walked.styleAttrs,
  };
  for (const key of ['lang', 'description', 'ogTitle', 'ogDescription', 'siteName', 'themeColor'] as const) {
    if (meta[key]) digest[key] = meta[key];
  }
  const organization = readOrganization(special.jsonLd);
  if (organization) digest.organization = organization;
  return digest;
}

export { FONT_HOSTS };
