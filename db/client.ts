import { createClient, type Client, type InStatement } from '@libsql/client';
import { drizzle, type LibSQLDatabase } from 'drizzle-orm/libsql';
import * as analysisCache from './analysis-cache-schema.ts';
import * as analytics from './analytics-schema.ts';
import * as auth from './auth-schema.ts';
import * as competitors from './competitor-schema.ts';
import * as hubspot from './hubspot-schema.ts';
import * as mail from './mail-schema.ts';
import * as privacy from './privacy-schema.ts';
import * as rateLimit from './rate-limit-schema.ts';
import * as quiz from './schema.ts';
import * as shares from './share-schema.ts';
import * as teams from './team-schema.ts';

/** Every table, for drizzle's query API. */
export const schema = {
  ...quiz,
  ...mail,
  ...hubspot,
  ...auth,
  ...rateLimit,
  ...analysisCache,
  ...shares,
  ...competitors,
  ...analytics,
  ...privacy,
  ...teams,
};

/** `$client` is the libSQL client underneath, for hot writes built with db/insert-statement.ts. */
export type Database = LibSQLDatabase<typeof schema> & { $client: Client };

/**
 * Runs statements as one write transaction: every one of them is stored, or none (the client's `batch(…, 'write')`).
 * Resolves with the rows each statement changed, in order.
 */
export type WriteBatch = (statements: readonly InStatement[]) => Promise<number[]>;

export interface DatabaseHandle {
  db: Database;
  client: Client;
}

/** A libSQL client: an embedded file on Node, Turso over HTTP on Workers (the package picks its web build there). */
export function connectDatabase(url: string, authToken?: string): DatabaseHandle {
  // timeout = SQLite busy timeout for file databases, applied to every pooled connection.
  // A local file is used from one thread with synchronous calls, so one connection is fastest (a pool only adds
  // connection churn); remote databases keep the client's default concurrency.
  const client = createClient({ url, authToken, timeout: 5000, ...(url.startsWith('file:') ? { concurrency: 1 } : {}) });
  return { client, db: drizzle(client, { schema }) };
}
