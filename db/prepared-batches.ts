// Node only (worker threads, native libSQL): imported by db/open-and-migrate.ts, never by code bundled for Workers.
import { Buffer } from 'node:buffer';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { LibsqlBatchError, LibsqlError, type InArgs, type InStatement, type InValue } from '@libsql/client';
import type { WriteBatch } from './client.ts';
import type { WriteConnectionOptions, WriteFailure, WriteStatement } from './write-connection.ts';
import type { WriteReply, WriteRequest, WriteThreadData } from './write-thread.ts';

export interface PreparedBatches {
  batch: WriteBatch;
  /** Closes the connection once the batches already sent have run; a batch after this fails with CLIENT_CLOSED. */
  close(): void;
}

/**
 * Write batches for a file database, run by a thread of their own on a connection that keeps its statements
 * prepared (db/write-connection.ts). SQLite's calls are synchronous: on the event loop, a group of quiz submissions
 * held it for its whole commit, and for as long again waiting on the disk (bench/submissions.ts); here the loop
 * goes on serving requests while the thread writes. Transactions run one at a time, in the order they were sent;
 * a batch settles once its transaction has committed (or failed and rolled back), so a read after it sees it.
 * Failures are raised as `client.batch` raises them: LibsqlBatchError naming the statement, with SQLite's codes.
 *
 * The thread starts with the first batch and keeps the process alive only while a batch is under way.
 */
export function preparedBatches(path: string, options: WriteConnectionOptions = {}): PreparedBatches {
  let thread: WriteThread | undefined;
  let closed = false;
  return {
    async batch(statements) {
      if (closed) throw new LibsqlError('The client is closed', 'CLIENT_CLOSED');
      const request = statements.map(writeStatement);
      thread ??= startThread({ path, options }, () => (thread = undefined));
      return thread.run(request);
    },
    close() {
      closed = true;
      thread?.close();
      thread = undefined;
    },
  };
}

/**
 * The thread's entry, run from source as the analysis threads are: next to this file, or, when this file was
 * bundled into the server, from the working directory (as db/open-and-migrate.ts finds the migrations).
 */
const THREAD_FILE = 'write-thread.ts';
const ENTRY = ((beside) => (existsSync(beside) ? beside : resolve('db', THREAD_FILE)))(fileURLToPath(new URL(THREAD_FILE, import.meta.url)));

interface WriteThread {
  run(statements: WriteStatement[]): Promise<number[]>;
  close(): void;
}

function startThread(data: WriteThreadData, onGone: () => void): WriteThread {
  const worker = new Worker(ENTRY, { workerData: data });
  worker.unref();
  const pending = new Map<number, { resolve: (changes: number[]) => void; reject: (error: unknown) => void }>();
  let next = 0;
  let gone = false;

  worker.on('message', ({ id, changes = [], failure }: WriteReply) => {
    const waiting = pending.get(id);
    pending.delete(id);
    if (pending.size === 0) worker.unref();
    if (failure) waiting?.reject(asClientError(failure));
    else waiting?.resolve(changes);
  });
  // A thread that could not open the database, or died: its batches fail, and the next batch starts a new one.
  const fail = (error: unknown) => {
    if (!gone) onGone();
    gone = true;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new LibsqlError(`The write thread stopped (exit code ${code})`, 'CLIENT_CLOSED')));

  return {
    run(statements) {
      const id = next++;
      if (pending.size === 0) worker.ref();
      return new Promise<number[]>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, statements } satisfies WriteRequest);
      });
    },
    close() {
      gone = true;
      worker.postMessage({ close: true } satisfies WriteRequest);
    },
  };
}

/** A statement with its values converted as the client converts them (its valueToSql, for intMode "number"). */
function writeStatement(statement: InStatement): WriteStatement {
  if (typeof statement === 'string') return { sql: statement, args: [] };
  return { sql: statement.sql, args: driverArgs(statement.args) };
}

function driverArgs(args: InArgs | undefined): unknown[] | Record<string, unknown> {
  if (args === undefined) return [];
  if (Array.isArray(args)) return args.map(driverValue);
  const named: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(args)) named['@$:'.includes(name[0]!) ? name.slice(1) : name] = driverValue(value);
  return named;
}

function driverValue(value: InValue): unknown {
  if (typeof value === 'number' && !Number.isFinite(value)) {
    throw new RangeError('Only finite numbers (not Infinity or NaN) can be passed as arguments');
  }
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof ArrayBuffer) return Buffer.from(value);
  if (value instanceof Date) return value.valueOf();
  if (value === undefined) throw new TypeError('undefined cannot be passed as argument to the database');
  return value;
}

/**
 * SQLite's error as `client.batch` raises it: LibsqlBatchError with the failed statement's index (LibsqlError when
 * BEGIN or COMMIT failed), the primary code (SQLITE_CONSTRAINT) and the extended one, and SQLite's own error as cause.
 */
function asClientError({ name, message, code, rawCode, statementIndex }: WriteFailure): Error {
  if (name !== 'SqliteError' || code === undefined) return Object.assign(new Error(message), { name });
  const cause = Object.assign(new Error(message), { name, code, rawCode });
  const primary = code.split('_').slice(0, 2).join('_');
  return statementIndex >= 0
    ? new LibsqlBatchError(message, statementIndex, primary, code, rawCode, cause)
    : new LibsqlError(message, primary, code, rawCode, cause);
}
