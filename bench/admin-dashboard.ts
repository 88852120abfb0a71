// Dashboard and Analytics API over 100,000 submissions (from 30 sources) and a year of funnel counters: p50/p95 per
// query, through app.request with an admin session.
// Run: npm run bench:admin   (BENCH_ROWS and BENCH_RUNS to change the size)
import { quietLogger } from '../functions/lib/logger.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../db/open-and-migrate.ts';
import { createApp } from '../functions/app.ts';
import { grantAdmin } from '../functions/auth/roles.ts';
import { parseEnv } from '../functions/env.ts';
import { randomToken } from '../functions/lib/tokens.ts';
import { ARCHETYPE_NAMES } from '../src/domain/archetypes/types.ts';
import { analyticsQueries, lastSeededDay, seedCounters, sourceOf } from './admin-analytics.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const TARGET_MS = 50;
const dir = mkdtempSync(join(tmpdir(), 'bench-admin-'));
const env = parseEnv({ DATABASE_URL: `file:${join(dir, 'bench.db')}`, BETTER_AUTH_SECRET: randomToken(), AUTH_RATE_LIMIT_MAX: '100' });
const { db, client } = await openDatabase(env.DATABASE_URL);
const silent = quietLogger();
const app = createApp({ env, db, logger: silent });

const WORDS = [
  'acme',
  'globex',
  'initech',
  'umbrella',
  'stark',
  'wayne',
  'wonka',
  'hooli',
  'vandelay',
  'soylent',
  'tyrell',
  'cyberdyne',
  'aperture',
  'massive',
  'pied',
];
const DOMAINS = ['gmail.com', 'outlook.com', 'yahoo.com', 'proton.me', 'company.io', 'example.org'];
const COLUMNS =
  'id, email, company, company_url, primary_archetype, secondary_archetype, scores, sub_archetype_scores, created_at, company_archetype, company_archetype_confidence, company_analysis, access_token_hash, source';

let counters = 0;

async function seed() {
  const started = performance.now();
  const batch = 500; // 14 parameters a row, well under SQLite's limit per statement
  const tx = await client.transaction('write');
  try {
    for (let from = 0; from < ROWS; from += batch) {
      const values: string[] = [];
      const args: (string | number | null)[] = [];
      for (let i = from; i < Math.min(ROWS, from + batch); i++) {
        const word = WORDS[i % WORDS.length]!;
        const person = i % 10 === 9 ? i - 9 : i; // about 1 in 10 emails repeats an earlier one
        const primary = ARCHETYPE_NAMES[(i * 7) % 12]!;
        const analysed = i % 3 === 0;
        values.push('(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)');
        args.push(
          crypto.randomUUID(),
          `${WORDS[person % WORDS.length]}.${person}@${DOMAINS[person % DOMAINS.length]}`,
          i % 11 === 0 ? null : `${word[0]!.toUpperCase()}${word.slice(1)} ${['Labs', 'Inc', 'Studio', 'Group'][i % 4]} ${i % 997}`,
          i % 4 === 0 ? null : `https://${word}${i}.example/`,
          primary,
          'Sub',
          JSON.stringify({ [primary]: 12 }),
          '{}',
          Date.UTC(2024, 0, 1) + i * 300_000,
          analysed ? ARCHETYPE_NAMES[(i * 5) % 12]! : null,
          analysed ? 0.5 + (i % 50) / 100 : null,
          null,
          'x'.repeat(64),
          sourceOf(i),
        );
      }
      await tx.execute({ sql: `INSERT INTO quiz_submissions (${COLUMNS}) VALUES ${values.join(', ')}`, args });
    }
    counters = await seedCounters(tx, lastSeededDay(ROWS));
    await tx.commit();
  } finally {
    tx.close();
  }
  await client.execute('ANALYZE');
  return performance.now() - started;
}

