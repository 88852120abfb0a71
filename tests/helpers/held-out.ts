import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { readSite, type SiteReading } from '../../functions/analysis/pipeline.ts';
import { crawlLimitsOf } from '../../functions/analysis/service.ts';
import { ARCHETYPE_NAMES, type ArchetypeName } from '../../src/domain/archetypes/types.ts';
import { serveSite } from './static-server.ts';

/**
 * The held-out evaluation sets: sites written blind, by people who never saw the analyzer, and
 * never tuned against. Each site is served on 127.0.0.1 and read by the real crawler and rules.
 */
const FIXTURES = fileURLToPath(new URL('../fixtures/', import.meta.url));

export interface HeldOutSite {
  set: string;
  name: string;
  dir: string;
  expected: ArchetypeName;
}

export interface Outcome {
  site: HeldOutSite;
  ranked: ArchetypeName[];
  confidence: number;
  ms: number;
}

const fromSlug = (slug: string) => ARCHETYPE_NAMES.find((n) => n.toLowerCase() === `the ${slug.split('-')[0]}`);

/** The first set: one folder per archetype, named by its slug. */
async function firstSet(): Promise<HeldOutSite[]> {
  const dir = `${FIXTURES}held-out-sites/`;
  const entries = await readdir(dir, { withFileTypes: true });
  return entries
    .filter((e) => e.isDirectory() && fromSlug(e.name))
    .map((e) => ({ set: 'held-out-12', name: e.name, dir: `${dir}${e.name}`, expected: fromSlug(e.name)! }));
}

/** A labelled set: sites in sites/, each labelled in labels/<folder>.json. */
async function labelledSet(name: string): Promise<HeldOutSite[]> {
  const root = `${FIXTURES}${name}/`;
  const labels = await readdir(`${root}labels`).catch(() => [] as string[]);
  const sites: HeldOutSite[] = [];
  for (const file of labels.filter((f) => f.endsWith('.json')).sort()) {
    const label = JSON.parse(await readFile(`${root}labels/${file}`, 'utf8')) as { archetype: string };
    const expected = ARCHETYPE_NAMES.find((n) => n === label.archetype);
    if (!expected) throw new Error(`${file}: unknown archetype ${label.archetype}`);
    const site = file.replace(/\.json$/, '');
    sites.push({ set: name, name: site, dir: `${root}sites/${site}`, expected });
  }
  return sites;
}

export async function heldOutSets(): Promise<HeldOutSite[][]> {
  return (await Promise.all([firstSet(), labelledSet('held-out-36')])).filter((s) => s.length > 0);
}

/** The development set: written blind like the others, but studied and tuned on, so never a measure of accuracy. */
export const developmentSet = () => labelledSet('dev-sites');

/** The calibration set: written blind, used only to fit how the lexicon and learned model combine (combine.ts). */
export const calibrationSet = () => labelledSet('calib-sites');

const limits = crawlLimitsOf({ resolveHost: null, allowPrivateHosts: true });

/** Reads one site as the service would (lexicon and learned model, no hosted model, no cache), `runs` times; keeps the last reading. */
export async function evaluate(site: HeldOutSite, runs = 1): Promise<Outcome> {
  const served = await serveSite(site.dir);
  try {
    let reading: SiteReading | undefined;
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      reading = await readSite(served.url, limits, { resolveHost: null, fetch: (input, init) => fetch(input, init) });
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const scores = reading!.rules.scores;
    const ranked = [...ARCHETYPE_NAMES].sort((a, b) => (scores[b] ?? 0) - (scores[a] ?? 0));
    // The rules' winner leads even on a tie of rounded scores.
    const top = reading!.rules.archetype;
    return {
      site,
      ranked: [top, ...ranked.filter((n) => n !== top)],
      confidence: reading!.rules.confidence,
      ms: times[Math.floor(times.length / 2)]!,
    };
  } finally {
    await served.close();
  }
}

export interface Summary {
  sites: number;
  top1: number;
  top2: number;
  meanConfidenceRight: number;
  meanConfidenceWrong: number;
  /** Expected calibration error over ten equal-width confidence bins. */
  ece: number;
  p50Ms: number;
}

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : NaN);

export function summarize(outcomes: Outcome[]): Summary {
  const right = outcomes.filter((o) => o.ranked[0] === o.site.expected);
  const wrong = outcomes.filter((o) => o.ranked[0] !== o.site.expected);
  let ece = 0;
  for (let bin = 0; bin < 10; bin++) {
    const inBin = outcomes.filter((o) => Math.min(9, Math.floor(o.confidence * 10)) === bin);
    if (inBin.length === 0) continue;
    const accuracy = inBin.filter((o) => o.ranked[0] === o.site.expected).length / inBin.length;
    ece += (inBin.length / outcomes.length) * Math.abs(accuracy - mean(inBin.map((o) => o.confidence)));
  }
  const times = outcomes.map((o) => o.ms).sort((a, b) => a - b);
  return {
    sites: outcomes.length,
    top1: right.length / outcomes.length,
    top2: outcomes.filter((o) => o.ranked.slice(0, 2).includes(o.site.expected)).length / outcomes.length,
    meanConfidenceRight: mean(right.map((o) => o.confidence)),
    meanConfidenceWrong: mean(wrong.map((o) => o.confidence)),
    ece,
    p50Ms: times[Math.floor(times.length / 2)] ?? NaN,
  };
}
