// Mail and HubSpot through a real 45 s outage, over real HTTP and real sockets: 50 report emails and 30 leads
// are accepted while the SMTP server refuses connections and HubSpot answers 500 / 429 (Retry-After); then both
// come back. Prints what was delivered, duplicates at each receiver and how long delivery took after recovery.
// The app's own background loop (Node timers, as `npm start` runs it) does the delivering.
// Run alone: node bench/faults/outage.ts (BENCH_OUTAGE_SECONDS to change the outage).
import { quietLogger } from '../../functions/lib/logger.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer as createTcpServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import { inArray } from 'drizzle-orm';
import { hubspotSync } from '../../db/hubspot-schema.ts';
import { mailOutbox } from '../../db/mail-schema.ts';
import { openDatabase } from '../../db/open-and-migrate.ts';
import { createApp, servicesOf } from '../../functions/app.ts';
import { parseEnv } from '../../functions/env.ts';
import { createSmtpTransport } from '../../functions/mail/smtp.ts';
import { startBackgroundDelivery } from '../../functions/mail/node-delivery.ts';
import { ARCHETYPE_NAMES } from '../../src/domain/archetypes/types.ts';
import { fullAnswersFor } from '../../tests/helpers/answers.ts';
import { startRecordingServer, type RecordedRequest } from '../../tests/helpers/recording-server.ts';
import { startSmtpServer } from '../../tests/helpers/smtp.ts';
import { PRIVACY_NOTICE_VERSION } from '../../src/domain/privacy/notice.ts';

const OUTAGE_MS = Number(process.env.BENCH_OUTAGE_SECONDS ?? 45) * 1000;
const LEADS = 30;
const MAILS = 50;
/** Give up waiting for delivery this long after recovery (the figures then show what is missing). */
const DEADLINE_MS = 10 * 60_000;

/** A loopback port with nothing listening: the mail server while it is down. */
async function freePort(): Promise<number> {
  const probe = createTcpServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((r) => probe.close(() => r()));
  return port;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const duplicates = (values: string[]) => values.length - new Set(values).size;

export async function outageFigures(): Promise<Record<string, string | number>> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-outage-'));
  const smtpPort = await freePort();
  const hubspot = await startRecordingServer();
  let down = true;
  const accepted: RecordedRequest[] = [];
  let askedWhileDown = 0;
  hubspot.respond = (request) => {
    if (!down) return void accepted.push(request);
    askedWhileDown++;
    return askedWhileDown % 2
      ? { status: 500, body: { status: 'error' } }
      : { status: 429, headers: { 'retry-after': '10' }, body: { category: 'RATE_LIMITS' } };
  };

  const env = parseEnv({
    DATABASE_URL: `file:${join(dir, 'bench.db')}`,
    NODE_ENV: 'test',
    SUBMISSION_RATE_LIMIT_MAX: '0',
    MAIL_FROM: 'Reports <reports@bench.example>',
    HUBSPOT_TOKEN: 'pat-bench',
    HUBSPOT_BASE_URL: hubspot.url,
  });
  const { db, client } = await openDatabase(env.DATABASE_URL);
  const silent = quietLogger();
  const transport = createSmtpTransport({ url: `smtp://127.0.0.1:${smtpPort}` });
  const app = createApp({ env, db, logger: silent, groupCommit: setImmediate, mailTransport: transport });
  const services = servicesOf(app);
  startBackgroundDelivery(services);
  // Each visitor is its own client address (the bench stands in for 30 people), so per-address limits hold as in production.
  const server = createHttpServer(
    (req, res) =>
      void getRequestListener((request, { incoming }) =>
        app.fetch(request, { clientAddress: request.headers.get('x-bench-visitor') ?? incoming.socket.remoteAddress }),
      )(req, res),
  );
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const api = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;

  try {
    const outageStart = performance.now();
    const post = async (path: string, body: unknown, visitor: string) => {
      const res = await fetch(`${api}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-bench-visitor': visitor },
        body: JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
      return res.json() as Promise<{ id: string; accessToken: string }>;
    };
    let mails = 0;
    for (let i = 0; i < LEADS; i++) {
      const visitor = `198.51.100.${i + 1}`;
      const answers = fullAnswersFor(ARCHETYPE_NAMES[i % 12]!);
      const { id, accessToken } = await post(
        '/submissions',
        { email: `lead${i}@example.com`, company: `Company ${i}`, companyUrl: null, answers, consent: { noticeVersion: PRIVACY_NOTICE_VERSION } },
        visitor,
      );
      // 50 reports over 30 submissions: two for the first 20 (within the 3 per submission allowed).
      for (let r = 0; r < (i < MAILS - LEADS ? 2 : 1); r++) {
        await post(`/submissions/${id}/email-report`, { email: `reader${mails++}@example.com`, accessToken }, visitor);
      }
    }
    const accepting = performance.now() - outageStart;

    await sleep(Math.max(0, OUTAGE_MS - (performance.now() - outageStart)));
    smtp = await startSmtpServer(smtpPort);
    down = false;
    const recovered = performance.now();

    const waiting = async () =>
      (await db.$count(mailOutbox, inArray(mailOutbox.status, ['pending', 'sending']))) +
      (await db.$count(hubspotSync, inArray(hubspotSync.status, ['pending', 'sending'])));
    while ((await waiting()) > 0 && performance.now() - recovered < DEADLINE_MS) await sleep(50);
    const deliveredAfterMs = performance.now() - recovered;
    await sleep(1000); // anything sent twice would arrive now

    const messageIds = smtp.received.map((m) => m.parsed.messageId ?? '');
    const upserted = accepted.flatMap((r) => (r.body as { inputs: { id: string }[] }).inputs.map((i) => i.id));
    return {
      'outage (s)': OUTAGE_MS / 1000,
      'report emails accepted (202) during the outage': mails,
      'leads accepted (201) during the outage': LEADS,
      'time to accept them (s)': (accepting / 1000).toFixed(1),
      'HubSpot requests during the outage (answered 500/429)': askedWhileDown,
      'mails delivered': new Set(messageIds).size,
      'mails failed': await db.$count(mailOutbox, inArray(mailOutbox.status, ['failed'])),
      'duplicate mails at the SMTP server (same Message-ID)': duplicates(messageIds),
      'leads delivered': new Set(upserted).size,
      'leads failed': await db.$count(hubspotSync, inArray(hubspotSync.status, ['failed'])),
      'duplicate upserts at HubSpot': duplicates(upserted),
      'HubSpot batch requests after recovery': accepted.length,
      'time from recovery to fully delivered (s)': (deliveredAfterMs / 1000).toFixed(1),
    };
  } finally {
    services.mailer.stop();
    services.hubspot.stop();
    await Promise.all([services.mailer.idle(), services.hubspot.idle()]);
    transport.close?.();
    server.close();
    await smtp?.close();
    await hubspot.close();
    client.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const [name, value] of Object.entries(await outageFigures())) console.log(`${name}: ${value}`);
}
