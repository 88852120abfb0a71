import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client.ts';
import { mailOutbox } from '../../../db/mail-schema.ts';
import { openDatabase } from '../../../db/open-and-migrate.ts';
import { createMailDrain } from '../../../functions/mail/deliver.ts';
import { createHttpApiTransport } from '../../../functions/mail/http-api.ts';
import { createMailer } from '../../../functions/mail/mailer.ts';
import { enqueueMail, getOutboxMail, retryFailedMail, type OutgoingMail } from '../../../functions/mail/outbox.ts';
import { createSmtpTransport } from '../../../functions/mail/smtp.ts';
import type { MailTransport } from '../../../functions/mail/transport.ts';
import { isPng } from '../../helpers/png.ts';
import { startRecordingServer } from '../../helpers/recording-server.ts';
import { closedPort, startSmtpServer } from '../../helpers/smtp.ts';
import { memoryLogger } from '../../helpers/test-app.ts';

const HOUR = 60 * 60 * 1000;
const GIVE_UP_MS = 48 * HOUR;

let dir: string;
let handle: DatabaseHandle;
let clock: number;
const now = () => clock;
const closers: (() => unknown)[] = [];

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'outbox-'));
  handle = await openDatabase(`file:${join(dir, 'test.db')}`);
  clock = Date.parse('2025-01-15T10:00:00Z');
});
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
  handle.client.close();
  rmSync(dir, { recursive: true, force: true });
});

const confirmation: OutgoingMail = {
  to: 'new-admin@example.com',
  subject: 'Confirm your account',
  html: '<p>Click <a href="https://site.example/confirm">here</a></p>',
  text: 'Confirm: https://site.example/confirm',
  kind: 'account-confirmation',
  attachments: [
    {
      filename: 'dot.png',
      contentType: 'image/png',
      content: Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]),
      cid: 'dot@x',
    },
  ],
};
const from = 'Test <test@site.example>';
const row = async (id: string) => (await getOutboxMail(handle.db, id))!;
const enqueue = (mail: Partial<OutgoingMail> = {}) => enqueueMail(handle.db, { ...confirmation, ...mail }, { now: new Date(clock) });
/** The mail queue with the jitter pinned to its middle, so waits are exact. */
const drainOver = (transport: MailTransport) =>
  createMailDrain({ db: handle.db, transport, from, giveUpMs: GIVE_UP_MS, now, random: () => 0.5, logger: memoryLogger() });

async function smtpOn(port = 0) {
  const server = await startSmtpServer(port);
  closers.push(() => server.close());
  return server;
}
/** The transport's own timeouts (15 s per step): the servers here answer or refuse at once, and a busy machine may be slow. */
function smtpTransport(url: string) {
  const transport = createSmtpTransport({ url });
  closers.push(() => transport.close?.());
  return transport;
}

