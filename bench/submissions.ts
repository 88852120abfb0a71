// Load benchmark: complete quiz submissions posted at 50 connections against the built Node server, as
// `npm start` runs it. A warm-up round (JIT, caches) comes first; then a fixed number of submissions, so the
// count check is exact: every accepted submission stored, each with its 13 answers.
// Run: npm run build && npm run bench:submissions
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { createClient } from '@libsql/client';
import { ARCHETYPE_NAMES } from '../src/domain/archetypes/types.ts';
import { fullAnswersFor } from '../tests/helpers/answers.ts';

const PORT = 4391;
const WARM_UP = 5_000;
const MEASURED = Number(process.env.BENCH_SUBMISSIONS ?? 25_000);
const dir = mkdtempSync(join(tmpdir(), 'bench-submissions-'));
const dbUrl = `file:${join(dir, 'bench.db')}`;

const server = spawn(
  process.execPath,
  [...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : []), 'scripts/serve.ts'],
  {
    // The per-client submission limit would stop a load test from one address after 60 requests.
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(PORT), DATABASE_URL: dbUrl, SUBMISSION_RATE_LIMIT_MAX: '0' },
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

const bodies = ARCHETYPE_NAMES.map((name, i) =>
  JSON.stringify({ email: `bench${i}@example.com`, company: `Bench ${i}`, companyUrl: null, answers: fullAnswersFor(name) }),
);

try {
  await waitForServer();
  let n = 0;
  // autocannon settles on its once-a-second tick, so time the run from the first request to the last response.
  const post = (amount: number) =>
    new Promise<autocannon.Result & { seconds: number }>((resolve, reject) => {
      const started = performance.now();
      let lastResponse = started;
      const instance = autocannon(
        {
          url: `http://127.0.0.1:${PORT}/api/submissions`,
          connections: 50,
          amount,
          // As the quiz sends them: each request with its own Idempotency-Key (one more row and an HMAC per submission).
          requests: [
            {
              method: 'POST',
              setupRequest: (req) => ({
                ...req,
                headers: { 'content-type': 'application/json', 'idempotency-key': `bench-${n}-${randomUUID()}` },
                body: bodies[n++ % bodies.length],
              }),
            },
          ],
        },
        (err, result) => (err ? reject(err) : resolve({ ...result, seconds: (lastResponse - started) / 1000 })),
      );
      instance.on('response', () => (lastResponse = performance.now()));
    });
  const warmUp = await post(WARM_UP);
  const result = await post(MEASURED);
  const ok = warmUp['2xx'] + result['2xx'];
  const failed = warmUp.non2xx + warmUp.errors + result.non2xx + result.errors;
  const client = createClient({ url: dbUrl });
  const subs = Number((await client.execute('SELECT count(*) AS n FROM quiz_submissions')).rows[0]!.n);
  const complete = Number(
    (
      await client.execute(
        'SELECT count(*) AS n FROM (SELECT s.id FROM quiz_submissions s JOIN quiz_answers a ON a.submission_id = s.id GROUP BY s.id HAVING count(*) = 13)',
      )
    ).rows[0]!.n,
  );
  client.close();
  console.log(`${MEASURED} submissions at 50 connections after ${WARM_UP} to warm up`);
  console.log(`submissions/s: ${(result['2xx'] / result.seconds).toFixed(0)} (${result.seconds.toFixed(2)} s)`);
  console.log(`latency p50: ${result.latency.p50} ms, p99: ${result.latency.p99} ms, max: ${result.latency.max} ms`);
  console.log(`accepted (2xx): ${ok}, failed: ${failed}, timeouts: ${warmUp.timeouts + result.timeouts}`);
  console.log(
    `count check: ${ok} accepted, ${subs} stored, ${complete} with all 13 answers -> ${complete === subs && subs === ok && failed === 0 ? 'OK' : 'MISMATCH'}`,
  );
} finally {
  server.kill();
  rmSync(dir, { recursive: true, force: true });
}
