/**
 * Website analysis benchmark. Serves sites on loopback and reads them with the real crawler and rules
 * (no cache, no hosted model), then prints:
 * - time per fixture site (tests/fixtures/sites: behaviour fixtures, not scored for accuracy: the
 *   vocabulary must not be judged on pages it may have been fitted to);
 * - for each held-out set (written blind, never tuned against): top-1, top-2, mean confidence when
 *   right and when wrong, expected calibration error and p50 time, with the misses listed; the
 *   same for the calibration set (the combination's constants are fitted on it) and the
 *   development set, which is tuned on and so says nothing about accuracy;
 * - server time for a 1.5 MB page with 300 KB of CSS (target ≤ 500 ms).
 *
 *   npm run bench:analysis [runs] [set]   e.g. `-- 5 real-copy`: the real-copy sets alone (REAL_COPY_DIR)
 *
 * Figures, not assertions.
 */
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  calibrationSet,
  counterSets,
  developmentSet,
  evaluate,
  heldOutSets,
  realCopySets,
  summarize,
  type HeldOutSite,
  type Outcome,
} from '../tests/helpers/held-out.ts';
import { largeHomePage, largeStylesheet } from '../tests/helpers/large-site.ts';
import { serveSite } from '../tests/helpers/static-server.ts';
import { createTestApp } from '../tests/helpers/test-app.ts';

const RUNS = Math.max(1, Number(process.argv[2] ?? 5));
/** Only the sets whose name starts so ('real-copy' scores a local folder of real pages alone). */
const ONLY = process.argv[3] ?? '';
const FIXTURES = fileURLToPath(new URL('../tests/fixtures/sites/', import.meta.url));
const pct = (x: number) => `${Math.round(x * 100)}%`;
const pad = (s: string | number, n: number) => String(s).padEnd(n);

console.log(`Website analysis bench: ${RUNS} uncached runs per site after one warm-up, Node ${process.version}\n`);

async function timed(site: HeldOutSite): Promise<Outcome> {
  await evaluate(site); // warm-up: JIT and module initialisation are not per-request costs
  return evaluate(site, RUNS);
}

const fixtureSites = ONLY
  ? []
  : (await readdir(FIXTURES, { withFileTypes: true }))
      .filter((d) => d.isDirectory())
      .map((d) => ({ set: 'fixtures', name: d.name, dir: `${FIXTURES}${d.name}`, expected: 'The Everyman' as const }));
const fixtureTimes: number[] = [];
for (const site of fixtureSites) fixtureTimes.push((await timed(site)).ms);
fixtureTimes.sort((a, b) => a - b);
if (!ONLY)
  console.log(
    `Fixture sites (${fixtureSites.length}): p50 ${fixtureTimes[Math.floor(fixtureTimes.length / 2)]!.toFixed(1)} ms, slowest ${fixtureTimes.at(-1)!.toFixed(1)} ms per site\n`,
  );

async function report(set: HeldOutSite[], title: string) {
  if (set.length === 0 || !title.startsWith(ONLY)) return;
  const outcomes: Outcome[] = [];
  for (const site of set) outcomes.push(await timed(site));
  const s = summarize(outcomes);
  console.log(`${title} (${s.sites} sites)`);
  console.log(
    `  top-1 ${pct(s.top1)}  top-2 ${pct(s.top2)}  acceptable ${pct(s.acceptable)}  defensible in top-2 ${pct(s.top2Defensible)}  ` +
      `confidence right ${s.meanConfidenceRight.toFixed(2)}, wrong ${s.meanConfidenceWrong.toFixed(2)}  ROC area ${s.rocArea.toFixed(2)}  ` +
      `ECE ${s.ece.toFixed(3)}  wrong at ≥0.8: ${s.confidentWrong}  p50 ${s.p50Ms.toFixed(1)} ms  p95 ${s.p95Ms.toFixed(1)} ms`,
  );
  for (const o of outcomes.filter((o) => o.ranked[0] !== o.site.expected)) {
    const also = o.site.alternative ? ` (or ${o.site.alternative})` : '';
    console.log(
      `  miss: ${pad(o.site.name, 36)} expected ${o.site.expected}${also}, got ${o.ranked[0]} (then ${o.ranked[1]}) at ${o.confidence.toFixed(2)}`,
    );
  }
  console.log('');
}

for (const set of await heldOutSets()) await report(set, `${set[0]!.set}: written blind, never tuned against`);
const counter = await counterSets();
await report(counter.heldOut, 'counter-b: written blind against the stereotype, never tuned against');
const realCopy = await realCopySets();
if (realCopy['held-out'].length === 0) console.log('real-copy: no pages found (REAL_COPY_DIR); see bench/real-copy/README.md\n');
await report(realCopy['held-out'], "real-copy held-out: companies' own published pages, never tuned against");
await report(realCopy.dev, "real-copy dev: companies' own published pages, studied and tuned on");
await report(counter.dev, 'counter-a: written blind against the stereotype, studied and tuned on');
await report(await calibrationSet(), 'calib-sites: written blind, the combination of the readers is fitted on it');
await report(await developmentSet(), 'dev-sites: written blind, but studied and tuned on (not a measure of accuracy)');

if (ONLY) process.exit(0);

// Through the API as a visitor's browser calls it: HTTP handler, worker thread, crawl, reading, result.
const api = await createTestApp({ ANALYZER_ALLOW_PRIVATE_HOSTS: 'true', ANALYZER_CACHE_TTL_SECONDS: '0', ANALYZER_RATE_LIMIT_PER_HOUR: '100000' });
try {
  const apiTimes: number[] = [];
  for (const set of await heldOutSets())
    for (const site of set) {
      const served = await serveSite(site.dir);
      try {
        for (let i = 0; i <= RUNS; i++) {
          const started = performance.now();
          const res = await api.post('/api/analyze-website', { url: served.url });
          if (res.status !== 200) throw new Error(`${site.name}: ${res.status} ${await res.text()}`);
          await res.json();
          if (i > 0) apiTimes.push(performance.now() - started); // the first is the warm-up
        }
      } finally {
        await served.close();
      }
    }
  apiTimes.sort((a, b) => a - b);
  const at = (q: number) => apiTimes[Math.min(apiTimes.length - 1, Math.floor(apiTimes.length * q))]!.toFixed(1);
  console.log(
    `Through POST /api/analyze-website (worker threads, held-out sites of 2–6 pages): p50 ${at(0.5)} ms, p95 ${at(0.95)} ms over ${apiTimes.length} analyses (target p50 ≤ 150 ms)\n`,
  );
} finally {
  api.close();
}

const dir = await mkdtemp(join(tmpdir(), 'large-site-'));
try {
  const html = largeHomePage();
  const css = largeStylesheet();
  await writeFile(join(dir, 'index.html'), html);
  await writeFile(join(dir, 'styles.css'), css);
  const large = await timed({ set: 'large', name: 'large', dir, expected: 'The Explorer' });
  console.log(
    `Large page: ${(html.length / 1e6).toFixed(2)} MB of HTML and ${(css.length / 1e3).toFixed(0)} KB of CSS read in p50 ${large.ms.toFixed(0)} ms (target ≤ 500 ms); read as ${large.ranked[0]}`,
  );
} finally {
  await rm(dir, { recursive: true, force: true });
}