/** A relay that refuses some recipients: nobody@ for good (550), full@ for now (452). */
async function pickySmtp() {
  const delivered: string[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    onRcptTo(address, _session, callback) {
      const refuse = (code: number, text: string) => callback(Object.assign(new Error(text), { responseCode: code }));
      if (address.address.startsWith('nobody@')) return refuse(550, 'No such user here');
      if (address.address.startsWith('full@')) return refuse(452, 'Mailbox full, try again later');
      callback();
    },
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        delivered.push(...session.envelope.rcptTo.map((r) => r.address));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { delivered, url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}` };
}

describe('the mail outbox', () => {
  it('writes every mail first (pending), then delivers it with a Message-ID made of its id and the sender domain', async () => {
    const id = await enqueue();
    expect(await row(id)).toMatchObject({ status: 'pending', attempts: 0, recipient: 'new-admin@example.com', kind: 'account-confirmation' });

    const smtp = await smtpOn();
    expect(await drainOver(smtpTransport(smtp.url)).pass()).toMatchObject({ delivered: 1, retrying: 0, failed: 0 });
    expect(smtp.received[0]!.parsed).toMatchObject({
      subject: 'Confirm your account',
      messageId: `<${id}@site.example>`,
      text: expect.stringContaining('https://site.example/confirm'),
    });
    expect(isPng(smtp.received[0]!.parsed.attachments[0]!.content)).toBe(true);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1, lastError: null, leaseToken: null });
  });

  it('keeps the mail pending with the error while the server is down, does not hammer it, and delivers once it is back', async () => {
    const port = await closedPort();
    const drain = drainOver(smtpTransport(`smtp://127.0.0.1:${port}`));
    const id = await enqueue();

    expect(await drain.pass()).toMatchObject({ delivered: 0, retrying: 1, nextDueAt: clock + 5000 });
    expect(await row(id)).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.stringMatching(/ECONNREFUSED|connect/i) });

    // A new mail while the server is known to be down waits for the next probe instead of being tried now.
    const second = await enqueue({ to: 'second@example.com' });
    expect(await drain.pass()).toMatchObject({ delivered: 0, retrying: 0 });
    expect((await row(second)).attempts).toBe(0);

    const smtp = await smtpOn(port);
    clock += 5000;
    expect(await drain.pass()).toMatchObject({ delivered: 2 });
    expect(smtp.received.map((m) => m.envelopeTo[0]).sort()).toEqual(['new-admin@example.com', 'second@example.com']);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('gives every attempt the same Message-ID, so a receiver can drop the copy that a lost "250 OK" brings', async () => {
    const smtp = await smtpOn();
    const real = smtpTransport(smtp.url);
    let answerLost = true;
    // The server stores the mail, but its answer never reaches us: the mail is sent again.
    const lossy: MailTransport = {
      name: 'smtp',
      async send(message) {
        await real.send(message);
        if (answerLost) {
          answerLost = false;
          throw new Error('Connection closed before the server answered DATA');
        }
      },
    };
    const drain = drainOver(lossy);
    const id = await enqueue();
    expect(await drain.pass()).toMatchObject({ retrying: 1 });
    clock = (await row(id)).nextAttemptAt.getTime();
    expect(await drain.pass()).toMatchObject({ delivered: 1 });

    expect(smtp.received).toHaveLength(2);
    expect(new Set(smtp.received.map((m) => m.parsed.messageId))).toEqual(new Set([`<${id}@site.example>`]));
  });

  it('retries for OUTBOX_GIVE_UP_HOURS, waiting 5 s at first and at most 30 minutes, then marks the mail failed with its last error at its first attempt past that', async () => {
    const port = await closedPort();
    const drain = drainOver(smtpTransport(`smtp://127.0.0.1:${port}`));
    const id = await enqueue();
    const queuedAt = clock;
    const waits: number[] = [];
    for (;;) {
      const report = await drain.pass();
      const mail = await row(id);
      if (mail.status === 'failed') break;
      waits.push(mail.nextAttemptAt.getTime() - clock);
      clock = Math.max(mail.nextAttemptAt.getTime(), report.nextDueAt ?? 0);
    }

    expect(waits[0]).toBe(5000);
    expect(Math.max(...waits)).toBe(30 * 60 * 1000);
    // Growing, except the last: no wait runs past the give-up time (the attempt due then is the last one).
    expect(waits.slice(0, -1).every((w, i) => i === 0 || w >= waits[i - 1]!)).toBe(true);
    expect(clock - queuedAt).toBeGreaterThanOrEqual(GIVE_UP_MS);
    expect(clock - queuedAt).toBeLessThanOrEqual(GIVE_UP_MS + 30 * 60 * 1000);
    const failed = await row(id);
    expect(failed).toMatchObject({ status: 'failed', lastError: expect.stringMatching(/ECONNREFUSED|connect/i) });
    expect(failed.attempts).toBe(waits.length + 1);
    expect(failed.attempts).toBeGreaterThan(100);

    // Given up means left alone, not deleted, until someone puts it back: then it gets a new window.
    clock += HOUR;
    expect(await drain.pass()).toMatchObject({ delivered: 0, retrying: 0, failed: 0 });
    expect(await retryFailedMail(handle.db, { id, now: clock })).toBe(1);
    expect(await row(id)).toMatchObject({ status: 'pending', attempts: 0, queuedAt: new Date(clock) });
    const smtp = await smtpOn(port);
    clock += 30 * 60 * 1000; // past the pause of this drainer's last probe
    expect(await drain.pass()).toMatchObject({ delivered: 1 });
    expect(smtp.received).toHaveLength(1);
  });

  it('fails a mail at once when the server refuses its recipient for good (550), retries one it defers (452), and sends the rest', async () => {
    const relay = await pickySmtp();
    const drain = drainOver(smtpTransport(relay.url));
    const refused = await enqueue({ to: 'nobody@example.com' });
    const deferred = await enqueue({ to: 'full@example.com' });
    const fine = await enqueue({ to: 'fine@example.com' });

    expect(await drain.pass()).toMatchObject({ delivered: 1, retrying: 1, failed: 1 });
    expect(relay.delivered).toEqual(['fine@example.com']);
    expect(await row(refused)).toMatchObject({ status: 'failed', attempts: 1, lastError: expect.stringContaining('550') });
    expect(await row(deferred)).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.stringContaining('452') });
    expect((await row(fine)).status).toBe('sent');
  });

  it('with no transport configured, mail stays pending and untouched', async () => {
    const mailer = createMailer({ db: handle.db, from, giveUpMs: GIVE_UP_MS, logger: memoryLogger(), now });
    const id = await enqueue();
    await mailer.kick();
    await mailer.idle();
    expect(await row(id)).toMatchObject({ status: 'pending', attempts: 0, lastError: null });
  });

  it('a restarted process resumes the pending mail on start', async () => {
    const ids = [await enqueue(), await enqueue({ to: 'second@example.com' })];
    const smtp = await smtpOn();
    const mailer = createMailer({ db: handle.db, transport: smtpTransport(smtp.url), from, giveUpMs: GIVE_UP_MS, logger: memoryLogger(), now });
    closers.push(() => mailer.stop());
    mailer.start(60_000);
    await smtp.waitFor(2);
    await mailer.idle();
    expect(smtp.received.flatMap((m) => m.envelopeTo).sort()).toEqual(['new-admin@example.com', 'second@example.com']);
    for (const id of ids) expect((await row(id)).status).toBe('sent');
  });

  it('enqueueing nudges the mailer, so mail goes out without waiting for a sweep', async () => {
    const smtp = await smtpOn();
    const mailer = createMailer({ db: handle.db, transport: smtpTransport(smtp.url), from, giveUpMs: GIVE_UP_MS, logger: memoryLogger(), now });
    await enqueue();
    await mailer.idle();
    await smtp.waitFor(1);
    expect(smtp.received).toHaveLength(1);
  });

  it('retries a mail whose drainer died mid-send once its lease expires, and two drainers never both send it', async () => {
    const id = await enqueue();
    // A drainer claimed it (attempt 1) and died before recording the outcome.
    await handle.db
      .update(mailOutbox)
      .set({ status: 'sending', attempts: 1, leaseToken: 'dead', nextAttemptAt: new Date(clock + 300_000) })
      .where(eq(mailOutbox.id, id));
    const smtp = await smtpOn();
    const transport = smtpTransport(smtp.url);
    const [a, b] = [drainOver(transport), drainOver(transport)];
    expect(await a.pass()).toMatchObject({ delivered: 0 });
    clock += 300_000;
    const reports = await Promise.all([a.pass(), b.pass()]);
    expect(reports[0].delivered + reports[1].delivered).toBe(1);
    expect(smtp.received).toHaveLength(1);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });
});

