import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFile, serveCompressed } from '../../../scripts/compressed-assets.ts';

describe('clientFile: the file a path names, as Astro’s static handler finds it', () => {
  it.each([
    ['/', 'index.html'],
    ['/hero', `hero${sep}index.html`],
    ['/hero/', `hero${sep}index.html`],
    ['/images/hero.svg', `images${sep}hero.svg`],
    ['/_astro/client.abc.js', `_astro${sep}client.abc.js`],
    ['/%68ero', `hero${sep}index.html`],
  ])('%s → %s', (path, file) => expect(clientFile(path)).toBe(file));

  it.each([
    '/../server/entry.mjs',
    '/_astro/..%2f..%2fserver%2fentry.mjs',
    '/%2e%2e/secret',
    '/a%00.html',
    '/%E0%A4%A',
    '//hero',
    '/hero/./x.svg',
    `/${'a'.repeat(400)}`,
  ])('refuses %s', (path) => expect(clientFile(path)).toBeUndefined());
});

const page = Buffer.from(`<!doctype html><title>Hero</title>${'<p>The Hero proves worth through courage.</p>'.repeat(50)}`);
let dir: string;
let server: Server;
let origin: string;

function rawGet(path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    get(`${origin}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'compressed-assets-'));
  mkdirSync(join(dir, 'hero'));
  writeFileSync(join(dir, 'hero', 'index.html'), page);
  writeFileSync(join(dir, 'hero', 'index.html.br'), brotliCompressSync(page));
  writeFileSync(join(dir, 'hero', 'index.html.gz'), gzipSync(page));
  writeFileSync(join(dir, 'embed.js.br'), brotliCompressSync('console.log(1)'));
  server = createServer((req, res) => {
    if (req.url === '/embed.js') res.setHeader('Cache-Control', 'public, max-age=3600');
    if (!serveCompressed(dir, req, res)) res.writeHead(404).end('fell through');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('a prerendered page', () => {
  it('is sent as its Brotli copy, checked again on each visit rather than cached for good', async () => {
    const res = await rawGet('/hero', { 'accept-encoding': 'gzip, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=0');
    expect(res.headers['vary']).toBe('Accept-Encoding');
    expect(brotliDecompressSync(res.body).equals(page)).toBe(true);
  });

  it('is answered 304 while unchanged, with the ETag of the copy the browser holds', async () => {
    const first = await rawGet('/hero/', { 'accept-encoding': 'gzip' });
    expect(first.headers['content-encoding']).toBe('gzip');
    const again = await rawGet('/hero/', { 'accept-encoding': 'gzip', 'if-none-match': String(first.headers['etag']) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const otherEncoding = await rawGet('/hero/', { 'accept-encoding': 'br', 'if-none-match': String(first.headers['etag']) });
    expect(otherEncoding.status).toBe(200);
  });

  it('falls through to Astro for a browser that takes no compression, and for a file without a copy', async () => {
    expect((await rawGet('/hero', { 'accept-encoding': 'identity' })).body.toString()).toBe('fell through');
    expect((await rawGet('/hero', { 'accept-encoding': 'br;q=0, gzip;q=0' })).body.toString()).toBe('fell through');
    expect((await rawGet('/privacy', { 'accept-encoding': 'br' })).body.toString()).toBe('fell through');
    expect((await rawGet('/hero/..%2fhero%2findex.html', { 'accept-encoding': 'br' })).body.toString()).toBe('fell through');
  });
});

it('keeps a cache policy the server set for an unhashed file (the embed snippet)', async () => {
  const res = await rawGet('/embed.js', { 'accept-encoding': 'br' });
  expect(res.headers['content-encoding']).toBe('br');
  expect(res.headers['cache-control']).toBe('public, max-age=3600');
});
