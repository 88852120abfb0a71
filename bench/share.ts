/**
 * Sharing and comparing, against the built Node server (`npm run build` first):
 * - the wall time of a three-competitor comparison (three POST /competitors in parallel, as the
 *   results page sends them) against fixture sites on loopback, uncached and then cached;
 * - p50 and p95 of rendering a shared page /r/{id}, and of its card /r/{id}.png (the first
 *   request draws it; later ones are read from the database).
 * Figures, not assertions.
 *
 *   npm run build && npm run bench:share
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fullAnswersFor } from '../tests/helpers/answers.ts';
import { serveSite } from '../tests/helpers/static-server.ts';
import { onLoopback } from '../tests/integration/competitors/helpers.ts';

const PORT = Number(process.env.BENCH_PORT ?? 4396);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const RUNS = 200;
const dir = mkdtempSync(join(tmpdir(), 'bench-share-'));
const server = spawn(process.execPath, ['scripts/serve.ts'], {
  env: {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(PORT),
    DATABASE_URL: `file:${join(dir, 'bench.db')}`,
    ANALYZER_ALLOW_PRIVATE_HOSTS: 'true',
    ANALYZER_RATE_LIMIT_PER_HOUR: '1000',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

const post = (path: string, body: unknown) =>
  fetch(`${ORIGIN}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;
async function time(fn: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

const sites = await Promise.all(['caregiver', 'hero', 'sage', 'ruler'].map((name) => serveSite(`tests/fixtures/sites/${name}`)));
const [company, ...rivals] = await Promise.all(sites.map((s, i) => onLoopback(`127.0.0.${i + 2}`, s.url)));
try {
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(`${ORIGIN}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const walls: number[] = [];
  let shared: { id: string; accessToken: string } | undefined;
  for (let run = 0; run < 4; run++) {
    const created = await post('/api/submissions', {
      email: `bench-${run}@example.com`,
      company: 'Bench Co',
      companyUrl: company!.url,
      answers: fullAnswersFor('The Hero'),
    });
    const submission = (await created.json()) as { id: string; accessToken: string };
    await post(`/api/submissions/${submission.id}/company-analysis`, { accessToken: submission.accessToken });
    walls.push(
      await time(async () => {
        const answers = await Promise.all(
          rivals.map((r) => post(`/api/submissions/${submission.id}/competitors`, { accessToken: submission.accessToken, url: r.url })),
        );
        for (const a of answers) if (a.status !== 201) throw new Error(`competitor: ${a.status} ${await a.text()}`);
      }),
    );
    shared = submission;
  }
  console.log(
    `Three-competitor comparison (3 fixture sites in parallel): ${walls[0]!.toFixed(0)} ms uncached, then ${walls
      .slice(1)
      .map((w) => w.toFixed(0))
      .join(', ')} ms cached`,
  );

  const share = (await (await post(`/api/submissions/${shared!.id}/share`, { accessToken: shared!.accessToken, includeCompany: true })).json()) as {
    shareId: string;
  };
  const page = `${ORIGIN}/r/${share.shareId}`;
  const first = await time(() => fetch(`${page}.png`).then((r) => r.arrayBuffer()));
  const pages: number[] = [];
  const images: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    pages.push(await time(() => fetch(page).then((r) => r.text())));
    images.push(await time(() => fetch(`${page}.png`).then((r) => r.arrayBuffer())));
  }
  const hero = await time(() => fetch(`${ORIGIN}/hero`).then((r) => r.text()));
  console.log(
    `Shared page (with 3 competitors): p50 ${percentile(pages, 0.5).toFixed(1)} ms, p95 ${percentile(pages, 0.95).toFixed(1)} ms over ${RUNS} requests (a static archetype page: ${hero.toFixed(1)} ms)`,
  );
  console.log(
    `Card image: first request (drawn) ${first.toFixed(0)} ms; then p50 ${percentile(images, 0.5).toFixed(1)} ms, p95 ${percentile(images, 0.95).toFixed(1)} ms (from the database)`,
  );
} finally {
  server.kill();
  await Promise.all([...sites.map((s) => s.close()), company!.close(), ...rivals.map((r) => r.close())]);
  rmSync(dir, { recursive: true, force: true });
}
