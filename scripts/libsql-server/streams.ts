import { randomBytes } from 'node:crypto';
import type { Connection } from './connection.ts';
import { ProtocolError, StreamExpiredError } from './protocol.ts';

/**
 * A Hrana stream: one database connection that outlives a single HTTP request, so that an interactive
 * transaction can span several. Between requests the client holds a baton naming the stream and the request
 * number; each response hands out the next baton, so each baton is good for exactly one request.
 */
export interface Stream {
  /** Undefined once the client closed the stream. */
  conn: Connection | undefined;
  /** SQL texts the client stored with `store_sql`, by id. */
  sqls: Map<number, string>;
  readonly id: string;
  seq: number;
  /** Set while a request is using the stream, so a second one with the same baton is refused. */
  busy: boolean;
  idleTimer: NodeJS.Timeout | undefined;
}

/** How long an expired stream's id is remembered, to answer "expired" rather than "invalid baton". */
const REMEMBER_EXPIRED_MS = 5 * 60_000;

export class StreamRegistry {
  readonly #live = new Map<string, Stream>();
  readonly #expired = new Map<string, number>();
  readonly #openConnection: () => Connection;
  readonly #idleTimeoutMs: number;

  constructor(openConnection: () => Connection, idleTimeoutMs: number) {
    this.#openConnection = openConnection;
    this.#idleTimeoutMs = idleTimeoutMs;
  }

  /** A new stream on a fresh connection, or the one the baton names; either way marked busy. */
  acquire(baton: string | null | undefined): Stream {
    if (baton === null || baton === undefined) {
      const stream: Stream = {
        conn: this.#openConnection(),
        sqls: new Map(),
        id: randomBytes(16).toString('hex'),
        seq: 0,
        busy: true,
        idleTimer: undefined,
      };
      this.#live.set(stream.id, stream);
      return stream;
    }
    const [id = '', seq] = baton.split('.');
    const stream = this.#live.get(id);
    if (!stream) {
      if (this.#expired.has(id)) throw new StreamExpiredError();
      throw new ProtocolError('Received an invalid baton');
    }
    if (stream.busy || String(stream.seq) !== seq) throw new ProtocolError('Received a baton that has already been used');
    clearTimeout(stream.idleTimer);
    stream.busy = true;
    return stream;
  }

  /** Ends a request: the baton for the next one, or null if the client closed the stream. */
  release(stream: Stream): string | null {
    stream.busy = false;
    if (!stream.conn) {
      this.#live.delete(stream.id);
      return null;
    }
    stream.seq++;
    // Like Turso, a stream nobody uses for a while is closed and its transaction rolled back, so a client
    // that went away does not hold the write lock forever.
    stream.idleTimer = setTimeout(() => this.#expire(stream), this.#idleTimeoutMs).unref();
    return `${stream.id}.${stream.seq}`;
  }

  /** Closes a stream whose request failed with a protocol error (sqld drops it too). */
  discard(stream: Stream): void {
    this.#close(stream);
  }

  closeAll(): void {
    for (const stream of this.#live.values()) this.#close(stream);
  }

  #expire(stream: Stream): void {
    if (stream.busy) return;
    this.#close(stream);
    const now = Date.now();
    for (const [id, at] of this.#expired) if (at < now - REMEMBER_EXPIRED_MS) this.#expired.delete(id);
    this.#expired.set(stream.id, now);
  }

  #close(stream: Stream): void {
    clearTimeout(stream.idleTimer);
    this.#live.delete(stream.id);
    const conn = stream.conn;
    stream.conn = undefined;
    conn?.close();
  }
}
