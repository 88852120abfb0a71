import { afterEach, expect, it } from 'vitest';
import { mailOutbox } from '../../../db/mail-schema.ts';
import { servicesOf } from '../../../functions/app.ts';
import { createSmtpTransport } from '../../../functions/mail/smtp.ts';
import { startSmtpServer } from '../../helpers/smtp.ts';
import { createTestApp } from '../../helpers/test-app.ts';

const cleanup: (() => unknown)[] = [];
afterEach(async () => {
  for (const c of cleanup.splice(0).reverse()) await c();
});

it('where no timer outlives a request (Workers), any API response resumes mail left pending, at most once a minute', async () => {
  let clock = Date.parse('2025-01-15T10:00:00Z');
  const smtp = await startSmtpServer();
  const t = await createTestApp({}, { mailTransport: createSmtpTransport({ url: smtp.url }), resumeOnRequestMs: 60_000, now: () => clock });
  cleanup.push(
    () => smtp.close(),
    () => t.close(),
  );
  const { mailer } = servicesOf(t.app);
  // Mail written by an isolate that went away before sending it (inserted directly: no nudge).
  const pending = (id: string) => ({
    id,
    kind: 'account-confirmation',
    recipient: `${id}@example.com`,
    subject: 'Hi',
    html: '<p>Hi</p>',
    text: 'Hi',
    status: 'pending' as const,
    attempts: 0,
    nextAttemptAt: new Date(clock),
    createdAt: new Date(clock),
  });
  await t.db.insert(mailOutbox).values(pending('first'));

  expect((await t.app.request('/api/health')).status).toBe(200);
  await mailer.idle();
  expect(smtp.received.map((m) => m.envelopeTo[0])).toEqual(['first@example.com']);

  await t.db.insert(mailOutbox).values(pending('second'));
  clock += 30_000;
  await t.app.request('/api/health');
  await mailer.idle();
  expect(smtp.received).toHaveLength(1); // A pass ran 30 s ago.

  clock += 31_000;
  await t.app.request('/api/health');
  await mailer.idle();
  expect(smtp.received.map((m) => m.envelopeTo[0])).toEqual(['first@example.com', 'second@example.com']);
});
