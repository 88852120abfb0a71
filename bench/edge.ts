// The Worker build in workerd against the local libSQL server (npm run preview:cf's setup), configured as a deploy
// would be (per-client submission limit on, HubSpot and the email API on, here loopback stand-ins): the time of a
// cold request, quiz submissions per second at 10 connections, and the rows each submission writes, which is what
// Turso bills: counted by the libSQL server (every row inserted, updated or deleted), the HubSpot delivery that
// follows included, and the deletes that come once keys and limit hits expire.
// Run after `npm run build:cf`: node bench/edge.ts (BENCH_SUBMISSIONS to change N, BENCH_PORT the port).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { connectDatabase } from '../db/client.ts';
import { IDEMPOTENCY_TTL_MS, deleteExpiredKeys } from '../functions/submissions/idempotency.ts';
import { startEdgePreview } from '../scripts/edge/preview.ts';
import { ARCHETYPE_NAMES } from '../src/domain/archetypes/types.ts';
import { PRIVACY_NOTICE_VERSION } from '../src/domain/privacy/notice.ts';
import { fullAnswersFor } from '../tests/helpers/answers.ts';
import { startRecordingServer } from '../tests/helpers/recording-server.ts';
import { tempDatabaseUrl } from '../tests/helpers/temp-database.ts';
import { treeCpuSeconds } from './process-cpu.ts';

const N = Number(process.env.BENCH_SUBMISSIONS ?? 1000);
const CONNECTIONS = 10;
const WARM_UP = 50;
/** The email-report route allows 10 per client an hour. */
const REPORTS = 5;

const hubspot = await startRecordingServer({ status: 'COMPLETE', results: [] });
const emailApi = await startRecordingServer({ id: 'email-1' });
const temp = tempDatabaseUrl();
const preview = await startEdgePreview({
  dbFile: temp.file,
  port: Number(process.env.BENCH_PORT ?? 8795),
  vars: {
    BETTER_AUTH_SECRET: `${crypto.randomUUID()}${crypto.randomUUID()}`,
    // On, as deployed, but out of reach: every request here comes from one client.
    SUBMISSION_RATE_LIMIT_MAX: String(10 * (N + WARM_UP)),
    HUBSPOT_TOKEN: 'bench',
    HUBSPOT_BASE_URL: hubspot.url,
    EMAIL_API_URL: `${emailApi.url}/emails`,
    EMAIL_API_KEY: 'bench',
  },
});
const { db, client } = connectDatabase(preview.databaseUrl);
const written = () => preview.databaseStats().rowsWritten;
const count = async (table: string, where = '1') => Number((await client.execute(`select count(*) as n from ${table} where ${where}`)).rows[0]!.n);

/** Runs the cron trigger until every HubSpot sync and mail has been delivered (the stand-ins always accept). */
async function drain() {
  const deadline = Date.now() + 60_000;
  while ((await count('hubspot_sync', "status <> 'synced'")) + (await count('mail_outbox', "status <> 'sent'")) > 0) {
    if (Date.now() > deadline) throw new Error('deliveries still waiting after 60 s');
    await preview.runCron();
    await new Promise((r) => setTimeout(r, 100));
  }
}

