// The fault benchmark: a hostile internet and flaky providers, measured over real HTTP, SMTP and SQLite.
// Prints health latency during hostile analyses, how long analyses take past their limits when a page, the model
// or a thread never answers, mail and leads delivered after a 45 s outage, webhooks after a 60 s receiver outage
// (and duplicates), and rows stored from raced retried submissions. Each part also runs alone: bench/faults/*.ts.
import { hostileAnalysisFigures } from './faults/hostile-analysis.ts';
import { hungDependencyFigures } from './faults/hung-dependencies.ts';
import { outageFigures } from './faults/outage.ts';
import { retryFigures } from './faults/retries.ts';
import { webhookOutageFigures } from './faults/webhook-outage.ts';

const parts: Array<[string, () => Promise<Record<string, string | number>>]> = [
  ['Hostile pages while another visitor uses the site', hostileAnalysisFigures],
  ['Dependencies that never answer', hungDependencyFigures],
  ['Retried and raced quiz submissions (Idempotency-Key)', retryFigures],
  ['Mail and HubSpot through an outage', outageFigures],
  ['Webhooks through a receiver outage', webhookOutageFigures],
];

for (const [title, run] of parts) {
  console.log(`\n## ${title}`);
  for (const [name, value] of Object.entries(await run())) console.log(`${name}: ${value}`);
}
