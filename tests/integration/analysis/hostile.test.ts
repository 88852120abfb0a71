import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeFailureSchema, analyzeResponseSchema } from '../../../functions/analysis/routes.ts';
import { healthSchema } from '../../../functions/system/routes.ts';
import { HOSTILE_PAGES, hostileRoutes } from '../../helpers/hostile-pages.ts';
import { readError, readJson } from '../../helpers/read.ts';
import { serveSite, type ServedSite } from '../../helpers/static-server.ts';
import { createTestApp } from '../../helpers/test-app.ts';

/**
 * Pages built to make a naive reader take quadratic time or overflow its stack. Analysed
 * through the real server over HTTP, they must neither stall other visitors nor be reported
 * as unreachable. What is asserted is what happens and in which order, never how long it took:
 * the health check's latency during these analyses is a figure of `npm run bench:faults`.
 */

let site: ServedSite;
let t: Awaited<ReturnType<typeof createTestApp>>;
let server: ServerType;
let base: string;

beforeAll(async () => {
  site = await serveSite('tests/fixtures/sites/hero', {
    routes: hostileRoutes(),
  });
  // One analysis thread: the hostile pages take turns, and one core stays free for the server. The CPU budget
  // (read from the thread's event-loop utilisation, which on a busy machine also counts waiting for a core) and
  // the crawl deadline (which also bounds the wait in the queue) are generous: a slow machine must not turn a
  // page that is read in one pass into "too complex" or "busy".
  t = await createTestApp({
    ANALYZER_ALLOW_PRIVATE_HOSTS: 'true',
    ANALYZER_WORKERS: '1',
    ANALYZER_CPU_BUDGET_MS: '30000',
    ANALYZER_TIMEOUT_MS: '60000',
    ANALYZER_RATE_LIMIT_PER_HOUR: '1000',
  });
  // Each hostile page is analysed for a visitor of its own: one client may have only two analyses in flight.
  server = serve({
    fetch: (request) => t.app.fetch(request, { clientAddress: request.headers.get('x-test-client') ?? '203.0.113.50' }),
    hostname: '127.0.0.1',
    port: 0,
  });
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await site.close();
  t.close();
});

async function analyze(path: string) {
  const client = `203.0.113.${51 + Object.keys(HOSTILE_PAGES).indexOf(path)}`;
  const res = await fetch(`${base}/api/analyze-website`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-test-client': client },
    body: JSON.stringify({ url: `${site.url}${path.slice(1)}?v=${Math.random()}` }),
  });
  return { status: res.status, body: res.ok ? await readJson(res, analyzeResponseSchema) : await readError(res, analyzeFailureSchema) };
}

describe('hostile pages', () => {
  it('never stall the server: /api/health is answered while they are analysed, before they are done', async () => {
    const paths = Object.keys(HOSTILE_PAGES);
    const events: string[] = [];
    const analyses = Promise.all(
      paths.map(async (path) => {
        const outcome = await analyze(path);
        events.push(`analysed ${path}`);
        return outcome;
      }),
    );
    let done = false;
    void analyses.finally(() => (done = true));

    // The analysis thread has fetched a hostile page: from here on, the pages are being read.
    await Promise.race(paths.map((path) => site.requested(path)));
    events.push('reading');
    do {
      const res = await fetch(`${base}/api/health`);
      expect({ status: res.status, body: await readJson(res, healthSchema) }).toEqual({ status: 200, body: { ok: true } });
      events.push('health answered');
    } while (!done);

    const outcomes = await analyses;
    // Answered while the hostile pages were still being analysed: before the last of them was done.
    const lastAnalysed = Math.max(...paths.map((path) => events.indexOf(`analysed ${path}`)));
    expect(events.indexOf('health answered')).toBeGreaterThan(events.indexOf('reading'));
    expect(events.indexOf('health answered')).toBeLessThan(lastAnalysed);
    // And the analyses themselves came to their proper ends.
    expect(Object.fromEntries(paths.map((path, i) => [path, outcomes[i]!.status]))).toEqual(
      Object.fromEntries(paths.map((path) => [path, path === '/deep-divs' ? 422 : 200])),
    );
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
