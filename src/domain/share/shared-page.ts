import { getArchetype } from '../archetypes/index.ts';
import type { SharedResult } from './shared-result.ts';

/** Headers of every shared result page and image: kept out of search results, never in the sitemap. */
export const NOINDEX_HEADER = ['X-Robots-Tag', 'noindex, nofollow'] as const;

/**
 * The card image is the same for the id's whole life (it shows only the archetype and sub-archetype, nothing
 * personal), so caches may keep it a year; revoking removes it at the origin.
 */
export const SHARE_IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** A page that disappears when revoked: always asked again. */
export const SHARE_PAGE_CACHE_CONTROL = 'no-cache';

/** The words of a shared result page, from the archetype data. */
export function sharedPageModel(result: SharedResult) {
  const archetype = getArchetype(result.primary);
  const sub = archetype.subArchetypes.find((s) => s.name === result.subArchetype);
  const company = result.companyArchetype ? getArchetype(result.companyArchetype) : undefined;
  return {
    archetype,
    subArchetype: { name: result.subArchetype, description: sub?.description ?? '' },
    company,
    title: `${archetype.name} (${result.subArchetype}): a brand archetype result`,
    description: `This brand archetype is ${archetype.name}, sub-archetype ${result.subArchetype}. ${archetype.description}`,
  };
}
