import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/libsql/migrator';
import { connectDatabase, type DatabaseHandle } from './client.ts';

/** Where drizzle-kit writes migrations; resolved from the working directory so bundled code finds it too. */
export const MIGRATIONS_DIR = resolve(process.env.MIGRATIONS_DIR ?? 'db/migrations');

/** Path of a `file:` URL, or undefined for remote databases. */
export function filePathOf(url: string): string | undefined {
  if (!url.startsWith('file:')) return undefined;
  const rest = url.slice('file:'.length);
  return rest.startsWith('//') ? fileURLToPath(url) : rest;
}

/**
 * Opens the database for the Node server: creates the data folder, turns on
 * WAL for file databases and applies pending migrations.
 */
export async function openDatabase(url: string, authToken?: string): Promise<DatabaseHandle> {
  const path = filePathOf(url);
  if (path && path !== ':memory:') mkdirSync(dirname(resolve(path)), { recursive: true });
  const handle = connectDatabase(url, authToken);
  if (path) {
    await handle.client.execute('PRAGMA journal_mode = WAL');
    await handle.client.execute('PRAGMA synchronous = NORMAL');
    await handle.client.execute('PRAGMA cache_size = -32000');
  }
  await migrate(handle.db, { migrationsFolder: MIGRATIONS_DIR });
  return handle;
}
