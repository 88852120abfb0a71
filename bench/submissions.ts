// Load benchmark: complete quiz submissions posted at 50 connections against the built Node server, as
// `npm start` runs it. A warm-up round (JIT, caches) comes first; then a fixed number of submissions, so the
// count check is exact: every accepted submission stored, each with its 13 answers.
//
// Then the ceiling: the same number of submission-shaped writes, straight into libSQL on the same file with the
// server stopped: the rows the app would store (scored and hashed beforehand, off the clock), the writer's own
// statements, prepared once, in transactions of 50 (the most group commit can form at 50 connections), straight on
// a connection of the bench's own thread. What the server does per second, over that, is the share of the
// database's own speed the HTTP path keeps; on a busy machine it is steadier than either figure alone.
// Run: npm run build && npm run bench:submissions
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { CONNECTION_PRAGMAS, openDatabase } from '../db/open-and-migrate.ts';
import { openWriteConnection, type WriteStatement } from '../db/write-connection.ts';
import { createSubmission } from '../functions/submissions/service.ts';
import { createSubmissionSchema } from '../functions/submissions/schema.ts';
import { submissionStatements, type StoredSubmission } from '../functions/submissions/writer.ts';
import { ARCHETYPE_NAMES } from '../src/domain/archetypes/types.ts';
import { fullAnswersFor } from '../tests/helpers/answers.ts';

const CONNECTIONS = 50;
const WARM_UP = 5_000;
const MEASURED = Number(process.env.BENCH_SUBMISSIONS ?? 25_000);
const dir = mkdtempSync(join(tmpdir(), 'bench-submissions-'));
const dbFile = join(dir, 'bench.db');
const dbUrl = `file:${dbFile}`;

