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
  /** A second defensible reading, where the label's sources (or its writer) name one. */
  alternative?: ArchetypeName;
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
    const label = JSON.parse(await readFile(`${root}labels/${file}`, 'utf8')) as { archetype: string; secondary?: string | null };
    const expected = ARCHETYPE_NAMES.find((n) => n === label.archetype);
    if (!expected) throw new Error(`${file}: unknown archetype ${label.archetype}`);
    const site = file.replace(/\.json$/, '');
    const alternative = ARCHETYPE_NAMES.find((n) => n === label.secondary);
    sites.push({ set: name, name: site, dir: `${root}sites/${site}`, expected, ...(alternative ? { alternative } : {}) });
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

// Accuracy is measured, not speed: generous time caps, so a busy machine reads the same site the same way.
const limits = crawlLimitsOf({ resolveHost: null, allowPrivateHosts: true, timeoutMs: 120_000, requestTimeoutMs: 60_000 });

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
  /** The label first. */
  top1: number;
  /** The label within the first two. */
  top2: number;
  /** The label or its alternative first: a reading the sources defend. */
  acceptable: number;
  /** The label or its alternative within the first two. */
  top2Defensible: number;
  meanConfidenceRight: number;
  meanConfidenceWrong: number;
  /** How well confidence ranks right answers above wrong ones: 1 always, 0.5 no better than chance (NaN when all are right or all wrong). */
  rocArea: number;
  /** Expected calibration error over ten equal-width confidence bins. */
  ece: number;
  /** Wrong answers shown at 0.8 or more. */
  confidentWrong: number;
  p50Ms: number;
  p95Ms: number;
}

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : NaN);
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? NaN;

/** The probability that a random right answer carries more confidence than a random wrong one (ties count half). */
export function rocArea(right: number[], wrong: number[]): number {
  if (right.length === 0 || wrong.length === 0) return NaN;
  let wins = 0;
  for (const r of right) for (const w of wrong) wins += r > w ? 1 : r === w ? 0.5 : 0;
  return wins / (right.length * wrong.length);
}

export function summarize(outcomes: Outcome[]): Summary {
  const isRight = (o: Outcome) => o.ranked[0] === o.site.expected;
  const defends = (o: Outcome, n: ArchetypeName | undefined) => n === o.site.expected || (n !== undefined && n === o.site.alternative);
  const right = outcomes.filter(isRight);
  const wrong = outcomes.filter((o) => !isRight(o));
  let ece = 0;
  for (let bin = 0; bin < 10; bin++) {
    const inBin = outcomes.filter((o) => Math.min(9, Math.floor(o.confidence * 10)) === bin);
    if (inBin.length === 0) continue;
    const accuracy = inBin.filter(isRight).length / inBin.length;
    ece += (inBin.length / outcomes.length) * Math.abs(accuracy - mean(inBin.map((o) => o.confidence)));
  }
  const times = outcomes.map((o) => o.ms).sort((a, b) => a - b);
  const share = (f: (o: Outcome) => boolean) => outcomes.filter(f).length / outcomes.length;
  return {
    sites: outcomes.length,
    top1: right.length / outcomes.length,
    top2: share((o) => o.ranked.slice(0, 2).includes(o.site.expected)),
    acceptable: share((o) => defends(o, o.ranked[0])),
    top2Defensible: share((o) => o.ranked.slice(0, 2).some((n) => defends(o, n))),
    meanConfidenceRight: mean(right.map((o) => o.confidence)),
    meanConfidenceWrong: mean(wrong.map((o) => o.confidence)),
    rocArea: rocArea(
      right.map((o) => o.confidence),
      wrong.map((o) => o.confidence),
    ),
    ece,
    confidentWrong: wrong.filter((o) => o.confidence >= 0.8).length,
    p50Ms: quantile(times, 0.5),
    p95Ms: quantile(times, 0.95),
  };
}

/** One company of the real-copy evaluation (bench/real-copy/companies.json). */
interface RealCopyCompany {
  slug: string;
  archetype: string;
  alternative: string | null;
  split: 'dev' | 'held-out';
}

/**
 * The real-copy evaluation: companies' own published pages, labelled from published brand-strategy
 * writing. The list is committed; the pages are not ours to publish, so they are read from a local
 * folder (REAL_COPY_DIR, one sub-folder per company slug). Companies without a folder are skipped.
 */
export async function realCopySets(dir = process.env.REAL_COPY_DIR ?? '/work/realcopy/sites'): Promise<Record<'dev' | 'held-out', HeldOutSite[]>> {
  const list = JSON.parse(await readFile(new URL('../../bench/real-copy/companies.json', import.meta.url), 'utf8')) as RealCopyCompany[];
  const present = new Set(await readdir(dir).catch(() => [] as string[]));
  const sets: Record<'dev' | 'held-out', HeldOutSite[]> = { dev: [], 'held-out': [] };
  for (const company of list) {
    const expected = ARCHETYPE_NAMES.find((n) => n === company.archetype);
    if (!expected) throw new Error(`${company.slug}: unknown archetype ${company.archetype}`);
    if (!present.has(company.slug)) continue;
    const alternative = ARCHETYPE_NAMES.find((n) => n === company.alternative);
    sets[company.split].push({
      set: `real-copy-${company.split}`,
      name: company.slug,
      dir: `${dir}/${company.slug}`,
      expected,
      ...(alternative ? { alternative } : {}),
    });
  }
  return sets;
}

/**
 * The sets written against the stereotype (a jesting insurer, a defiant accountancy), where the voice
 * lives in attitude and 60–85% of the words are boilerplate: counter-a is studied and tuned on,
 * counter-b is held out.
 */
export async function counterSets(): Promise<{ dev: HeldOutSite[]; heldOut: HeldOutSite[] }> {
  return { dev: await labelledSet('counter-a'), heldOut: await labelledSet('counter-b') };
}
