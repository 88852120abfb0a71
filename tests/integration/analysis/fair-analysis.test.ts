import { readFileSync } from 'node:fs';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebsiteAnalyzer, ApiError, type FetchLike } from '../../../functions/analysis/index.ts';
import { createPinnedNodeFetch } from '../../../functions/analysis/resolve-node.ts';
import { analyzeFailureSchema, analyzeResponseSchema } from '../../../functions/analysis/routes.ts';
import { TOO_MANY_AT_ONCE } from '../../../functions/analysis/service.ts';
import { createAnalysisPool, type AnalysisPool } from '../../../functions/analysis/worker/pool.ts';
import { readError, readJson } from '../../helpers/read.ts';
import { serveSite, type ServedSite } from '../../helpers/static-server.ts';
import { createTestApp } from '../../helpers/test-app.ts';

/**
 * Fair analysis (issue 25): a client whose site trickles its answer slows only itself. What is asserted is what
 * happens and in which order, never how long it took: the trickling server holds its answers until the test
 * releases them, and the clocks that cut a trickle off are set either far out of reach or as the only one in play.
 */

const HERO_HTML = readFileSync('tests/fixtures/sites/hero/index.html', 'utf8');
const TOO_LONG = 'The website took too long to respond. Please try again later.';

interface TricklingSite {
  url: string;
  /** Page paths asked for (robots.txt aside), in order. */
  requested: string[];
  /** Connections the client closed before the answer was complete. */
  cutOff: number;
  /** Sends the rest of every answer at once, and every later answer whole. */
  release(): void;
  close(): Promise<void>;
}

/**
 * A site that answers a byte at a time (one per `everyMs`) until released: from its first header byte ('headers'),
 * or after sending its headers whole ('body'). robots.txt is answered at once (404).
 */
async function trickling(what: 'headers' | 'body', everyMs = 20): Promise<TricklingSite> {
  const sockets = new Set<Socket>();
  const streams = new Set<{ flush(): void }>();
  let released = false;
  const site: Omit<TricklingSite, 'url' | 'close'> = {
    requested: [],
    cutOff: 0,
    release() {
      released = true;
      for (const stream of streams) stream.flush();
    },
  };
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    socket.once('data', (data) => {
      const path = /^GET (\S+)/.exec(data.toString('latin1'))?.[1] ?? '/';
      if (path === '/robots.txt') return void socket.end('HTTP/1.1 404 Not Found\r\ncontent-length: 0\r\nconnection: close\r\n\r\n');
      site.requested.push(path);
      const head = `HTTP/1.1 200 OK\r\ncontent-type: text/html; charset=utf-8\r\nconnection: close\r\n\r\n`;
      let rest = Buffer.from(head + HERO_HTML);
      const stream = {
        flush() {
          clearInterval(timer);
          streams.delete(stream);
          if (!socket.destroyed) socket.end(rest);
        },
      };
      if (what === 'body') {
        socket.write(head);
        rest = rest.subarray(head.length);
      }
      const timer = setInterval(() => {
        if (socket.destroyed) return clearInterval(timer);
        socket.write(rest.subarray(0, 1));
        rest = rest.subarray(1);
      }, everyMs);
      socket.once('close', () => {
        if (streams.delete(stream)) site.cutOff++;
        clearInterval(timer);
      });
      streams.add(stream);
      if (released) stream.flush();
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  return {
    ...site,
    get requested() {
      return site.requested;
    },
    get cutOff() {
      return site.cutOff;
    },
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () =>
      new Promise<void>((ok) => {
        site.release();
        for (const socket of sockets) socket.destroy();
        server.close(() => ok());
      }),
  };
}

describe('a site that trickles its answer is cut off with the timeout error', () => {
  const fetches: Array<[string, FetchLike | undefined]> = [
    ['the platform fetch', undefined],
    ['the pinned Node fetch the analysis threads use', createPinnedNodeFetch({ allowPrivateHosts: true })],
  ];
  // Only the transfer floor can end these analyses: the crawl's and each request's own caps are a minute away.
  const generous = { resolveHost: null, allowPrivateHosts: true, cacheTtlMs: 0, timeoutMs: 60_000, requestTimeoutMs: 60_000 };

  it.each([
    ...fetches.map(([name, fetch]) => ['headers', name, fetch, { headersTimeoutMs: 300, minBytesPerSecond: 0, windowMs: 60_000 }] as const),
    ...fetches.map(([name, fetch]) => ['body bytes', name, fetch, { headersTimeoutMs: 60_000, minBytesPerSecond: 1000, windowMs: 300 }] as const),
  ])('when its %s trickle in a byte at a time (%s)', async (what, _, fetch, transferFloor) => {
    const site = await trickling(what === 'headers' ? 'headers' : 'body');
    try {
      const analyzer = createWebsiteAnalyzer({ ...generous, transferFloor, ...(fetch ? { fetch } : {}) });
      const error = await analyzer.analyze(site.url).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ code: 'timeout', status: 504, message: TOO_LONG });
      // The trickle was never released: the analyzer hung up on it.
      expect(site.requested).toEqual(['/']);
      await expect.poll(() => site.cutOff).toBe(1);
    } finally {
      await site.close();
    }
  });

  it('reads a trickling answer whole when no floor is set below it (the stand-in itself is sound)', async () => {
    const site = await trickling('body', 1000);
    try {
      const analyzer = createWebsiteAnalyzer({ ...generous, transferFloor: { headersTimeoutMs: 60_000, minBytesPerSecond: 0, windowMs: 60_000 } });
      const analysis = analyzer.analyze(site.url);
      await expect.poll(() => site.requested).toEqual(['/']);
      site.release();
      expect((await analysis).archetype).toBe('The Hero');
      expect(site.cutOff).toBe(0);
    } finally {
      await site.close();
    }
  });
});

