import { judgesAlignment } from '../alignment.ts';
import { getArchetype } from '../archetypes/index.ts';
import { isArchetypeName } from '../archetypes/types.ts';
import type { SharedResult } from './shared-result.ts';

/** Headers of every shared result page and image: kept out of search results, never in the sitemap. */
export const NOINDEX_HEADER = ['X-Robots-Tag', 'noindex, nofollow'] as const;

/**
 * The card image is the same for the id's whole life (it shows only the archetype and sub-archetype, nothing
 * personal), but revoking must reach caches too: they keep it five minutes, then ask again (a 304 by its ETag while
 * the share lives, a 404 once revoked).
 */
export const SHARE_IMAGE_CACHE_CONTROL = 'public, max-age=300, must-revalidate';

/** A page that disappears when revoked: always asked again. */
export const SHARE_PAGE_CACHE_CONTROL = 'no-cache';

/** How the shared page names the company: never by its address, which the visitor did not share. */
const SHARED_COMPANY_LABEL = 'Their website';

/**
 * The competitor comparison of a shared page, or undefined when there is none to show: the competitors for the table,
 * and the sites as the wheel and the positioning note place them (the company under a label that reveals nothing).
 */
function sharedComparison(result: SharedResult) {
  if (result.competitors.length === 0) return undefined;
  const company = result.companyArchetype && isArchetypeName(result.companyArchetype) ? result.companyArchetype : null;
  return {
    competitors: result.competitors,
    company: company ? { label: SHARED_COMPANY_LABEL, archetype: company } : null,
    sites: result.competitors.map((c) => ({ label: c.host, archetype: c.archetype })),
  };
}

/** The words of a shared result page, from the archetype data. */
export function sharedPageModel(result: SharedResult) {
  const archetype = getArchetype(result.primary);
  const sub = archetype.subArchetypes.find((s) => s.name === result.subArchetype);
  const company = result.companyArchetype ? getArchetype(result.companyArchetype) : undefined;
  return {
    archetype,
    subArchetype: { name: result.subArchetype, description: sub?.description ?? '' },
    company,
    /** The website's reading is too weak to state as a fact (the one alignment rule): the page says it leans, not reads. */
    companyUncertain: Boolean(company) && !judgesAlignment(result.companyConfidence),
    comparison: sharedComparison(result),
    title: `${archetype.name} (${result.subArchetype}): a brand archetype result`,
    description: `This brand archetype is ${archetype.name}, sub-archetype ${result.subArchetype}. ${archetype.description}`,
  };
}
