/**
 * The page addresses of an XML sitemap (or a sitemap index), found with indexOf rather than an
 * XML parser: a sitemap can be megabytes long and we only want the first few hundred <loc>s.
 */
const MAX_LOC_CHARS = 2000;

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&apos;': "'" };

function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const end = text[i] === '&' ? text.indexOf(';', i) : -1;
    const entity = end !== -1 && end - i <= 6 ? ENTITIES[text.slice(i, end + 1)] : undefined;
    if (entity) {
      out += entity;
      i = end;
    } else out += text[i];
  }
  return out;
}

export interface SitemapEntries {
  /** Page addresses. */
  pages: string[];
  /** Nested sitemaps (a sitemap index lists these instead of pages). */
  sitemaps: string[];
}

export function readSitemap(xml: string, limit = 300): SitemapEntries {
  const entries: SitemapEntries = { pages: [], sitemaps: [] };
  const isIndex = xml.slice(0, 2000).includes('<sitemapindex');
  let at = 0;
  while (entries.pages.length + entries.sitemaps.length < limit) {
    const open = xml.indexOf('<loc>', at);
    if (open === -1) break;
    const close = xml.indexOf('</loc>', open + 5);
    if (close === -1) break;
    at = close + 6;
    const loc = decodeEntities(xml.slice(open + 5, close).trim());
    if (!loc || loc.length > MAX_LOC_CHARS) continue;
    (isIndex ? entries.sitemaps : entries.pages).push(loc);
  }
  return entries;
}
