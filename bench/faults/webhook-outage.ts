// Webhooks through a real 60 s receiver outage, over real HTTP with the real Node background loop: 40 quiz
// submissions are made through the API while one endpoint refuses connections (first half) and answers 503 with
// Retry-After (second half), and a second endpoint stays up. Prints what each receiver got (verified with the
// standardwebhooks library), duplicates per webhook-id, how long the healthy endpoint waited meanwhile, and how long
// delivery took once the failing one came back.
// Run alone: node bench/faults/webhook-outage.ts (BENCH_OUTAGE_SECONDS to change the outage).
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer as createTcpServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import { inArray } from 'drizzle-orm';
import { openDatabase } from '../../db/open-and-migrate.ts';
import { webhookDeliveries, webhookEndpoints } from '../../db/webhook-schema.ts';
import { createApp, servicesOf } from '../../functions/app.ts';
import { parseEnv } from '../../functions/env.ts';
import { quietLogger } from '../../functions/lib/logger.ts';
import { startBackgroundDelivery } from '../../functions/mail/node-delivery.ts';
import { generateSecret } from '../../functions/webhooks/signing.ts';
import { ARCHETYPE_NAMES } from '../../src/domain/archetypes/types.ts';
import { PRIVACY_NOTICE_VERSION } from '../../src/domain/privacy/notice.ts';
import { fullAnswersFor } from '../../tests/helpers/answers.ts';
import { startWebhookReceiver, type ReceivedWebhook } from '../../tests/helpers/webhook-receiver.ts';

const OUTAGE_MS = Number(process.env.BENCH_OUTAGE_SECONDS ?? 60) * 1000;
const SUBMISSIONS = 40;
const DEADLINE_MS = 10 * 60_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const seconds = (ms: number) => (ms / 1000).toFixed(1);
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? 0;

async function freePort(): Promise<number> {
  const probe = createTcpServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((r) => probe.close(() => r()));
  return port;
}

/** Requests answered 2xx, by webhook-id: how many times each arrived, and whether every one verified. */
function tally(received: ReceivedWebhook[]) {
  const ok = received.filter((r) => r.status >= 200 && r.status < 300);
  const ids = ok.map((r) => r.id);
  return {
    delivered: new Set(ids).size,
    duplicates: ids.length - new Set(ids).size,
    unverified: received.filter((r) => r.verifiedBy.length === 0).length,
  };
}

export async function webhookOutageFigures(): Promise<Record<string, string | number>> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-webhooks-'));
  const env = parseEnv({
    DATABASE_URL: `file:${join(dir, 'bench.db')}`,
    NODE_ENV: 'test',
    SUBMISSION_RATE_LIMIT_MAX: '0',
    WEBHOOK_ALLOW_PRIVATE_HOSTS: 'true',
  });
  const { db, client } = await openDatabase(env.DATABASE_URL);
  const app = createApp({ env, db, logger: quietLogger(), groupCommit: setImmediate });
  const services = servicesOf(app);
  startBackgroundDelivery(services);

  const healthy = await startWebhookReceiver();
  const failingPort = await freePort();
  const secrets = { healthy: generateSecret(), failing: generateSecret() };
  healthy.secrets = [secrets.healthy];
  const endpoint = (id: string, url: string, secret: string) => ({
    id,
    url,
    events: ['submission.created' as const],
    secret,
    createdAt: Date.now(),
    updatedAt: Date.now(),
  });
  await db
    .insert(webhookEndpoints)
    .values([endpoint('healthy', healthy.url, secrets.healthy), endpoint('failing', `http://127.0.0.1:${failingPort}/hook`, secrets.failing)]);

  const server = createHttpServer(
    (req, res) => void getRequestListener((request, { incoming }) => app.fetch(request, { clientAddress: incoming.socket.remoteAddress }))(req, res),
  );
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const api = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  let failing: Awaited<ReturnType<typeof startWebhookReceiver>> | undefined;
  const createdAt = new Map<string, number>();
  const arrivedAt = new Map<string, number>();

  try {
    const track = setInterval(() => {
      for (const r of healthy.received) {
        const submission = (JSON.parse(r.body) as { data: { submission: { id: string } } }).data.submission.id;
        if (!arrivedAt.has(submission)) arrivedAt.set(submission, performance.now());
      }
    }, 20);
    const start = performance.now();
    for (let i = 0; i < SUBMISSIONS; i++) {
      const res = await fetch(`${api}/submissions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: `lead${i}@example.com`,
          company: `Company ${i}`,
          companyUrl: null,
          answers: fullAnswersFor(ARCHETYPE_NAMES[i % 12]!),
          consent: { noticeVersion: PRIVACY_NOTICE_VERSION },
        }),
      });
      if (res.status !== 201) throw new Error(`POST /submissions answered ${res.status}: ${await res.text()}`);
      createdAt.set(((await res.json()) as { id: string }).id, performance.now());
      await sleep(OUTAGE_MS / 2 / SUBMISSIONS);
    }

    // Second half of the outage: the receiver is back up but answers 503 with Retry-After.
    await sleep(Math.max(0, OUTAGE_MS / 2 - (performance.now() - start)));
    failing = await startWebhookReceiver({ port: failingPort, secrets: [secrets.failing] });
    let down = true;
    failing.answer = () => (down ? { status: 503, headers: { 'retry-after': '15' }, body: 'maintenance' } : { status: 200, body: 'ok' });
    await sleep(Math.max(0, OUTAGE_MS - (performance.now() - start)));
    const attemptsDuringOutage = failing.received.length;
    down = false;
    const recovered = performance.now();

    const waiting = () => db.$count(webhookDeliveries, inArray(webhookDeliveries.status, ['pending', 'sending']));
    while ((await waiting()) > 0 && performance.now() - recovered < DEADLINE_MS) await sleep(50);
    const deliveredAfterMs = performance.now() - recovered;
    await sleep(1000); // anything sent twice would arrive now
    clearInterval(track);

    const waits = [...createdAt].flatMap(([id, at]) => (arrivedAt.has(id) ? [arrivedAt.get(id)! - at] : []));
    const h = tally(healthy.received);
    const f = tally(failing.received);
    return {
      'outage (s)': OUTAGE_MS / 1000,
      'events (submission.created) per endpoint': SUBMISSIONS,
      'healthy endpoint: delivered / duplicates / unverified': `${h.delivered} / ${h.duplicates} / ${h.unverified}`,
      'healthy endpoint: wait from submission to arrival, p50 / max (ms)': `${Math.round(percentile(waits, 0.5))} / ${Math.round(Math.max(...waits))}`,
      'failing endpoint: requests during the 503 half': attemptsDuringOutage,
      'failing endpoint: delivered / duplicates / unverified': `${f.delivered} / ${f.duplicates} / ${f.unverified}`,
      'deliveries failed for good': await db.$count(webhookDeliveries, inArray(webhookDeliveries.status, ['failed'])),
      'time from recovery to fully delivered (s)': seconds(deliveredAfterMs),
    };
  } finally {
    services.webhooks.stop();
    await services.webhooks.idle();
    server.close();
    await healthy.close();
    await failing?.close();
    client.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const [name, value] of Object.entries(await webhookOutageFigures())) console.log(`${name}: ${value}`);
}
