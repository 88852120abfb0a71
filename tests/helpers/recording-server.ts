import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** 'drop': the connection is cut once the request has arrived (no answer: its outcome is unknown to the caller). */
export type Behaviour = 'ok' | 'error' | 'hang' | 'drop';

/** An answer chosen by the test for one request (status, headers such as Retry-After, JSON body). */
export interface Answer {
  status: number;
  headers?: Record<string, string>;
  body?: unknown;
}

/**
 * A stand-in for a third-party HTTP API on loopback: records every request and answers
 * 200, 500, or never (until closed), as the test sets `behaviour`; or whatever `respond`
 * returns for the request, when the test sets it (undefined falls back to `behaviour`).
 */
export async function startRecordingServer(okBody: unknown = { status: 'COMPLETE', results: [] }) {
  const requests: RecordedRequest[] = [];
  const hanging = new Set<ServerResponse>();
  const state = { behaviour: 'ok' as Behaviour, respond: undefined as ((request: RecordedRequest) => Answer | undefined) | undefined };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // Keep the raw text.
      }
      const request = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body };
      requests.push(request);
      const answer = state.respond?.(request);
      if (answer) {
        res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
        return void res.end(JSON.stringify(answer.body ?? {}));
      }
      if (state.behaviour === 'hang') return void hanging.add(res);
      if (state.behaviour === 'drop') return void req.socket.destroy();
      const status = state.behaviour === 'ok' ? 200 : 500;
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(status === 200 ? okBody : { status: 'error', message: 'Internal error' }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const { port } = server.address() as AddressInfo;
  return {
    requests,
    url: `http://127.0.0.1:${port}`,
    set behaviour(b: Behaviour) {
      state.behaviour = b;
    },
    set respond(fn: ((request: RecordedRequest) => Answer | undefined) | undefined) {
      state.respond = fn;
    },
    close() {
      hanging.forEach((res) => res.destroy());
      server.closeAllConnections();
      return new Promise<void>((r) => server.close(() => r()));
    },
  };
}
