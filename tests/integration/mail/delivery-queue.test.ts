import { createServer, type AddressInfo, type Socket } from 'node:net';
import { inArray } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { hubspotSync } from '../../../db/hubspot-schema.ts';
import { mailOutbox } from '../../../db/mail-schema.ts';
import { openDatabase } from '../../../db/open-and-migrate.ts';
import { createApp, servicesOf, type AppDeps } from '../../../functions/app.ts';
import { createHubspotClient } from '../../../functions/hubspot/client.ts';
import { requestSync } from '../../../functions/hubspot/queue.ts';
import { enqueueMail } from '../../../functions/mail/outbox.ts';
import { createSmtpTransport } from '../../../functions/mail/smtp.ts';
import { emailReportAcceptedSchema } from '../../../functions/reports/schema.ts';
import { createdSubmissionSchema } from '../../../functions/submissions/schema.ts';
import { PRIVACY_NOTICE_VERSION } from '../../../src/domain/privacy/notice.ts';
import { fullAnswersFor } from '../../helpers/answers.ts';
import { readJson } from '../../helpers/read.ts';
import { startRecordingServer, type RecordedRequest } from '../../helpers/recording-server.ts';
import { closedPort, startSmtpServer } from '../../helpers/smtp.ts';
import { createTestApp, memoryLogger } from '../../helpers/test-app.ts';
import { seedSubmission } from '../admin/helpers.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type UpsertBody = { inputs: { id: string }[] };

const cleanup: (() => unknown)[] = [];
afterEach(async () => {
  for (const c of cleanup.splice(0).reverse()) await c();
});

const TOKEN = 'pat-na1-test-token';
const MAIL_FROM = 'Reports <reports@archetypes.example>';
let clock = Date.parse('2025-01-15T10:00:00Z');
const now = () => clock;
const emailsIn = (requests: RecordedRequest[]) => requests.flatMap((r) => (r.body as UpsertBody).inputs.map((i) => i.id));

/**
 * A real SMTP transport to `url`; closed after the test. Its timeouts are the transport's own (15 s per step): every server
 * here answers at once, refuses, or never answers at all, so how long they are changes no outcome, only how slow a
 * busy machine may be.
 */
function smtpTo(url: string, timeoutMs = 15_000) {
  const transport = createSmtpTransport({ url, timeoutMs });
  cleanup.push(() => transport.close?.());
  return transport;
}

/** The app on a libSQL file with SMTP at `smtpUrl` and HubSpot at `hubspotUrl`, on the test's clock. */
async function appWith(smtpUrl: string, hubspotUrl: string, timeoutMs = 15_000) {
  const t = await createTestApp(
    { HUBSPOT_TOKEN: TOKEN, HUBSPOT_BASE_URL: hubspotUrl, MAIL_FROM, SUBMISSION_RATE_LIMIT_MAX: '0' },
    { now, mailTransport: smtpTo(smtpUrl, timeoutMs), hubspotClient: createHubspotClient({ token: TOKEN, baseUrl: hubspotUrl, timeoutMs, now }) },
  );
  cleanup.push(() => t.close());
  return t;
}

/** A second app instance (another process, another Workers isolate) on the same database file. */
async function sibling(t: TestApp, deps: Partial<AppDeps>) {
  const handle = await openDatabase(t.env.DATABASE_URL);
  cleanup.push(() => handle.client.close());
  return createApp({ env: t.env, db: handle.db, logger: memoryLogger(), now, ...deps });
}

/** A visitor takes the quiz and mails the report to a colleague: one lead and one mail. */
async function leadWithReport(t: TestApp, i: number) {
  const visitor = `198.51.100.${i + 1}`;
  const created = await t.post(
    '/api/submissions',
    {
      email: `lead${i}@example.com`,
      company: `Co ${i}`,
      companyUrl: null,
      answers: fullAnswersFor('The Sage'),
      consent: { noticeVersion: PRIVACY_NOTICE_VERSION },
    },
    { 'x-test-client': visitor },
  );
  expect(created.status).toBe(201);
  const { id, accessToken } = await readJson(created, createdSubmissionSchema);
  const sent = await t.post(`/api/submissions/${id}/email-report`, { email: `colleague${i}@example.com`, accessToken }, { 'x-test-client': visitor });
  expect(sent.status).toBe(202);
  return (await readJson(sent, emailReportAcceptedSchema)).id;
}

