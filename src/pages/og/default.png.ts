import type { APIRoute } from 'astro';
import { renderOgPng } from '../../lib/og/render.ts';

// The share image of every page without its own (the quiz, quick analysis, policies).
export const prerender = true;

export const GET: APIRoute = async () => {
  const png = await renderOgPng({
    eyebrow: 'Brand Archetype',
    title: 'What is your brand archetype?',
    subtitle: '13 questions. 12 archetypes. Instant results.',
    color: '#5b21b6',
    image: '/favicon.svg',
  });
  return new Response(png as Uint8Array<ArrayBuffer>, { headers: { 'Content-Type': 'image/png' } });
};
