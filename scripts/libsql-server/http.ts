import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { handleRequest, runCursor, type Version } from './pipeline.ts';
import { ProtocolError, StreamExpiredError, cursorBody, parseBody, pipelineBody } from './protocol.ts';
import type { ServerStats } from './connection.ts';
import type { Stream, StreamRegistry } from './streams.ts';

export interface HttpOptions {
  streams: StreamRegistry;
  stats: ServerStats;
  authToken: string | undefined;
  maxBodyBytes: number;
  /** Sent as `base_url`, where the client sends its next request; by default the address it reached us at. */
  baseUrl: string | undefined;
}

const POSTS: Record<string, { version: Version; cursor: boolean }> = {
  '/v2/pipeline': { version: 2, cursor: false },
  '/v3/pipeline': { version: 3, cursor: false },
  '/v3/cursor': { version: 3, cursor: true },
};
/** Counters in the names of sqld's stats (its admin API's /v1/namespaces/:ns/stats), behind the token if one is set. */
const STATS = '/v1/stats';
/** Version checks (GET /v2 ...) and /health answer without a token: the client probes versions without one. */
const PUBLIC: Record<string, string> = {
  '/': 'Hello, this is a local libSQL server speaking Hrana over HTTP (versions 2 and 3, JSON), a stand-in for Turso',
  '/health': 'ok',
  '/v2': 'Hrana over HTTP, version 2 (JSON)',
  '/v3': 'Hrana over HTTP, version 3 (JSON)',
};

class HttpError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

export function createRequestListener(options: HttpOptions) {
  return (req: IncomingMessage, res: ServerResponse) => {
    handle(req, res, options).catch((error: unknown) => {
      if (error instanceof HttpError) return text(res, error.status, error.message);
      if (error instanceof ProtocolError) return text(res, 400, error.message);
      // The client turns a JSON { message, code } into a LibsqlError with that code.
      if (error instanceof StreamExpiredError) return json(res, 500, { message: error.message, code: error.code });
      console.error('libsql-server: internal error', error);
      text(res, 500, 'Internal server error');
    });
  };
}

async function handle(req: IncomingMessage, res: ServerResponse, options: HttpOptions): Promise<void> {
  const path = new URL(req.url ?? '/', 'http://localhost').pathname.replace(/(.)\/$/, '$1');
  const greeting = PUBLIC[path];
  const endpoint = POSTS[path];
  if (greeting === undefined && endpoint === undefined && path !== STATS)
    throw new HttpError(404, `Not found: ${path} (this server answers GET /v2, /v3, ${STATS} and POST /v2/pipeline, /v3/pipeline, /v3/cursor)`);
  const method = endpoint === undefined ? 'GET' : 'POST';
  if (req.method !== method) {
    res.setHeader('allow', method);
    throw new HttpError(405, `Use ${method} for ${path}`);
  }
  if (greeting !== undefined) return text(res, 200, greeting);

  if (options.authToken !== undefined && !hasToken(req, options.authToken)) {
    res.setHeader('www-authenticate', 'Bearer');
    throw new HttpError(401, 'Unauthorized: a valid "Authorization: Bearer <token>" header is required');
  }
  if (path === STATS) return json(res, 200, { query_count: options.stats.queryCount, rows_written_count: options.stats.rowsWritten });
  const body = await readBody(req, options.maxBodyBytes);
  const baseUrl = options.baseUrl ?? ownUrl(req);
  const { version, cursor } = endpoint!;
  if (cursor) {
    const { baton, batch } = parseBody(body, cursorBody);
    const [entries, next] = await onStream(options.streams, baton, (stream) => runCursor(stream, batch.steps, version));
    // One JSON object per line: the baton first, then the batch's entries (computed whole, then sent).
    const lines = [{ baton: next, base_url: baseUrl }, ...entries].map((line) => `${JSON.stringify(line)}\n`);
    res.writeHead(200, { 'content-type': 'text/plain' }).end(lines.join(''));
    return;
  }
  const { baton, requests } = parseBody(body, pipelineBody);
  const [results, next] = await onStream(options.streams, baton, async (stream) => {
    const results = [];
    for (const request of requests) results.push(await handleRequest(stream, request, version));
    return results;
  });
  json(res, 200, { baton: next, base_url: baseUrl, results });
}

/** Runs `work` on the baton's stream (or a new one); a request that fails outright takes the stream with it. */
async function onStream<T>(
  streams: StreamRegistry,
  baton: string | null | undefined,
  work: (stream: Stream) => Promise<T>,
): Promise<[T, string | null]> {
  const stream = streams.acquire(baton);
  try {
    const result = await work(stream);
    return [result, streams.release(stream)];
  } catch (error) {
    streams.discard(stream);
    throw error;
  }
}

function hasToken(req: IncomingMessage, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

async function readBody(req: IncomingMessage, maxBytes: number): Promise<string> {
  const tooLarge = () => new HttpError(413, `Request body is larger than ${maxBytes} bytes`);
  if (Number(req.headers['content-length'] ?? 0) > maxBytes) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The origin the client used to reach us, so a client that follows `base_url` keeps talking to this server. */
function ownUrl(req: IncomingMessage): string | null {
  try {
    return req.headers.host ? new URL(`http://${req.headers.host}/`).href : null;
  } catch {
    return null;
  }
}

function text(res: ServerResponse, status: number, message: string): void {
  // The client reads an error's body only when the type is exactly text/plain or application/json.
  if (status >= 400) res.setHeader('connection', 'close');
  res.writeHead(status, { 'content-type': 'text/plain' }).end(message);
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}
