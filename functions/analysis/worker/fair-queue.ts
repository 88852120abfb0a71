/**
 * The analysis pool's waiting room: one lane per client, served in turn rather than first come first served, so
 * a client with many waiting analyses cannot push anyone else back; it only waits behind itself. Pure data, no
 * clock and no threads: the pool (pool.ts) says how many of each client's analyses already run.
 */

export interface FairQueueLimits {
  /** Jobs one client may have waiting; more are refused ('lane_full'). */
  maxPerLane: number;
  /** Jobs waiting in all lanes together; more are refused ('full'). */
  maxTotal: number;
}

export type EnqueueOutcome = 'queued' | 'lane_full' | 'full';

export interface FairQueue<T> {
  /** Jobs waiting in all lanes. */
  readonly size: number;
  /** Jobs waiting in this client's lane. */
  laneSize(client: string): number;
  enqueue(client: string, job: T): EnqueueOutcome;
  /**
   * The next job to run. Clients take turns: among the lanes with work, the one whose client has the fewest
   * jobs already running (`running`, default 0 each) goes first; among those, the client served longest ago
   * (or never), then the one that arrived first. A client for whom `running` answers Infinity is passed over.
   */
  next(running?: (client: string) => number): { client: string; job: T } | undefined;
  /**
   * Room for a client the full queue would refuse: takes out the newest waiting job of the heaviest client (its
   * waiting jobs plus `running`), provided it outweighs this client by two or more, so that a client with nothing
   * waiting is never turned away while another has several. Among equals, the lane that arrived last gives way.
   * Returns the job taken out (its caller refuses it), or undefined when no one has more than a fair share.
   */
  makeRoomFor(client: string, running?: (client: string) => number): T | undefined;
  /** Takes out every waiting job that passes the test (say, waited too long), in lane order. */
  removeWhere(test: (job: T) => boolean): T[];
  /** Takes out every waiting job. */
  drain(): T[];
}

/** Clients whose last turn is remembered after their lane empties (the oldest are forgotten first). */
const REMEMBERED_TURNS = 1000;

export function createFairQueue<T>(limits: FairQueueLimits): FairQueue<T> {
  /** Lanes in arrival order. */
  const lanes = new Map<string, T[]>();
  /** When each client was last served (a count of turns), oldest first; kept after its lane empties. */
  const lastTurn = new Map<string, number>();
  let turns = 0;
  let size = 0;

  /** Takes a job out of a client's lane (which has one), and the lane out when it empties. */
  function take(client: string, which: 'oldest' | 'newest'): T {
    const lane = lanes.get(client) as T[];
    const job = (which === 'oldest' ? lane.shift() : lane.pop()) as T;
    size--;
    if (lane.length === 0) lanes.delete(client);
    return job;
  }

  return {
    get size() {
      return size;
    },
    laneSize: (client) => lanes.get(client)?.length ?? 0,
    enqueue(client, job) {
      const lane = lanes.get(client);
      if (size >= limits.maxTotal) return 'full';
      if ((lane?.length ?? 0) >= limits.maxPerLane) return 'lane_full';
      if (lane) lane.push(job);
      else lanes.set(client, [job]);
      size++;
      return 'queued';
    },
    next(running = () => 0) {
      let chosen: string | undefined;
      let fewest = Infinity;
      let longestAgo = Infinity;
      for (const client of lanes.keys()) {
        const load = running(client);
        const turn = lastTurn.get(client) ?? 0;
        if (load < fewest || (load === fewest && load < Infinity && turn < longestAgo)) {
          fewest = load;
          longestAgo = turn;
          chosen = client;
        }
      }
      if (chosen === undefined) return undefined;
      const job = take(chosen, 'oldest');
      lastTurn.delete(chosen);
      lastTurn.set(chosen, ++turns);
      if (lastTurn.size > REMEMBERED_TURNS) lastTurn.delete(lastTurn.keys().next().value as string);
      return { client: chosen, job };
    },
    makeRoomFor(client, running = () => 0) {
      const weight = (c: string) => (lanes.get(c)?.length ?? 0) + running(c);
      let threshold = weight(client) + 2;
      let victim: string | undefined;
      for (const other of lanes.keys()) {
        const w = other === client ? 0 : weight(other);
        if (w >= threshold) {
          threshold = w;
          victim = other;
        }
      }
      return victim === undefined ? undefined : take(victim, 'newest');
    },
    removeWhere(test) {
      const removed: T[] = [];
      for (const [client, lane] of lanes) {
        const kept: T[] = [];
        for (const job of lane) (test(job) ? removed : kept).push(job);
        if (kept.length === lane.length) continue;
        size -= lane.length - kept.length;
        if (kept.length > 0) lanes.set(client, kept);
        else lanes.delete(client);
      }
      return removed;
    },
    drain() {
      const all = [...lanes.values()].flat();
      lanes.clear();
      size = 0;
      return all;
    },
  };
}
