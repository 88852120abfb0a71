import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

/** One request as the receiver saw it, and which of its secrets verified it (Standard Webhooks, the npm library). */
export interface ReceivedWebhook {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** webhook-id: the same on every retry, what a receiver dedupes by. */
  id: string;
  /** The receiver's secrets that verify this request with `new Webhook(secret).verify(body, headers)`. */
  verifiedBy: string[];
  /** The status it answered with (0: it never answered). */
  status: number;
}

/** What to answer one request: a status, headers and a body; or 'hang' (never answer). */
export type ReceiverAnswer = { status: number; headers?: Record<string, string>; body?: string | Buffer } | 'hang';

export interface ReceiverOptions {
  /** The signing secrets to verify with (a rotation: the new and the old one). */
  secrets?: string[];
  /** Listen on this port (a port the test kept closed until now). */
  port?: number;
}

/**
 * A webhook endpoint on loopback, as an operator would write one: it verifies each request with the standardwebhooks
 * library, records it, and answers as the test says (default 200 "ok").
 */
export async function startWebhookReceiver(options: ReceiverOptions = {}) {
  const received: ReceivedWebhook[] = [];
  const hanging = new Set<ServerResponse>();
  const state = {
    secrets: options.secrets ?? [],
    answer: (() => ({ status: 200, body: 'ok' })) as (request: ReceivedWebhook) => ReceiverAnswer,
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : (v ?? '')]));
      const verifiedBy = state.secrets.filter((secret) => {
        try {
          new Webhook(secret).verify(body, headers);
          return true;
        } catch {
          return false;
        }
      });
      const request: ReceivedWebhook = { path: req.url ?? '', headers: req.headers, body, id: headers['webhook-id'] ?? '', verifiedBy, status: 0 };
      received.push(request);
      const answer = state.answer(request);
      if (answer === 'hang') return void hanging.add(res);
      request.status = answer.status;
      res.writeHead(answer.status, { 'content-type': 'text/plain', ...answer.headers });
      res.end(answer.body ?? '');
    });
  });
  await new Promise<void>((ok) => server.listen(options.port ?? 0, '127.0.0.1', () => ok()));
  const { port } = server.address() as AddressInfo;
  return {
    received,
    port,
    url: `http://127.0.0.1:${port}/hook`,
    set secrets(secrets: string[]) {
      state.secrets = secrets;
    },
    /** How to answer from now on. */
    set answer(fn: (request: ReceivedWebhook) => ReceiverAnswer) {
      state.answer = fn;
    },
    close() {
      hanging.forEach((res) => res.destroy());
      server.closeAllConnections();
      return new Promise<void>((ok) => server.close(() => ok()));
    },
  };
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;

/** A loopback port nothing listens on (yet): a receiver that is down. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', () => ok()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((ok) => server.close(() => ok()));
  return port;
}
