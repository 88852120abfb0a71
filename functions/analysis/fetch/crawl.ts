import { ApiError } from '../../lib/errors.ts';
import { readPage } from '../read/page.ts';
import type { PageDigest } from '../read/types.ts';
import { fetchResource, type FetchLike } from './fetch-page.ts';
import type { GuardOptions } from './guard.ts';

export interface CrawlOptions extends GuardOptions {
  fetch: FetchLike;
  deadline: AbortSignal;
  requestTimeoutMs: number;
  maxPageBytes: number;
  maxStylesheetBytes: number;
  /** Pages besides the home page. */
  maxExtraPages: number;
  maxStylesheets: number;
  userAgent: string;
}

export interface CrawlResult {
  pages: PageDigest[];
  stylesheets: Array<{ url: string; css: string }>;
  /** Extra pages or stylesheets that could not be read (they never fail the analysis). */
  skipped: number;
}

/** Path or link-text words of pages where a brand talks about itself, with how telling each is. */
const BRAND_PAGE_WORDS: Array<[RegExp, number]> = [
  [/\babout(-|_|\s)?(us)?\b/, 10],
  [/\b(our-?)?story\b|\bwho-?we-?are\b|\bwho we are\b/, 9],
  [/\bmission\b|\bmanifesto\b|\bvision\b/, 9],
  [/\bvalues\b|\bpurpose\b|\bbelie(f|ve)s?\b|\bphilosophy\b|\bprinciples\b/, 8],
  [/\bcompany\b|\bheritage\b|\bhistory\b/, 7],
  [/\bpromise\b|\bcommitments?\b/, 6],
  [/\bculture\b|\bapproach\b|\bwhy(-|\s)us\b|\bimpact\b/, 5],
  [/\bteam\b|\bpeople\b|\bfounders?\b|\bwhat-?we-?do\b/, 4],
];
const NEVER =
  /\b(log-?in|sign-?(in|up)|register|cart|checkout|basket|account|privacy|terms|cookies?|legal|search|careers?\/.+|wp-admin|feed)\b|\.(pdf|jpe?g|png|gif|svg|webp|zip|mp4|mp3|xml|json|txt|css|js)$/i;

const siteKey = (host: string) => host.toLowerCase().replace(/^www\./, '');

/** Chooses up to `max` same-site links that most likely carry the brand's own voice. */
export function pickBrandPages(links: PageDigest['links'], homeUrl: string, max: number): string[] {
  const home = new URL(homeUrl);
  const scored = new Map<string, number>();
  for (const link of links) {
    let url: URL;
    try {
      url = new URL(link.href);
    } catch {
      continue;
    }
    if (siteKey(url.hostname) !== siteKey(home.hostname) || url.protocol !== home.protocol) continue;
    url.hash = '';
    url.search = '';
    const path = safeDecode(url.pathname).toLowerCase();
    if (url.pathname === home.pathname || path === '/' || NEVER.test(path)) continue;
    const haystack = `${path.replace(/[/_.]+/g, ' ')} ${link.text.toLowerCase()}`;
    let score = 0;
    for (const [pattern, weight] of BRAND_PAGE_WORDS) if (pattern.test(haystack)) score = Math.max(score, weight);
    if (score === 0) continue;
    score -= path.split('/').filter(Boolean).length * 0.5; // '/about' beats '/blog/2021/about-our-new-office'
    const key = url.href.replace(/\/$/, '');
    scored.set(key, Math.max(scored.get(key) ?? -Infinity, score));
  }
  return [...scored.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].length - b[0].length)
    .slice(0, max)
    .map(([href]) => href);
}

/**
 * Home page first (its failure fails the analysis), then brand pages and stylesheets in
 * parallel; those are best effort, so a slow 'About' page cannot sink the whole result.
 */
export async function crawlSite(start: URL, opts: CrawlOptions): Promise<CrawlResult> {
  const home = await fetchResource(start, { ...opts, kind: 'html', maxBytes: opts.maxPageBytes });
  const homePage = readHomePage(home.text, home.url);
  const pageUrls = pickBrandPages(homePage.links, home.url, opts.maxExtraPages);
  const cssUrls = homePage.stylesheets.slice(0, opts.maxStylesheets);

  const pageJobs = pageUrls.map(async (href) => {
    const page = await fetchResource(new URL(href), { ...opts, kind: 'html', maxBytes: opts.maxPageBytes });
    return readPage(page.text, page.url);
  });
  const cssJobs = cssUrls.map(async (href) => {
    const sheet = await fetchResource(new URL(href), { ...opts, kind: 'css', maxBytes: opts.maxStylesheetBytes });
    return { url: sheet.url, css: sheet.text };
  });
  const [pages, sheets] = await Promise.all([Promise.allSettled(pageJobs), Promise.allSettled(cssJobs)]);

  const result: CrawlResult = { pages: [homePage], stylesheets: [], skipped: 0 };
  const seenPages = new Set([home.url]);
  for (const p of pages) {
    if (p.status === 'fulfilled' && !seenPages.has(p.value.url)) {
      seenPages.add(p.value.url); // two links may redirect to the same page
      result.pages.push(p.value);
    } else result.skipped++;
  }
  for (const s of sheets) {
    if (s.status === 'fulfilled') result.stylesheets.push(s.value);
    else result.skipped++;
  }
  return result;
}

/** The page was fetched; failing to read it (say, nesting too deep) is the page's fault, not the network's. */
function readHomePage(html: string, url: string): PageDigest {
  try {
    return readPage(html, url);
  } catch (error) {
    throw new ApiError('too_complex', undefined, { cause: error });
  }
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path; // a malformed %-escape is not worth failing over
  }
}
