import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A loopback stand-in for an OpenAI-compatible chat-completions endpoint (the hosted model cannot be
 * reached offline). It records every request and answers as `mode` says.
 */
export type ModelMode =
  | { kind: 'json'; content: string }
  | { kind: 'status'; status: number }
  /** Never answers (until the server closes): the caller's own timeout is the only way out. */
  | { kind: 'hang' };

export interface ChatModelServer {
  /** Base URL, e.g. 'http://127.0.0.1:41234/v1'. */
  url: string;
  received: Array<{ path: string; body: Record<string, unknown> }>;
  mode: ModelMode;
  close(): Promise<void>;
}

const completion = (content: string) => ({
  id: 'chatcmpl-test',
  object: 'chat.completion',
  created: 1_700_000_000,
  model: 'test-model',
  choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  usage: { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 },
});

export async function startChatModelServer(initial: ModelMode): Promise<ChatModelServer> {
  const state: ChatModelServer = { url: '', received: [], mode: initial, close: async () => {} };
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      state.received.push({ path: req.url ?? '', body: JSON.parse(raw || '{}') });
      const now = state.mode;
      if (now.kind === 'hang') return;
      if (now.kind === 'status') {
        res.writeHead(now.status, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ error: { message: 'upstream exploded', type: 'server_error' } }));
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(completion(now.content)));
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  state.close = () =>
    new Promise<void>((ok) => {
      server.closeAllConnections();
      server.close(() => ok());
    });
  return state;
}
