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
 *   npm run bench:analysis [runs]
 *
 * Figures, not assertions.
 */
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { calibrationSet, developmentSet, evaluate, heldOutSets, summarize, type HeldOutSite, type Outcome } from '../tests/helpers/held-out.ts';
import { largeHomePage, largeStylesheet } from '../tests/helpers/large-site.ts';

const RUNS = Math.max(1, Number(process.argv[2] ?? 5));
const FIXTURES = fileURLToPath(new URL('../tests/fixtures/sites/', import.meta.url));
const pct = (x: number) => `${Math.round(x * 100)}%`;
const pad = (s: string | number, n: number) => String(s).padEnd(n);

console.log(`Website analysis bench: ${RUNS} uncached runs per site after one warm-up, Node ${process.version}\n`);

async function timed(site: HeldOutSite): Promise<Outcome> {
  await evaluate(site); // warm-up: JIT and module initialisation are not per-request costs
  return evaluate(site, RUNS);
}

const fixtureSites = (await readdir(FIXTURES, { withFileTypes: true }))
  .filter((d) => d.isDirectory())
  .map((d) => ({ set: 'fixtures', name: d.name, dir: `${FIXTURES}${d.name}`, expected: 'The Everyman' as const }));
const fixtureTimes: number[] = [];
for (const site of fixtureSites) fixtureTimes.push((await timed(site)).ms);
fixtureTimes.sort((a, b) => a - b);
console.log(
  `Fixture sites (${fixtureSites.length}): p50 ${fixtureTimes[Math.floor(fixtureTimes.length / 2)]!.toFixed(1)} ms, slowest ${fixtureTimes.at(-1)!.toFixed(1)} ms per site\n`,
);

async function report(set: HeldOutSite[], title: string) {
  const outcomes: Outcome[] = [];
  for (const site of set) outcomes.push(await timed(site));
  const s = summarize(outcomes);
  console.log(`${title} (${s.sites} sites)`);
  console.log(
    `  top-1 ${pct(s.top1)}  top-2 ${pct(s.top2)}  mean confidence right ${s.meanConfidenceRight.toFixed(2)}, wrong ${s.meanConfidenceWrong.toFixed(2)}  ECE ${s.ece.toFixed(3)}  p50 ${s.p50Ms.toFixed(1)} ms`,
  );
  for (const o of outcomes.filter((o) => o.ranked[0] !== o.site.expected)) {
    console.log(
      `  miss: ${pad(o.site.name, 36)} expected ${pad(o.site.expected, 15)} got ${pad(o.ranked[0]!, 15)} (then ${o.ranked[1]}) at ${o.confidence.toFixed(2)}`,
    );
  }
  console.log('');
}

for (const set of await heldOutSets()) await report(set, `${set[0]!.set}: written blind, never tuned against`);
await report(await calibrationSet(), 'calib-sites: written blind, the combination of lexicon and learned model is fitted on it');
await report(await developmentSet(), 'dev-sites: written blind, but studied and tuned on (not a measure of accuracy)');

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
