// Hostile pages through the real server over HTTP: CSS built to make naive readers quadratic and
// 100,000 nested <div>s, each analysed several times (a fresh ?v= each time defeats the cache),
// while another visitor polls /api/health. Prints health latency during the analyses and what
// each hostile page was answered with. Run alone: node bench/faults/hostile-analysis.ts
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { HOSTILE_PAGES, hostileRoutes } from '../../tests/helpers/hostile-pages.ts';
import { serveSite } from '../../tests/helpers/static-server.ts';
import { createTestApp } from '../../tests/helpers/test-app.ts';

const ROUNDS = Number(process.env.BENCH_HOSTILE_ROUNDS ?? 3);
const paths = Object.keys(HOSTILE_PAGES);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export async function hostileAnalysisFigures(): Promise<Record<string, string | number>> {
  const site = await serveSite('tests/fixtures/sites/hero', {
    routes: hostileRoutes(),
  });
  const t = await createTestApp({ ANALYZER_ALLOW_PRIVATE_HOSTS: 'true', ANALYZER_RATE_LIMIT_PER_HOUR: '100000' });
  const server = serve({ fetch: (request) => t.app.fetch(request, { clientAddress: '203.0.113.60' }), hostname: '127.0.0.1', port: 0 });
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const health = async () => {
    const started = performance.now();
    await (await fetch(`${base}/api/health`)).arrayBuffer();
    return performance.now() - started;
  };
  try {
    const idle: number[] = [];
    for (let i = 0; i < 50; i++) idle.push(await health());
    const outcomes = new Map<string, { statuses: Set<string>; ms: number[] }>();
    const analyses = Promise.all(
      Array.from({ length: ROUNDS }, (_, round) =>
        paths.map(async (path) => {
          const started = performance.now();
          const res = await fetch(`${base}/api/analyze-website`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ url: `${site.url}${path.slice(1)}?v=${round}` }),
          });
          const body = (await res.json()) as { error?: string };
          const name = HOSTILE_PAGES[path]!.what;
          const entry = outcomes.get(name) ?? { statuses: new Set<string>(), ms: [] };
          entry.statuses.add(res.status === 200 ? '200' : `${res.status} ${body.error}`);
          entry.ms.push(performance.now() - started);
          outcomes.set(name, entry);
        }),
      ).flat(),
    );
    let done = false;
    void analyses.finally(() => (done = true));
    const busy: number[] = [];
    const started = performance.now();
    while (!done) {
      busy.push(await health());
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await analyses;
    const wall = performance.now() - started;
    idle.sort((a, b) => a - b);
    busy.sort((a, b) => a - b);
    const figures: Record<string, string | number> = {
      'hostile analyses': `${paths.length * ROUNDS} (${paths.length} pages × ${ROUNDS}, cache defeated)`,
      'all analyses finished in': `${(wall / 1000).toFixed(1)} s`,
      'health checks during analyses': busy.length,
      'health p50 / p99 / max (ms) during': `${percentile(busy, 50).toFixed(1)} / ${percentile(busy, 99).toFixed(1)} / ${(busy.at(-1) ?? 0).toFixed(1)}`,
      'health p50 / max (ms) idle': `${percentile(idle, 50).toFixed(1)} / ${(idle.at(-1) ?? 0).toFixed(1)}`,
      'workers stopped (CPU budget or deadline)': t.logger.lines.filter((l) => l.startsWith('Website analysis stopped')).length,
    };
    for (const [name, { statuses, ms }] of outcomes) {
      const answers = [...statuses].join(' | ');
      figures[`  ${name}`] = `answered ${answers}, max ${Math.max(...ms).toFixed(0)} ms`;
    }
    return figures;
  } finally {
    await new Promise((resolve) => server.close(resolve));
    await site.close();
    t.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const [name, value] of Object.entries(await hostileAnalysisFigures())) console.log(`${name}: ${value}`);
}
