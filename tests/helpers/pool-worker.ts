/** A stand-in analysis worker for the pool tests: the URL says how it should misbehave. */
import { BroadcastChannel, parentPort } from 'node:worker_threads';
import type { TaskRequest } from '../../functions/analysis/worker/protocol.ts';
import { POOL_TEST_CHANNEL, type PoolTestMessage } from './pool-test-channel.ts';

const channel = new BroadcastChannel(POOL_TEST_CHANNEL);
channel.unref();
const releases = new Map<string, () => void>();
channel.onmessage = (event) => {
  const message = (event as { data: PoolTestMessage }).data;
  if ('release' in message) releases.get(message.release)?.();
};

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
  if (how.startsWith('held/')) {
    const name = how.slice('held/'.length);
    const released = new Promise<void>((resolve) => releases.set(name, resolve));
    channel.postMessage({ started: name } satisfies PoolTestMessage);
    await released;
  }
  if (how === 'invalid') {
    parentPort?.postMessage({ id: task.id, ok: false, code: 'invalid_url', message: 'Please enter a valid website URL.' });
    return;
  }
  parentPort?.postMessage({ id: task.id, ok: true, reading: { signals: { url: task.url }, rules: { archetype: 'The Hero' } } });
}