describe('mail and HubSpot through one durable queue', () => {
  it('after a 45 s outage of both services, every mail and every lead is delivered once', async () => {
    const port = await closedPort();
    const hubspot = await startRecordingServer();
    cleanup.push(() => hubspot.close());
    const accepted: RecordedRequest[] = [];
    const askedAt: number[] = [];
    let down = true;
    // Down: HubSpot answers 500, or 429 asking for 7 s. Up: 200, and the request counts as delivered.
    hubspot.respond = (request) => {
      askedAt.push(clock);
      if (!down) return void accepted.push(request);
      return askedAt.length % 2
        ? { status: 500, body: { status: 'error' } }
        : { status: 429, headers: { 'retry-after': '7' }, body: { status: 'error', category: 'RATE_LIMITS' } };
    };
    const t = await appWith(`smtp://127.0.0.1:${port}`, hubspot.url);
    const { mailer, hubspot: sync } = servicesOf(t.app);
    const pass = async () => {
      await Promise.all([mailer.kick(), sync.kick()]);
      await Promise.all([mailer.idle(), sync.idle()]);
    };

    const outageStart = clock;
    const outboxIds: string[] = [];
    for (let i = 0; i < 20; i++) outboxIds.push(await leadWithReport(t, i));
    await pass();
    while (clock < outageStart + 45_000) {
      clock += 1000;
      await pass();
    }
    expect(await t.db.$count(mailOutbox, inArray(mailOutbox.status, ['sent', 'failed']))).toBe(0);
    expect(await t.db.$count(hubspotSync, inArray(hubspotSync.status, ['synced', 'failed']))).toBe(0);
    // Probed, not hammered: after the first failures, HubSpot was asked once per pause (5 s ± 20 % at first, growing,
    // or the 7 s it asked for), not once per waiting lead.
    const probes = [outageStart, ...askedAt.filter((at) => at > outageStart)];
    expect(probes.slice(1).every((at, i) => at - probes[i]! >= 4000)).toBe(true);

    const smtp = await startSmtpServer(port);
    cleanup.push(() => smtp.close());
    down = false;
    for (let step = 0; step < 600; step++) {
      const waiting =
        (await t.db.$count(mailOutbox, inArray(mailOutbox.status, ['pending', 'sending']))) +
        (await t.db.$count(hubspotSync, inArray(hubspotSync.status, ['pending', 'sending'])));
      if (waiting === 0) break;
      clock += 1000;
      await pass();
    }

    expect(smtp.received.map((m) => m.envelopeTo[0]).sort()).toEqual(Array.from({ length: 20 }, (_, i) => `colleague${i}@example.com`).sort());
    expect(smtp.received.map((m) => m.parsed.messageId).sort()).toEqual(outboxIds.map((id) => `<${id}@archetypes.example>`).sort());
    expect(emailsIn(accepted).sort()).toEqual(Array.from({ length: 20 }, (_, i) => `lead${i}@example.com`).sort());
    expect(await t.db.$count(mailOutbox, inArray(mailOutbox.status, ['sent']))).toBe(20);
    expect(await t.db.$count(hubspotSync, inArray(hubspotSync.status, ['synced']))).toBe(20);
  });

  it('two app instances draining one database at once never deliver a job twice', async () => {
    const smtp = await startSmtpServer();
    cleanup.push(() => smtp.close());
    const hubspot = await startRecordingServer();
    cleanup.push(() => hubspot.close());
    const first = await appWith(smtp.url, hubspot.url);
    const second = await sibling(first, {
      mailTransport: smtpTo(smtp.url),
      hubspotClient: createHubspotClient({ token: TOKEN, baseUrl: hubspot.url, now }),
    });

    // Written by a third connection, so neither instance is nudged before both start draining.
    const writer = await openDatabase(first.env.DATABASE_URL);
    cleanup.push(() => writer.client.close());
    for (let i = 0; i < 40; i++) {
      const { id } = await seedSubmission(first, { email: `lead${i}@example.com` });
      await requestSync(writer.db, id, clock);
      await enqueueMail(
        writer.db,
        { to: `reader${i}@example.com`, subject: 'Report', html: '<p>Hi</p>', text: 'Hi', kind: 'archetype-report' },
        { now: new Date(clock) },
      );
    }
    const services = [servicesOf(first.app), servicesOf(second)];
    await Promise.all(services.flatMap((s) => [s.mailer.kick(), s.hubspot.kick()]));
    await Promise.all(services.flatMap((s) => [s.mailer.idle(), s.hubspot.idle()]));

    expect(smtp.received.map((m) => m.envelopeTo[0]).sort()).toEqual(Array.from({ length: 40 }, (_, i) => `reader${i}@example.com`).sort());
    expect(emailsIn(hubspot.requests).sort()).toEqual(Array.from({ length: 40 }, (_, i) => `lead${i}@example.com`).sort());
  });

  it('a new app instance resumes the jobs of one that died mid-attempt, once their leases expire', async () => {
    // The first instance's SMTP server accepts connections and never answers; its HubSpot never answers either.
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => void sockets.add(socket));
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    cleanup.push(() => {
      sockets.forEach((s) => s.destroy());
      return new Promise<void>((r) => silent.close(() => r()));
    });
    const hubspot = await startRecordingServer();
    cleanup.push(() => hubspot.close());
    hubspot.behaviour = 'hang';
    const dying = await appWith(`smtp://127.0.0.1:${(silent.address() as AddressInfo).port}`, hubspot.url, 60_000);
    for (let i = 0; i < 3; i++) await leadWithReport(dying, i);
    // Its first mail and first lead are held (the others wait behind them until those attempts end).
    await expect.poll(() => dying.db.$count(mailOutbox, inArray(mailOutbox.status, ['sending']))).toBe(1);
    await expect.poll(() => dying.db.$count(hubspotSync, inArray(hubspotSync.status, ['sending']))).toBe(1);
    // …and its request has reached HubSpot, so that it is not counted among the new instance's below.
    await expect.poll(() => hubspot.requests.length).toBe(1);

    // It is gone (never recording anything); a new instance starts after the leases ran out.
    hubspot.behaviour = 'ok';
    const before = hubspot.requests.length;
    const smtp = await startSmtpServer();
    cleanup.push(() => smtp.close());
    clock += 6 * 60_000;
    const restarted = servicesOf(
      await sibling(dying, { mailTransport: smtpTo(smtp.url), hubspotClient: createHubspotClient({ token: TOKEN, baseUrl: hubspot.url, now }) }),
    );
    restarted.mailer.start(60_000);
    restarted.hubspot.start(60_000);
    cleanup.push(
      () => restarted.mailer.stop(),
      () => restarted.hubspot.stop(),
    );
    await smtp.waitFor(3);
    await Promise.all([restarted.mailer.idle(), restarted.hubspot.idle()]);

    expect(smtp.received.map((m) => m.envelopeTo[0]).sort()).toEqual(['colleague0@example.com', 'colleague1@example.com', 'colleague2@example.com']);
    expect(emailsIn(hubspot.requests.slice(before)).sort()).toEqual(['lead0@example.com', 'lead1@example.com', 'lead2@example.com']);

    // The dead instance's attempts finally fail; having lost their leases, they change nothing.
    sockets.forEach((s) => s.destroy());
    await hubspot.close();
    const { mailer, hubspot: sync } = servicesOf(dying.app);
    await Promise.all([mailer.idle(), sync.idle()]);
    expect(await dying.db.$count(mailOutbox, inArray(mailOutbox.status, ['sent']))).toBe(3);
    expect(await dying.db.$count(hubspotSync, inArray(hubspotSync.status, ['synced']))).toBe(3);
  });
});
