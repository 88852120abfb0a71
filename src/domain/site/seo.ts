import type { ArchetypeProfile } from '../archetypes/types.ts';

export const SITE_NAME = 'Brand Archetype';
export const PUBLISHER = 'The Brand Company';
/** When the archetype guides were last reviewed; shown to search engines as dateModified. */
export const CONTENT_UPDATED = '2025-01-15';

export function archetypeTitle(p: Pick<ArchetypeProfile, 'name'>): string {
  return `${p.name} Brand Archetype: Traits, Examples & Strategy`;
}

export function ogImagePath(slug: string): string {
  return `/og/${slug}.png`;
}
export const DEFAULT_OG_IMAGE = '/og/default.png';

/** Every indexable page, in the order the sitemap lists them. */
export function publicPaths(slugs: readonly string[]): string[] {
  return ['/', '/quick-analysis', ...slugs.map((s) => `/${s}`), '/privacy', '/terms'];
}

export function absolute(path: string, site: URL | string): string {
  return new URL(path, site).href;
}

type JsonLd = Record<string, unknown>;

export function articleJsonLd(p: ArchetypeProfile, site: URL | string): JsonLd {
  const url = absolute(`/${p.slug}`, site);
  const publisher = { '@type': 'Organization', name: PUBLISHER, logo: { '@type': 'ImageObject', url: absolute('/images/logo.svg', site) } };
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: archetypeTitle(p),
    description: p.page.metaDescription,
    image: [absolute(ogImagePath(p.slug), site)],
    author: { '@type': 'Organization', name: PUBLISHER },
    publisher,
    datePublished: CONTENT_UPDATED,
    dateModified: CONTENT_UPDATED,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    about: { '@type': 'Thing', name: `${p.name} brand archetype` },
  };
}

export function breadcrumbJsonLd(items: readonly { name: string; path: string }[], site: URL | string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: absolute(item.path, site),
    })),
  };
}

/** JSON for a <script type="application/ld+json">: '<' escaped so text can never close the tag. */
export function jsonLdText(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function sitemapXml(paths: readonly string[], site: URL | string, lastmod = CONTENT_UPDATED): string {
  const urls = paths.map((p) => `  <url><loc>${escapeXml(absolute(p, site))}</loc><lastmod>${lastmod}</lastmod></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(site: URL | string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api/', '', `Sitemap: ${absolute('/sitemap.xml', site)}`, ''].join('\n');
}
