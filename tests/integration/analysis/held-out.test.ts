import { expect, it } from 'vitest';
import { evaluate, heldOutSets, summarize, type Outcome } from '../../helpers/held-out.ts';

/**
 * Accuracy and calibration on sites written blind, by people who never saw the analyzer, and never
 * tuned against (issue 13): the right archetype first on at least 85% of sites and within the
 * first two on at least 95%, and a stated confidence that matches how often it is right (expected
 * calibration error at most 0.10).
 */
const TOP_1 = 0.85;
const TOP_2 = 0.95;
const MAX_ECE = 0.1;

for (const sites of await heldOutSets()) {
  const set = sites[0]!.set;

  it(`${set}: names the right archetype, first or second, and says how sure it is truthfully`, { timeout: 60_000 }, async () => {
    const outcomes: Outcome[] = [];
    for (const site of sites) outcomes.push(await evaluate(site));
    const summary = summarize(outcomes);
    const misses = outcomes.filter((o) => o.ranked[0] !== o.site.expected).map((o) => `${o.site.name}: ${o.ranked[0]} at ${o.confidence}`);
    expect(summary.top1, misses.join('; ')).toBeGreaterThanOrEqual(TOP_1);
    expect(summary.top2).toBeGreaterThanOrEqual(TOP_2);
    expect(summary.ece).toBeLessThanOrEqual(MAX_ECE);
  });
}
