/**
 * How well the learned model generalises to a writer it never read: for each writer of the
 * corpus, train on the others and classify that writer's snippets. Prints top-1 and top-2 by
 * writer, by kind of snippet and by archetype. Figures, not assertions.
 *
 *   npm run bench:learned
 */
import { readLearned } from '../functions/analysis/classify/learned/model.ts';
import { ARCHETYPE_NAMES, type ArchetypeName } from '../src/domain/archetypes/types.ts';
import { loadCorpus, type Snippet } from '../scripts/learned-model/corpus.ts';
import { trainModel } from '../scripts/learned-model/train.ts';

const { snippets, digest } = await loadCorpus();
const writers = [...new Set(snippets.map((s) => s.writer))];
const pct = (hits: number, n: number) => `${n ? Math.round((hits / n) * 100) : 0}%`.padStart(4);
console.log(`Learned model, leave-one-writer-out: ${snippets.length} snippets by ${writers.length} writers\n`);

interface Result {
  snippet: Snippet;
  rank: number;
}
const results: Result[] = [];
for (const writer of writers) {
  const model = trainModel(
    snippets.filter((s) => s.writer !== writer),
    digest,
  );
  for (const snippet of snippets.filter((s) => s.writer === writer && s.archetype)) {
    const { logits } = readLearned([{ text: snippet.text, weight: 1, where: 'body', page: 0 }], model);
    const ranked = [...ARCHETYPE_NAMES].sort((a, b) => logits[b] - logits[a]);
    results.push({ snippet, rank: ranked.indexOf(snippet.archetype as ArchetypeName) });
  }
}

function line(label: string, rows: Result[]) {
  const top1 = rows.filter((r) => r.rank === 0).length;
  const top2 = rows.filter((r) => r.rank <= 1).length;
  console.log(`  ${label.padEnd(16)} ${String(rows.length).padStart(4)}  top-1 ${pct(top1, rows.length)}  top-2 ${pct(top2, rows.length)}`);
}
const groups = (key: (r: Result) => string) => {
  const map = new Map<string, Result[]>();
  for (const r of results) map.set(key(r), [...(map.get(key(r)) ?? []), r]);
  return [...map.entries()].sort((a, b) => (a[0] < b[0] ? -1 : 1));
};
line('all snippets', results);
console.log('\nBy held-out writer');
for (const [w, rows] of groups((r) => r.snippet.writer)) line(w, rows);
console.log('\nBy kind');
for (const [k, rows] of groups((r) => r.snippet.kind)) line(k, rows);
console.log('\nBy archetype');
for (const [a, rows] of groups((r) => r.snippet.archetype as string)) line(a, rows);
