import type { APIRoute, GetStaticPaths } from 'astro';
import { archetypeProfiles } from '../../domain/archetypes/pages/index.ts';
import type { ArchetypeProfile } from '../../domain/archetypes/types.ts';
import { renderOgPng } from '../../lib/og/render.ts';

// Rendered once at build time: the share image of each archetype guide (1200 × 630).
export const prerender = true;

export const getStaticPaths = (() =>
  archetypeProfiles().map((profile) => ({ params: { archetype: profile.slug }, props: { profile } }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ profile: ArchetypeProfile }> = async ({ props: { profile } }) => {
  const png = await renderOgPng({
    eyebrow: 'Brand Archetype',
    title: profile.name,
    subtitle: profile.page.tagline,
    color: profile.displayColor,
    image: profile.image,
  });
  return new Response(png as Uint8Array<ArrayBuffer>, { headers: { 'Content-Type': 'image/png' } });
};
