// Node only (native libSQL). Runs in the write thread (db/write-thread.ts), and in bench/submissions.ts for its ceiling.
import Database from 'libsql';

/** A statement with its values already as SQLite binds them (db/prepared-batches.ts converts them). */
export interface WriteStatement {
  sql: string;
  args: unknown[] | Record<string, unknown>;
}

export interface WriteConnectionOptions {
  /** Run on opening, e.g. `PRAGMA synchronous = NORMAL`; foreign keys are turned on in any case. */
  pragmas?: readonly string[];
  /** Statements kept prepared. */
  cacheSize?: number;
  /** SQLite's busy timeout: how long a write waits for another connection's lock. */
  busyTimeoutMs?: number;
}

/** Why a write failed, as plain data that can cross from the write thread; `statementIndex` -1 is BEGIN or COMMIT. */
export interface WriteFailure {
  name: string;
  message: string;
  /** SQLite's extended result code (SQLITE_CONSTRAINT_PRIMARYKEY), for errors from SQLite. */
  code?: string;
  rawCode?: number;
  statementIndex: number;
}

/** A failed write transaction, rolled back. */
export class WriteError extends Error {
  readonly failure: WriteFailure;
  constructor(failure: WriteFailure) {
    super(failure.message);
    this.name = 'WriteError';
    this.failure = failure;
  }
}

export interface WriteConnection {
  /**
   * Runs the statements between BEGIN IMMEDIATE and COMMIT and returns the rows each changed; on failure rolls back
   * and throws a WriteError.
   */
  write(statements: readonly WriteStatement[]): number[];
  close(): void;
}

/** The submission writer's three inserts in each of their few shapes (db/insert-statement.ts), its counters, and room. */
const CACHED_STATEMENTS = 256;

/**
 * A connection for write transactions that keeps its statements prepared: `client.batch` prepares every statement
 * again on each call, BEGIN and COMMIT included. SQLite prepares a cached statement again by itself when the schema
 * changed under it (a migration, another process).
 */
export function openWriteConnection(
  path: string,
  { pragmas = [], cacheSize = CACHED_STATEMENTS, busyTimeoutMs = 5000 }: WriteConnectionOptions = {},
): WriteConnection {
  const db = new Database(path, { timeout: busyTimeoutMs });
  // Foreign keys as on the client's connection, where drizzle's migrator turns them on.
  for (const pragma of ['PRAGMA foreign_keys = ON', ...pragmas]) db.exec(pragma);
  const [begin, commit, rollback] = ['BEGIN IMMEDIATE', 'COMMIT', 'ROLLBACK'].map((sql) => db.prepare(sql)) as Database.Statement[];
  const cache = new Map<string, Database.Statement>();

  // A Map keeps insertion order, so its first key is the statement used least recently.
  const prepared = (sql: string) => {
    let statement = cache.get(sql);
    if (statement) cache.delete(sql);
    else {
      statement = db.prepare(sql);
      if (cache.size >= cacheSize) cache.delete(cache.keys().next().value!);
    }
    cache.set(sql, statement);
    return statement;
  };

  return {
    write(statements) {
      let index = -1;
      const changes = new Array<number>(statements.length);
      try {
        begin!.run();
        for (index = 0; index < statements.length; index++) {
          const { sql, args } = statements[index]!;
          changes[index] = prepared(sql).run(args).changes;
        }
        index = -1;
        commit!.run();
        return changes;
      } catch (error) {
        if (db.inTransaction) rollback!.run();
        throw new WriteError(failureOf(error, index));
      }
    },
    close() {
      cache.clear();
      try {
        if (db.inTransaction) db.exec('ROLLBACK');
      } finally {
        db.close();
      }
    },
  };
}

/** An error as plain data; `statementIndex` says where it happened. */
export function failureOf(error: unknown, statementIndex: number): WriteFailure {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), statementIndex };
  const { code, rawCode } = error as Error & { code?: unknown; rawCode?: unknown };
  return {
    name: error.name,
    message: error.message,
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof rawCode === 'number' ? { rawCode } : {}),
    statementIndex,
  };
}
