/** A stand-in analysis worker for the pool tests: the URL says how it should misbehave. */
import { parentPort } from 'node:worker_threads';
import type { TaskRequest } from '../../functions/analysis/worker/protocol.ts';

parentPort?.on('message', (task: TaskRequest) => void answer(task));
// A thread that is slow to load its modules, as under a loaded machine: its start-up must not count against a page.
const slowStartMs = Number(process.env.POOL_WORKER_SLOW_START_MS ?? 0);
for (const until = performance.now() + slowStartMs; performance.now() < until;);
parentPort?.postMessage({ ready: true });

async function answer(task: TaskRequest): Promise<void> {
  const how = new URL(task.url).pathname.slice(1);
  if (how === 'spin') for (;;);
  if (how === 'crash') process.exit(3);
  if (how === 'hang') await new Promise(() => setInterval(() => {}, 1000));
  if (how === 'slow') await new Promise((r) => setTimeout(r, 800));
  if (how === 'invalid') {
    parentPort?.postMessage({ id: task.id, ok: false, code: 'invalid_url', message: 'Please enter a valid website URL.' });
    return;
  }
  parentPort?.postMessage({ id: task.id, ok: true, reading: { signals: { url: task.url }, rules: { archetype: 'The Hero' } } });
}
