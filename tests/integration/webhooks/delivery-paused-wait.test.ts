import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../../db/mail-schema.ts';
import { webhookDeliveries } from '../../../db/webhook-schema.ts';
import { pauseEndpoint, resumeEndpoint } from '../../../functions/webhooks/endpoints.ts';
import { ENDPOINT_PAUSED_KIND } from '../../../functions/webhooks/failing.ts';
import { queueTestEvent } from '../../../functions/webhooks/queue.ts';
import { startWebhookReceiver } from '../../helpers/webhook-receiver.ts';
import { HOUR, sampleEvent, webhookSetup } from './delivery-setup.ts';

// A paused endpoint loses nothing: what was queued for it waits (not attempted, not failed, no attempt counted) and
// goes out, in order, once it is resumed; a lost submission.erased would leave personal data with the receiver.

const closers: (() => unknown)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

async function setup() {
  const s = await webhookSetup();
  closers.push(() => s.close());
  const r = await startWebhookReceiver();
  closers.push(() => r.close());
  const { id, secret } = await s.addEndpoint(r.url, { ownerEmail: 'owner@example.com' });
  r.secrets = [secret];
  const deps = { db: s.db, now: s.now };
  const bodyIds = (rows: { body: string }[]) => rows.map((row) => (JSON.parse(row.body) as { id: string }).id);
  return { s, r, id, deps, bodyIds };
}

describe('an endpoint paused by an admin', () => {
  it('keeps what was queued for it waiting, past the give-up time, and delivers it in order on resume', async () => {
    const { s, r, id, deps, bodyIds } = await setup();
    for (let i = 0; i < 5; i++) {
      await s.queue(sampleEvent(i));
      s.advance(1000);
    }
    await pauseEndpoint(deps, id);
    const testId = await queueTestEvent(s.db, id, 'Are you there?', s.now());

    // Long past WEBHOOK_GIVE_UP_HOURS (96 h): nothing attempted, nothing failed, and no pass asks to run for them.
    for (let hours = 0; hours < 200; hours += 10) {
      const report = await s.drain.pass();
      expect(report.failed).toBe(0);
      expect(report.nextDueAt).toBeUndefined();
      s.advance(10 * HOUR);
    }
    expect(r.received.map((x) => x.id)).toEqual([testId]);
    const waiting = (await s.deliveries(id)).filter((row) => row.id !== testId);
    expect(waiting).toHaveLength(5);
    for (const row of waiting) expect(row).toMatchObject({ status: 'pending', attempts: 0, lastAttemptAt: null, lastError: null });

    await resumeEndpoint(deps, id);
    await s.drain.pass();

    const rows = await s.deliveries(id);
    expect(rows.every((row) => row.status === 'delivered')).toBe(true);
    expect(bodyIds(r.received.slice(1))).toEqual(bodyIds(waiting));
  });

  it('holds back a failed delivery waiting out its back-off when paused, and retries it on resume', async () => {
    const { s, r, id, deps } = await setup();
    r.answer = () => ({ status: 503, body: 'busy' });
    await s.queue(sampleEvent(3)); // submission.erased
    await s.drain.pass();
    const [failedOnce] = await s.deliveries(id);
    expect(failedOnce).toMatchObject({ status: 'pending', attempts: 1 });

    await pauseEndpoint(deps, id);
    r.answer = () => ({ status: 200, body: 'ok' });
    s.advance(120 * HOUR);
    await s.drain.pass();
    expect(r.received).toHaveLength(1);
    expect((await s.deliveries(id))[0]).toMatchObject({ status: 'pending', attempts: 1 });

    await resumeEndpoint(deps, id);
    await s.drain.pass();
    expect((await s.deliveries(id))[0]).toMatchObject({ status: 'delivered', attempts: 2 });
    expect(r.received.map((x) => x.id)).toEqual([failedOnce!.id, failedOnce!.id]);
  });

  it('lets a delivery whose drainer died mid-attempt wait too, once its lease has run out', async () => {
    const { s, r, id, deps } = await setup();
    await s.queue(sampleEvent(0));
    await s.db
      .update(webhookDeliveries)
      .set({ status: 'sending', attempts: 1, leaseToken: 'a-drainer-that-died', nextAttemptAt: new Date(s.now() - 1) });
    await pauseEndpoint(deps, id);
    await s.drain.pass();

    expect(r.received).toEqual([]);
    const [row] = await s.deliveries(id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, leaseToken: null });

    await resumeEndpoint(deps, id);
    await s.drain.pass();
    expect((await s.deliveries(id))[0]).toMatchObject({ status: 'delivered', attempts: 2 });
  });
});

describe('an endpoint paused for failing (WEBHOOK_PAUSE_AFTER_HOURS)', () => {
  it('keeps its deliveries waiting instead of failing them, and resuming delivers them in order', async () => {
    const { s, r, id, deps, bodyIds } = await setup();
    r.answer = () => ({ status: 500, body: 'database is down' });
    await s.queue(sampleEvent(0));
    await s.drain.pass();
    for (let i = 1; i < 4; i++) {
      s.advance(20 * HOUR);
      await s.queue(sampleEvent(i));
      await s.drain.pass();
    }
    // Past 72 h of failing: the next attempt pauses it.
    for (let hours = 0; hours < 14; hours++) {
      s.advance(HOUR);
      await s.drain.pass();
    }
    const endpoint = await s.endpoint(id);
    expect(endpoint.pauseReason).toBe('failing');
    const atPause = await s.deliveries(id);
    expect(atPause.map((row) => row.status)).toEqual(['pending', 'pending', 'pending', 'pending']);
    const received = r.received.length;

    // Beyond the first delivery's give-up time (96 h after it was queued): still waiting, nothing attempted.
    s.advance(48 * HOUR);
    await s.drain.pass();
    expect(r.received).toHaveLength(received);
    expect((await s.deliveries(id)).map((row) => [row.status, row.attempts])).toEqual(atPause.map((row) => ['pending', row.attempts]));

    const [mail] = await s.db.select().from(mailOutbox).where(eq(mailOutbox.kind, ENDPOINT_PAUSED_KIND));
    expect(mail!.text).toContain('the events already queued for it wait');

    r.answer = () => ({ status: 200, body: 'ok' });
    await resumeEndpoint(deps, id);
    await s.drain.pass();
    expect((await s.deliveries(id)).map((row) => row.status)).toEqual(['delivered', 'delivered', 'delivered', 'delivered']);
    expect(bodyIds(r.received.slice(received))).toEqual(bodyIds(atPause));
  });
});
