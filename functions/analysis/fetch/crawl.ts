import { ApiError, isApiError } from '../../lib/errors.ts';
import { readPage } from '../read/page.ts';
import type { PageDigest } from '../read/types.ts';
import { fetchResource, type FetchLike, type TransferFloor } from './fetch-page.ts';
import type { GuardOptions } from './guard.ts';
import { choosePages, rankCandidates } from './page-picker.ts';
import { ALLOW_ALL, DISALLOW_ALL, isAllowed, parseRobots, type Robots } from './robots.ts';
import { readSitemap } from './sitemap.ts';

const ROBOTS_TIMEOUT_MS = 2000;
const MAX_ROBOTS_BYTES = 500_000;
const MAX_SITEMAP_BYTES = 1_000_000;

export interface CrawlOptions extends GuardOptions {
  fetch: FetchLike;
  deadline: AbortSignal;
  requestTimeoutMs: number;
  /** Every response must arrive at least this fast (fetch-page.ts); none when left out. */
  transferFloor?: TransferFloor;
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

/** Candidate pages fetched beyond the ones kept, so that the pick can be made on the prose they hold. */
const EXTRA_PROBES = 3;

/**
 * robots.txt first (its rules decide what else is read), then the home page (its failure fails the
 * analysis), the sitemap, then candidate pages and stylesheets in parallel. Those are best
 * effort, so a slow 'About' page cannot sink the whole result.
 */
export async function crawlSite(start: URL, opts: CrawlOptions): Promise<CrawlResult> {
  const robots = await fetchRobots(start, opts);
  if (!isAllowed(robots, pathAndQuery(start))) throw new ApiError('robots_disallowed');
  const home = await fetchResource(start, { ...opts, kind: 'html', maxBytes: opts.maxPageBytes });
  const homePage = readHomePage(home.text, home.url);
  const sitemapPages = await fetchSitemapPages(start, robots, opts);
  const homeUrl = new URL(home.url);
  // Rules are per origin: after a redirect to another one ('acme.com' → 'www.acme.com'), that origin's rules apply.
  const rules = homeUrl.origin === start.origin ? robots : await fetchRobots(homeUrl, opts);
  const allowed = rankCandidates(homePage.links, sitemapPages, home.url).filter((c) => isAllowed(rules, pathAndQuery(new URL(c.href))));
  // Promising links get probed; unpromising ones (product cards, articles) only fill the pages we keep.
  const promising = allowed.filter((c) => c.score > 0).slice(0, opts.maxExtraPages + EXTRA_PROBES);
  const candidates = promising.length >= opts.maxExtraPages ? promising : allowed.slice(0, opts.maxExtraPages);
  const cssUrls = homePage.stylesheets.slice(0, opts.maxStylesheets);

  const pageJobs = candidates.map(async (candidate) => {
    const page = await fetchResource(new URL(candidate.href), { ...opts, kind: 'html', maxBytes: opts.maxPageBytes });
    return { page: readPage(page.text, page.url), score: candidate.score };
  });
  const cssJobs = cssUrls.map(async (href) => {
    const sheet = await fetchResource(new URL(href), { ...opts, kind: 'css', maxBytes: opts.maxStylesheetBytes });
    return { url: sheet.url, css: sheet.text };
  });
  const [pages, sheets] = await Promise.all([Promise.allSettled(pageJobs), Promise.allSettled(cssJobs)]);

  const result: CrawlResult = { pages: [homePage], stylesheets: [], skipped: 0 };
  const seenPages = new Set([home.url]);
  const fetched: Array<{ page: PageDigest; score: number }> = [];
  for (const p of pages) {
    if (p.status === 'fulfilled' && !seenPages.has(p.value.page.url)) {
      seenPages.add(p.value.page.url); // two links may redirect to the same page
      fetched.push(p.value);
    } else if (p.status === 'rejected') result.skipped++;
  }
  result.pages.push(...choosePages(fetched, homePage, opts.maxExtraPages).map((f) => f.page));
  for (const s of sheets) {
    if (s.status === 'fulfilled') result.stylesheets.push(s.value);
    else result.skipped++;
  }
  return result;
}

const pathAndQuery = (url: URL) => `${url.pathname}${url.search}`;

/**
 * The site's robots.txt (RFC 9309): missing (4xx) allows everything, a server error disallows
 * everything; a network failure or timeout here is not held against the site, whose home page
 * fetch tells the real story.
 */
async function fetchRobots(start: URL, opts: CrawlOptions): Promise<Robots> {
  try {
    const robots = await fetchResource(new URL('/robots.txt', start), {
      ...opts,
      kind: 'text',
      maxBytes: MAX_ROBOTS_BYTES,
      requestTimeoutMs: Math.min(opts.requestTimeoutMs, ROBOTS_TIMEOUT_MS),
      returnErrorStatus: true,
    });
    if (robots.status >= 500) return DISALLOW_ALL;
    if (robots.status >= 400) return ALLOW_ALL;
    return parseRobots(robots.text);
  } catch (error) {
    if (isApiError(error) && error.code === 'blocked_address') throw error;
    return ALLOW_ALL;
  }
}

/** Page addresses from the sitemap robots.txt names (else /sitemap.xml), one index level deep; never fails the crawl. */
async function fetchSitemapPages(start: URL, robots: Robots, opts: CrawlOptions): Promise<string[]> {
  const read = async (href: string) => {
    const url = new URL(href, start);
    if (url.origin !== start.origin) return { pages: [], sitemaps: [] };
    const xml = await fetchResource(url, {
      ...opts,
      kind: 'xml',
      maxBytes: MAX_SITEMAP_BYTES,
      requestTimeoutMs: Math.min(opts.requestTimeoutMs, ROBOTS_TIMEOUT_MS),
    });
    return readSitemap(xml.text);
  };
  try {
    const first = await read(robots.sitemaps[0] ?? '/sitemap.xml');
    if (first.pages.length > 0 || !first.sitemaps[0]) return first.pages;
    return (await read(first.sitemaps[0])).pages;
  } catch {
    return [];
  }
}

/** The page was fetched; failing to read it (say, nesting too deep) is the page's fault, not the network's. */
function readHomePage(html: string, url: string): PageDigest {
  try {
    return readPage(html, url);
  } catch (error) {
    throw new ApiError('too_complex', undefined, { cause: error });
  }
}
