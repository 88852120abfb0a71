// Retried and raced quiz submissions over real HTTP: how many rows they leave, and whether every retry got the
// first response back. Run alone: node bench/faults/retries.ts (BENCH_ATTEMPTS, BENCH_RETRIES to change the size)
import { quietLogger } from '../../functions/lib/logger.ts';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import { openDatabase } from '../../db/open-and-migrate.ts';
import { createApp } from '../../functions/app.ts';
import { parseEnv } from '../../functions/env.ts';
import { ARCHETYPE_NAMES } from '../../src/domain/archetypes/types.ts';
import { fullAnswersFor } from '../../tests/helpers/answers.ts';

const ATTEMPTS = Number(process.env.BENCH_ATTEMPTS ?? 300);
/** Copies of each request: half sent at once (a race), half one after another (a phone retrying). */
const RETRIES = Number(process.env.BENCH_RETRIES ?? 6);

export async function retryFigures(): Promise<Record<string, string | number>> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-retries-'));
  const env = parseEnv({ DATABASE_URL: `file:${join(dir, 'bench.db')}`, NODE_ENV: 'test', SUBMISSION_RATE_LIMIT_MAX: '0' });
  const { db, client } = await openDatabase(env.DATABASE_URL);
  const silent = quietLogger();
  const app = createApp({ env, db, logger: silent, groupCommit: setImmediate });
  const listener = getRequestListener((request, { incoming }) => app.fetch(request, { clientAddress: incoming.socket.remoteAddress }));
  const server = createServer((req, res) => void listener(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/submissions`;
  try {
    const send = async (key: string, body: string) => {
      const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': key }, body });
      const json = (await res.json()) as { id?: string; accessToken?: string };
      return { status: res.status, id: json.id, token: json.accessToken };
    };
    const started = performance.now();
    let split = 0;
    let nonCreated = 0;
    await Promise.all(
      Array.from({ length: ATTEMPTS }, async (_, i) => {
        const key = randomUUID();
        const body = JSON.stringify({
          email: `retry${i}@example.com`,
          company: `Retry ${i}`,
          companyUrl: null,
          answers: fullAnswersFor(ARCHETYPE_NAMES[i % 12]!),
        });
        const raced = await Promise.all(Array.from({ length: Math.ceil(RETRIES / 2) }, () => send(key, body)));
        const sequential = [];
        for (let r = 0; r < Math.floor(RETRIES / 2); r++) sequential.push(await send(key, body));
        const all = [...raced, ...sequential];
        nonCreated += all.filter((a) => a.status !== 201).length;
        if (new Set(all.map((a) => `${a.id} ${a.token}`)).size !== 1) split++;
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const rows = Number((await client.execute('select count(*) as n from quiz_submissions')).rows[0]!.n);
    const perEmail = Number(
      (await client.execute('select count(*) as n from (select email from quiz_submissions group by email having count(*) > 1)')).rows[0]!.n,
    );
    return {
      'quiz attempts': ATTEMPTS,
      'requests sent (each attempt raced and retried)': ATTEMPTS * RETRIES,
      'rows stored': rows,
      'attempts stored more than once (duplicates)': perEmail,
      'attempts whose retries got another id or token': split,
      'requests not answered 201': nonCreated,
      'requests/s': Math.round((ATTEMPTS * RETRIES) / seconds),
    };
  } finally {
    server.close();
    client.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const [name, value] of Object.entries(await retryFigures())) console.log(`${name}: ${value}`);
}
