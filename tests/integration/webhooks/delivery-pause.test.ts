import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../../db/mail-schema.ts';
import { ENDPOINT_PAUSED_KIND } from '../../../functions/webhooks/failing.ts';
import { startWebhookReceiver } from '../../helpers/webhook-receiver.ts';
import { HOUR, sampleEvent, SITE_URL, webhookSetup } from './delivery-setup.ts';

// Issue 27: an endpoint that has failed for 3 days (WEBHOOK_PAUSE_AFTER_HOURS) is paused and its owner emailed.

const closers: (() => unknown)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

async function failingEndpoint() {
  const s = await webhookSetup({ giveUpMs: 30 * 24 * HOUR });
  closers.push(() => s.close());
  const r = await startWebhookReceiver();
  closers.push(() => r.close());
  r.answer = () => ({ status: 500, body: 'database is down' });
  const { id } = await s.addEndpoint(r.url, { ownerEmail: 'owner@example.com' });
  /** Runs passes every `stepMs` of the clock for `forMs`. */
  const run = async (forMs: number, stepMs = 6 * HOUR) => {
    for (const end = s.now() + forMs; s.now() < end;) {
      s.advance(Math.min(stepMs, end - s.now()));
      await s.drain.pass();
    }
  };
  const pausedMail = () => s.db.select().from(mailOutbox).where(eq(mailOutbox.kind, ENDPOINT_PAUSED_KIND));
  return { s, r, id, run, pausedMail };
}

describe('an endpoint failing for WEBHOOK_PAUSE_AFTER_HOURS', () => {
  it('is paused, its pending deliveries wait for the resume, and its owner gets exactly one email', async () => {
    const { s, id, run, pausedMail } = await failingEndpoint();
    await s.queue(sampleEvent(0));
    await s.drain.pass();
    const since = s.now();
    expect((await s.endpoint(id)).failingSince).toBe(since);

    await run(71 * HOUR);
    expect((await s.endpoint(id)).pausedAt).toBeNull();
    await s.queue(sampleEvent(1));

    await run(2 * HOUR, HOUR);

    const endpoint = await s.endpoint(id);
    expect(endpoint).toMatchObject({ pauseReason: 'failing', failingSince: since });
    expect(endpoint.pausedAt).not.toBeNull();
    const rows = await s.deliveries(id);
    expect(rows.map((row) => row.status)).toEqual(['pending', 'pending']);
    expect(rows[0]!.lastError).toBe('The endpoint answered 500.');

    // Later passes and new events change nothing: no delivery is queued to it, no second email.
    await s.queue(sampleEvent(2));
    await run(24 * HOUR);
    expect(await s.deliveries(id)).toHaveLength(2);
    const mail = await pausedMail();
    expect(mail).toHaveLength(1);
    expect(mail[0]!.recipient).toBe('owner@example.com');
    expect(mail[0]!.text).toContain(endpoint.url);
    expect(mail[0]!.text).toContain(new Date(since).toUTCString());
    expect(mail[0]!.text).toContain('The endpoint answered 500.');
    expect(mail[0]!.text).toContain(`${SITE_URL}/admin/integrations`);
  });

  it('counts from the last success: a success in between starts the count again', async () => {
    const { s, r, id, run, pausedMail } = await failingEndpoint();
    await s.queue(sampleEvent(0));
    await s.drain.pass();
    await run(48 * HOUR);

    r.answer = () => ({ status: 200 });
    await run(HOUR);
    expect((await s.endpoint(id)).failingSince).toBeNull();

    r.answer = () => ({ status: 500 });
    await s.queue(sampleEvent(1));
    await s.drain.pass();
    const since = s.now();
    await run(60 * HOUR);

    // 108 h after the first failure, 60 h after the last success: still active.
    expect(await s.endpoint(id)).toMatchObject({ pausedAt: null, failingSince: since });
    expect(await pausedMail()).toHaveLength(0);
    await run(13 * HOUR);
    expect((await s.endpoint(id)).pauseReason).toBe('failing');
    expect(await pausedMail()).toHaveLength(1);
  });
});
