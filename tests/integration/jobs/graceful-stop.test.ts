import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { hubspotSync } from '../../../db/hubspot-schema.ts';
import { openDatabase } from '../../../db/open-and-migrate.ts';
import { quizSubmissions } from '../../../db/schema.ts';
import { createHubspotClient } from '../../../functions/hubspot/client.ts';
import { createHubspotSync } from '../../../functions/hubspot/sync.ts';
import { PRIVACY_NOTICE_VERSION } from '../../../src/domain/privacy/notice.ts';
import { tempDatabaseUrl } from '../../helpers/temp-database.ts';
import { memoryLogger } from '../../helpers/test-app.ts';

// Issue 25, the HubSpot queue: a graceful stop finishes the batch on the wire and leaves no lease behind.

const TOKEN = 'pat-na1-test-token';
const GIVE_UP_MS = 48 * 3_600_000;
const AMPLE_MS = 60_000;

const closers: (() => unknown)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

/** A loopback "HubSpot" that reads each batch upsert in full and holds its answer (200) until told to answer. */
async function holdingHubspot() {
  const upserted: string[] = [];
  const held: ServerResponse[] = [];
  let holding = true;
  let onHeld = () => {};
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const { inputs } = JSON.parse(Buffer.concat(chunks).toString()) as { inputs: { id: string }[] };
      const answer = () => {
        upserted.push(...inputs.map((i) => i.id));
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"COMPLETE","results":[]}');
      };
      if (!holding) return answer();
      held.push(Object.assign(res, { answer }));
      onHeld();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    upserted,
    async holding(n: number) {
      while (held.length < n) await new Promise<void>((resolve) => (onHeld = resolve));
    },
    answerAll() {
      holding = false;
      for (const res of held.splice(0)) (res as ServerResponse & { answer: () => void }).answer();
    },
  };
}

async function instance(url: string, hubspotUrl: string) {
  const handle = await openDatabase(url);
  closers.push(() => handle.client.close());
  const client = createHubspotClient({ token: TOKEN, baseUrl: hubspotUrl });
  return { db: handle.db, sync: createHubspotSync({ db: handle.db, client, logger: memoryLogger(), giveUpMs: GIVE_UP_MS }) };
}

async function lead(db: Awaited<ReturnType<typeof instance>>['db'], email: string) {
  const id = crypto.randomUUID();
  await db.insert(quizSubmissions).values({
    id,
    email,
    company: 'Acme',
    companyUrl: 'https://acme.example/',
    primaryArchetype: 'The Hero',
    secondaryArchetype: 'Warrior',
    scores: { 'The Hero': 12 },
    subArchetypeScores: { Warrior: 6 },
    createdAt: new Date(),
    accessTokenHash: 'x'.repeat(64),
    consentVersion: PRIVACY_NOTICE_VERSION,
    consentAt: new Date(),
  });
  return id;
}

describe('a graceful stop of the HubSpot sync', () => {
  it('finishes the batch on the wire, claims nothing more, and the next instance syncs every other lead once', async () => {
    const hubspot = await holdingHubspot();
    const database = tempDatabaseUrl();
    closers.push(() => database.remove());
    const first = await instance(database.url, hubspot.url);

    // A request resolves once the pass it started is done: A's only when its batch is answered.
    void first.sync.request(await lead(first.db, 'lead-a@example.com'));
    await hubspot.holding(1);
    // Requested while A's batch is on the wire: they wait for the next pass.
    void first.sync.request(await lead(first.db, 'lead-b@example.com'));
    void first.sync.request(await lead(first.db, 'lead-c@example.com'));
    await expect.poll(() => first.db.$count(hubspotSync)).toBe(3);

    const stopped = first.sync.drain(AMPLE_MS);
    hubspot.answerAll();
    expect(await stopped).toBe(true);
    // Requested after the stop: recorded for the next instance, not sent by this one.
    await first.sync.request(await lead(first.db, 'lead-d@example.com'));
    expect(hubspot.upserted).toEqual(['lead-a@example.com']);
    const rows = await first.db.select().from(hubspotSync);
    expect(rows.filter((r) => r.status === 'synced')).toHaveLength(1);
    expect(rows.filter((r) => r.status !== 'synced')).toEqual(
      Array.from({ length: 3 }, () => expect.objectContaining({ status: 'pending', leaseToken: null, attempts: 0 })),
    );

    const next = await instance(database.url, hubspot.url);
    await next.sync.kick();
    expect(hubspot.upserted.sort()).toEqual(['lead-a@example.com', 'lead-b@example.com', 'lead-c@example.com', 'lead-d@example.com']);
  });
});
