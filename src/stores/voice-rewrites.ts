import { map } from 'nanostores';
import type { ArchetypeName } from '../domain/archetypes/types.ts';
import type { VoiceSuggestions } from '../domain/voice/rewrite.ts';
import { api, call } from '../lib/api.ts';

export interface RewriteRequest {
  archetype: ArchetypeName;
  headline: string;
  cta?: string;
  brandKeywords?: string[];
}

export type RewriteState =
  { status: 'loading' } | ({ status: 'ready'; source: 'rules' | 'model' } & VoiceSuggestions) | { status: 'error'; message: string };

/** Rewrites by request, so switching back to an archetype already asked for costs no call. */
export const $rewrites = map<Record<string, RewriteState>>({});

/** The request for a site's headline and button, as an analysis describes them, in an archetype's voice. */
export function rewriteRequestFor(
  archetype: ArchetypeName,
  site: { headline: string; primaryCta?: string | undefined; brandKeywords?: readonly string[] | undefined },
): RewriteRequest {
  const request: RewriteRequest = { archetype, headline: site.headline };
  if (site.primaryCta) request.cta = site.primaryCta;
  if (site.brandKeywords?.length) request.brandKeywords = site.brandKeywords.slice(0, 5);
  return request;
}

export const rewriteKey = (r: RewriteRequest) => `${r.archetype}|${r.headline}|${r.cta ?? ''}`;

export async function loadRewrites(request: RewriteRequest): Promise<void> {
  const key = rewriteKey(request);
  const known = $rewrites.get()[key];
  if (known && known.status !== 'error') return;
  $rewrites.setKey(key, { status: 'loading' });
  try {
    const { source, headlines, ctas, guide } = await call(api()['voice-rewrites'].$post({ json: request }));
    $rewrites.setKey(key, { status: 'ready', source, headlines, ctas, guide });
  } catch (err) {
    $rewrites.setKey(key, { status: 'error', message: err instanceof Error ? err.message : 'Could not write the suggestions.' });
  }
}
