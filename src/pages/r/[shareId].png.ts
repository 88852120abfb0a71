import type { APIRoute } from 'astro';
import { getServices } from '#runtime';
import { renderShareCard } from 'virtual:share-card';
import { shareImage } from '../../../functions/shares/service.ts';
import { NOINDEX_HEADER, SHARE_IMAGE_CACHE_CONTROL } from '../../domain/share/shared-page.ts';
import { pageLogger } from '../../lib/server/page-log.ts';

export const prerender = false;

/** The shared page's Open Graph and Twitter card: drawn on first request, then served from the database. */
export const GET: APIRoute = async ({ params, locals }) => {
  const { db } = await getServices();
  let png: Uint8Array | undefined;
  try {
    png = await shareImage(db, params.shareId ?? '', renderShareCard);
  } catch (error) {
    // Drawing failed or ran past its deadline: nothing is cached, so a later request tries again.
    pageLogger(locals).error('Share card failed', { error: error instanceof Error ? error.stack : String(error) });
    return new Response('The image is not available right now.', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': '30' },
    });
  }
  // An endpoint's 404 is plain: no HTML page for an image URL.
  if (!png) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
  return new Response(png as Uint8Array<ArrayBuffer>, {
    headers: { 'Content-Type': 'image/png', 'Cache-Control': SHARE_IMAGE_CACHE_CONTROL, [NOINDEX_HEADER[0]]: NOINDEX_HEADER[1] },
  });
};
