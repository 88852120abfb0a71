import { afterEach, describe, expect, it } from 'vitest';
import { closedPort, startWebhookReceiver, type WebhookReceiver } from '../../helpers/webhook-receiver.ts';
import { sampleEvent, webhookSetup } from './delivery-setup.ts';

// Issue 27, done when: through a 60 s receiver outage, every event arrives exactly once per webhook-id after recovery.

const closers: (() => unknown)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

const EVENTS = 12;
const STEP_MS = 2_500;

describe('a receiver outage of 60 s', () => {
  it('delivers every event after recovery, each webhook-id exactly once, with its attempts counted', async () => {
    const s = await webhookSetup();
    closers.push(() => s.close());
    const port = await closedPort();
    const { id, secret } = await s.addEndpoint(`http://127.0.0.1:${port}/hook`);
    for (let i = 0; i < EVENTS; i++) await s.queue(sampleEvent(i));
    const outageEnds = s.now() + 60_000;

    // 30 s with the port closed: every attempt is refused.
    while (s.now() < outageEnds - 30_000) {
      await s.drain.pass();
      s.advance(STEP_MS);
    }
    const refused = await s.deliveries(id);
    expect(refused.every((row) => row.status === 'pending' && row.responseStatus === null)).toBe(true);
    expect(refused.some((row) => /^Could not connect to the endpoint/.test(row.lastError ?? ''))).toBe(true);

    // Then 30 s of 503 with Retry-After: the receiver is up but not ready.
    const receiver: WebhookReceiver = await startWebhookReceiver({ port, secrets: [secret] });
    closers.push(() => receiver.close());
    receiver.answer = () => ({ status: 503, headers: { 'retry-after': '7' }, body: 'starting up' });
    let checkedRetryAfter = false;
    while (s.now() < outageEnds) {
      await s.drain.pass();
      const answered = (await s.deliveries(id)).find((row) => row.responseStatus === 503 && row.lastAttemptAt === s.now());
      if (answered) {
        // Retry-After (7 s) sets the next attempt, not the back-off.
        expect(answered.nextAttemptAt.getTime()).toBe(answered.lastAttemptAt! + 7_000);
        checkedRetryAfter = true;
      }
      s.advance(STEP_MS);
    }
    expect(checkedRetryAfter).toBe(true);
    expect(receiver.received.length).toBeGreaterThan(0);

    // Recovery.
    const recoveredAt = receiver.received.length;
    receiver.answer = () => ({ status: 204 });
    for (let round = 0; round < 40 && (await s.deliveries(id)).some((row) => row.status !== 'delivered'); round++) {
      await s.drain.pass();
      s.advance(STEP_MS);
    }

    const rows = await s.deliveries(id);
    expect(rows).toHaveLength(EVENTS);
    expect(rows.every((row) => row.status === 'delivered' && row.responseStatus === 204)).toBe(true);
    expect(rows.every((row) => row.attempts >= 1)).toBe(true);
    expect(rows.some((row) => row.attempts >= 2)).toBe(true);
    const after = receiver.received.slice(recoveredAt);
    expect(after.map((x) => x.id).sort()).toEqual(rows.map((row) => row.id).sort());
    expect(receiver.received.filter((x) => x.status === 204)).toHaveLength(EVENTS);
    expect(receiver.received.every((x) => x.verifiedBy.length === 1)).toBe(true);
    expect(new Set(rows.map((row) => JSON.parse(row.body).type)).size).toBeGreaterThanOrEqual(4);

    // Nothing delivered goes again.
    s.advance(3_600_000);
    await s.drain.pass();
    expect(receiver.received).toHaveLength(recoveredAt + EVENTS);
  });
});
