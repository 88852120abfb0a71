import Database from 'libsql';
import { scanStatements, type ScannedStatement } from './sql-text.ts';

/** A value as SQLite stores it: INTEGER as bigint (all 64 bits), REAL as number. */
export type SqlValue = null | bigint | number | string | Uint8Array;

export interface Stmt {
  sql: string;
  args: SqlValue[];
  namedArgs: [name: string, value: SqlValue][];
  wantRows: boolean;
}

export interface StmtResult {
  cols: { name: string; decltype: string | null }[];
  rows: SqlValue[][];
  affectedRowCount: number;
  lastInsertRowid: bigint | null;
}

/**
 * What the server has done since it started, the figures sqld's stats give and Turso bills by: every
 * statement, and every row it inserted, updated or deleted (SQLite's total_changes(), so rows written by
 * triggers count, and so do rows of a transaction later rolled back).
 */
export interface ServerStats {
  queryCount: number;
  rowsWritten: number;
}

/** A Hrana error for one request or batch step: the client raises it as LibsqlError with this `code`. */
export class StmtError extends Error {
  readonly code: string;
  /** SQLite's extended result code (SQLITE_CONSTRAINT_PRIMARYKEY), for errors that came from SQLite. */
  readonly extendedCode: string | undefined;
  constructor(message: string, code: string, extendedCode?: string) {
    super(message);
    this.code = code;
    this.extendedCode = extendedCode;
  }
}

/**
 * One SQLite connection, owned by one stream. Every connection of the server shares the event loop, so
 * SQLite's own busy timeout would block the very thread that has to serve the COMMIT that frees the lock:
 * connections are opened with no busy timeout, and a statement that meets SQLITE_BUSY is retried here,
 * asynchronously, until `busyTimeoutMs` has passed.
 */
export class Connection {
  readonly #db: Database.Database;
  readonly #busyTimeoutMs: number;
  readonly #stats: ServerStats | undefined;
  #closed = false;

  constructor(file: string, busyTimeoutMs: number, stats?: ServerStats) {
    this.#db = new Database(file, { timeout: 0 });
    this.#busyTimeoutMs = busyTimeoutMs;
    this.#stats = stats;
    this.#db.exec('PRAGMA synchronous = NORMAL'); // safe with WAL, which the server turned on for the file
  }

  get isAutocommit(): boolean {
    this.#checkOpen();
    return !this.#db.inTransaction;
  }

  /** Runs one statement (the SQL must hold exactly one). */
  async execute(stmt: Stmt): Promise<StmtResult> {
    const scanned = single(stmt.sql);
    return this.#run(scanned.sql, bindArgs(scanned, stmt), stmt.wantRows);
  }

  /** Runs every statement of `sql` in turn and stops at the first error, like sqld's `sequence`. */
  async sequence(sql: string): Promise<void> {
    for (const scanned of scanStatements(sql)) await this.#run(scanned.sql, [], false);
  }

