// A local stand-in for Turso: a libSQL database file served over Hrana over HTTP, the protocol that
// @libsql/client's web build (the one workerd loads) speaks. For `npm run preview:cf`, the workerd smoke
// test and browser tests of the Workers build; not for production (no TLS, no replication, one process).
//
//   node scripts/libsql-server.ts --file data/cf.db [--port 8080] [--host 127.0.0.1]
//   (an auth token, if wanted, comes from LIBSQL_AUTH_TOKEN; prints the URL, then serves until stopped)
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { Connection, prepareDatabaseFile, type ServerStats } from './libsql-server/connection.ts';
import { createRequestListener } from './libsql-server/http.ts';
import { StreamRegistry } from './libsql-server/streams.ts';

export interface LibsqlServerOptions {
  /** Path of the database file; created (with its folder) if missing. */
  file: string;
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
  /** When set, pipeline requests need `Authorization: Bearer <authToken>` (else 401). */
  authToken?: string;
  /** A statement that meets a locked database retries for this long, then fails with SQLITE_BUSY. */
  busyTimeoutMs?: number;
  /** A stream (and its open transaction) unused for this long is rolled back and closed; Turso uses 10 s. */
  streamIdleTimeoutMs?: number;
  maxBodyBytes?: number;
  /** The `base_url` sent to clients; by default the origin each client used. */
  baseUrl?: string;
}

export interface LibsqlServer {
  /** e.g. http://127.0.0.1:8080, for createClient({ url }). */
  url: string;
  port: number;
  /** Statements run and rows written since start (also at GET /v1/stats), to count what Turso would bill. */
  stats(): ServerStats;
  /** Stops listening, rolls back and closes every open stream. */
  close(): Promise<void>;
}

export async function startLibsqlServer(options: LibsqlServerOptions): Promise<LibsqlServer> {
  const {
    file,
    port = 0,
    host = '127.0.0.1',
    authToken,
    busyTimeoutMs = 5000,
    streamIdleTimeoutMs = 10_000,
    maxBodyBytes = 16 * 1024 * 1024,
  } = options;
  // Every stream opens its own connection, which an in-memory database cannot share.
  if (file === '' || file === ':memory:' || file.startsWith('file:')) throw new Error(`libsql-server needs a file path, got ${JSON.stringify(file)}`);
  const path = resolve(file);
  mkdirSync(dirname(path), { recursive: true });
  // Held open while the server runs: the last connection to close would otherwise checkpoint and delete the
  // WAL after every one-shot request.
  const anchor = prepareDatabaseFile(path);
  const stats: ServerStats = { queryCount: 0, rowsWritten: 0 };
  const streams = new StreamRegistry(() => new Connection(path, busyTimeoutMs, stats), streamIdleTimeoutMs);
  const server = createServer(createRequestListener({ streams, stats, authToken, maxBodyBytes, baseUrl: options.baseUrl }));
  try {
    await new Promise<void>((done, fail) => server.once('error', fail).listen(port, host, done));
  } catch (error) {
    anchor.close();
    throw error;
  }
  const bound = (server.address() as AddressInfo).port;
  const shown = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return {
    url: `http://${shown.includes(':') ? `[${shown}]` : shown}:${bound}`,
    port: bound,
    stats: () => ({ ...stats }),
    close: async () => {
      const closed = new Promise<void>((done) => server.close(() => done()));
      server.closeAllConnections();
      streams.closeAll();
      anchor.close();
      await closed;
    },
  };
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: { file: { type: 'string' }, port: { type: 'string', default: '8080' }, host: { type: 'string', default: '127.0.0.1' } },
  });
  if (!values.file) {
    console.error('Usage: node scripts/libsql-server.ts --file data/cf.db [--port 8080] [--host 127.0.0.1]   (token: LIBSQL_AUTH_TOKEN)');
    process.exit(2);
  }
  const server = await startLibsqlServer({
    file: values.file,
    port: Number(values.port),
    host: values.host,
    authToken: process.env.LIBSQL_AUTH_TOKEN || undefined,
  });
  console.log(server.url);
  console.error(`libsql-server: serving ${resolve(values.file)} over Hrana/HTTP at ${server.url} (a local stand-in for Turso)`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.once('SIGINT', stop).once('SIGTERM', stop);
}
