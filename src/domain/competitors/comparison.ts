import type { CompetitorAnalysis } from './types.ts';

export type StoredCompetitor = CompetitorAnalysis & { id: string };

/** One competitor site of a comparison as this browser sees it: being analyzed, analyzed (stored), or failed. */
export type CompetitorEntry =
  | { host: string; url: string; status: 'analysing' }
  | { host: string; url: string; status: 'done'; competitor: StoredCompetitor }
  | { host: string; url: string; status: 'failed'; error: string };

/**
 * The comparison to show once the server has answered: its stored rows are the truth. Sites keep the place this
 * browser gave them (so no marker changes shape as others finish); a site stored only in an older local copy is
 * gone (removed elsewhere); sites still being analyzed or failed stay (the server holds nothing of those); rows
 * this browser never saw come last, in the server's order.
 */
export function mergeComparison(stored: readonly StoredCompetitor[], local: readonly CompetitorEntry[]): CompetitorEntry[] {
  const byHost = new Map(stored.map((c) => [c.host, c]));
  const asStored = (competitor: StoredCompetitor): CompetitorEntry => ({ host: competitor.host, url: competitor.url, status: 'done', competitor });
  const kept = local.flatMap((e): CompetitorEntry[] => {
    const competitor = byHost.get(e.host);
    if (competitor) return [asStored(competitor)];
    return e.status === 'done' ? [] : [e];
  });
  const seen = new Set(local.map((e) => e.host));
  return [...kept, ...stored.filter((c) => !seen.has(c.host)).map(asStored)];
}

/** Places a comparison's sites take against its limit: stored ones and those being analyzed; a failed analysis stored nothing. */
export function placesTaken(entries: readonly CompetitorEntry[]): number {
  return entries.filter((e) => e.status !== 'failed').length;
}
