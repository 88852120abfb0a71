import { atom } from 'nanostores';
import type { WebsiteAnalysis } from '../../functions/analysis/types.ts';
import { hostLabel, MAX_COMPETITORS, voiceInBrief, type CompetitorAnalysis } from '../domain/competitors/types.ts';
import { checkWebsiteUrl } from '../domain/website-url.ts';
import { $analysis, requestAnalysis } from './quick-analysis.ts';

/** One extra site in a Quick Analysis comparison, with its own progress and its own error. */
export interface CompareSite {
  /** The normalized URL (also the site's key: one site, one spelling). */
  url: string;
  host: string;
  status: 'analyzing' | 'success' | 'error';
  analysis: WebsiteAnalysis | null;
  error: string | null;
}

/** The sites compared with the one being analysed, in the order they were added. */
export const $compareSites = atom<CompareSite[]>([]);

/** What the comparison table and wheel show of an analysed site: the same shape as a stored competitor. */
export function comparedSite(url: string, a: WebsiteAnalysis): CompetitorAnalysis {
  return {
    url,
    host: hostLabel(url),
    archetype: a.archetype,
    subArchetype: a.subArchetype ?? '',
    confidence: a.confidence,
    palette: a.colorPalette.slice(0, 3),
    voice: voiceInBrief(a.brandVoice),
  };
}

function update(url: string, change: Partial<CompareSite>): void {
  // A site removed while its analysis ran stays removed.
  $compareSites.set($compareSites.get().map((s) => (s.url === url ? { ...s, ...change } : s)));
}

/**
 * Adds a site to the comparison and analyses it (with the same endpoint, limits and guard as any
 * analysis); each site fails on its own. Answers why it was not added, or null when it was.
 */
export function addCompareSite(input: string): string | null {
  const checked = checkWebsiteUrl(input);
  if (!checked.ok) return checked.message;
  const sites = $compareSites.get();
  const host = hostLabel(checked.url);
  const main = $analysis.get().url;
  if ((main && hostLabel(main) === host) || sites.some((s) => s.host === host)) return `${host} is already in this comparison.`;
  if (sites.length >= MAX_COMPETITORS) return `You can compare up to ${MAX_COMPETITORS} competitors.`;
  $compareSites.set([...sites, { url: checked.url, host, status: 'analyzing', analysis: null, error: null }]);
  void requestAnalysis(checked.url).then(
    (analysis) => update(checked.url, { status: 'success', analysis }),
    (err: unknown) =>
      update(checked.url, { status: 'error', error: err instanceof Error && err.message ? err.message : 'Failed to analyze website' }),
  );
  return null;
}

export function removeCompareSite(url: string): void {
  $compareSites.set($compareSites.get().filter((s) => s.url !== url));
}

/** A compared site that becomes the analysed one leaves the comparison, so no site is compared with itself. */
export function dropAnalysedSite(): void {
  const main = $analysis.get().url;
  if (main) $compareSites.set($compareSites.get().filter((s) => s.host !== hostLabel(main)));
}

/** The address of a comparison: every site as a `url` parameter, the analysed site first; other parameters kept. */
export function comparisonAddress(href: string, urls: ReadonlyArray<string | null>): URL {
  const link = new URL(href);
  link.searchParams.delete('url');
  for (const url of urls) if (url) link.searchParams.append('url', url);
  return link;
}

/** Keeps the address bar on the comparison as shown, so the link opens the same comparison. */
export function syncAddress(): void {
  const urls = [$analysis.get().url, ...$compareSites.get().map((s) => s.url)];
  window.history.replaceState(null, '', comparisonAddress(window.location.href, urls));
}