describe('the HTTP email API (Workers)', () => {
  async function api() {
    const server = await startRecordingServer({ id: 'msg_1' });
    closers.push(() => server.close());
    return { server, drain: drainOver(createHttpApiTransport({ url: `${server.url}/emails`, apiKey: 're_test_key', now })) };
  }

  it('posts Resend-style JSON with the bearer key, the Message-ID header and the outbox id as Idempotency-Key; a 500 keeps the mail pending', async () => {
    const { server, drain } = await api();
    const id = await enqueue();

    server.behaviour = 'error';
    expect(await drain.pass()).toMatchObject({ retrying: 1 });
    expect(await row(id)).toMatchObject({ status: 'pending', lastError: expect.stringContaining('Email API answered 500') });

    server.behaviour = 'ok';
    clock = (await row(id)).nextAttemptAt.getTime();
    expect(await drain.pass()).toMatchObject({ delivered: 1 });
    expect(server.requests).toHaveLength(2);
    for (const request of server.requests) {
      expect(request).toMatchObject({ method: 'POST', path: '/emails' });
      expect(request.headers.authorization).toBe('Bearer re_test_key');
      expect(request.headers['idempotency-key']).toBe(id);
    }
    expect(server.requests[1]!.body).toEqual({
      from,
      to: ['new-admin@example.com'],
      subject: 'Confirm your account',
      html: confirmation.html,
      text: confirmation.text,
      headers: { 'Message-ID': `<${id}@site.example>` },
      attachments: [
        {
          filename: 'dot.png',
          content: Buffer.from(confirmation.attachments![0]!.content).toString('base64'),
          content_type: 'image/png',
          content_id: 'dot@x',
        },
      ],
    });
  });

  it('passes a recurring mail’s one-click unsubscribe address on as the List-Unsubscribe headers', async () => {
    const { server, drain } = await api();
    const unsubscribe = 'https://site.example/api/watches/abc/stop?token=t0k';
    const id = await enqueue({ listUnsubscribe: unsubscribe });
    expect(await drain.pass()).toMatchObject({ delivered: 1 });
    expect((server.requests[0]!.body as { headers: unknown }).headers).toEqual({
      'Message-ID': `<${id}@site.example>`,
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('waits as long as a 429 Retry-After asks, and not a moment less', async () => {
    const { server, drain } = await api();
    const id = await enqueue();
    server.respond = () => ({ status: 429, headers: { 'retry-after': '120' }, body: { message: 'Too many requests' } });
    expect(await drain.pass()).toMatchObject({ retrying: 1, nextDueAt: clock + 120_000 });
    expect((await row(id)).nextAttemptAt.getTime()).toBe(clock + 120_000);

    server.respond = undefined;
    clock += 119_000;
    await drain.pass();
    expect(server.requests).toHaveLength(1);
    clock += 1000;
    expect(await drain.pass()).toMatchObject({ delivered: 1 });
    expect(server.requests).toHaveLength(2);
  });

  it('fails a mail the API refuses as invalid (422) at once', async () => {
    const { server, drain } = await api();
    const id = await enqueue();
    server.respond = () => ({ status: 422, body: { message: 'Invalid `to` field' } });
    expect(await drain.pass()).toMatchObject({ failed: 1 });
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: 1, lastError: expect.stringContaining('Email API answered 422') });
  });
});
