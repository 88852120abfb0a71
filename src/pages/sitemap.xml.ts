import type { APIRoute } from 'astro';
import { ARCHETYPES } from '../domain/archetypes/index.ts';
import { publicPaths, sitemapXml } from '../domain/site/seo.ts';

export const prerender = true;

export const GET: APIRoute = ({ site, url }) =>
  new Response(sitemapXml(publicPaths(ARCHETYPES.map((a) => a.slug)), site ?? url), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
