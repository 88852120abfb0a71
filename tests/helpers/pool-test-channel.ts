/**
 * The pool tests' line to their stand-in workers (pool-worker.ts): a task for 'held/<name>' says
 * `{ started: name }` and then waits for `{ release: name }`, so a test sees what runs and decides
 * when it ends, whatever the machine's speed.
 */
export const POOL_TEST_CHANNEL = 'analysis-pool-test';
export type PoolTestMessage = { started: string } | { release: string };
