import { resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import { ApiError, type ErrorCode } from '../../lib/errors.ts';
import type { CrawlLimits, SiteReading } from '../pipeline.ts';
import { createFairQueue } from './fair-queue.ts';
import type { TaskReply, TaskRequest, WorkerReady, WorkerSetup } from './protocol.ts';

/** What a thread's cpuUsage() reports, in microseconds. */
type CpuUsage = { user: number; system: number };

/**
 * Runs crawl-and-classify on a few worker threads, one site per thread at a time, so one
 * hostile page can never stall the server. Each task has a CPU budget, read from the worker's
 * own CPU time (`worker.cpuUsage()`, which counts while the thread is stuck in a regex and not while it waits for a core), and a wall
 * deadline; past either the thread is terminated and replaced. Both are checked from here
 * because a busy thread cannot check anything itself.
 *
 * Fairness: analyses wait in one lane per client (fair-queue.ts), served in turn, and no client runs on more than
 * `maxRunningPerClient` threads at once (by default all but one), so a client whose sites are slow (say, they
 * trickle their answers) holds up only its own analyses, and another client's analysis finds a thread. When the
 * waiting room is full, a client holding two or more places more than a newcomer gives its newest one up to it.
 */

/** The lane of analyses no visitor asked for (or whose visitor is not known). */
export const BACKGROUND_CLIENT = 'background';

export interface AnalysisPoolOptions extends WorkerSetup {
  size: number;
  /** CPU time one analysis may use before its thread is terminated (too_complex). */
  cpuBudgetMs: number;
  /** Waiting analyses beyond this are refused at once (busy). Default: 8 per thread. */
  maxQueue?: number;
  /** Waiting analyses of one client beyond this are refused at once (busy). Default: half of maxQueue, at least 2. */
  maxQueuePerClient?: number;
  /** Threads one client may occupy at once. Default: all but one (at least 1), so another client always finds one. */
  maxRunningPerClient?: number;
  /** Wall time allowed past the crawl's own timeout before the thread is terminated. Default 2 s. */
  graceMs?: number;
  /** The worker's source (ANALYZER_WORKER_ENTRY), run by Node's type stripping; resolved from the working directory. */
  entry: string;
  onTerminate?: (reason: ErrorCode, url: string, error?: unknown) => void;
}

export interface AnalysisPool {
  /** `client` names the lane the analysis waits in (the visitor's address key); default BACKGROUND_CLIENT. */
  read(url: string, limits: CrawlLimits, client?: string): Promise<SiteReading>;
  stats(): { threads: number; running: number; queued: number; terminated: number };
  close(): Promise<void>;
}

interface Task extends TaskRequest {
  resolve(reading: SiteReading): void;
  reject(error: ApiError): void;
  queuedAt: number;
  client: string;
}

interface Slot {
  worker: Worker;
  /** Its modules are loaded; until then it takes no task (loading is not a page's CPU time). */
  ready: boolean;
  task?: Task & { startedAt: number; cpuStart?: CpuUsage };
}

const WATCH_EVERY_MS = 50;

export function createAnalysisPool(options: AnalysisPoolOptions): AnalysisPool {
  const size = Math.max(1, options.size);
  const maxQueue = options.maxQueue ?? size * 8;
  const maxRunningPerClient = Math.max(1, options.maxRunningPerClient ?? size - 1);
  const graceMs = options.graceMs ?? 2000;
  const slots: Slot[] = [];
  // Free threads take tasks at once, so the queue holds at most maxQueue + size (see read()).
  const queue = createFairQueue<Task>({ maxPerLane: options.maxQueuePerClient ?? Math.max(2, Math.ceil(maxQueue / 2)), maxTotal: maxQueue + size });
  let nextId = 1;
  let terminated = 0;
  let watch: ReturnType<typeof setInterval> | undefined;
  let closed = false;

  function spawn(): Slot {
    const setup: WorkerSetup = { allowPrivateHosts: options.allowPrivateHosts };
    const worker = new Worker(resolve(options.entry), { workerData: setup });
    worker.unref(); // an idle pool never keeps the process alive
    const slot: Slot = { worker, ready: false };
    worker.on('message', (reply: TaskReply | WorkerReady) => {
      if ('ready' in reply) {
        slot.ready = true;
        return dispatch();
      }
      const task = slot.task;
      if (!task || task.id !== reply.id) return;
      slot.task = undefined;
      worker.unref();
      if (reply.ok) task.resolve(reply.reading);
      else task.reject(new ApiError(reply.code, reply.message));
      dispatch();
    });
    // A crash (out of memory, a native fault) fails only the analysis it was running.
    worker.on('error', (error) => retire(slot, 'too_complex', error));
    worker.on('exit', () => retire(slot, 'too_complex'));
    slots.push(slot);
    return slot;
  }

  function retire(slot: Slot, reason: ErrorCode, error?: unknown) {
    const index = slots.indexOf(slot);
    if (index < 0) return;
    slots.splice(index, 1);
    if (!slot.ready) {
      // It never loaded (a broken install): fail what waits rather than start thread after thread.
      options.onTerminate?.('unavailable', '(worker start-up)', error);
      for (const task of queue.drain()) task.reject(new ApiError('unavailable', 'Website analysis is not available on this server right now.'));
      return;
    }
    const task = slot.task;
    slot.task = undefined;
    void slot.worker.terminate();
    if (task) {
      terminated++;
      options.onTerminate?.(reason, task.url, error);
      task.reject(new ApiError(reason));
    }
    dispatch();
  }

  function runningCount(client: string): number {
    return slots.filter((s) => s.task?.client === client).length;
  }

  /** Tasks running per client, Infinity for a client at its cap (the fair queue passes it over). */
  function runningOf(client: string): number {
    const running = runningCount(client);
    return running >= maxRunningPerClient ? Infinity : running;
  }

  function dispatch() {
    const now = Date.now();
    // Waiting longer than a crawl may take means the visitor is better told to come back.
    for (const task of queue.removeWhere((t) => now - t.queuedAt > t.limits.timeoutMs)) task.reject(new ApiError('busy'));
    for (;;) {
      const slot = slots.find((s) => s.ready && !s.task);
      if (!slot) break;
      const head = queue.next(runningOf)?.job;
      if (!head) break;
      const task: NonNullable<Slot['task']> = { ...head, startedAt: now };
      slot.task = task;
      // CPU time the thread itself used, read from outside: time spent waiting for a core on a busy machine is not charged.
      void slot.worker.cpuUsage().then(
        (usage) => (task.cpuStart = usage),
        () => undefined,
      );
      slot.worker.ref(); // a script awaiting an analysis must not exit under it
      slot.worker.postMessage({ id: head.id, url: head.url, limits: head.limits } satisfies TaskRequest);
    }
    // Threads for what still waits, up to the pool's size; a thread takes work once it has loaded.
    const starting = slots.filter((s) => !s.ready).length;
    for (let wanted = queue.size - starting; wanted > 0 && slots.length < size && !closed; wanted--) spawn();
    const busy = slots.some((s) => s.task) || queue.size > 0;
    if (busy && !watch) {
      watch = setInterval(check, WATCH_EVERY_MS);
      watch.unref();
    } else if (!busy && watch) {
      clearInterval(watch);
      watch = undefined;
    }
  }

  function check() {
    const now = Date.now();
    for (const slot of [...slots]) {
      const task = slot.task;
      if (!task) continue;
      if (now - task.startedAt > task.limits.timeoutMs + graceMs) retire(slot, 'timeout');
      else if (task.cpuStart)
        void slot.worker.cpuUsage(task.cpuStart).then(
          ({ user, system }) => {
            if (slot.task === task && (user + system) / 1000 > options.cpuBudgetMs) retire(slot, 'too_complex');
          },
          () => undefined,
        );
    }
    dispatch(); // also expires queued tasks that waited too long
  }

  return {
    read(url, limits, client = BACKGROUND_CLIENT) {
      if (closed) return Promise.reject(new ApiError('busy'));
      // Tasks a free or starting thread will take do not count as waiting.
      const free = size - slots.filter((s) => s.task).length;
      if (queue.size >= maxQueue + free) {
        // Full: a client holding more than its share of the places gives its newest one up to a newcomer.
        const displaced = queue.makeRoomFor(client, runningCount);
        if (!displaced) return Promise.reject(new ApiError('busy'));
        displaced.reject(new ApiError('busy'));
      }
      return new Promise<SiteReading>((resolve, reject) => {
        const outcome = queue.enqueue(client, { id: nextId++, url, limits, resolve, reject, queuedAt: Date.now(), client });
        if (outcome !== 'queued') return reject(new ApiError('busy'));
        dispatch();
      });
    },
    stats: () => ({ threads: slots.length, running: slots.filter((s) => s.task).length, queued: queue.size, terminated }),
    async close() {
      closed = true;
      for (const task of queue.drain()) task.reject(new ApiError('busy'));
      const all = slots.splice(0);
      for (const slot of all) slot.task?.reject(new ApiError('busy'));
      await Promise.all(all.map((slot) => slot.worker.terminate()));
      if (watch) clearInterval(watch);
      watch = undefined;
    },
  };
}
