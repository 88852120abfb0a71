import type { BlockZone, PageDigest } from '../read/types.ts';

/**
 * Which same-site pages carry the brand's own voice. A name list alone misses the pages brands
 * name their own way ('/atelier', '/builds', '/the-long-road'), so a link is ranked by where it
 * sits and how it reads, names are one hint among several, and the final choice is made on the
 * prose a fetched page actually holds.
 */

/** Path or link-text words of pages where a brand talks about itself, with how telling each is. */
const HINTS: Array<[RegExp, number]> = [
  [/\babout(-|_|\s)?(us)?\b/, 3],
  [/\b(our-?)?story\b|\bwho-?we-?are\b|\bwho we are\b|\bmanifesto\b|\bethos\b/, 3],
  [/\bmission\b|\bvision\b|\bvalues\b|\bpurpose\b|\bbelie(f|ve)s?\b|\bphilosophy\b|\bprinciples\b|\bwhy\b/, 2.5],
  [/\bcompany\b|\bheritage\b|\bhistory\b|\bpromise\b|\bcommitments?\b|\bculture\b|\bapproach\b|\bimpact\b|\bcraft\b/, 2],
  [/\bteam\b|\bpeople\b|\bfounders?\b|\bwhat-?we-?do\b|\bhow-?we\b|\bour\b/, 1.5],
];
/** Pages that never speak for the brand: accounts, carts, legal text, files. */
const NEVER =
  /\b(log-?in|sign-?(in|up)|register|cart|checkout|basket|account|privacy|terms|cookies?|legal|search|wp-admin|feed|cdn-cgi)\b|\.(pdf|jpe?g|png|gif|svg|webp|zip|mp4|mp3|xml|json|txt|css|js)$/i;
/** Catalogue, help and archive pages: many per site, little voice. */
const CATALOGUE =
  /\b(products?|shop|store|collections?|category|categories|tags?|items?|sku|p|blog|news|posts?|press|help|faq|support|docs|careers?|jobs)\b/;
/** The working pages every site has (prices, contact, partners, integrations): they sell or route, rarely speak. */
const UTILITY =
  /\b(contact|pricing|prices|plans?|partners?|resources|integrations?|customers|case-studies|industries|solutions|platform|features|demo|trial|downloads?|developers|api|status|changelog|locations?|stores?|stockists|trade|wholesale|shipping|delivery|returns|warranty|gift-cards?|faqs?|security|compliance|sitemap)\b/;
const ZONE_BONUS: Record<BlockZone, number> = { header: 2.5, nav: 2.5, hero: 2, footer: 2, main: 1, boilerplate: 0 };

export interface LinkCandidate {
  href: string;
  score: number;
}

const siteKey = (host: string) => host.toLowerCase().replace(/^www\./, '');

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path; // a malformed %-escape is not worth failing over
  }
}

/** A same-site page URL in one form (no hash, query or trailing slash), or null when it is off-site or never useful. */
export function candidateKey(href: string, home: URL): string | null {
  let url: URL;
  try {
    url = new URL(href, home);
  } catch {
    return null;
  }
  if (siteKey(url.hostname) !== siteKey(home.hostname) || url.port !== home.port || (url.protocol !== 'http:' && url.protocol !== 'https:'))
    return null;
  url.hash = '';
  url.search = '';
  url.protocol = home.protocol;
  url.hostname = home.hostname;
  const path = safeDecode(url.pathname).toLowerCase();
  if (path === '/' || url.pathname === home.pathname || NEVER.test(path) || path.length > 200) return null;
  return url.href.replace(/\/$/, '');
}

/** How promising a link looks from the home page: its words, its place, its anchor text and its path. */
function linkScore(path: string, text: string, zone: BlockZone | undefined): number {
  const haystack = `${path.replace(/[/_.-]+/g, ' ')} ${text.toLowerCase()}`;
  let hint = 0;
  for (const [pattern, weight] of HINTS) if (pattern.test(haystack)) hint = Math.max(hint, weight);
  const segments = path.split('/').filter(Boolean);
  const slugWords = (segments.at(-1) ?? '').split('-').length;
  const textWords = text.split(/\s+/).filter(Boolean).length;
  let score = hint + (zone ? ZONE_BONUS[zone] : 0.5);
  if (textWords >= 1 && textWords <= 4 && !/\d/.test(text)) score += 1; // a menu label, not a card or a price
  if (textWords > 8) score -= 1;
  if (CATALOGUE.test(segments.join(' '))) score -= segments.length > 1 ? 3 : 1.5;
  else if (hint === 0 && UTILITY.test(segments.join(' '))) score -= 2;
  if (slugWords > 5 || /\d{3,}/.test(path)) score -= 2; // article slugs and product ids
  score -= Math.max(0, segments.length - 1) * 0.75;
  return score;
}

/** Ranks the home page's links and the sitemap's pages; a link seen in several places counts once, a little higher. */
export function rankCandidates(links: PageDigest['links'], sitemapPages: readonly string[], homeUrl: string): LinkCandidate[] {
  const home = new URL(homeUrl);
  const scored = new Map<string, { best: number; seen: number }>();
  const add = (key: string, score: number) => {
    const entry = scored.get(key);
    if (entry) {
      entry.best = Math.max(entry.best, score);
      entry.seen++;
    } else scored.set(key, { best: score, seen: 1 });
  };
  for (const link of links) {
    const key = candidateKey(link.href, home);
    if (key) add(key, linkScore(safeDecode(new URL(key).pathname).toLowerCase(), link.text, link.zone));
  }
  for (const href of sitemapPages) {
    const key = candidateKey(href, home);
    if (key && !scored.has(key)) add(key, linkScore(safeDecode(new URL(key).pathname).toLowerCase(), '', undefined) - 1);
  }
  return [...scored.entries()]
    .map(([href, { best, seen }]) => ({ href, score: best + Math.min(seen - 1, 2) * 0.5 }))
    .sort((a, b) => b.score - a.score || a.href.length - b.href.length);
}

/** Words of running prose a page holds beyond what the home page already said (menus and footers repeat). */
export function proseWords(page: PageDigest, seen: ReadonlySet<string>): number {
  let words = 0;
  for (const block of page.blocks) {
    if (block.zone === 'nav' || block.zone === 'footer' || block.zone === 'boilerplate' || block.zone === 'header') continue;
    if (block.kind !== 'p' && block.kind !== 'quote' && block.kind !== 'li' && block.kind !== 'text') continue;
    if (seen.has(block.text)) continue;
    const count = block.text.split(/\s+/).length;
    if (count >= 8) words += count;
  }
  return words;
}

/** The final pick among fetched pages: link promise plus prose, pages with next to no prose last. */
export function choosePages<T extends { page: PageDigest; score: number }>(fetched: T[], home: PageDigest, max: number): T[] {
  const seen = new Set(home.blocks.map((b) => b.text));
  return fetched
    .map((f) => ({ f, prose: proseWords(f.page, seen) }))
    .map(({ f, prose }) => ({ f, prose, total: f.score + 4 * Math.min(1, prose / 300) }))
    .sort((a, b) => Number(b.prose >= 40) - Number(a.prose >= 40) || b.total - a.total)
    .slice(0, max)
    .map(({ f }) => f);
}