describe('one client’s trickling sites leave another client’s analysis on time', () => {
  let hero: ServedSite;
  let slow: TricklingSite;
  let pool: AnalysisPool;
  let t: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    hero = await serveSite('tests/fixtures/sites/hero');
    slow = await trickling('headers', 100);
    // The real pool and worker threads, two of them as on a two-core server; the trickle is held by the test, so
    // every clock that could cut it off (crawl, request, transfer floor) is set out of reach.
    pool = createAnalysisPool({ size: 2, entry: 'functions/analysis/worker/entry.ts', cpuBudgetMs: 30_000, allowPrivateHosts: true });
    const analyzer = createWebsiteAnalyzer({
      resolveHost: null,
      allowPrivateHosts: true,
      cacheTtlMs: 0,
      timeoutMs: 60_000,
      requestTimeoutMs: 60_000,
      transferFloor: { headersTimeoutMs: 60_000, minBytesPerSecond: 0, windowMs: 60_000 },
      readSite: (url, limits, client) => pool.read(url, limits, client),
    });
    t = await createTestApp({ ANALYZER_ALLOW_PRIVATE_HOSTS: 'true', ANALYZER_RATE_LIMIT_PER_HOUR: '1000' }, { analyzer });
  });
  afterAll(async () => {
    await slow.close();
    await hero.close();
    await pool.close();
    t.close();
  });

  it('answers B with its archetype while A’s are still trickling, and refuses A’s third at once (429)', async () => {
    const events: string[] = [];
    const asA = { 'x-test-client': '2001:db8:a:a::1' };
    const analyze = (name: string, url: string, client: Record<string, string>) =>
      Promise.resolve(t.post('/api/analyze-website', { url }, client)).then((res) => {
        events.push(`${name} ${res.status}`);
        return res;
      });

    // A's first is crawling the trickling site; its second waits in A's own lane (A may not take every thread).
    const a1 = analyze('A1', `${slow.url}a1`, asA);
    await expect.poll(() => slow.requested).toEqual(['/a1']);
    const a2 = analyze('A2', `${slow.url}a2`, asA);

    // A third at once, from another address of A's /64: refused before any crawl, with the envelope and Retry-After.
    const a3 = await analyze('A3', `${slow.url}a3`, { 'x-test-client': '2001:db8:a:a::99' });
    expect(a3.status).toBe(429);
    expect(Number(a3.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await readError(a3, analyzeFailureSchema)).toMatchObject({ success: false, code: 'rate_limited', error: TOO_MANY_AT_ONCE });

    // B, from another address, is analysed on the thread A may not take: whole, while A's still trickle.
    const b = await analyze('B', hero.url, { 'x-test-client': '198.51.100.77' });
    expect(b.status).toBe(200);
    expect((await readJson(b, analyzeResponseSchema)).analysis.archetype).toBe('The Hero');
    expect(events).toEqual(['A3 429', 'B 200']);
    expect(slow.requested).toEqual(['/a1']); // A's second still waits behind A's first, not in B's way

    // Released, A's analyses finish too, one after the other.
    slow.release();
    const [first, second] = await Promise.all([a1, a2]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(events).toEqual(['A3 429', 'B 200', 'A1 200', 'A2 200']);
    expect(slow.requested.filter((path) => /^\/a\d$/.test(path))).toEqual(['/a1', '/a2']); // the rest are their brand pages

    // With nothing in flight, A may analyse again.
    const again = await analyze('A4', `${slow.url}a4`, asA);
    expect(again.status).toBe(200);
  });
});
