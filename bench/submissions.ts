// Load benchmark: complete quiz submissions posted at 50 connections against the built Node server.
// Run: npm run build && npm run bench:submissions
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { createClient } from '@libsql/client';
import { ARCHETYPE_NAMES } from '../src/domain/archetypes/types.ts';
import { fullAnswersFor } from '../tests/helpers/answers.ts';

const PORT = 4391;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const dir = mkdtempSync(join(tmpdir(), 'bench-submissions-'));
const dbUrl = `file:${join(dir, 'bench.db')}`;

const server = spawn(process.execPath, ['dist/server/entry.mjs'], {
  env: { ...process.env, HOST: '127.0.0.1', PORT: String(PORT), DATABASE_URL: dbUrl },
  stdio: ['ignore', 'ignore', 'inherit'],
});

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
  const result = await autocannon({
    url: `http://127.0.0.1:${PORT}/api/submissions`,
    connections: 50,
    duration: DURATION_S,
    requests: [{ method: 'POST', headers: { 'content-type': 'application/json' }, setupRequest: (req) => ({ ...req, body: bodies[n++ % bodies.length] }) }],
  });
  const ok = result['2xx'];
  const client = createClient({ url: dbUrl });
  const subs = Number((await client.execute('SELECT count(*) AS n FROM quiz_submissions')).rows[0]!.n);
  const complete = Number(
    (await client.execute('SELECT count(*) AS n FROM (SELECT s.id FROM quiz_submissions s JOIN quiz_answers a ON a.submission_id = s.id GROUP BY s.id HAVING count(*) = 13)')).rows[0]!.n,
  );
  client.close();
  console.log(`submissions/s (mean): ${result.requests.average.toFixed(0)}`);
  console.log(`latency p50: ${result.latency.p50} ms, p99: ${result.latency.p99} ms, max: ${result.latency.max} ms`);
  console.log(`accepted (2xx): ${ok}, non-2xx: ${result.non2xx}, errors: ${result.errors}, timeouts: ${result.timeouts}`);
  // autocannon stops counting at the deadline while the last requests still land, so stored may exceed the 2xx count.
  console.log(`count check: ${ok} accepted, ${subs} rows stored, ${complete} with all 13 answers -> ${complete === subs && subs >= ok && result.non2xx === 0 ? 'OK' : 'MISMATCH'}`);
} finally {
  server.kill();
  rmSync(dir, { recursive: true, force: true });
}
