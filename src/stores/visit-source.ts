import { cleanVisitSource, sourceFromEmbed, sourceFromLanding, type VisitSource } from '../domain/analytics/source.ts';

const STORAGE_KEY = 'brand-archetype:source:v1';

let captured: VisitSource | undefined;

/**
 * Where this visit came from; sent with the funnel beacons and the submission. Read once per page load, from the
 * embed's own URL and its host, or the landing URL's campaign tags and an outside referrer (the quiz's own address
 * changes keep both). A load that shows none (a reload, a link from our own pages) keeps the source the quiz started
 * with, kept on this device beside the quiz's progress.
 */
export function visitSource(embedded: boolean): VisitSource {
  return (captured ??= capture(embedded));
}

function capture(embedded: boolean): VisitSource {
  const seen = embedded
    ? sourceFromEmbed({ url: location.href, ancestorOrigin: location.ancestorOrigins?.[0], referrer: document.referrer, selfOrigin: location.origin })
    : sourceFromLanding({ url: location.href, referrer: document.referrer, selfOrigin: location.origin });
  const source = Object.keys(seen).length > 0 ? seen : saved();
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(source));
  } catch {
    // Storage disabled: the source still goes with this page's events and submission.
  }
  return source;
}

function saved(): VisitSource {
  try {
    return cleanVisitSource(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}'));
  } catch {
    return {};
  }
}
