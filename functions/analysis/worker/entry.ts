/**
 * A worker thread of the analysis pool (pool.ts): crawls and classifies one site at a time, so
 * that a page which is slow to read holds up only this thread, and the pool can terminate it.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { ApiError, isApiError } from '../../lib/errors.ts';
import { readSite } from '../pipeline.ts';
import { createPinnedNodeFetch, resolveHostNode } from '../resolve-node.ts';
import type { TaskReply, TaskRequest, WorkerReady, WorkerSetup } from './protocol.ts';

const setup = workerData as WorkerSetup;
const deps = { resolveHost: resolveHostNode, fetch: createPinnedNodeFetch({ allowPrivateHosts: setup.allowPrivateHosts }) };

parentPort?.on('message', (task: TaskRequest) => void run(task));
// Loaded: the pool starts counting a task's CPU from here, never the thread's own start-up.
parentPort?.postMessage({ ready: true } satisfies WorkerReady);

async function run(task: TaskRequest): Promise<void> {
  let reply: TaskReply;
  try {
    reply = { id: task.id, ok: true, reading: await readSite(task.url, task.limits, deps) };
  } catch (error) {
    const failure = isApiError(error) ? error : new ApiError('too_complex', undefined, { cause: error });
    reply = { id: task.id, ok: false, code: failure.code, message: failure.message };
  }
  parentPort?.postMessage(reply);
}
