import type { Database } from '../../db/client.ts';
import { NOINDEX_HEADER, SHARE_IMAGE_CACHE_CONTROL } from '../../src/domain/share/shared-page.ts';
import { shareImage, type ShareCardRenderer } from './service.ts';

const PLAIN_TEXT = 'text/plain; charset=utf-8';

/** A strong validator of the card's bytes, so a cache revalidating after max-age gets a 304 instead of the PNG again. */
async function imageETag(png: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', png as Uint8Array<ArrayBuffer>));
  const hex = Array.from(digest.subarray(0, 16), (b) => b.toString(16).padStart(2, '0')).join('');
  return `"${hex}"`;
}

/** If-None-Match lists the validators a cache holds (weak ones compare by their opaque part), or `*`. */
function matches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}

/**
 * The answer to `GET /r/{shareId}.png`: the card, a 304 when the cache's copy is current, a plain 404 for an unknown
 * or revoked id (as the share page answers), or a 503 when drawing failed (nothing is stored, so a later request
 * tries again). The card is cached minutes, not forever, so a revocation reaches every cache within SHARE_IMAGE_CACHE_CONTROL.
 */
export async function shareImageResponse(
  db: Database,
  shareId: string,
  render: ShareCardRenderer,
  { ifNoneMatch, onError }: { ifNoneMatch: string | null; onError: (error: unknown) => void },
): Promise<Response> {
  let png: Uint8Array | undefined;
  try {
    png = await shareImage(db, shareId, render);
  } catch (error) {
    onError(error);
    return new Response('The image is not available right now.', {
      status: 503,
      headers: { 'Content-Type': PLAIN_TEXT, 'Cache-Control': 'no-store', 'Retry-After': '30' },
    });
  }
  // An endpoint's 404 is plain: no HTML page for an image URL.
  if (!png) return new Response('Not found', { status: 404, headers: { 'Content-Type': PLAIN_TEXT, 'Cache-Control': 'no-store' } });
  const etag = await imageETag(png);
  const headers = { 'Cache-Control': SHARE_IMAGE_CACHE_CONTROL, ETag: etag, [NOINDEX_HEADER[0]]: NOINDEX_HEADER[1] };
  if (matches(ifNoneMatch, etag)) return new Response(null, { status: 304, headers });
  return new Response(png as Uint8Array<ArrayBuffer>, { headers: { ...headers, 'Content-Type': 'image/png' } });
}
