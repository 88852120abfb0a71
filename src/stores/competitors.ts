import { atom } from 'nanostores';
import { mergeComparison, placesTaken, type CompetitorEntry } from '../domain/competitors/comparison.ts';
import { hostLabel, MAX_COMPETITORS } from '../domain/competitors/types.ts';
import { checkWebsiteUrl } from '../domain/website-url.ts';
import { api, ApiCallError, call } from '../lib/api.ts';
import { inAnalysisSlot } from '../lib/analysis-slots.ts';
import { persist } from './persist.ts';
import type { Submission } from './quiz.ts';

export type { CompetitorEntry };

/**
 * The comparisons this browser made, by submission id, in the order the sites were added. The server's list is the
 * truth (loadCompetitors replaces the stored rows with it); this copy shows at once on a reload and keeps the sites
 * still being analyzed or failed, which the server knows nothing of.
 */
export const $competitors = atom<Record<string, CompetitorEntry[]>>({});

const isEntry = (v: unknown): v is CompetitorEntry => {
  const e = v as CompetitorEntry;
  if (typeof e !== 'object' || e === null || typeof e.host !== 'string' || typeof e.url !== 'string') return false;
  if (e.status === 'done') return typeof e.competitor?.id === 'string' && typeof e.competitor.archetype === 'string';
  return e.status === 'analysing' || (e.status === 'failed' && typeof e.error === 'string');
};
const isComparisons = (v: unknown): v is Record<string, CompetitorEntry[]> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).every((list) => Array.isArray(list) && list.every(isEntry));
persist($competitors, 'brand-archetype:competitors:v1', isComparisons);

const INTERRUPTED = 'The analysis was interrupted before it finished. Please retry.';
// A request cut off by a reload never answers: those sites are shown as failed, ready to retry.
const restored = Object.entries($competitors.get());
if (restored.some(([, list]) => list.some((e) => e.status === 'analysing'))) {
  $competitors.set(
    Object.fromEntries(
      restored.map(([id, list]) => [
        id,
        list.map((e): CompetitorEntry => (e.status === 'analysing' ? { host: e.host, url: e.url, status: 'failed', error: INTERRUPTED } : e)),
      ]),
    ),
  );
}

type Owner = Pick<Submission, 'id' | 'accessToken'>;

const entriesOf = (submissionId: string): CompetitorEntry[] => $competitors.get()[submissionId] ?? [];

function update(submissionId: string, change: (list: CompetitorEntry[]) => CompetitorEntry[]): void {
  $competitors.set({ ...$competitors.get(), [submissionId]: change(entriesOf(submissionId)) });
}

const replace = (submissionId: string, host: string, entry: CompetitorEntry) =>
  update(submissionId, (list) => list.map((e) => (e.host === host ? entry : e)));

/** A failure in words fit to show: the server's own message, or what a lost connection means. */
function errorMessage(err: unknown): string {
  return err instanceof ApiCallError ? err.message : 'Could not reach the server. Please check your connection and try again.';
}

export type CompetitorInput = { ok: true; url: string; host: string } | { ok: false; message: string };

/**
 * The address rule of the quiz's website field, plus the comparison's own: at most three sites, each host once.
 * The entries are the server's stored rows (after loadCompetitors) plus this browser's pending ones; failed ones hold no place.
 */
export function checkCompetitorUrl(entries: readonly CompetitorEntry[], input: string): CompetitorInput {
  const checked = checkWebsiteUrl(input);
  if (!checked.ok) return { ok: false, message: checked.message };
  const host = hostLabel(checked.url);
  if (entries.some((e) => e.host === host)) return { ok: false, message: `${host} is already in your comparison.` };
  if (placesTaken(entries) >= MAX_COMPETITORS) return { ok: false, message: `You can compare up to ${MAX_COMPETITORS} competitors.` };
  return { ok: true, url: checked.url, host };
}

// Only the newest read of a submission's comparison is applied: an older answer may predate an add or a removal.
const reads = new Map<string, number>();

/** Reads the submission's comparison from the server and shows it; a failed read leaves what is shown as it is. */
export async function loadCompetitors({ id, accessToken }: Owner): Promise<void> {
  const read = (reads.get(id) ?? 0) + 1;
  reads.set(id, read);
  try {
    const { competitors } = await call(
      api().submissions[':id'].competitors.$get({ param: { id }, header: { authorization: `Bearer ${accessToken}` } }),
    );
    if (reads.get(id) === read) update(id, (list) => mergeComparison(competitors, list));
  } catch (err) {
    // 404: the submission is gone (an admin deleted it), and its stored comparison with it.
    if (reads.get(id) === read && err instanceof ApiCallError && err.status === 404) update(id, (list) => mergeComparison([], list));
  }
}

/** Analyzes one site on the server and records the outcome; each site's request stands alone, two at a time. */
async function analyse(owner: Owner, host: string, url: string): Promise<void> {
  const { id, accessToken } = owner;
  replace(id, host, { host, url, status: 'analysing' });
  try {
    const { competitor } = await inAnalysisSlot(() =>
      call(api().submissions[':id'].competitors.$post({ param: { id }, json: { accessToken, url } })),
    );
    replace(id, host, { host, url, status: 'done', competitor });
  } catch (err) {
    replace(id, host, { host, url, status: 'failed', error: errorMessage(err) });
  }
  await loadCompetitors(owner);
}

/** Adds a checked site to the comparison and starts its analysis (not awaited by the form, which stays free for the next). */
export function addCompetitor(owner: Owner, site: { url: string; host: string }): Promise<void> {
  update(owner.id, (list) => [...list, { ...site, status: 'analysing' }]);
  return analyse(owner, site.host, site.url);
}

export function retryCompetitor(owner: Owner, host: string): Promise<void> {
  const entry = entriesOf(owner.id).find((e) => e.host === host);
  return entry ? analyse(owner, host, entry.url) : Promise.resolve();
}

/** Removes a site; a stored one is deleted on the server first. Resolves to an error message when that failed. */
export async function removeCompetitor(owner: Owner, host: string): Promise<string | null> {
  const { id, accessToken } = owner;
  const entry = entriesOf(id).find((e) => e.host === host);
  if (entry?.status === 'done') {
    try {
      await call(
        api().submissions[':id'].competitors[':competitorId'].$delete({ param: { id, competitorId: entry.competitor.id }, json: { accessToken } }),
      );
    } catch (err) {
      // 404: the submission is gone (an admin deleted it), and its comparison with it.
      if (!(err instanceof ApiCallError && err.status === 404)) return errorMessage(err);
    }
  }
  update(id, (list) => list.filter((e) => e.host !== host));
  if (entry?.status === 'done') await loadCompetitors(owner);
  return null;
}
