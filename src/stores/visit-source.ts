import { atom } from 'nanostores';
import { cleanVisitSource, sourceFromEmbed, sourceFromLanding, type VisitSource } from '../domain/analytics/source.ts';

/** Where this visit came from; sent with the funnel beacons and the submission. */
export const $visitSource = atom<VisitSource>({});

const STORAGE_KEY = 'brand-archetype:source:v1';

/**
 * Reads the source from this page load: the embed's own URL and its host, or the landing URL's campaign tags and
 * an outside referrer. A load that shows none (a reload, a link from our own pages) keeps the source the quiz
 * started with, kept on this device beside the quiz's progress.
 */
export function captureVisitSource(embedded: boolean): void {
  const seen = embedded
    ? sourceFromEmbed({ url: location.href, ancestorOrigin: location.ancestorOrigins?.[0], referrer: document.referrer })
    : sourceFromLanding({ url: location.href, referrer: document.referrer, selfOrigin: location.origin });
  const source = Object.keys(seen).length > 0 ? seen : saved();
  $visitSource.set(source);
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(source));
  } catch {
    // Storage disabled: the source still goes with this page's events and submission.
  }
}

function saved(): VisitSource {
  try {
    return cleanVisitSource(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}'));
  } catch {
    return {};
  }
}
