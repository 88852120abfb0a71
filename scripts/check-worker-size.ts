// The Worker's size budget, 4 MiB gzip for what `wrangler deploy` uploads. npm run build:cf runs this after astro
// build, so npm test and a deploy fail above it. Cloudflare refuses a Workers Paid script above 10 MiB compressed
// (3 MiB on the free plan, which this app cannot use anyway: a sign-in and a page read need more than its 10 ms of
// CPU); the budget keeps growth in sight long before that. The code, the resvg WebAssembly and the learned model's
// tables are most of it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const MiB = 1024 * 1024;
const BUDGET = 4 * MiB;
const dir = join('dist-cf', 'server');
// Source maps, wrangler's own config and its local state (.wrangler, left by a smoke run) are not uploaded as code.
const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter(
  (e) => e.isFile() && !e.name.endsWith('.map') && !e.name.endsWith('.json') && !e.parentPath.split(/[\\/]/).includes('.wrangler'),
);
if (files.length === 0) {
  console.error(`No Worker build in ${dir}: run npm run build:cf first.`);
  process.exit(1);
}
const gzip = gzipSync(Buffer.concat(files.map((e) => readFileSync(join(e.parentPath, e.name)))), { level: 6 }).length;
const ok = gzip <= BUDGET;
console.log(`${ok ? 'ok' : 'OVER'}  the Worker: ${(gzip / MiB).toFixed(2)} MiB gzip in ${files.length} files (budget ${BUDGET / MiB} MiB)`);
if (!ok) process.exit(1);
