import { expect, it } from 'vitest';
import { counterSets, evaluate, heldOutSets, summarize, type HeldOutSite, type Outcome } from '../../helpers/held-out.ts';

/**
 * Accuracy and calibration on sites written blind, by people who never saw the analyzer, and never
 * tuned against. The first two sets (issue 13) speak in their archetype's words: the right archetype
 * first on at least 85% of sites, within the first two on at least 95%, and a stated confidence
 * that matches how often it is right (expected calibration error at most 0.10). counter-b (issue 23)
 * is written against the stereotype (a jesting insurer, a caring scaffolder), its voice in attitude
 * rather than stock words and diluted by boilerplate; its floors sit below what it scores today, so a
 * change that costs it real accuracy fails here.
 */
const FLOORS = {
  written: { top1: 0.85, top2: 0.95, ece: 0.1 },
  counter: { top1: 0.8, top2: 0.9, ece: 0.2 },
};

async function check(sites: HeldOutSite[], floors: { top1: number; top2: number; ece: number }) {
  const outcomes: Outcome[] = [];
  for (const site of sites) outcomes.push(await evaluate(site));
  const summary = summarize(outcomes);
  const misses = outcomes.filter((o) => o.ranked[0] !== o.site.expected).map((o) => `${o.site.name}: ${o.ranked[0]} at ${o.confidence}`);
  expect(summary.top1, misses.join('; ')).toBeGreaterThanOrEqual(floors.top1);
  expect(summary.top2).toBeGreaterThanOrEqual(floors.top2);
  expect(summary.ece).toBeLessThanOrEqual(floors.ece);
  // A wrong answer is never stated as near-certain.
  expect(summary.confidentWrong).toBe(0);
}

for (const sites of await heldOutSets()) {
  it(`${sites[0]!.set}: names the right archetype, first or second, and says how sure it is truthfully`, { timeout: 180_000 }, () =>
    check(sites, FLOORS.written),
  );
}

const { heldOut } = await counterSets();
it('counter-b: reads the voice, not the stock words, through the boilerplate', { timeout: 180_000 }, () => check(heldOut, FLOORS.counter));
