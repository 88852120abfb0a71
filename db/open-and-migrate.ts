import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/libsql/migrator';
import { connectDatabase, type DatabaseHandle } from './client.ts';
import { preparedBatches, type PreparedBatches } from './prepared-batches.ts';

/** Where drizzle-kit writes migrations (MIGRATIONS_DIR's default), from the working directory so bundled code finds it too. */
export const DEFAULT_MIGRATIONS_DIR = 'db/migrations';

/** Path of a `file:` URL, or undefined for remote databases. */
export function filePathOf(url: string): string | undefined {
  if (!url.startsWith('file:')) return undefined;
  const rest = url.slice('file:'.length);
  return rest.startsWith('//') ? fileURLToPath(url) : rest;
}

/**
 * Settings of every connection to a file database (WAL itself is a property of the file). `secure_delete` zeroes
 * what a delete frees, so an erased row leaves no bytes behind in the file once the log is checkpointed
 * (functions/privacy/checkpoint.ts).
 */
export const CONNECTION_PRAGMAS = ['PRAGMA synchronous = NORMAL', 'PRAGMA cache_size = -32000', 'PRAGMA secure_delete = ON'];

export interface OpenedDatabase extends DatabaseHandle {
  /**
   * For a file database: write batches on a second connection, in a thread of their own, that keeps its statements
   * prepared (the quiz submission writer's). Started by the first batch; whoever closes the client closes this too.
   */
  preparedWrites?: PreparedBatches;
}

/**
 * Opens the database for the Node server: creates the data folder, turns on
 * WAL for file databases and applies pending migrations (the server passes env.MIGRATIONS_DIR).
 */
export async function openDatabase(url: string, authToken?: string, migrationsDir = DEFAULT_MIGRATIONS_DIR): Promise<OpenedDatabase> {
  const path = filePathOf(url);
  // An in-memory database exists only on its connection; a URL with options is left to the client alone.
  const onDisk = path !== undefined && path !== ':memory:' && !path.includes('?');
  if (path && path !== ':memory:') mkdirSync(dirname(resolve(path)), { recursive: true });
  const handle = connectDatabase(url, authToken);
  if (path) {
    await handle.client.execute('PRAGMA journal_mode = WAL');
    for (const pragma of CONNECTION_PRAGMAS) await handle.client.execute(pragma);
  }
  await migrate(handle.db, { migrationsFolder: resolve(migrationsDir) });
  return onDisk ? { ...handle, preparedWrites: preparedBatches(path, { pragmas: CONNECTION_PRAGMAS }) } : handle;
}