const created: { id: string; accessToken: string }[] = [];
const submit = async (i: number) => {
  const started = performance.now();
  const res = await fetch(`${preview.url}/api/submissions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify({
      email: `bench${i}@example.com`,
      company: 'Bench',
      answers: fullAnswersFor(ARCHETYPE_NAMES[Math.abs(i) % 12]!),
      consent: { noticeVersion: PRIVACY_NOTICE_VERSION },
    }),
  });
  const body = (await res.json()) as { id: string; accessToken: string };
  if (res.status !== 201) throw new Error(`submission ${i}: ${res.status} ${JSON.stringify(body)}`);
  created.push(body);
  return performance.now() - started;
};

/** The Worker's start-up (evaluating the bundle) before its first request, profiled by `wrangler check startup`. */
function startupMs(): string {
  const run = spawnSync(
    process.execPath,
    [
      'node_modules/wrangler/bin/wrangler.js',
      'check',
      'startup',
      '--config',
      'dist-cf/server/wrangler.preview.json',
      '--outfile',
      join(temp.file, '..', 'startup.cpuprofile'),
    ],
    { encoding: 'utf8', env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' } },
  );
  const active = /Active: ([\d.]+) ms/.exec(run.stdout)?.[1];
  const bundle = /Bundle: .*gzip: ([\d.]+ KiB)/.exec(run.stdout)?.[1];
  return active ? `${active} ms of CPU (bundle ${bundle} gzip)` : `not measured (${run.stderr.trim().split('\n').at(-1)})`;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

try {
  const warm: number[] = [];
  for (let i = 0; i < 20; i++) {
    const started = performance.now();
    await (await fetch(`${preview.url}/api/health`)).arrayBuffer();
    warm.push(performance.now() - started);
  }
  for (let i = 0; i < WARM_UP; i++) await submit(-1 - i);
  await drain();

  const tables = ['quiz_submissions', 'quiz_answers', 'submission_idempotency_keys', 'rate_limit_hits', 'hubspot_sync'];
  const rowsBefore = await Promise.all(tables.map((t) => count(t)));
  const before = written();
  const latencies: number[] = [];
  let next = 0;
  const [workerCpu, ownCpu] = [treeCpuSeconds(preview.pid), process.cpuUsage()];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (next < N) latencies.push(await submit(next++));
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const workerCpuMs = ((treeCpuSeconds(preview.pid) - workerCpu) * 1000) / N;
  const own = process.cpuUsage(ownCpu);
  const ownCpuMs = (own.user + own.system) / 1000 / N;
  await drain();
  const perSubmission = (written() - before) / N;
  const added = (await Promise.all(tables.map((t) => count(t)))).map((n, i) => (n - rowsBefore[i]!) / N);

  // What expiry will delete later (keys after 24 h, limit hits after their window), swept now as the cron would then.
  const beforeSweep = written();
  const future = Date.now() + IDEMPOTENCY_TTL_MS + 60_000;
  await deleteExpiredKeys(db, future);
  await db.run(sql`delete from rate_limit_hits where at <= ${future}`);
  const laterPerSubmission = (written() - beforeSweep) / (N + WARM_UP);

  const beforeReports = written();
  for (const { id, accessToken } of created.slice(0, REPORTS)) {
    const res = await fetch(`${preview.url}/api/submissions/${id}/email-report`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'reader@example.com', accessToken }),
    });
    if (res.status !== 202) throw new Error(`email-report: ${res.status} ${await res.text()}`);
  }
  await drain();
  const perReport = (written() - beforeReports) / REPORTS;

  latencies.sort((a, b) => a - b);
  warm.sort((a, b) => a - b);
  const total = perSubmission + laterPerSubmission;
  console.log(`Worker start-up (wrangler check startup): ${startupMs()}`);
  console.log(`cold request (first API request; the Worker builds the app on first use): ${preview.coldRequestMs.toFixed(0)} ms`);
  console.log(`warm request (GET /api/health, p50 of 20): ${percentile(warm, 50).toFixed(1)} ms`);
  console.log(
    `submissions: ${N} at ${CONNECTIONS} connections in ${seconds.toFixed(1)} s = ${(N / seconds).toFixed(0)}/s, p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms`,
  );
  console.log(
    `CPU per submission: ${workerCpuMs.toFixed(1)} ms in wrangler dev + workerd, ${ownCpuMs.toFixed(1)} ms in this process (the libSQL server and the load)`,
  );
  console.log(`rows written per submission, HubSpot delivery included: ${perSubmission.toFixed(2)}`);
  console.log(`  rows it leaves: ${tables.map((t, i) => `${t} ${added[i]!.toFixed(2)}`).join(', ')}`);
  console.log(`  later, when its idempotency key and limit hit expire: ${laterPerSubmission.toFixed(2)} (deletes)`);
  console.log(`  in all: ${total.toFixed(2)} = ${Math.round(total * 10_000).toLocaleString('en')} Turso row writes per 10,000 submissions`);
  console.log(`rows written per report email (outbox row, its delivery, the two email-report limits): ${perReport.toFixed(2)}`);
} finally {
  client.close();
  await preview.stop();
  await Promise.all([hubspot.close(), emailApi.close()]);
  temp.remove();
}
