// Trains the learned archetype model on training/voice-corpus and writes it beside its reader.
import { writeFile } from 'node:fs/promises';
import { loadCorpus } from './learned-model/corpus.ts';
import { trainModel } from './learned-model/train.ts';

const { snippets, digest } = await loadCorpus();
const started = performance.now();
const model = trainModel(snippets, digest);
const target = new URL('../functions/analysis/classify/learned/learned-model.json', import.meta.url);
await writeFile(target, `${JSON.stringify(model)}\n`);
console.log(
  `${snippets.length} snippets → ${Object.keys(model.features).length} features in ${Math.round(performance.now() - started)} ms (corpus ${digest})`,
);
