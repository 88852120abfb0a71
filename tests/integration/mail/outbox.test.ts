import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client.ts';
import { mailOutbox } from '../../../db/mail-schema.ts';
import { openDatabase } from '../../../db/node.ts';
import { deliverPending } from '../../../functions/mail/deliver.ts';
import { createMailer } from '../../../functions/mail/mailer.ts';
import { enqueueMail, getOutboxMail, retryFailedMail, type OutgoingMail } from '../../../functions/mail/outbox.ts';
import { createSmtpTransport } from '../../../functions/mail/smtp.ts';
import { isPng } from '../../helpers/png.ts';
import { closedPort, startSmtpServer } from '../../helpers/smtp.ts';
import { startRecordingServer } from '../../helpers/recording-server.ts';
import { memoryLogger } from '../../helpers/test-app.ts';
import { createHttpApiTransport } from '../../../functions/mail/http-api.ts';

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
  attachments: [{ filename: 'dot.png', contentType: 'image/png', content: Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]), cid: 'dot@x' }],
};
const from = 'Test <test@site.example>';
const row = async (id: string) => (await getOutboxMail(handle.db, id))!;

async function smtpOn(port = 0) {
  const server = await startSmtpServer(port);
  closers.push(() => server.close());
  return server;
}
function smtpTransport(url: string) {
  const transport = createSmtpTransport({ url, timeoutMs: 2000 });
  closers.push(() => transport.close?.());
  return transport;
}

