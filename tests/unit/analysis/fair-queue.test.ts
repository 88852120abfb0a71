import { describe, expect, it } from 'vitest';
import { createFairQueue, type FairQueue } from '../../../functions/analysis/worker/fair-queue.ts';

/** Jobs are written 'client:job'; the lane is the part before the colon. */
function queueOf(jobs: string[], limits = { maxPerLane: 100, maxTotal: 100 }): FairQueue<string> {
  const queue = createFairQueue<string>(limits);
  for (const job of jobs) queue.enqueue(job.split(':')[0] as string, job);
  return queue;
}

/** Everything the queue hands out, in order, with `running` as the pool would report it. */
function served(queue: FairQueue<string>, running?: (client: string) => number): string[] {
  const order: string[] = [];
  for (let next = queue.next(running); next; next = queue.next(running)) order.push(next.job);
  return order;
}

describe('the fair queue of the analysis pool', () => {
  it.each([
    ['one client: first come, first served', ['a:1', 'a:2', 'a:3'], ['a:1', 'a:2', 'a:3']],
    ['two clients take turns, whoever queued more', ['a:1', 'a:2', 'a:3', 'a:4', 'b:1'], ['a:1', 'b:1', 'a:2', 'a:3', 'a:4']],
    ['three clients take turns in the order they arrived', ['a:1', 'a:2', 'b:1', 'b:2', 'c:1', 'a:3'], ['a:1', 'b:1', 'c:1', 'a:2', 'b:2', 'a:3']],
    [
      'a late client is served next, not after everything already waiting',
      ['a:1', 'a:2', 'a:3', 'a:4', 'a:5', 'z:1'],
      ['a:1', 'z:1', 'a:2', 'a:3', 'a:4', 'a:5'],
    ],
    ['the background lane is one client among others', ['background:1', 'background:2', 'a:1'], ['background:1', 'a:1', 'background:2']],
  ])('%s', (_, jobs, order) => {
    expect(served(queueOf(jobs))).toEqual(order);
  });

  it('serves first the client with the fewest analyses already running', () => {
    const queue = queueOf(['a:2', 'a:3', 'b:1', 'c:1']);
    const running: Record<string, number> = { a: 1, b: 1, c: 0 };
    const order: string[] = [];
    for (let next = queue.next((client) => running[client] ?? 0); next; next = queue.next((client) => running[client] ?? 0)) {
      order.push(next.job);
      running[next.client] = (running[next.client] ?? 0) + 1;
    }
    // c runs nothing yet; then a and b each run one (a first: it came first); then only a is left.
    expect(order).toEqual(['c:1', 'a:2', 'b:1', 'a:3']);
  });

  it('remembers whose turn it was after a lane empties: a client just served waits behind one never served', () => {
    const queue = queueOf(['a:1']);
    expect(queue.next()?.job).toBe('a:1');
    queue.enqueue('a', 'a:2'); // A asks again first...
    queue.enqueue('b', 'b:1');
    expect(served(queue)).toEqual(['b:1', 'a:2']); // ...but B has not had a turn yet
  });

  it('passes over a client at its cap, and hands out nothing when every waiting client is at its cap', () => {
    const queue = queueOf(['a:1', 'a:2', 'b:1']);
    const atCap = (client: string) => (client === 'a' ? Infinity : 0);
    expect(queue.next(atCap)).toEqual({ client: 'b', job: 'b:1' });
    expect(queue.next(atCap)).toBeUndefined();
    expect(queue.size).toBe(2);
    expect(served(queue)).toEqual(['a:1', 'a:2']);
  });

  it.each([
    [
      'a client past its lane’s bound is refused; others still get in',
      { maxPerLane: 2, maxTotal: 10 },
      ['a:1', 'a:2', 'a:3', 'b:1'],
      ['queued', 'queued', 'lane_full', 'queued'],
    ],
    [
      'past the total bound everyone is refused',
      { maxPerLane: 5, maxTotal: 3 },
      ['a:1', 'b:1', 'c:1', 'd:1', 'a:2'],
      ['queued', 'queued', 'queued', 'full', 'full'],
    ],
  ])('%s', (_, limits, jobs, outcomes) => {
    const queue = createFairQueue<string>(limits);
    expect(jobs.map((job) => queue.enqueue(job.split(':')[0] as string, job))).toEqual(outcomes);
    expect(queue.size).toBe(outcomes.filter((o) => o === 'queued').length);
  });

  it('has room in a lane again once one of its jobs is served', () => {
    const queue = createFairQueue<string>({ maxPerLane: 1, maxTotal: 10 });
    expect(queue.enqueue('a', 'a:1')).toBe('queued');
    expect(queue.enqueue('a', 'a:2')).toBe('lane_full');
    expect(queue.next()?.job).toBe('a:1');
    expect(queue.enqueue('a', 'a:2')).toBe('queued');
    expect(queue.laneSize('a')).toBe(1);
  });

  it.each([
    ['a newcomer takes the newest place of the client holding most', ['a:1', 'a:2', 'b:1', 'b:2', 'b:3'], 'z', {}, 'b:3'],
    ['among equals, the lane that arrived last gives way', ['a:1', 'a:2', 'b:1', 'b:2'], 'z', {}, 'b:2'],
    ['running analyses count as held places', ['a:1', 'a:2', 'b:1', 'b:2'], 'z', { a: 1 }, 'a:2'],
    ['a client one place ahead keeps it (no swapping between near equals)', ['a:1', 'b:1', 'c:1'], 'z', {}, undefined],
    ['a client asking again never displaces itself', ['a:1', 'a:2', 'a:3'], 'a', {}, undefined],
    ['a client with one waiting takes from one with three', ['a:1', 'b:1', 'b:2', 'b:3'], 'a', {}, 'b:3'],
  ] as const)('when full, %s', (_, jobs, client, running, displaced) => {
    const queue = queueOf([...jobs]);
    const before = queue.size;
    expect(queue.makeRoomFor(client, (c) => (running as Record<string, number>)[c] ?? 0)).toBe(displaced);
    expect(queue.size).toBe(displaced ? before - 1 : before);
    if (displaced) expect(served(queue)).not.toContain(displaced);
  });

  it('takes out the jobs that pass a test from every lane, and keeps the turn of the rest', () => {
    const queue = queueOf(['a:old', 'a:new', 'b:old', 'c:new']);
    expect(queue.removeWhere((job) => job.endsWith(':old'))).toEqual(['a:old', 'b:old']);
    expect(queue.size).toBe(2);
    expect(queue.laneSize('b')).toBe(0);
    expect(served(queue)).toEqual(['a:new', 'c:new']);
  });

  it('drains every lane', () => {
    const queue = queueOf(['a:1', 'b:1', 'a:2']);
    expect(queue.drain().sort()).toEqual(['a:1', 'a:2', 'b:1']);
    expect(queue.size).toBe(0);
    expect(queue.next()).toBeUndefined();
  });
});
