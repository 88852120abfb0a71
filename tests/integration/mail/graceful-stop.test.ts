import { spawn } from 'node:child_process';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';
import { asc } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../../db/mail-schema.ts';
import { openDatabase } from '../../../db/open-and-migrate.ts';
import { createJobLoop } from '../../../functions/jobs/loop.ts';
import { createMailDrain } from '../../../functions/mail/deliver.ts';
import { createMailer } from '../../../functions/mail/mailer.ts';
import { enqueueMail } from '../../../functions/mail/outbox.ts';
import { createSmtpTransport } from '../../../functions/mail/smtp.ts';
import { tempDatabaseUrl } from '../../helpers/temp-database.ts';
import { memoryLogger } from '../../helpers/test-app.ts';

// Issue 25: a graceful stop during delivery must not leave a lease behind, or the next instance sends the mail again.

const FROM = 'Reports <reports@archetypes.example>';
const GIVE_UP_MS = 48 * 3_600_000;
/** Long enough never to be reached by a stop that is not meant to run out of time. */
const AMPLE_MS = 60_000;

const closers: (() => unknown)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

/**
 * A real SMTP server on loopback that receives each message in full and then holds its reply (250) until told to
 * answer: the sender is mid-send, its message on the wire. `acknowledged` lists the recipients of answered messages.
 */
async function holdingSmtp() {
  const held: { to: string; answer: () => void }[] = [];
  const acknowledged: string[] = [];
  let holding = true;
  let onHeld = () => {};
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address).join(',');
        const answer = () => {
          acknowledged.push(to);
          callback();
        };
        if (!holding) return answer();
        held.push({ to, answer });
        onHeld();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    held,
    acknowledged,
    /** Resolves once `n` messages are held. */
    async holding(n: number) {
      while (held.length < n) await new Promise<void>((resolve) => (onHeld = resolve));
    },
    /** Answers every held message, and every later one at once. */
    answerAll() {
      holding = false;
      for (const message of held.splice(0)) message.answer();
    },
    /** Messages answered, per recipient. */
    countsByRecipient: () => Object.fromEntries([...new Set(acknowledged)].map((to) => [to, acknowledged.filter((a) => a === to).length])),
  };
}

/** One server instance's view of the database: its own connection to the same file. */
async function instance(url: string) {
  const handle = await openDatabase(url);
  closers.push(() => handle.client.close());
  return handle;
}

function smtpTransport(url: string) {
  const transport = createSmtpTransport({ url });
  closers.push(() => transport.close?.());
  return transport;
}

async function setUp(mails: number) {
  const database = tempDatabaseUrl();
  closers.push(() => database.remove());
  const first = await instance(database.url);
  const recipients = Array.from({ length: mails }, (_, i) => `reader-${i + 1}@example.com`);
  for (const to of recipients)
    await enqueueMail(first.db, { to, subject: `For ${to}`, html: '<p>Hello</p>', text: 'Hello', kind: 'archetype-report' }, { now: new Date() });
  const rows = () => first.db.select().from(mailOutbox).orderBy(asc(mailOutbox.recipient));
  return { url: database.url, db: first.db, recipients, rows };
}

