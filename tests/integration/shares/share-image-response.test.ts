import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderShareCard } from '../../../functions/share-image/node.ts';
import { shareImageResponse } from '../../../functions/shares/image-response.ts';
import { shareSchema } from '../../../functions/shares/schema.ts';
import { pngSize } from '../../helpers/png.ts';
import { readJson } from '../../helpers/read.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import { revoke, share, submit, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => (t = await createTestApp()));
afterAll(() => t.close());

const errors: unknown[] = [];
/** GET /r/{shareId}.png as the endpoint answers it, with the real renderer and database. */
const getCard = (shareId: string, ifNoneMatch: string | null = null) =>
  shareImageResponse(t.db, shareId, renderShareCard, { ifNoneMatch, onError: (error) => errors.push(error) });

async function sharedCard() {
  const s = await submit(t, 'The Magician');
  const { shareId } = await readJson(await share(t, s), shareSchema);
  return { s, shareId };
}

describe('GET /r/{shareId}.png', () => {
  it('is cached for minutes and must be revalidated, never kept as immutable, and carries an ETag', async () => {
    const { shareId } = await sharedCard();
    const res = await getCard(shareId);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const cacheControl = res.headers.get('cache-control')!;
    expect(cacheControl).toMatch(/must-revalidate/);
    expect(cacheControl).not.toMatch(/immutable/);
    expect(Number(/max-age=(\d+)/.exec(cacheControl)![1])).toBeLessThanOrEqual(300);
    expect(res.headers.get('etag')).toMatch(/^"[0-9a-f]+"$/);
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(pngSize(new Uint8Array(await res.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
  });

  it('answers a cache that holds the current card with 304 and no body', async () => {
    const { shareId } = await sharedCard();
    const etag = (await getCard(shareId)).headers.get('etag')!;

    const revalidated = await getCard(shareId, `W/"other", ${etag}`);
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('etag')).toBe(etag);
    expect(revalidated.headers.get('cache-control')).toMatch(/must-revalidate/);
    expect(await revalidated.text()).toBe('');

    expect((await getCard(shareId, '"not-this-card"')).status).toBe(200);
  });

  it('is no longer served once the share is revoked: 404, not stored, even to a cache revalidating its copy', async () => {
    const { s, shareId } = await sharedCard();
    const etag = (await getCard(shareId)).headers.get('etag')!;
    expect((await revoke(t, s)).status).toBe(200);

    for (const res of [await getCard(shareId), await getCard(shareId, etag)]) {
      expect(res.status).toBe(404);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    }
    expect(errors).toEqual([]);
  });

  it('answers 503, stored nowhere, when the card cannot be drawn, and draws it on a later request', async () => {
    const { shareId } = await sharedCard();
    const failing = await shareImageResponse(t.db, shareId, () => Promise.reject(new Error('resvg gave up')), {
      ifNoneMatch: null,
      onError: (error) => errors.push(error),
    });
    expect(failing.status).toBe(503);
    expect(failing.headers.get('cache-control')).toBe('no-store');
    expect(failing.headers.get('retry-after')).toBe('30');
    expect(errors.splice(0).map((e) => (e as Error).message)).toEqual(['resvg gave up']);
    expect((await getCard(shareId)).status).toBe(200);
  });
});
