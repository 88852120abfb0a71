import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export type Behaviour = 'ok' | 'error' | 'hang';

/**
 * A stand-in for a third-party HTTP API on loopback: records every request and answers
 * 200, 500, or never (until closed), as the test sets `behaviour`.
 */
export async function startRecordingServer(okBody: unknown = { status: 'COMPLETE', results: [] }) {
  const requests: RecordedRequest[] = [];
  const hanging = new Set<ServerResponse>();
  const state = { behaviour: 'ok' as Behaviour };
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
      requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body });
      if (state.behaviour === 'hang') return void hanging.add(res);
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
    close() {
      hanging.forEach((res) => res.destroy());
      server.closeAllConnections();
      return new Promise<void>((r) => server.close(() => r()));
    },
  };
}
