// The write thread of db/prepared-batches.ts: one connection, one transaction at a time, in the order they come.
import { parentPort, workerData } from 'node:worker_threads';
import {
  failureOf,
  openWriteConnection,
  WriteError,
  type WriteConnectionOptions,
  type WriteFailure,
  type WriteStatement,
} from './write-connection.ts';

export interface WriteThreadData {
  path: string;
  options: WriteConnectionOptions;
}

/** A transaction to run, or the end: the thread closes its connection once every transaction before it has run. */
export type WriteRequest = { id: number; statements: WriteStatement[] } | { close: true };

export interface WriteReply {
  id: number;
  /** Rows each statement changed, when the transaction committed. */
  changes?: number[];
  failure?: WriteFailure;
}

const port = parentPort!;
const { path, options } = workerData as WriteThreadData;
const connection = openWriteConnection(path, options);

port.on('message', (request: WriteRequest) => {
  if ('close' in request) {
    connection.close();
    port.close();
    return;
  }
  let reply: WriteReply;
  try {
    reply = { id: request.id, changes: connection.write(request.statements) };
  } catch (error) {
    reply = { id: request.id, failure: error instanceof WriteError ? error.failure : failureOf(error, -1) };
  }
  port.postMessage(reply);
});
