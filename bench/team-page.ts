/**
 * The team page, against the built Node server (`npm run build` first; ASTRO_OUT_DIR picks another build):
 * p50 and p95 of rendering GET /team/{id} for a full team (50 members) and a small one (5), in a database that also
 * holds a few other teams. Figures, not assertions.
 *
 *   npm run build && npm run bench:team
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { ARCHETYPE_NAMES } from '../src/domain/archetypes/types.ts';
import { MAX_TEAM_MEMBERS } from '../src/domain/team/types.ts';
import { seedTeam, type SeedTeam } from '../tests/e2e/team-seed.ts';

const PORT = Number(process.env.BENCH_PORT ?? 4397);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const RUNS = 200;
const dir = mkdtempSync(join(tmpdir(), 'bench-team-'));
const url = `file:${join(dir, 'bench.db')}`;
const server = spawn(process.execPath, ['scripts/serve.ts'], {
  env: { ...process.env, HOST: '127.0.0.1', PORT: String(PORT), DATABASE_URL: url },
  stdio: ['ignore', 'ignore', 'inherit'],
});

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;

/** A team of `size` colleagues spread over the wheel, most of them on a few archetypes, as leadership teams are. */
function team(name: string, size: number): SeedTeam {
  return {
    name,
    company: `${name} Inc.`,
    website: { url: 'https://bench.example/', archetype: 'The Sage', runnerUp: 'The Ruler' },
    members: Array.from({ length: size }, (_, i) => ({
      name: `Colleague ${i + 1} ${['Lovelace', 'Hopper', 'Turing', 'Noether', '山田'][i % 5]}`,
      primary: ARCHETYPE_NAMES[(i * i) % 7]!,
    })),
  };
}

/** Waits for the server's health check (it migrates the database on the way), up to ten seconds. */
async function serverStarted(): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const up = await fetch(`${ORIGIN}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('The server did not start.');
}

async function timeRequests(path: string): Promise<number[]> {
  for (let i = 0; i < 10; i++) await fetch(`${ORIGIN}${path}`).then((r) => r.text());
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const res = await fetch(`${ORIGIN}${path}`);
    await res.text();
    if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
    times.push(performance.now() - started);
  }
  return times;
}

try {
  await serverStarted();
  // The server has migrated the file; the teams go in beside it.
  const db = createClient({ url });
  await db.execute('PRAGMA busy_timeout = 5000');
  const execute = (sql: string, args: (string | number | null)[]) => db.execute({ sql, args });
  const full = await seedTeam(execute, team('Full', MAX_TEAM_MEMBERS));
  const small = await seedTeam(execute, team('Small', 5));
  for (let i = 0; i < 20; i++) await seedTeam(execute, team(`Other ${i}`, 3 + (i % 10)));
  db.close();

  for (const [label, id] of [
    [`${MAX_TEAM_MEMBERS} members`, full.teamId],
    ['5 members', small.teamId],
  ] as const) {
    const times = await timeRequests(`/team/${id}`);
    const bytes = (await (await fetch(`${ORIGIN}/team/${id}`)).arrayBuffer()).byteLength;
    console.log(
      `Team page, ${label}: p50 ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms over ${RUNS} requests (${(bytes / 1024).toFixed(0)} KB of HTML)`,
    );
  }
  const hero = await timeRequests('/hero');
  console.log(`(A static archetype page: p50 ${percentile(hero, 0.5).toFixed(1)} ms)`);
} finally {
  server.kill();
  rmSync(dir, { recursive: true, force: true });
}