/** The Node runtime's app in a process of its own (./fixtures/stoppable-app.ts), on `databaseUrl`, sending to `smtpUrl`. */
function appProcess(databaseUrl: string, smtpUrl: string) {
  const child = spawn(process.execPath, ['tests/integration/mail/fixtures/stoppable-app.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      SMTP_URL: smtpUrl,
      MAIL_FROM: FROM,
      BETTER_AUTH_SECRET: 'graceful-stop-test-secret-0123456789abcdef',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  closers.push(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  });
  const lines: string[] = [];
  let onLine = () => {};
  createInterface({ input: child.stdout }).on('line', (line) => {
    lines.push(line);
    onLine();
  });
  return {
    child,
    exited,
    /** Resolves once the process has printed `text` on a line of its own. */
    async printed(text: string) {
      while (!lines.includes(text)) await new Promise<void>((resolve) => (onLine = resolve));
    },
  };
}

describe('a graceful stop of mail delivery', () => {
  it('lets the sends under way finish and be recorded, and leaves the rest pending for the next instance, which sends each mail once', async () => {
    const smtp = await holdingSmtp();
    const { url, db, recipients, rows } = await setUp(7);
    // The mailer as the server runs it: four SMTP connections at once, one mail each.
    const mailer = createMailer({ db, transport: smtpTransport(smtp.url), from: FROM, giveUpMs: GIVE_UP_MS, logger: memoryLogger() });
    void mailer.kick();
    await smtp.holding(4);

    const stopped = mailer.drain(AMPLE_MS);
    smtp.answerAll();
    expect(await stopped).toBe(true);

    const afterStop = await rows();
    const sent = afterStop.filter((r) => r.status === 'sent');
    expect(sent).toHaveLength(4);
    expect(sent.map((r) => r.recipient).sort()).toEqual([...smtp.acknowledged].sort());
    expect(afterStop.filter((r) => r.status !== 'sent')).toEqual(
      Array.from({ length: 3 }, () => expect.objectContaining({ status: 'pending', leaseToken: null, attempts: 0 })),
    );
    // A stopped mailer claims nothing more, whatever nudges it.
    await mailer.kick();
    expect((await rows()).filter((r) => r.status === 'sending')).toEqual([]);

    const next = await instance(url);
    const restarted = createMailer({ db: next.db, transport: smtpTransport(smtp.url), from: FROM, giveUpMs: GIVE_UP_MS, logger: memoryLogger() });
    await restarted.kick();
    expect(smtp.countsByRecipient()).toEqual(Object.fromEntries(recipients.map((to) => [to, 1])));
    expect((await rows()).map((r) => r.status)).toEqual(recipients.map(() => 'sent'));
  });

  it('hands back the mail it claimed but had not started, unleased and with its attempt count as before', async () => {
    const smtp = await holdingSmtp();
    const { url, db, recipients, rows } = await setUp(4);
    // One lane that claims three mails at a time: the first is on the wire while the other two wait their turn.
    const logger = memoryLogger();
    const drain = createMailDrain({ db, transport: smtpTransport(smtp.url), from: FROM, giveUpMs: GIVE_UP_MS, batchSize: 3, concurrency: 1, logger });
    const loop = createJobLoop(drain, 'Mail delivery', logger, Date.now);
    void loop.kick();
    await smtp.holding(1);
    const onTheWire = smtp.held[0]!.to;
    expect((await rows()).filter((r) => r.status === 'sending')).toHaveLength(3);

    const stopped = loop.drain(AMPLE_MS);
    smtp.answerAll();
    expect(await stopped).toBe(true);

    const afterStop = await rows();
    expect(afterStop.find((r) => r.recipient === onTheWire)).toMatchObject({ status: 'sent', attempts: 1, leaseToken: null });
    const others = afterStop.filter((r) => r.recipient !== onTheWire);
    expect(others).toEqual(Array.from({ length: 3 }, () => expect.objectContaining({ status: 'pending', attempts: 0, leaseToken: null })));
    // Due at once: the next instance need not wait out a lease.
    expect(others.every((r) => r.nextAttemptAt.getTime() <= Date.now())).toBe(true);
    expect(logger.lines).toContainEqual(expect.stringMatching(/claimed jobs handed back unattempted \{"released":2\}/));

    const next = await instance(url);
    await createMailDrain({ db: next.db, transport: smtpTransport(smtp.url), from: FROM, giveUpMs: GIVE_UP_MS }).pass();
    expect(smtp.countsByRecipient()).toEqual(Object.fromEntries(recipients.map((to) => [to, 1])));
  });

  it('gives up waiting at its deadline, leaving the send under way its lease, and still records it when it ends', async () => {
    const smtp = await holdingSmtp();
    const { recipients, db, rows } = await setUp(1);
    const mailer = createMailer({ db, transport: smtpTransport(smtp.url), from: FROM, giveUpMs: GIVE_UP_MS, logger: memoryLogger() });
    void mailer.kick();
    await smtp.holding(1);

    expect(await mailer.drain(0)).toBe(false);
    expect(await rows()).toEqual([expect.objectContaining({ status: 'sending', leaseToken: expect.any(String) })]);

    smtp.answerAll();
    await mailer.idle();
    expect(await rows()).toEqual([expect.objectContaining({ recipient: recipients[0], status: 'sent', leaseToken: null })]);
    expect(smtp.countsByRecipient()).toEqual({ [recipients[0]!]: 1 });
  });

  it('in the Node runtime: SIGTERM during delivery lets the sends under way finish, exits 0, and a restart sends each mail once', async () => {
    const smtp = await holdingSmtp();
    const { url, recipients, rows } = await setUp(7);
    const app = appProcess(url, smtp.url);
    await app.printed('ready');
    await smtp.holding(4);

    app.child.kill('SIGTERM');
    await app.printed('stopping');
    smtp.answerAll();
    expect(await app.exited).toEqual([0, null]);

    const afterStop = await rows();
    expect(afterStop.filter((r) => r.status === 'sent')).toHaveLength(4);
    expect(afterStop.filter((r) => r.status !== 'sent')).toEqual(
      Array.from({ length: 3 }, () => expect.objectContaining({ status: 'pending', leaseToken: null, attempts: 0 })),
    );

    // The restart (its mailer, on a connection of its own to the file: one process start is slow enough).
    const next = await instance(url);
    await createMailer({ db: next.db, transport: smtpTransport(smtp.url), from: FROM, giveUpMs: GIVE_UP_MS, logger: memoryLogger() }).kick();
    expect(smtp.countsByRecipient()).toEqual(Object.fromEntries(recipients.map((to) => [to, 1])));
    expect((await rows()).map((r) => r.status)).toEqual(recipients.map(() => 'sent'));
  });
});
