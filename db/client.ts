import { createClient, type Client } from '@libsql/client';
import { drizzle, type LibSQLDatabase } from 'drizzle-orm/libsql';
import * as schema from './schema.ts';

export type Database = LibSQLDatabase<typeof schema>;

export interface DatabaseHandle {
  db: Database;
  client: Client;
}

/** A libSQL client: an embedded file on Node, Turso over HTTP on Workers (the package picks its web build there). */
export function connectDatabase(url: string, authToken?: string): DatabaseHandle {
  // timeout = SQLite busy timeout for file databases, applied to every pooled connection.
  const client = createClient({ url, authToken, timeout: 5000 });
  return { client, db: drizzle(client, { schema }) };
}
