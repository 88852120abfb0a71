import { get } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

/** A raw GET (no automatic decompression), so the test sees exactly what the server sent. */
function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

test('the quiz’s bundles are sent compressed to browsers that accept it, and plain to those that do not', async ({ page, baseURL }) => {
  const bundles: string[] = [];
  page.on('request', (r) => r.url().includes('/_astro/') && r.url().endsWith('.js') && bundles.push(r.url()));
  await page.goto('/');
  await expect(page.locator('.quiz[data-ready]')).toBeVisible();
  expect(bundles.length).toBeGreaterThan(0);
  const url = bundles[0]!;

  const plain = await rawGet(url, { 'accept-encoding': 'identity' });
  expect(plain.status).toBe(200);
  expect(plain.headers['content-encoding']).toBeUndefined();

  const br = await rawGet(url, { 'accept-encoding': 'gzip, deflate, br' });
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers['vary']).toBe('Accept-Encoding');
  expect(br.headers['cache-control']).toContain('immutable');
  expect(br.headers['x-content-type-options']).toBe('nosniff');
  expect(br.body.length).toBeLessThan(plain.body.length);
  expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);

  const gz = await rawGet(url, { 'accept-encoding': 'gzip' });
  expect(gz.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);

  const refused = await rawGet(url, { 'accept-encoding': 'br;q=0, gzip;q=0' });
  expect(refused.headers['content-encoding']).toBeUndefined();
  expect(refused.body.equals(plain.body)).toBe(true);

  const escape = await rawGet(`${baseURL}/_astro/..%2f..%2fserver%2fentry.mjs`, { 'accept-encoding': 'br' });
  expect(escape.status).not.toBe(200);
});

test('prerendered pages and their images are sent compressed, and revalidated rather than cached for good', async ({ baseURL }) => {
  for (const path of ['/', '/hero', '/images/hero.svg']) {
    const plain = await rawGet(`${baseURL}${path}`, { 'accept-encoding': 'identity' });
    const br = await rawGet(`${baseURL}${path}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding'], path).toBe('br');
    expect(br.headers['cache-control'], path).toBe('public, max-age=0');
    expect(br.headers['x-content-type-options'], path).toBe('nosniff');
    expect(brotliDecompressSync(br.body).equals(plain.body), path).toBe(true);
    const again = await rawGet(`${baseURL}${path}`, { 'accept-encoding': 'gzip, deflate, br', 'if-none-match': String(br.headers['etag']) });
    expect(again.status, path).toBe(304);
  }
});
