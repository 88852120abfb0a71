/**
 * Website analysis benchmark: serves every fixture site on loopback, analyses each one several
 * times with the cache off, and prints per-site p50 latency and accuracy over the fixture set, then
 * accuracy over the held-out set (tests/fixtures/held-out-sites: written without sight of the lexicons,
 * never tuned against), which is the fairer estimate of accuracy on real sites.
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
const FIXTURES = fileURLToPath(new URL('../tests/fixtures/', import.meta.url));

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
const expected = (slug: string) => `The ${slug.charAt(0).toUpperCase()}${slug.slice(1)}`;

const analyzer = createWebsiteAnalyzer({ resolveHost: resolveHostNode, allowPrivateHosts: true, cacheTtlMs: 0 });
type Row = { slug: string; pages: number; p50: number; p90: number; got: string; sub: string; confidence: number; ok: boolean };

async function benchSet(folder: string): Promise<Row[]> {
  const dir = `${FIXTURES}${folder}/`;
  const slugs = (await readdir(dir, { withFileTypes: true }))
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
  const rows: Row[] = [];
  for (const slug of slugs) {
    const site = await serveSite(`${dir}${slug}`);
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
  return rows;
}

const pad = (s: string | number, n: number) => String(s).padEnd(n);
const accuracy = (rows: Row[]) => {
  const correct = rows.filter((r) => r.ok).length;
  return `${correct}/${rows.length} (${Math.round((correct / rows.length) * 100)}%)`;
};
function print(title: string, rows: Row[]) {
  console.log(`${title}\n${pad('site', 11)}${pad('pages', 7)}${pad('p50 ms', 9)}${pad('p90 ms', 9)}${pad('result', 34)}${pad('conf', 6)}ok`);
  for (const r of rows) {
    console.log(
      `${pad(r.slug, 11)}${pad(r.pages, 7)}${pad(r.p50.toFixed(1), 9)}${pad(r.p90.toFixed(1), 9)}${pad(`${r.got} / ${r.sub}`, 34)}${pad(r.confidence.toFixed(2), 6)}${r.ok ? 'yes' : 'NO'}`,
    );
  }
}

console.log(`Website analysis bench: ${RUNS} uncached runs per site (after one warm-up), Node ${process.version}\n`);
const fixtures = await benchSet('sites');
print('Fixture sites (tests/fixtures/sites: the analyzer must name each one, and the tests check it)', fixtures);
const fivePage = fixtures
  .filter((r) => r.pages >= 5)
  .map((r) => r.p50)
  .sort((a, b) => a - b);
const all = fixtures.map((r) => r.p50).sort((a, b) => a - b);
console.log(`\naccuracy: ${accuracy(fixtures)}`);
console.log(
  `p50 across sites: ${percentile(all, 0.5).toFixed(1)} ms; 5-page sites: ${fivePage.length ? `${percentile(fivePage, 0.5).toFixed(1)} ms (target ≤ 150 ms)` : 'none'}\n`,
);
const heldOut = await benchSet('held-out-sites');
print('Held-out sites (tests/fixtures/held-out-sites: written blind, never tuned against)', heldOut);
console.log(`\nheld-out accuracy: ${accuracy(heldOut)}`);
