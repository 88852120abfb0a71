/**
 * Fits how the lexicon and the learned model combine (classify/combine.ts): the weights that
 * minimise log loss on the calibration sites, read by the real crawler. Prints them with the
 * fit's figures; copy them into COMBINATION by hand, so a change is a reviewed diff.
 *
 *   npm run fit:combination
 */
import { archetypeProbabilities, COMBINATION } from '../functions/analysis/classify/combine.ts';
import { readLearned } from '../functions/analysis/classify/learned/model.ts';
import { readSite } from '../functions/analysis/pipeline.ts';
import { crawlLimitsOf } from '../functions/analysis/service.ts';
import { ARCHETYPE_NAMES, type ArchetypeName } from '../src/domain/archetypes/types.ts';
import { calibrationSet } from '../tests/helpers/held-out.ts';
import { serveSite } from '../tests/helpers/static-server.ts';

type Scores = Record<ArchetypeName, number>;
const limits = crawlLimitsOf({ resolveHost: null, allowPrivateHosts: true });
const sites: Array<{ name: string; expected: ArchetypeName; lexicon: Scores; learned: Scores }> = [];
for (const site of await calibrationSet()) {
  const served = await serveSite(site.dir);
  try {
    const reading = await readSite(served.url, limits, { resolveHost: null, fetch: (input, init) => fetch(input, init) });
    sites.push({ name: site.name, expected: site.expected, lexicon: reading.rules.sheet.total, learned: readLearned(reading.signals.corpus).logits });
  } finally {
    await served.close();
  }
}

function measure(weights: typeof COMBINATION) {
  let loss = 0;
  let right = 0;
  const bins = Array.from({ length: 10 }, () => ({ n: 0, right: 0, confidence: 0 }));
  for (const s of sites) {
    const p = archetypeProbabilities(s.lexicon, s.learned, weights);
    const top = ARCHETYPE_NAMES.reduce((a, b) => (p[b] > p[a] ? b : a));
    loss -= Math.log(Math.max(1e-6, p[s.expected]));
    const bin = bins[Math.min(9, Math.floor(p[top] * 10))]!;
    bin.n++;
    bin.confidence += p[top];
    if (top === s.expected) {
      right++;
      bin.right++;
    }
  }
  const ece = bins.reduce((sum, b) => sum + (b.n ? (b.n / sites.length) * Math.abs(b.right / b.n - b.confidence / b.n) : 0), 0);
  return { loss: loss / sites.length, top1: right / sites.length, ece };
}

const MIN_LEXICON_WEIGHT = 0.25;
let best = { weights: COMBINATION, ...measure(COMBINATION) };
// The lexicon carries the colour and type cues too, and the product reads a site's words, colours
// and type: its weight has a floor, which costs the fit almost nothing (the optimum is flat there).
for (let lexicon = MIN_LEXICON_WEIGHT; lexicon <= 3; lexicon += 0.05) {
  for (let learned = 0; learned <= 4; learned += 0.05) {
    for (const smoothing of [0.5, 1, 2, 3, 5, 8, 12, 20]) {
      const weights = { lexicon: Math.round(lexicon * 100) / 100, learned: Math.round(learned * 100) / 100, smoothing };
      const m = measure(weights);
      if (m.loss < best.loss) best = { weights, ...m };
    }
  }
}
const now = measure(COMBINATION);
console.log(`${sites.length} calibration sites`);
console.log(
  `current ${JSON.stringify(COMBINATION)}: log loss ${now.loss.toFixed(3)}, top-1 ${(now.top1 * 100).toFixed(0)}%, ECE ${now.ece.toFixed(3)}`,
);
console.log(
  `fitted  ${JSON.stringify(best.weights)}: log loss ${best.loss.toFixed(3)}, top-1 ${(best.top1 * 100).toFixed(0)}%, ECE ${best.ece.toFixed(3)}`,
);
