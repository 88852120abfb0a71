// After `astro build`: a Brotli (.br) and a gzip (.gz) copy beside each bundle in dist/client/_astro and each
// prerendered page and public SVG in dist/client, so the Node server sends them compressed without compressing per
// request (scripts/compressed-assets.ts serves them). Workers compress on their own; this is for `npm start`.
// Prints the bytes saved.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { COMPRESSIBLE } from './compressed-assets.ts';

const dir = join(process.env.ASTRO_OUT_DIR ?? 'dist', 'client');
let before = 0;
let after = 0;
for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
  const name = entry.name;
  if (!entry.isFile() || !COMPRESSIBLE.has(name.slice(name.lastIndexOf('.')))) continue;
  const path = join(entry.parentPath, name);
  const source = readFileSync(path);
  const br = brotliCompressSync(source, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
  });
  const gz = gzipSync(source, { level: constants.Z_BEST_COMPRESSION });
  // A copy no smaller than the file is not worth a second lookup.
  if (br.length < source.length) writeFileSync(`${path}.br`, br);
  if (gz.length < source.length) writeFileSync(`${path}.gz`, gz);
  before += source.length;
  after += Math.min(br.length, source.length);
}
console.log(`precompressed ${dir}: ${(before / 1024).toFixed(1)} KB → ${(after / 1024).toFixed(1)} KB with Brotli`);