async function adminCookie(): Promise<string> {
  const post = (path: string, body: unknown) =>
    app.request(
      path,
      { method: 'POST', headers: { 'content-type': 'application/json', origin: new URL(env.SITE_URL).origin }, body: JSON.stringify(body) },
      { clientAddress: '127.0.0.1' },
    );
  await post('/api/auth/sign-up/email', { name: 'Bench Admin', email: 'bench@example.com', password: 'bench-password' });
  await grantAdmin(db, 'bench@example.com', { markVerified: true });
  const res = await post('/api/auth/sign-in/email', { email: 'bench@example.com', password: 'bench-password' });
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

const seedMs = await seed();
const cookie = await adminCookie();
const [{ id: someId }] = (await client.execute('SELECT id FROM quiz_submissions LIMIT 1 OFFSET 5000')).rows as unknown as [{ id: string }];

const queries: [string, string][] = [
  ['first page', '/api/admin/submissions'],
  ['page 2,000 (offset 49,975)', '/api/admin/submissions?page=2000'],
  ['search: company "acme"', '/api/admin/submissions?q=acme'],
  ['search: email "wonka.4"', '/api/admin/submissions?q=wonka.4'],
  ['search: domain "gmail" (1 in 6 rows)', '/api/admin/submissions?q=gmail'],
  ['search: "gmail", page 800 (last)', '/api/admin/submissions?q=gmail&page=800'],
  ['filter: The Hero', '/api/admin/submissions?archetype=The%20Hero'],
  ['filter + search: The Caregiver, "hooli"', '/api/admin/submissions?archetype=The%20Caregiver&q=hooli'],
  ['stats', '/api/admin/stats'],
  ['report', `/api/admin/submissions/${someId}`],
  ...analyticsQueries(lastSeededDay(ROWS)),
];

interface Summarised {
  total?: number;
  rows?: unknown[];
  totalSubmissions?: number;
  funnel?: { count: number }[];
  alignment?: { submissions: number };
  sources?: unknown[];
}

function summarise(body: Summarised): string {
  if (body.total !== undefined) return `${body.rows!.length} of ${body.total}`;
  if (body.totalSubmissions !== undefined) return JSON.stringify(body);
  if (body.funnel) return `${body.funnel[0]!.count} landing views, ${body.alignment!.submissions} submissions, ${body.sources!.length} sources`;
  return 'one submission';
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

try {
  console.log(
    `seeded ${ROWS.toLocaleString('en-US')} submissions and ${counters.toLocaleString('en-US')} counter rows in ${(seedMs / 1000).toFixed(1)} s; ${RUNS} runs per query (after 3 warm-up runs)\n`,
  );
  console.log(`${'query'.padEnd(40)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}   rows`);
  let slow = 0;
  for (const [label, path] of queries) {
    const times: number[] = [];
    let summary = '';
    for (let run = 0; run < RUNS + 3; run++) {
      const started = performance.now();
      const res = await app.request(path, { headers: { cookie } }, { clientAddress: '127.0.0.1' });
      const csv = res.headers.get('content-type')?.startsWith('text/csv') ? await res.text() : undefined;
      const body = (csv === undefined ? await res.json() : {}) as Summarised;
      const elapsed = performance.now() - started;
      if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
      if (run >= 3) times.push(elapsed);
      summary = csv === undefined ? summarise(body) : `${csv.split('\r\n').length - 2} CSV rows`;
    }
    times.sort((a, b) => a - b);
    const p50 = percentile(times, 50);
    if (p50 >= TARGET_MS) slow++;
    console.log(`${label.padEnd(40)} ${p50.toFixed(1).padStart(8)} ${percentile(times, 95).toFixed(1).padStart(8)}   ${summary}`);
  }
  const started = performance.now();
  const csv = await app.request('/api/admin/submissions.csv', { headers: { cookie } }, { clientAddress: '127.0.0.1' });
  const bytes = (await csv.arrayBuffer()).byteLength;
  console.log(`\nCSV export of all rows: ${(performance.now() - started).toFixed(0)} ms, ${(bytes / 1e6).toFixed(1)} MB`);
  console.log(`target: p50 under ${TARGET_MS} ms each -> ${slow === 0 ? 'OK' : `${slow} over`}`);
} finally {
  client.close();
  rmSync(dir, { recursive: true, force: true });
}
