// Build report: the gzip size of the JavaScript each built page loads, and what it can fetch on demand later
// (dynamic imports, e.g. the results view, one chunk per archetype). Run: npm run build && npm run bench:size
import { pageWeights } from './page-weight.ts';

const kb = (n: number) => (n / 1024).toFixed(1).padStart(7);
console.log('page'.padEnd(28), 'loads (KB gzip, incl. inline)', ' on demand (KB gzip)', ' on-demand chunks');
for (const { page, eager, lazy, lazyChunks } of pageWeights(`${process.env.ASTRO_OUT_DIR ?? 'dist'}/client`)) {
  console.log(page.padEnd(28), kb(eager), '                     ', kb(lazy), '             ', String(lazyChunks).padStart(3));
}
