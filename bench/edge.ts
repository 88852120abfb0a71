// The Worker build in workerd against the local libSQL server (npm run preview:cf's setup): the time of a cold
// request, quiz submissions per second at 10 connections, and the database rows each submission writes (what
// Turso bills as row writes). Run after `npm run build:cf`: node bench/edge.ts (BENCH_SUBMISSIONS to change N).
import { connectDatabase } from '../db/client.ts';
import { startEdgePreview } from '../scripts/edge/preview.ts';
import { fullAnswersFor } from '../tests/helpers/answers.ts';
import { tempDatabaseUrl } from '../tests/helpers/temp-database.ts';
import { ARCHETYPE_NAMES } from '../src/domain/archetypes/types.ts';

const N = Number(process.env.BENCH_SUBMISSIONS ?? 1000);
const CONNECTIONS = 10;
const temp = tempDatabaseUrl();
const preview = await startEdgePreview({
  dbFile: temp.file,
  port: Number(process.env.BENCH_PORT ?? 8795),
  vars: { BETTER_AUTH_SECRET: `${crypto.randomUUID()}${crypto.randomUUID()}`, SUBMISSION_RATE_LIMIT_MAX: '0' },
});
const db = connectDatabase(preview.databaseUrl);
/** Rows in every table of the app (drizzle's own bookkeeping aside). */
async function rowCounts(): Promise<number> {
  const tables = await db.client.execute(
    "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '__drizzle%'",
  );
  let total = 0;
  for (const { name } of tables.rows) total += Number((await db.client.execute(`select count(*) as n from "${String(name)}"`)).rows[0]!.n);
  return total;
}

const submit = async (i: number) => {
  const started = performance.now();
  const res = await fetch(`${preview.url}/api/submissions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify({ email: `bench${i}@example.com`, company: 'Bench', answers: fullAnswersFor(ARCHETYPE_NAMES[Math.abs(i) % 12]!) }),
  });
  await res.arrayBuffer();
  if (res.status !== 201) throw new Error(`submission ${i}: ${res.status}`);
  return performance.now() - started;
};

try {
  for (let i = 0; i < 50; i++) await submit(-1 - i); // warm-up
  const before = await rowCounts();
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (next < N) latencies.push(await submit(next++));
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const rows = (await rowCounts()) - before;
  latencies.sort((a, b) => a - b);
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!.toFixed(1);
  console.log(`cold request (new isolate, app built on first use): ${preview.coldRequestMs.toFixed(0)} ms`);
  console.log(
    `submissions: ${N} at ${CONNECTIONS} connections in ${seconds.toFixed(1)} s = ${(N / seconds).toFixed(0)}/s, p50 ${at(50)} ms, p99 ${at(99)} ms`,
  );
  console.log(`rows written per submission (inserts; HubSpot and the per-client limit off): ${(rows / N).toFixed(1)}`);
} finally {
  db.client.close();
  await preview.stop();
  temp.remove();
}
