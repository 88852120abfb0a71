import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTILE_PAGES, hostileRoutes } from '../../helpers/hostile-pages.ts';
import { serveSite, type ServedSite } from '../../helpers/static-server.ts';
import { createTestApp } from '../../helpers/test-app.ts';

/**
 * Pages built to make a naive reader take quadratic time or overflow its stack. Analysed
 * through the real server over HTTP, they must neither stall other visitors nor be reported
 * as unreachable.
 */

let site: ServedSite;
let t: Awaited<ReturnType<typeof createTestApp>>;
let server: ServerType;
let base: string;

beforeAll(async () => {
  site = await serveSite('tests/fixtures/sites/hero', {
    routes: hostileRoutes(),
  });
  // One analysis thread: the hostile pages take turns, and one core stays free for the server.
  t = await createTestApp({
    ANALYZER_ALLOW_PRIVATE_HOSTS: 'true',
    ANALYZER_WORKERS: '1',
    ANALYZER_CPU_BUDGET_MS: '1500',
    ANALYZER_RATE_LIMIT_PER_HOUR: '1000',
  });
  server = serve({ fetch: (request) => t.app.fetch(request, { clientAddress: '203.0.113.50' }), hostname: '127.0.0.1', port: 0 });
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await site.close();
  t.close();
});

async function analyze(path: string) {
  const res = await fetch(`${base}/api/analyze-website`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ url: `${site.url}${path.slice(1)}?v=${Math.random()}` }),
  });
  return { status: res.status, body: (await res.json()) as { success: boolean; error?: string } };
}

describe('hostile pages', () => {
  it('never stall the server: /api/health answers within 100 ms while they are analysed', async () => {
    const analyses = Promise.all(Object.keys(HOSTILE_PAGES).map(analyze));
    let done = false;
    void analyses.finally(() => (done = true));
    const latencies: number[] = [];
    while (!done) {
      const started = performance.now();
      const res = await fetch(`${base}/api/health`);
      await res.arrayBuffer();
      latencies.push(performance.now() - started);
      expect(res.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await analyses;
    expect(latencies.length).toBeGreaterThan(3);
    expect(Math.max(...latencies)).toBeLessThan(100);
  });

  it.each(Object.keys(HOSTILE_PAGES).filter((path) => path !== '/deep-divs'))('%s is read past the garbage: the analysis succeeds', async (path) => {
    const { status, body } = await analyze(path);
    expect({ status, success: body.success }).toEqual({ status: 200, success: true });
  });

  it('100,000 nested <div>s are "too complex to analyze" (422), never "could not reach"', async () => {
    const { status, body } = await analyze('/deep-divs');
    expect(status).toBe(422);
    expect(body).toEqual({ success: false, error: 'This page is too complex to analyze.', code: 'too_complex', requestId: expect.any(String) });
  });
});
