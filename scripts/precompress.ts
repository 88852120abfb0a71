// After `astro build`: a Brotli (.br) and a gzip (.gz) copy beside each hashed bundle in dist/client/_astro, so the
// Node server sends them compressed without compressing per request (scripts/compressed-assets.ts serves them).
// Workers compress on their own; this is for `npm start`. Prints the bytes saved.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { ASSETS_DIR, COMPRESSIBLE } from './compressed-assets.ts';

const dir = join(process.env.ASTRO_OUT_DIR ?? 'dist', 'client', ASSETS_DIR);
let before = 0;
let after = 0;
for (const name of readdirSync(dir)) {
  if (!COMPRESSIBLE.has(name.slice(name.lastIndexOf('.')))) continue;
  const source = readFileSync(join(dir, name));
  const br = brotliCompressSync(source, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
  });
  const gz = gzipSync(source, { level: constants.Z_BEST_COMPRESSION });
  // A copy no smaller than the file is not worth a second lookup.
  if (br.length < source.length) writeFileSync(join(dir, `${name}.br`), br);
  if (gz.length < source.length) writeFileSync(join(dir, `${name}.gz`), gz);
  before += source.length;
  after += Math.min(br.length, source.length);
}
console.log(`precompressed ${ASSETS_DIR}/: ${(before / 1024).toFixed(1)} KB → ${(after / 1024).toFixed(1)} KB with Brotli`);
