import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { webhookDeliveries, webhookEndpoints } from '../../../db/webhook-schema.ts';
import { createPinnedNodeFetch } from '../../../functions/analysis/resolve-node.ts';
import { listDeliveries } from '../../../functions/webhooks/endpoints.ts';
import { queueTestEvent } from '../../../functions/webhooks/queue.ts';
import { generateSecret } from '../../../functions/webhooks/signing.ts';
import { startWebhookReceiver } from '../../helpers/webhook-receiver.ts';
import { HOUR, sampleEvent, webhookSetup } from './delivery-setup.ts';

// Issue 27, webhook delivery: signed the Standard Webhooks way, verified by its library on a loopback receiver.

const closers: (() => unknown)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

async function setup(options: Parameters<typeof webhookSetup>[0] = {}) {
  const s = await webhookSetup(options);
  closers.push(() => s.close());
  return s;
}

async function receiver(secrets: string[] = []) {
  const r = await startWebhookReceiver({ secrets });
  closers.push(() => r.close());
  return r;
}

describe('a delivery', () => {
  it('carries the stored event, signed so that the standardwebhooks library verifies it', async () => {
    const s = await setup();
    const r = await receiver();
    const { id, secret } = await s.addEndpoint(r.url);
    r.secrets = [secret];
    for (let i = 0; i < 4; i++) await s.queue(sampleEvent(i));

    const report = await s.drain.pass();

    expect(report.delivered).toBe(4);
    const rows = await s.deliveries(id);
    expect(rows.map((row) => row.status)).toEqual(['delivered', 'delivered', 'delivered', 'delivered']);
    expect(r.received).toHaveLength(4);
    for (const request of r.received) {
      const row = rows.find((x) => x.id === request.id)!;
      expect(request.verifiedBy).toEqual([secret]);
      expect(request.body).toBe(row.body);
      expect(request.headers['content-type']).toBe('application/json');
      expect(request.headers['user-agent']).toMatch(/^BrandArchetype-Webhooks\//);
      expect(row).toMatchObject({ attempts: 1, responseStatus: 200, responseBody: 'ok', lastAttemptAt: s.now() });
    }
    expect(new Set(r.received.map((x) => JSON.parse(x.body).type)).size).toBe(4);
  });

  it('is signed with both secrets for 24 h after a rotation, then with the new one only', async () => {
    const s = await setup();
    const r = await receiver();
    const { id, secret: old } = await s.addEndpoint(r.url);
    const fresh = generateSecret();
    await s.db
      .update(webhookEndpoints)
      .set({ secret: fresh, previousSecret: old, previousSecretExpiresAt: s.now() + 24 * HOUR })
      .where(eq(webhookEndpoints.id, id));
    r.secrets = [old, fresh];

    await s.queue(sampleEvent(0));
    await s.drain.pass();
    expect(r.received[0]!.verifiedBy).toEqual([old, fresh]);

    // The 24 h are over (by the endpoint's clock): the old secret no longer signs.
    await s.db.update(webhookEndpoints).set({ previousSecretExpiresAt: s.now() }).where(eq(webhookEndpoints.id, id));
    await s.queue(sampleEvent(1));
    await s.drain.pass();
    expect(r.received[1]!.verifiedBy).toEqual([fresh]);
    expect(String(r.received[1]!.headers['webhook-signature']).split(' ')).toHaveLength(1);
  });

  it('is sent once; a redeliver sends the same row again, with the same webhook-id', async () => {
    const s = await setup();
    const r = await receiver();
    const { id, secret } = await s.addEndpoint(r.url);
    r.secrets = [secret];
    await s.queue(sampleEvent(0));
    await s.drain.pass();
    s.advance(60_000);
    await s.drain.pass();
    expect(r.received).toHaveLength(1);

    // What "Redeliver" in the admin does: the same row, pending again.
    const [row] = await s.deliveries(id);
    await s.db
      .update(webhookDeliveries)
      .set({ status: 'pending', nextAttemptAt: new Date(s.now()) })
      .where(eq(webhookDeliveries.id, row!.id));
    await s.drain.pass();

    expect(r.received.map((x) => x.id)).toEqual([row!.id, row!.id]);
    expect(r.received[1]!.verifiedBy).toEqual([secret]);
  });
});

describe('a paused endpoint', () => {
  it('holds an event queued before the pause (not attempted, not failed), but does get a test event', async () => {
    const s = await setup();
    const r = await receiver();
    const { id, secret } = await s.addEndpoint(r.url);
    r.secrets = [secret];
    await s.queue(sampleEvent(0));
    await s.db.update(webhookEndpoints).set({ pausedAt: s.now(), pauseReason: 'admin' }).where(eq(webhookEndpoints.id, id));
    const testId = await queueTestEvent(s.db, id, 'Are you there?', s.now());

    await s.drain.pass();

    const rows = await s.deliveries(id);
    expect(rows.find((row) => row.id !== testId)).toMatchObject({ status: 'pending', attempts: 0, lastError: null, lastAttemptAt: null });
    expect(rows.find((row) => row.id === testId)).toMatchObject({ status: 'delivered', eventType: 'webhook.test' });
    expect(r.received.map((x) => x.id)).toEqual([testId]);
    expect(r.received[0]!.verifiedBy).toEqual([secret]);
  });
});

describe('hostile endpoints', () => {
  it('does not follow a redirect to 127.0.0.1, and says why', async () => {
    const s = await setup();
    const target = await receiver();
    const r = await receiver();
    r.answer = () => ({ status: 302, headers: { location: target.url } });
    const { id } = await s.addEndpoint(r.url);
    await s.queue(sampleEvent(0));

    await s.drain.pass();

    expect(r.received).toHaveLength(1);
    expect(target.received).toHaveLength(0);
    const [row] = await s.deliveries(id);
    expect(row).toMatchObject({ status: 'pending', responseStatus: 302 });
    expect(row!.lastError).toContain('redirects are not followed');
    expect(row!.lastError).toContain(target.url);
    expect(s.logger.lines.some((line) => line.includes('redirects are not followed'))).toBe(true);
  });

  it('refuses at send time an endpoint that points to a private address, for good', async () => {
    const s = await setup({ allowPrivateHosts: false });
    // Stored by other means (or allowed when it was saved): the drain checks again and sends nothing.
    const { id } = await s.addEndpoint('https://localhost/hook');
    await s.queue(sampleEvent(0));

    await s.drain.pass();

    const [row] = await s.deliveries(id);
    expect(row).toMatchObject({ status: 'failed', responseStatus: null });
    expect(row!.lastError).toMatch(/^Not sent: .*private or local network/);
  });
});

describe('DNS rebinding', () => {
  it('refuses to send when the name resolves to a private address at connect time, for good', async () => {
    const r = await receiver();
    const { port } = new URL(r.url);
    // The check is told the name is public; the connection's own lookup (the pinned fetch) finds loopback.
    const pinned = createPinnedNodeFetch({ allowPrivateHosts: false });
    const s = await setup({
      allowPrivateHosts: false,
      resolveHost: async () => ['93.184.216.34'],
      fetch: (url, init) => pinned(url.replace('rebind.example', `localhost:${port}`).replace('https:', 'http:'), init),
    });
    const { id } = await s.addEndpoint('https://rebind.example/hook');
    await s.queue(sampleEvent(0));

    await s.drain.pass();

    expect(r.received).toHaveLength(0);
    const [row] = await s.deliveries(id);
    expect(row).toMatchObject({ status: 'failed', responseStatus: null });
    expect(row!.lastError).toBe(
      'Not sent: the endpoint now resolves to a private or local network address; webhooks are only sent to public addresses.',
    );
  });
});

describe('one endpoint is not another', () => {
  it('a dead endpoint never delays deliveries to a live one', async () => {
    // Long enough for the live receiver on a loaded machine; the dead one never answers anyway.
    const s = await setup({ timeoutMs: 2_000 });
    const dead = await receiver();
    dead.answer = () => 'hang';
    const live = await receiver();
    const deadEndpoint = await s.addEndpoint(dead.url);
    const liveEndpoint = await s.addEndpoint(live.url);
    await s.queue(sampleEvent(0));
    s.advance(1);
    await s.queue(sampleEvent(1));

    const report = await s.drain.pass();

    expect(report).toMatchObject({ delivered: 2, retrying: 2 });
    expect((await s.deliveries(liveEndpoint.id)).map((row) => row.status)).toEqual(['delivered', 'delivered']);
    const [first, second] = await s.deliveries(deadEndpoint.id);
    expect(first).toMatchObject({ status: 'pending', attempts: 1, lastError: 'The endpoint did not answer within 2 s.' });
    // The second one waited behind the first instead of timing out too, and is not counted as an attempt.
    expect(second).toMatchObject({ status: 'pending', attempts: 0, lastAttemptAt: null });
    expect(second!.lastError).toMatch(/^Not attempted/);

    // The dead one pauses nothing: a new event to the live endpoint goes in the very next pass.
    await s.queue(sampleEvent(2));
    await s.drain.pass();
    expect(live.received).toHaveLength(3);
  });
});

describe('the answer kept in the log', () => {
  it('is at most the first 500 bytes of a 1 MB answer', async () => {
    const s = await setup();
    const r = await receiver();
    const answer = `a${'é'.repeat(600_000)}`;
    r.answer = () => ({ status: 200, body: answer });
    const { id } = await s.addEndpoint(r.url);
    await s.queue(sampleEvent(0));

    await s.drain.pass();

    const [row] = await s.deliveries(id);
    expect(row!.status).toBe('delivered');
    expect(Buffer.byteLength(row!.responseBody!)).toBeLessThanOrEqual(500);
    expect(Buffer.byteLength(row!.responseBody!)).toBeGreaterThan(490);
    expect(answer.startsWith(row!.responseBody!)).toBe(true);
  });

  it('keeps no bidi override or invisible character of the answer, and keeps its lines', async () => {
    const s = await setup();
    const r = await receiver();
    r.answer = () => ({ status: 200, body: 'ok \u202egnp.exe\u202c\u200b\ufeff\r\nline\ttwo\u2066' });
    const { id } = await s.addEndpoint(r.url);
    await s.queue(sampleEvent(0));

    await s.drain.pass();

    const [row] = await s.deliveries(id);
    expect(row!.responseBody).toBe('ok gnp.exe\nline\ttwo');
  });

  it('is shown cleaned in the admin log, for an answer stored before it was cleaned', async () => {
    const s = await setup();
    const r = await receiver();
    const { id } = await s.addEndpoint(r.url);
    await s.queue(sampleEvent(0));
    await s.drain.pass();
    await s.db.update(webhookDeliveries).set({ responseBody: 'ok \u202egnp.exe' }).where(eq(webhookDeliveries.endpointId, id));

    const { deliveries } = await listDeliveries({ db: s.db, now: s.now }, id, 1);

    expect(deliveries[0]!.responseBody).toBe('ok gnp.exe');
  });

  it('is empty when the receiver never answers, and the attempt times out', async () => {
    const s = await setup({ timeoutMs: 300 });
    const r = await receiver();
    r.answer = () => 'hang';
    const { id } = await s.addEndpoint(r.url);
    await s.queue(sampleEvent(0));

    await s.drain.pass();

    const [row] = await s.deliveries(id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, responseStatus: null, responseBody: null, lastAttemptAt: s.now() });
    expect(row!.lastError).toBe('The endpoint did not answer within 0.3 s.');
  });
});

describe('a Slack endpoint', () => {
  it('gets a readable message, with every visitor value escaped', async () => {
    const s = await setup();
    const r = await receiver();
    const { id } = await s.addEndpoint(r.url, { format: 'slack' });
    await s.queue(sampleEvent(0, { company: '<!channel> Fish & <Chips>', email: 'ann@example.com' }));

    await s.drain.pass();

    expect((await s.deliveries(id))[0]!.status).toBe('delivered');
    const message = JSON.parse(r.received[0]!.body) as { text: string; blocks: { text?: { text: string }; elements?: { text: string }[] }[] };
    expect(message.text).toBe('ann@example.com at &lt;!channel&gt; Fish &amp; &lt;Chips&gt; finished the quiz: *The Sage* (The Mentor).');
    expect(message.blocks[1]!.elements![0]!.text).toBe('<https://archetypes.example/admin/submissions/sub_0|Open the admin report>');
  });
});
