// Size budgets that fail the build (npm run build runs this after astro build): the quiz page's eager JavaScript
// at most 80 KB gzip (React is about 67 of it; the questions, the steps after them and the results load once the
// visitor gets there); archetype pages and the policies none at all. Prints every budgeted page's figure.
import { ARCHETYPE_NAMES } from '../src/domain/archetypes/types.ts';
import { slugify } from '../src/domain/archetypes/slug.ts';
import { pageWeights } from '../bench/page-weight.ts';

const KB = 1024;
const budgets = new Map<string, number>([
  ['/', 80 * KB],
  ['/privacy/', 0],
  ['/terms/', 0],
  ['/bot/', 0],
  ...ARCHETYPE_NAMES.map((name): [string, number] => [`/${slugify(name)}/`, 0]),
]);

const weights = new Map(pageWeights(`${process.env.ASTRO_OUT_DIR ?? 'dist'}/client`).map((w) => [w.page, w.eager]));
let over = 0;
for (const [page, budget] of budgets) {
  const eager = weights.get(page);
  const ok = eager !== undefined && eager <= budget;
  if (!ok) over++;
  const shown = eager === undefined ? 'missing from the build' : `${(eager / KB).toFixed(1)} KB`;
  console.log(`${ok ? 'ok' : 'OVER'}  ${page.padEnd(14)} ${shown} of JavaScript (budget ${(budget / KB).toFixed(0)} KB gzip)`);
}
if (over) {
  console.error(`${over} page(s) over their JavaScript budget.`);
  process.exit(1);
}