const server = spawn(
  process.execPath,
  [...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : []), 'scripts/serve.ts'],
  {
    // The per-client submission limit would stop a load test from one address after 60 requests. PORT=0: a free
    // port, so that two benches on one machine never post to each other's server.
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', DATABASE_URL: dbUrl, SUBMISSION_RATE_LIMIT_MAX: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
const serverExited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
/** The server's origin, from the line it prints once it listens; its later output is read and dropped. */
const origin = new Promise<string>((resolve, reject) => {
  let output: string | undefined = '';
  server.stdout!.on('data', (chunk: Buffer) => {
    if (output === undefined) return;
    output += chunk.toString();
    const listening = /Server listening on (http:\/\/\S+)/.exec(output);
    if (!listening) return;
    output = undefined;
    resolve(listening[1]!);
  });
  server.once('exit', () => reject(new Error('server exited before it listened')));
});

async function waitForServer(): Promise<string> {
  const base = await origin;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return base;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

/** CPU seconds (user + system) in clock ticks of 1/100 s, from fields 14 and 15 of a /proc stat line. */
function statCpuSeconds(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** CPU seconds the server process has used so far; undefined where /proc is not there. */
function serverCpuSeconds(): number | undefined {
  try {
    return statCpuSeconds(readFileSync(`/proc/${server.pid}/stat`, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * CPU seconds so far of each of the server's threads, by thread name (Node names them MainThread, WorkerThread, the
 * garbage collector's V8Worker…; threads of one name are summed); empty where /proc is not there.
 */
function serverThreadCpuSeconds(): Map<string, number> {
  const byName = new Map<string, number>();
  try {
    for (const tid of readdirSync(`/proc/${server.pid}/task`)) {
      const stat = readFileSync(`/proc/${server.pid}/task/${tid}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      byName.set(name, (byName.get(name) ?? 0) + statCpuSeconds(stat));
    }
  } catch {
    byName.clear();
  }
  return byName;
}

const requests = ARCHETYPE_NAMES.map((name, i) => ({
  email: `bench${i}@example.com`,
  company: `Bench ${i}`,
  companyUrl: null,
  answers: fullAnswersFor(name),
}));
const bodies = requests.map((request) => JSON.stringify(request));

/**
 * Submission-shaped writes per second libSQL itself does on the bench's file: `count` submissions, `CONNECTIONS` to a
 * transaction, on a connection of this thread with its statements prepared once and no thread in between.
 */
async function libsqlCeiling(count: number) {
  const handle = await openDatabase(dbUrl);
  const entries: StoredSubmission[] = [];
  const deps = { db: handle.db, secret: 'bench-ceiling-secret', now: Date.now, writeSubmission: async (e: StoredSubmission) => (entries.push(e), 0) };
  const inputs = requests.map((request) => createSubmissionSchema.parse(request));
  for (let i = 0; i < count; i++) await createSubmission(deps, inputs[i % inputs.length]!, `ceiling-${i}-${randomUUID()}`);
  handle.client.close();
  const batches: WriteStatement[][] = [];
  for (let i = 0; i < entries.length; i += CONNECTIONS) {
    const statements = submissionStatements(entries.slice(i, i + CONNECTIONS), Date.now());
    batches.push(statements.map((s) => (typeof s === 'string' ? { sql: s, args: [] } : { sql: s.sql, args: s.args ?? [] })));
  }
  const connection = openWriteConnection(dbFile, { pragmas: CONNECTION_PRAGMAS });
  try {
    const cpu = process.cpuUsage();
    const started = performance.now();
    for (const statements of batches) connection.write(statements);
    const seconds = (performance.now() - started) / 1000;
    const { user, system } = process.cpuUsage(cpu);
    return { perSecond: count / seconds, seconds, cpuPerWrite: (user + system) / 1e6 / count };
  } finally {
    connection.close();
  }
}

const µs = (seconds: number) => `${(seconds * 1e6).toFixed(0)} µs`;

try {
  const base = await waitForServer();
  let n = 0;
  // autocannon settles on its once-a-second tick, so time the run from the first request to the last response.
  const post = (amount: number) =>
    new Promise<autocannon.Result & { seconds: number }>((resolve, reject) => {
      const started = performance.now();
      let lastResponse = started;
      const instance = autocannon(
        {
          url: `${base}/api/submissions`,
          connections: CONNECTIONS,
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
  const cpuBefore = serverCpuSeconds();
  const threadsBefore = serverThreadCpuSeconds();
  const ownBefore = process.cpuUsage();
  const result = await post(MEASURED);
  const own = process.cpuUsage(ownBefore);
  const threadsAfter = serverThreadCpuSeconds();
  const cpuAfter = serverCpuSeconds();
  const ok = warmUp['2xx'] + result['2xx'];
  const failed = warmUp.non2xx + warmUp.errors + result.non2xx + result.errors;

  // The count check reads the file with the server still up; then the server stops, so the ceiling has the file alone.
  const check = await openDatabase(dbUrl);
  const subs = Number((await check.client.execute('SELECT count(*) AS n FROM quiz_submissions')).rows[0]!.n);
  const complete = Number(
    (
      await check.client.execute(
        'SELECT count(*) AS n FROM (SELECT s.id FROM quiz_submissions s JOIN quiz_answers a ON a.submission_id = s.id GROUP BY s.id HAVING count(*) = 13)',
      )
    ).rows[0]!.n,
  );
  check.client.close();
  server.kill();
  await serverExited;
  const ceiling = await libsqlCeiling(MEASURED);

  const served = result['2xx'] / result.seconds;
  console.log(`${MEASURED} submissions at ${CONNECTIONS} connections after ${WARM_UP} to warm up`);
  console.log(`submissions/s: ${served.toFixed(0)} (${result.seconds.toFixed(2)} s)`);
  console.log(`latency p50: ${result.latency.p50} ms, p99: ${result.latency.p99} ms, max: ${result.latency.max} ms`);
  if (cpuBefore !== undefined && cpuAfter !== undefined) {
    const server = (cpuAfter - cpuBefore) / result['2xx'];
    const threads = [...threadsAfter]
      .map(([name, seconds]) => [name, (seconds - (threadsBefore.get(name) ?? 0)) / result['2xx']] as const)
      .filter(([, perSubmission]) => perSubmission >= 5e-6)
      .sort((a, b) => b[1] - a[1]);
    console.log(`server CPU per submission: ${µs(server)} (${threads.map(([name, perSubmission]) => `${name} ${µs(perSubmission)}`).join(', ')})`);
    // The load generator runs on the same cores, so its CPU counts against the rate these cores can show.
    const generator = (own.user + own.system) / 1e6 / result['2xx'];
    const cores = availableParallelism();
    console.log(
      `load generator CPU per submission: ${µs(generator)}; all of it, ${µs(server + generator)}, on ${cores} cores bounds the rate at ${(cores / (server + generator)).toFixed(0)}/s`,
    );
  }
  console.log(`accepted (2xx): ${ok}, failed: ${failed}, timeouts: ${warmUp.timeouts + result.timeouts}`);
  console.log(
    `count check: ${ok} accepted, ${subs} stored, ${complete} with all 13 answers -> ${complete === subs && subs === ok && failed === 0 ? 'OK' : 'MISMATCH'}`,
  );
  console.log(
    `libSQL ceiling (same file and statements, ${CONNECTIONS} submissions a transaction, no HTTP): ${ceiling.perSecond.toFixed(0)} writes/s (${ceiling.seconds.toFixed(2)} s), CPU ${µs(ceiling.cpuPerWrite)} per write`,
  );
  console.log(`served / ceiling: ${(served / ceiling.perSecond).toFixed(2)}`);
} finally {
  server.kill();
  rmSync(dir, { recursive: true, force: true });
}
