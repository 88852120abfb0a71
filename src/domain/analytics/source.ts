import { clipText } from '../clip-text.ts';
/**
 * Where a visit came from, as the landing page saw it: campaign tags from its URL, the site that linked to it, or
 * the site that embeds the quiz. Carried through the quiz and stored with the submission; counters are kept per
 * `sourceLabel`.
 */
export interface VisitSource {
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  /** Host of the page that linked here (never a path or query: those can hold personal data). */
  referrerHost?: string;
  /** Origin of the page embedding /embed (https://partner.example). */
  embedOrigin?: string;
  /** The name the embed snippet gave itself (data-source). */
  embedName?: string;
}

/** The label for visits with no campaign, referrer or embed. */
export const DIRECT_SOURCE = 'direct';
/** Longest stored source value: longer campaign tags are cut, never refused. */
export const SOURCE_TEXT_MAX = 100;

// Controls, bidi and zero-width characters, as functions/lib/fields.ts strips them from names.
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff\ufff9-\ufffb]/g;

/** A tag as stored: unsafe characters removed, spaces collapsed, lower case, at most 100 characters; empty → undefined. */
export function cleanSourceText(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const cleaned = value
    .slice(0, SOURCE_TEXT_MAX * 4)
    .replace(UNSAFE, '')
    .normalize('NFC')
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .join(' ');
  return cleaned ? clipText(cleaned, SOURCE_TEXT_MAX).trim() : undefined;
}

/** The host of an http(s) URL or origin, lower case, without port; undefined for anything else. */
export function hostOf(url: unknown): string | undefined {
  if (typeof url !== 'string' || url.length > 2048) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.hostname.toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}

/** An http(s) origin in its normal form, or undefined. */
export function originOf(url: unknown): string | undefined {
  if (typeof url !== 'string' || url.length > 2048) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

/** Every field cleaned; fields that are not valid are left out. What the server stores, whatever the client sent. */
export function cleanVisitSource(input: unknown): VisitSource {
  const raw = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const source: VisitSource = {
    utmSource: cleanSourceText(raw.utmSource),
    utmMedium: cleanSourceText(raw.utmMedium),
    utmCampaign: cleanSourceText(raw.utmCampaign),
    referrerHost: typeof raw.referrerHost === 'string' ? hostOf(`https://${raw.referrerHost}`) : undefined,
    embedOrigin: originOf(raw.embedOrigin),
    embedName: cleanSourceText(raw.embedName),
  };
  return Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined)) as VisitSource;
}

/**
 * The one label counters and reports group by: for an embedded visit the embed's name or its host (the partner
 * brought the lead, whatever campaign brought the visitor to the partner's page: its utm_* stay stored as such),
 * else the campaign's utm_source, else the referring host, else "direct".
 */
export function sourceLabel(source: VisitSource): string {
  return source.embedName ?? hostOf(source.embedOrigin) ?? source.utmSource ?? source.referrerHost ?? DIRECT_SOURCE;
}

/** Where beacon counts go when their source is unusable as a label, or the day already has its fill of sources. */
export const OTHER_SOURCE = 'other';
/** Longest label a beacon's counters are kept under. */
export const COUNTED_SOURCE_MAX = 64;
const COUNTABLE = /^[a-z0-9](?:[a-z0-9._~-]| (?! ))*$/;

/**
 * The label a beacon is counted under: a label of letters a–z, digits, ".", "_", "~", "-" and single spaces, at most
 * 64 characters, is kept; anything else folds into "other" (a beacon is the client's word, so it may not invent
 * odd labels).
 */
export function countedSource(label: string): string {
  return label.length <= COUNTED_SOURCE_MAX && COUNTABLE.test(label) ? label : OTHER_SOURCE;
}

export interface LandingContext {
  /** The landing page's URL (its query carries the UTM tags). */
  url: string;
  /** document.referrer. */
  referrer: string;
  /** This site's origin: a referrer from it is not a source. */
  selfOrigin: string;
}

const paramsOf = (url: string): URLSearchParams => {
  try {
    return new URL(url).searchParams;
  } catch {
    return new URLSearchParams();
  }
};
const TAGS = ['utm_source', 'utm_medium', 'utm_campaign', 'source'];

/**
 * The query whose tags the visit came with: the page's own, or, when it has none and the visitor came from a page
 * of this site, that page's: a Start clicked before the script ran sends a form that keeps only ?step=intro.
 */
function taggedParams(url: string, referrer: string, selfOrigin: string | undefined): URLSearchParams {
  const own = paramsOf(url);
  if (TAGS.some((tag) => own.has(tag)) || selfOrigin === undefined || originOf(referrer) !== originOf(selfOrigin)) return own;
  return paramsOf(referrer);
}

/** What a landing page records: UTM tags from its query, and the referring host unless it is this site. */
export function sourceFromLanding({ url, referrer, selfOrigin }: LandingContext): VisitSource {
  const params = taggedParams(url, referrer, selfOrigin);
  const referrerHost = originOf(referrer) === originOf(selfOrigin) ? undefined : hostOf(referrer);
  return cleanVisitSource({
    utmSource: params.get('utm_source'),
    utmMedium: params.get('utm_medium'),
    utmCampaign: params.get('utm_campaign'),
    referrerHost,
  });
}

export interface EmbedContext {
  /** The iframe's own URL: /embed?source=<name>&utm_…, as the embed snippet builds it. */
  url: string;
  /** location.ancestorOrigins[0] where the browser has it (the embedding page's origin). */
  ancestorOrigin?: string;
  /** document.referrer: the embedding page, at least its origin, elsewhere; or the frame's own page before it. */
  referrer: string;
  /** This site's origin: a referrer from it is the frame's previous page, not the embedding one. */
  selfOrigin?: string;
}

/** What the embedded quiz records: the snippet's name and the host page's UTM tags, and the embedding origin. */
export function sourceFromEmbed({ url, ancestorOrigin, referrer, selfOrigin }: EmbedContext): VisitSource {
  const params = taggedParams(url, referrer, selfOrigin);
  const fromSelf = selfOrigin !== undefined && originOf(referrer) === originOf(selfOrigin);
  return cleanVisitSource({
    utmSource: params.get('utm_source'),
    utmMedium: params.get('utm_medium'),
    utmCampaign: params.get('utm_campaign'),
    embedName: params.get('source'),
    embedOrigin: originOf(ancestorOrigin) ?? (fromSelf ? undefined : originOf(referrer)),
  });
}