  /** Columns and parameters of a statement, without running it. */
  describe(sql: string) {
    const scanned = single(sql);
    this.#checkOpen();
    return sqlite(() => {
      const cols = this.#db
        .prepare(scanned.sql)
        .columns()
        .map((c) => ({ name: c.name, decltype: c.type }));
      const isExplain = scanned.keyword === 'EXPLAIN';
      return { params: scanned.params.map((name) => ({ name })), cols, isExplain, isReadonly: isExplain || this.#isReadonly(scanned.sql) };
    });
  }

  /** Rolls back whatever is open and closes the connection; idempotent. */
  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    try {
      if (this.#db.inTransaction) this.#db.exec('ROLLBACK');
    } finally {
      this.#db.close();
    }
  }

  // A closed libsql handle must not be touched again (some of its calls abort the process).
  #checkOpen(): void {
    if (this.#closed) throw new StmtError('The stream was closed while the request was running', 'STREAM_CLOSED');
  }

  async #run(sql: string, args: SqlValue[], wantRows: boolean): Promise<StmtResult> {
    this.#checkOpen();
    const prepared = sqlite(() => this.#db.prepare(sql));
    const cols = prepared.reader ? prepared.columns().map((c) => ({ name: c.name, decltype: c.type })) : [];
    if (prepared.reader) prepared.raw(true).safeIntegers(true);
    const [before, rows] = await this.#whenNotBusy(() => {
      const [total] = this.#changes();
      return [total, prepared.reader ? (prepared.all(args) as SqlValue[][]) : (prepared.run(args), [])] as const;
    });
    // sqlite3_changes() keeps the count of the last INSERT/UPDATE/DELETE, so it only counts for this statement
    // if the total moved; SELECTs report no rowid, as in sqld.
    const [after, changes, rowid] = this.#changes();
    const wrote = after !== before;
    if (this.#stats) {
      this.#stats.queryCount++;
      this.#stats.rowsWritten += Number(after - before);
    }
    return {
      cols,
      rows: wantRows ? rows : [],
      affectedRowCount: wrote ? Number(changes) : 0,
      lastInsertRowid: wrote || !prepared.reader ? rowid : null,
    };
  }

  #changes(): [bigint, bigint, bigint] {
    const [row] = this.#db.prepare('SELECT total_changes(), changes(), last_insert_rowid()').raw(true).safeIntegers(true).all();
    return row as [bigint, bigint, bigint];
  }

  /** sqlite3_stmt_readonly(), read off the program: a write transaction, VACUUM or a journal-mode change. */
  #isReadonly(sql: string): boolean {
    const program = this.#db.prepare(`EXPLAIN ${sql}`).raw(true).all() as [number, string, number, number][];
    return !program.some(([, opcode, , p2]) => (opcode === 'Transaction' && Number(p2) !== 0) || opcode === 'Vacuum' || opcode === 'JournalMode');
  }

  /**
   * Steps a statement until it gets past SQLITE_BUSY or the busy timeout runs out. The caller retries the same
   * prepared statement: one that met SQLITE_BUSY stays active until it is stepped again or finalized, and an
   * active statement makes a later COMMIT fail with "SQL statements in progress".
   */
  async #whenNotBusy<T>(attempt: () => T): Promise<T> {
    const deadline = Date.now() + this.#busyTimeoutMs;
    for (let delay = 1; ; delay = Math.min(delay * 2, 25)) {
      this.#checkOpen();
      try {
        return sqlite(attempt);
      } catch (error) {
        // SQLITE_BUSY_SNAPSHOT (a read transaction that wants to write after another commit) never clears.
        const retry = error instanceof StmtError && RETRIED.has(error.extendedCode ?? '') && Date.now() < deadline;
        if (!retry) throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

/** Opens the file once to check it and turn on WAL (a property of the file, kept by every later connection). */
export function prepareDatabaseFile(file: string): Database.Database {
  const db = new Database(file, { timeout: 0 });
  const [[mode]] = db.prepare('PRAGMA journal_mode = WAL').raw(true).all() as [[string]];
  if (mode !== 'wal') throw new Error(`Could not turn on WAL for ${file} (journal_mode is ${mode})`);
  return db;
}

const RETRIED = new Set(['SQLITE_BUSY', 'SQLITE_BUSY_RECOVERY']);

function single(sql: string): ScannedStatement {
  const statements = scanStatements(sql);
  if (statements.length === 0) throw new StmtError('SQL string does not contain any statement', 'SQL_NO_STATEMENT');
  if (statements.length > 1) throw new StmtError('SQL string contains more than one statement', 'SQL_MANY_STATEMENTS');
  return statements[0]!;
}

/** Positional values as they are; named ones placed at their parameter's index, with or without the prefix. */
function bindArgs(scanned: ScannedStatement, stmt: Stmt): SqlValue[] {
  if (stmt.namedArgs.length === 0) return stmt.args;
  if (stmt.args.length > 0) throw new StmtError('Specifying both positional and named arguments is not supported', 'ARGS_BOTH_POSITIONAL_AND_NAMED');
  const named = new Map(stmt.namedArgs.map(([name, value]) => [stripPrefix(name), value]));
  return scanned.params.map((name) => (name === null ? null : (named.get(stripPrefix(name)) ?? null)));
}

const stripPrefix = (name: string) => (/^[:@$#]/.test(name) ? name.slice(1) : name);

/**
 * Runs a call into SQLite and turns its errors into Hrana errors as sqld words them: the message is
 * "SQLite error: …" and the code is the primary result code (SQLITE_CONSTRAINT), which is also the `code` the
 * embedded client raises, so an error check behaves the same on Node, on Turso and here.
 */
function sqlite<T>(call: () => T): T {
  try {
    return call();
  } catch (error) {
    if (error instanceof StmtError || !(error instanceof Database.SqliteError)) throw error;
    const primary = /^SQLITE_[A-Z]+/.exec(error.code)?.[0] ?? 'SQLITE_UNKNOWN';
    throw new StmtError(`SQLite error: ${error.message}`, primary, error.code);
  }
}
