/**
 * Fits how the lexicon and the learned model combine (classify/combine.ts), on sets that are tuned
 * on only, never on a held-out one:
 * - the reference pool (labels unused): the real-copy development companies (their pages are read
 *   from REAL_COPY_DIR: not ours to publish, so not in the repository) and counter-a, written against
 *   the stereotype. Each reader's mean and spread per archetype over it is the `centre`;
 * - the weights, and how hard boilerplate lines are discounted (`voice`): least log loss on the pool
 *   and the development sites, labels used.
 * Prints the result; copy it into COMBINATION by hand, so a change is a reviewed diff.
 *
 *   REAL_COPY_DIR=/path/to/pages npm run fit:combination
 */
import { archetypeProbabilities, COMBINATION, lexiconShares, type Centre, type Combination } from '../functions/analysis/classify/combine.ts';
import { readCopy, type ClassifyInput } from '../functions/analysis/classify/classify.ts';
import { readSite } from '../functions/analysis/pipeline.ts';
import { crawlLimitsOf } from '../functions/analysis/service.ts';
import { ARCHETYPE_NAMES, type ArchetypeName } from '../src/domain/archetypes/types.ts';
import { counterSets, developmentSet, realCopySets, type HeldOutSite } from '../tests/helpers/held-out.ts';
import { serveSite } from '../tests/helpers/static-server.ts';

type Scores = Record<ArchetypeName, number>;
interface Read {
  name: string;
  expected: ArchetypeName;
  input: ClassifyInput;
}
interface Scored {
  expected: ArchetypeName;
  lexicon: Scores;
  learned: Scores;
  evidence: number;
}

const limits = crawlLimitsOf({ resolveHost: null, allowPrivateHosts: true, timeoutMs: 120_000, requestTimeoutMs: 60_000 });

async function read(sites: HeldOutSite[]): Promise<Read[]> {
  const out: Read[] = [];
  for (const site of sites) {
    const served = await serveSite(site.dir);
    try {
      const { signals } = await readSite(served.url, limits, { resolveHost: null, fetch: (input, init) => fetch(input, init) });
      const input = {
        corpus: signals.corpus,
        palette: signals.palette,
        typography: signals.typography,
        ctas: signals.ctas,
        ...(signals.brandName ? { brandName: signals.brandName } : {}),
      };
      out.push({ name: site.name, expected: site.expected, input });
    } catch (error) {
      console.warn(`${site.name}: not read (${String(error)})`);
    } finally {
      await served.close();
    }
  }
  return out;
}

const round = (x: number) => Math.round(x * 1000) / 1000;

function centreOf(rows: number[][]): Centre {
  const mean = ARCHETYPE_NAMES.map((_, i) => rows.reduce((s, r) => s + (r[i] as number), 0) / rows.length);
  const spread = ARCHETYPE_NAMES.map(
    (_, i) => Math.sqrt(rows.reduce((s, r) => s + ((r[i] as number) - (mean[i] as number)) ** 2, 0) / rows.length) + 1e-6,
  );
  return { mean: mean.map(round), spread: spread.map(round) };
}

function measure(sites: Scored[], weights: Combination) {
  let loss = 0;
  let right = 0;
  for (const s of sites) {
    const p = archetypeProbabilities(s.lexicon, s.learned, s.evidence, weights);
    const top = ARCHETYPE_NAMES.reduce((a, b) => (p[b] > p[a] ? b : a));
    loss -= Math.log(Math.max(1e-9, p[s.expected]));
    if (top === s.expected) right++;
  }
  return { loss: loss / sites.length, top1: right / sites.length };
}

const realCopy = await realCopySets();
const counter = await counterSets();
if (realCopy.dev.length === 0) console.warn('No real-copy pages found (REAL_COPY_DIR): the pool is counter-a alone.');
const pool = [...(await read(realCopy.dev)), ...(await read(counter.dev))];
const development = await read(await developmentSet());

const score = (sites: Read[], voice: number): Scored[] =>
  sites.map((s) => {
    const { sheet, learned } = readCopy(s.input, voice);
    return { expected: s.expected, lexicon: sheet.total, learned: learned.logits, evidence: learned.evidence };
  });

let best: { weights: Combination; loss: number; top1: number } | undefined;
for (const voice of [0, 0.5, 1, 1.5, 2, 3]) {
  const scoredPool = score(pool, voice);
  const centre = {
    lexicon: centreOf(scoredPool.map((s) => lexiconShares(s.lexicon, COMBINATION.smoothing))),
    learned: centreOf(scoredPool.map((s) => ARCHETYPE_NAMES.map((n) => s.learned[n]))),
  };
  const fitted = [...scoredPool, ...score(development, voice)];
  for (let lexicon = 0; lexicon <= 2; lexicon += 0.05) {
    for (let learned = 0; learned <= 4; learned += 0.05) {
      const weights = { ...COMBINATION, voice, centre, lexicon: round(lexicon), learned: round(learned) };
      const m = measure(fitted, weights);
      if (!best || m.loss < best.loss) best = { weights, ...m };
    }
  }
  console.log(`voice ${voice}: best so far log loss ${best!.loss.toFixed(3)} (voice ${best!.weights.voice})`);
}
const fitted = [...score(pool, COMBINATION.voice), ...score(development, COMBINATION.voice)];
const now = measure(fitted, COMBINATION);
console.log(
  `${pool.length} sites in the reference pool (${realCopy.dev.length} real-copy, ${counter.dev.length} counter-a); fitted on them and ${development.length} development sites`,
);
console.log(`current: log loss ${now.loss.toFixed(3)}, top-1 ${(now.top1 * 100).toFixed(0)}%`);
console.log(`fitted:  log loss ${best!.loss.toFixed(3)}, top-1 ${(best!.top1 * 100).toFixed(0)}%`);
console.log(JSON.stringify(best!.weights, null, 2));