describe('the mail outbox', () => {
  it('writes every mail first (pending), then delivers it', async () => {
    const id = await enqueueMail(handle.db, confirmation, { now: new Date(clock) });
    expect(await row(id)).toMatchObject({ status: 'pending', attempts: 0, recipient: 'new-admin@example.com', kind: 'account-confirmation' });

    const smtp = await smtpOn();
    const report = await deliverPending(handle.db, smtpTransport(smtp.url), { from, now });
    expect(report).toMatchObject({ sent: 1, retrying: 0, failed: 0 });
    expect(smtp.received[0]!.parsed).toMatchObject({ subject: 'Confirm your account', text: expect.stringContaining('https://site.example/confirm') });
    expect(isPng(smtp.received[0]!.parsed.attachments[0]!.content)).toBe(true);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
  });

  it('keeps the mail pending, with the error, while the mail server is down, and delivers it once it is back', async () => {
    const port = await closedPort();
    const transport = smtpTransport(`smtp://127.0.0.1:${port}`);
    const id = await enqueueMail(handle.db, confirmation, { now: new Date(clock) });

    const down = await deliverPending(handle.db, transport, { from, now });
    expect(down).toMatchObject({ sent: 0, retrying: 1, nextDueAt: clock + 1000 });
    expect(await row(id)).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.stringMatching(/ECONNREFUSED|connect/i) });

    // Not due yet: the back-off is respected.
    expect(await deliverPending(handle.db, transport, { from, now })).toMatchObject({ sent: 0, retrying: 0 });

    const smtp = await smtpOn(port);
    clock += 1000;
    expect(await deliverPending(handle.db, transport, { from, now })).toMatchObject({ sent: 1 });
    expect(smtp.received).toHaveLength(1);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('retries 3 times with doubling waits (1 s, 2 s, 4 s), then marks the mail failed; it can be put back', async () => {
    const port = await closedPort();
    const transport = smtpTransport(`smtp://127.0.0.1:${port}`);
    const id = await enqueueMail(handle.db, confirmation, { now: new Date(clock) });
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 4; attempt++) {
      const report = await deliverPending(handle.db, transport, { from, now });
      expect((await row(id)).attempts).toBe(attempt);
      if (report.nextDueAt) {
        waits.push(report.nextDueAt - clock);
        clock = report.nextDueAt;
      }
    }
    expect(waits).toEqual([1000, 2000, 4000]);
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: 4, lastError: expect.any(String) });
    expect(await deliverPending(handle.db, transport, { from, now })).toMatchObject({ sent: 0, retrying: 0, failed: 0 });

    expect(await retryFailedMail(handle.db, id, new Date(clock))).toBe(true);
    const smtp = await smtpOn(port);
    expect(await deliverPending(handle.db, transport, { from, now })).toMatchObject({ sent: 1 });
    expect(smtp.received).toHaveLength(1);
  });

  it('caps any single wait at 30 s', async () => {
    const { retryDelayMs, DEFAULT_RETRY_POLICY } = await import('../../../functions/lib/backoff.ts');
    expect([1, 2, 3, 4, 5, 6, 10].map((n) => retryDelayMs(DEFAULT_RETRY_POLICY, n))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('with no transport configured, mail stays pending and untouched', async () => {
    const mailer = createMailer({ db: handle.db, from, logger: memoryLogger(), now });
    const id = await enqueueMail(handle.db, confirmation, { now: new Date(clock) });
    await mailer.kick();
    await mailer.idle();
    expect(await row(id)).toMatchObject({ status: 'pending', attempts: 0, lastError: null });
  });

  it('a restarted process resumes the pending mail on start', async () => {
    const ids = [
      await enqueueMail(handle.db, confirmation, { now: new Date(clock) }),
      await enqueueMail(handle.db, { ...confirmation, to: 'second@example.com' }, { now: new Date(clock) }),
    ];
    const smtp = await smtpOn();
    const mailer = createMailer({ db: handle.db, transport: smtpTransport(smtp.url), from, logger: memoryLogger(), now });
    closers.push(() => mailer.stop());
    mailer.start(60_000);
    await smtp.waitFor(2);
    await mailer.idle();
    expect(smtp.received.flatMap((m) => m.envelopeTo).sort()).toEqual(['new-admin@example.com', 'second@example.com']);
    for (const id of ids) expect((await row(id)).status).toBe('sent');
  });

  it('enqueueing nudges the mailer, so mail goes out without waiting for a sweep', async () => {
    const smtp = await smtpOn();
    const mailer = createMailer({ db: handle.db, transport: smtpTransport(smtp.url), from, logger: memoryLogger(), now });
    await enqueueMail(handle.db, confirmation, { now: new Date(clock) });
    await mailer.idle();
    await smtp.waitFor(1);
    expect(smtp.received).toHaveLength(1);
  });

  it('the HTTP email API transport (Workers) posts Resend-style JSON with the bearer key; a 500 keeps the mail pending', async () => {
    const api = await startRecordingServer({ id: 'msg_1' });
    closers.push(() => api.close());
    const transport = createHttpApiTransport({ url: `${api.url}/emails`, apiKey: 're_test_key' });
    const id = await enqueueMail(handle.db, confirmation, { now: new Date(clock) });

    api.behaviour = 'error';
    expect(await deliverPending(handle.db, transport, { from, now })).toMatchObject({ retrying: 1 });
    expect(await row(id)).toMatchObject({ status: 'pending', lastError: expect.stringContaining('Email API answered 500') });

    api.behaviour = 'ok';
    clock += 1000;
    expect(await deliverPending(handle.db, transport, { from, now })).toMatchObject({ sent: 1 });
    const last = api.requests.at(-1)!;
    expect(last).toMatchObject({ method: 'POST', path: '/emails' });
    expect(last.headers.authorization).toBe('Bearer re_test_key');
    expect(last.body).toEqual({
      from,
      to: ['new-admin@example.com'],
      subject: 'Confirm your account',
      html: confirmation.html,
      text: confirmation.text,
      attachments: [{ filename: 'dot.png', content: Buffer.from(confirmation.attachments![0]!.content).toString('base64'), content_type: 'image/png', content_id: 'dot@x' }],
    });
  });

  it('retries a mail whose sender died mid-send once its claim expires, and never sends a claimed mail twice', async () => {
    const id = await enqueueMail(handle.db, confirmation, { now: new Date(clock) });
    // A sender claimed it (attempt 1) and crashed before recording the outcome.
    await handle.db.update(mailOutbox).set({ status: 'sending', attempts: 1, nextAttemptAt: new Date(clock + 120_000) }).where(eq(mailOutbox.id, id));
    const smtp = await smtpOn();
    const transport = smtpTransport(smtp.url);
    expect(await deliverPending(handle.db, transport, { from, now })).toMatchObject({ sent: 0 });
    clock += 120_000;
    const [a, b] = await Promise.all([deliverPending(handle.db, transport, { from, now }), deliverPending(handle.db, transport, { from, now })]);
    expect(a.sent + b.sent).toBe(1);
    expect(smtp.received).toHaveLength(1);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });
});
