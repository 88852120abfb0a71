const MAX_TIMER_MS = 2 ** 31 - 1;

/** One pass of a polling loop; returns when it wants to run again (epoch ms), if it knows. */
export type PollPass = () => Promise<number | undefined>;

/**
 * A polling loop on the event loop's timers (not a worker thread): the Node process drives the job queues with
 * one per queue; on Workers, where no timer outlives a request, only its kicks are used.
 */
export interface PollLoop {
  /** Starts a pass now, or right after the one in progress; resolves when that pass is done. */
  kick(): Promise<void>;
  /** Resolves once no pass is running or queued. */
  idle(): Promise<void>;
  /** Kicks only if no pass started within `minIntervalMs` (cheap per-request resume on Workers). */
  kickIfStale(minIntervalMs: number): Promise<void>;
  /** Keeps passes coming while the process lives: now, every `intervalMs`, and when a retry falls due. */
  start(intervalMs: number): void;
  stop(): void;
}

/**
 * Serialises passes of `pass` so at most one runs at a time in this process and
 * kicks that arrive during a pass coalesce into one more pass.
 */
export function createPollLoop(pass: PollPass, onError: (err: unknown) => void, now: () => number = Date.now): PollLoop {
  let running: Promise<void> | undefined;
  let again = false;
  let lastStart = Number.NEGATIVE_INFINITY;
  let interval: ReturnType<typeof setInterval> | undefined;
  let wake: ReturnType<typeof setTimeout> | undefined;

  const schedule = (at: number | undefined) => {
    if (!interval || at === undefined) return;
    clearTimeout(wake);
    // A timer cannot wait longer than 2^31 - 1 ms (about 24.8 days: Node fires at once instead); the sweep covers the rest.
    wake = setTimeout(() => void kick(), Math.min(MAX_TIMER_MS, Math.max(0, at - now())));
    wake.unref?.();
  };

  const loop = async () => {
    do {
      again = false;
      lastStart = now();
      try {
        schedule(await pass());
      } catch (err) {
        onError(err);
      }
    } while (again);
  };

  function kick(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = loop().finally(() => (running = undefined));
    return running;
  }

  return {
    kick,
    idle: async () => {
      while (running) await running;
    },
    kickIfStale: (minIntervalMs) => (running || now() - lastStart < minIntervalMs ? (running ?? Promise.resolve()) : kick()),
    start(intervalMs) {
      if (interval) return;
      interval = setInterval(() => void kick(), intervalMs);
      interval.unref?.();
      void kick();
    },
    stop() {
      clearInterval(interval);
      clearTimeout(wake);
      interval = undefined;
    },
  };
}
