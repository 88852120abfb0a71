/** ISO 216 A4 or US Letter (the PDF report's Paper, functions/pdf/report/model.ts). */
export type Paper = 'a4' | 'letter';

/**
 * Regions that print on US Letter (CLDR's paperSize data, with the Dominican Republic and the US territories):
 * every other region, and an unknown one, gets A4.
 */
const LETTER_REGIONS: ReadonlySet<string> = new Set([
  'US',
  'CA',
  'MX',
  'PH',
  'CL',
  'CO',
  'VE',
  'CR',
  'GT',
  'PA',
  'PR',
  'SV',
  'DO',
  'NI',
  'BZ',
  'AS',
  'GU',
  'MP',
  'VI',
  'UM',
]);

/** A header is short; past this the rest is ignored rather than parsed. */
const MAX_HEADER = 512;
const MAX_RANGES = 24;

interface Range {
  region: string | null;
  q: number;
  order: number;
}

/** The region subtag of a language range ('es-MX' → MX, 'zh-Hant-TW' → TW, 'en' → null); 'es-419' is no country. */
function regionOf(tag: string): string | null {
  const [language = '', ...subtags] = tag.split(/[-_]/);
  if (language.length < 2) return null; // 'x-…' private use, 'i-…' grandfathered
  for (const sub of subtags) {
    if (/^[A-Za-z]{2}$/.test(sub)) return sub.toUpperCase();
    if (sub.length === 1) return null; // an extension or private use: no region after it
  }
  return null;
}

function parseRange(part: string, order: number): Range | null {
  const [tag = '', ...params] = part.split(';').map((s) => s.trim());
  if (!/^[A-Za-z]{1,8}(?:[-_][A-Za-z0-9]{1,8})*$/.test(tag)) return null;
  let q = 1;
  for (const param of params) {
    const m = /^q\s*=\s*([01](?:\.\d{0,3})?)$/i.exec(param);
    if (m) q = Math.min(1, Number(m[1]));
  }
  return q > 0 ? { region: regionOf(tag), q, order } : null;
}

/**
 * US Letter or A4 for the visitor's Accept-Language: the most preferred range that names a region decides
 * ('de-DE' → A4, 'en-US' → Letter, 'fr-CA' → Letter); none, or an unreadable header, is A4.
 */
export function paperForLocale(acceptLanguage: string | null | undefined): Paper {
  if (!acceptLanguage) return 'a4';
  const ranges = acceptLanguage
    .slice(0, MAX_HEADER)
    .split(',', MAX_RANGES)
    .map((part, i) => parseRange(part, i))
    .filter((r): r is Range => r !== null && r.region !== null)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  const region = ranges[0]?.region;
  return region && LETTER_REGIONS.has(region) ? 'letter' : 'a4';
}

const LETTER_DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
const A4_DATE = new Intl.DateTimeFormat('en-GB', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** The cover's date as the paper's readers write it: "November 28, 2026" on Letter, "28 November 2026" on A4 (UTC). */
export function reportDate(epochMs: number, paper: Paper): string {
  return (paper === 'letter' ? LETTER_DATE : A4_DATE).format(epochMs);
}
