import type { SpecialElements } from './dom.ts';
import { cleanText, markupText } from './text.ts';
import type { Organization } from './types.ts';

/** Reads <head> metadata: title, description, Open Graph, theme-color. */
export function readMeta(special: SpecialElements, root: Element | null) {
  const meta = (attr: 'name' | 'property', key: string, max = 400) => {
    const el = special.metas.find((m) => (m.getAttribute(attr) ?? '').toLowerCase() === key);
    const value = el?.getAttribute('content');
    return value ? cleanText(value, max) || undefined : undefined;
  };
  return {
    // <title> is raw text in HTML: '<script>' inside it is characters the tab shows, and is kept as such.
    title: cleanText(special.title?.textContent ?? '', 200),
    description: meta('name', 'description') ?? meta('name', 'twitter:description'),
    ogTitle: meta('property', 'og:title', 200),
    ogDescription: meta('property', 'og:description'),
    siteName: meta('property', 'og:site_name', 100) ?? meta('name', 'application-name', 100),
    themeColor: meta('name', 'theme-color', 60),
    lang: cleanText(root?.getAttribute('lang') ?? '', 20) || undefined,
  };
}

const ORG_TYPE = /(Organization|Corporation|LocalBusiness|Brand|NGO|Store|Company|Restaurant|School|Institution)$/i;
const MAX_JSON_CHARS = 200_000;

/** Finds the first Organization-like object in the page's JSON-LD scripts. */
export function readOrganization(scripts: Element[]): Organization | undefined {
  for (const script of scripts.slice(0, 20)) {
    const raw = script.textContent ?? '';
    if (raw.length > MAX_JSON_CHARS) continue;
    let data: unknown;
    try {
      data = JSON.parse(raw);
    } catch {
      continue; // malformed JSON-LD is common; it is only a hint
    }
    const org = findOrganization(data, 0);
    if (org) return org;
  }
  return undefined;
}

function findOrganization(node: unknown, depth: number): Organization | undefined {
  if (depth > 6 || node === null || typeof node !== 'object') return undefined;
  if (Array.isArray(node)) {
    for (const item of node.slice(0, 50)) {
      const found = findOrganization(item, depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  const record = node as Record<string, unknown>;
  const types = ([] as unknown[]).concat(record['@type'] ?? []).filter((t): t is string => typeof t === 'string');
  if (types.some((t) => ORG_TYPE.test(t))) {
    const org: Organization = {};
    // JSON-LD strings often carry the CMS's rich text, tags and entities included: read as markup, once.
    const name = markupText(record.name, 120);
    const description = markupText(record.description, 500);
    const slogan = markupText(record.slogan, 200);
    if (name) org.name = name;
    if (description) org.description = description;
    if (slogan) org.slogan = slogan;
    if (name || description || slogan) return org;
  }
  for (const key of ['@graph', 'publisher', 'brand', 'author', 'provider', 'mainEntity']) {
    const found = findOrganization(record[key], depth + 1);
    if (found) return found;
  }
  return undefined;
}
