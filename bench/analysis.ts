/**
 * Website analysis benchmark: serves every fixture site on loopback, analyses each one several
 * times with the cache off, and prints per-site p50 latency and accuracy over the fixture set.
 *
 *   npx node bench/analysis.ts [runs]
 *
 * Target: p50 ≤ 150 ms for a 5-page site on loopback. Figures, not assertions.
 */
import { readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { createWebsiteAnalyzer } from '../functions/analysis/index.ts';
import { resolveHostNode } from '../functions/analysis/resolve-node.ts';
import { serveSite } from '../tests/helpers/static-server.ts';

const RUNS = Math.max(1, Number(process.argv[2] ?? 9));
const SITES = fileURLToPath(new URL('../tests/fixtures/sites/', import.meta.url));

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
const expected = (slug: string) => `The ${slug.charAt(0).toUpperCase()}${slug.slice(1)}`;

const analyzer = createWebsiteAnalyzer({ resolveHost: resolveHostNode, allowPrivateHosts: true, cacheTtlMs: 0 });
const slugs = (await readdir(SITES, { withFileTypes: true })).filter((d) => d.isDirectory()).map((d) => d.name).sort();

const rows: Array<{ slug: string; pages: number; p50: number; p90: number; got: string; sub: string; confidence: number; ok: boolean }> = [];
for (const slug of slugs) {
  const site = await serveSite(`${SITES}${slug}`);
  await analyzer.analyze(site.url); // warm-up: JIT and module initialisation are not per-request costs
  const pages = site.requests.filter((p) => !p.endsWith('.css')).length;
  const times: number[] = [];
  let last;
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    last = await analyzer.analyze(site.url);
    times.push(performance.now() - started);
  }
  await site.close();
  times.sort((a, b) => a - b);
  rows.push({
    slug,
    pages,
    p50: percentile(times, 0.5),
    p90: percentile(times, 0.9),
    got: last?.archetype ?? '-',
    sub: last?.subArchetype ?? '-',
    confidence: last?.confidence ?? 0,
    ok: last?.archetype === expected(slug),
  });
}

const pad = (s: string | number, n: number) => String(s).padEnd(n);
console.log(`Website analysis bench: ${slugs.length} fixture sites, ${RUNS} uncached runs each (after one warm-up), Node ${process.version}\n`);
console.log(`${pad('site', 11)}${pad('pages', 7)}${pad('p50 ms', 9)}${pad('p90 ms', 9)}${pad('result', 28)}${pad('conf', 6)}ok`);
for (const r of rows) {
  console.log(
    `${pad(r.slug, 11)}${pad(r.pages, 7)}${pad(r.p50.toFixed(1), 9)}${pad(r.p90.toFixed(1), 9)}${pad(`${r.got} / ${r.sub}`, 28)}${pad(r.confidence.toFixed(2), 6)}${r.ok ? 'yes' : 'NO'}`,
  );
}
const correct = rows.filter((r) => r.ok).length;
const fivePage = rows.filter((r) => r.pages >= 5).map((r) => r.p50).sort((a, b) => a - b);
const all = rows.map((r) => r.p50).sort((a, b) => a - b);
console.log(`\naccuracy: ${correct}/${rows.length} (${Math.round((correct / rows.length) * 100)}%)`);
console.log(`p50 across sites: ${percentile(all, 0.5).toFixed(1)} ms; 5-page sites: ${fivePage.length ? `${percentile(fivePage, 0.5).toFixed(1)} ms (target ≤ 150 ms)` : 'none'}`);
