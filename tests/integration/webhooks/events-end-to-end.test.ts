import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookDeliveries, webhookEndpoints } from '../../../db/webhook-schema.ts';
import { servicesOf } from '../../../functions/app.ts';
import { webhookPayloadSchema } from '../../../functions/webhooks/events.ts';
import { generateSecret } from '../../../functions/webhooks/signing.ts';
import { issueDeleteToken } from '../../../functions/privacy/delete-token.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import { SITE, submit, type TestApp } from './events-helpers.ts';

/** A receiver on loopback that keeps each request's raw body, as a verifier needs it. */
async function startReceiver() {
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return { received, url: `http://127.0.0.1:${port}/hooks`, close: () => new Promise<void>((ok) => server.close(() => ok())) };
}

let t: TestApp;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
const secret = generateSecret();

beforeAll(async () => {
  receiver = await startReceiver();
  t = await createTestApp({ SITE_URL: SITE, SUBMISSION_RATE_LIMIT_MAX: '0', WEBHOOK_ALLOW_PRIVATE_HOSTS: 'true' });
  const at = Date.now();
  await t.db.insert(webhookEndpoints).values({
    id: crypto.randomUUID(),
    url: receiver.url,
    events: ['submission.created', 'submission.erased'],
    secret,
    createdAt: at,
    updatedAt: at,
  });
});
afterAll(async () => {
  await servicesOf(t.app).webhooks.idle();
  t.close();
  await receiver.close();
});

/** The requests received so far, each verified with the standardwebhooks library and parsed. */
function verified() {
  return receiver.received.map(({ headers, body }) => {
    const signed = new Webhook(secret).verify(body, {
      'webhook-id': String(headers['webhook-id']),
      'webhook-timestamp': String(headers['webhook-timestamp']),
      'webhook-signature': String(headers['webhook-signature']),
    }) as { type: 'submission.created' | 'submission.erased' };
    return { webhookId: String(headers['webhook-id']), payload: webhookPayloadSchema(signed.type).parse(signed) };
  });
}

describe('events reach a receiver', () => {
  it("a visitor's submission and its erasure arrive signed, each once, in the order they happened", async () => {
    const s = await submit(t, { email: 'lead@acme.example' });
    await servicesOf(t.app).webhooks.idle();
    const [created, ...more] = verified();
    expect(more).toEqual([]);
    expect(created!.payload).toMatchObject({ type: 'submission.created', data: { submission: { id: s.id, email: 'lead@acme.example' } } });
    const [row] = await t.db.select().from(webhookDeliveries);
    expect(row).toMatchObject({ id: created!.webhookId, status: 'delivered' });

    const token = issueDeleteToken(servicesOf(t.app).secret, s.id, Date.now()).token;
    expect((await t.post('/api/privacy/delete', { token })).status).toBe(200);
    await servicesOf(t.app).webhooks.idle();
    expect(verified().map((r) => r.payload.type)).toEqual(['submission.created', 'submission.erased']);
    expect(verified()[1]!.payload.data).toEqual({ submissionId: s.id, erasedAt: expect.any(String), reason: 'visitor' });
  });
});
