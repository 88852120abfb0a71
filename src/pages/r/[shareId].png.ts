import type { APIRoute } from 'astro';
import { getServices } from '#runtime';
import { renderShareCard } from 'virtual:share-card';
import { shareImageResponse } from '../../../functions/shares/image-response.ts';
import { pageLogger } from '../../lib/server/page-log.ts';

export const prerender = false;

/** The shared page's Open Graph and Twitter card: drawn on first request, then served from the database. */
export const GET: APIRoute = async ({ params, locals, request }) => {
  const { db } = await getServices();
  return shareImageResponse(db, params.shareId ?? '', renderShareCard, {
    ifNoneMatch: request.headers.get('If-None-Match'),
    // Drawing failed or ran past its deadline: nothing is cached, so a later request tries again.
    onError: (error) => pageLogger(locals).error('Share card failed', { error: error instanceof Error ? error.stack : String(error) }),
  });
};
