import { StmtError, type Connection, type Stmt, type StmtResult } from './connection.ts';
import { ProtocolError, encodeError, encodeStmtResult, type BatchCond, type StreamRequest, type WireStmt } from './protocol.ts';
import type { Stream } from './streams.ts';

export type Version = 2 | 3;

/** sqld's limits on `store_sql`; the client keeps at most 30 texts of under 5,000 characters. */
const MAX_STORED_SQLS = 50;
const MAX_STORED_SQL_BYTES = 5000;

/**
 * Runs one request of a pipeline on its stream. A failed statement is an answer (`type: "error"`), the next
 * request still runs; a ProtocolError fails the whole HTTP request.
 */
export async function handleRequest(stream: Stream, request: StreamRequest, version: Version) {
  try {
    return { type: 'ok', response: { type: request.type, ...(await respond(stream, request, version)) } };
  } catch (error) {
    if (error instanceof StmtError) return { type: 'error', error: encodeError(error) };
    throw error;
  }
}

async function respond(stream: Stream, request: StreamRequest, version: Version): Promise<object> {
  switch (request.type) {
    case 'close':
      stream.conn?.close();
      stream.conn = undefined;
      return {};
    case 'execute':
      return { result: encodeStmtResult(await conn(stream).execute(toStmt(request.stmt, stream.sqls))) };
    case 'batch':
      return { result: encodeBatchResult(await runBatch(stream, request.batch.steps, version)) };
    case 'sequence':
      await conn(stream).sequence(sqlOf(request, stream.sqls));
      return {};
    case 'describe': {
      const { params, cols, isExplain, isReadonly } = conn(stream).describe(sqlOf(request, stream.sqls));
      return { result: { params, cols, is_explain: isExplain, is_readonly: isReadonly } };
    }
    case 'store_sql':
      if (stream.sqls.has(request.sql_id)) throw new ProtocolError(`SQL text ${request.sql_id} already exists`);
      if (stream.sqls.size >= MAX_STORED_SQLS)
        throw new StmtError(`The server already stores ${stream.sqls.size} SQL texts, it cannot store more`, 'SQL_STORE_TOO_MANY');
      if (Buffer.byteLength(request.sql) > MAX_STORED_SQL_BYTES)
        throw new StmtError(`The statement is too large to be stored`, 'SQL_STORE_TOO_LARGE');
      stream.sqls.set(request.sql_id, request.sql);
      return {};
    case 'close_sql':
      stream.sqls.delete(request.sql_id);
      return {};
    case 'get_autocommit':
      requireVersion3(version, 'The `get_autocommit` request');
      return { is_autocommit: conn(stream).isAutocommit };
  }
}

export type Step = { condition?: BatchCond | null | undefined; stmt: WireStmt };

/** What became of each step: a result, an error, or neither when its condition did not hold. */
export interface BatchOutcome {
  results: (StmtResult | null)[];
  errors: (StmtError | null)[];
}

/**
 * Runs the steps in order; a step runs only if its condition holds over the outcomes so far. The client
 * builds its transactions from these: BEGIN, then each statement if the previous one succeeded, COMMIT if
 * the last one did, and ROLLBACK if COMMIT did not run or failed.
 */
export async function runBatch(stream: Stream, steps: Step[], version: Version): Promise<BatchOutcome> {
  // Everything is checked before anything runs, as sqld does: a bad step fails the batch as a whole.
  const planned = steps.map((step, i) => {
    if (step.condition) checkCond(step.condition, i, version);
    return { condition: step.condition, stmt: toStmt(step.stmt, stream.sqls) };
  });
  const db = conn(stream);
  const results: (StmtResult | null)[] = [];
  const errors: (StmtError | null)[] = [];
  for (const { condition, stmt } of planned) {
    const run = !condition || holds(condition, results, errors, db);
    try {
      results.push(run ? await db.execute(stmt) : null);
      errors.push(null);
    } catch (error) {
      if (!(error instanceof StmtError)) throw error;
      results.push(null);
      errors.push(error);
    }
  }
  return { results, errors };
}

const encodeBatchResult = ({ results, errors }: BatchOutcome) => ({
  step_results: results.map((result) => result && encodeStmtResult(result)),
  step_errors: errors.map((error) => error && encodeError(error)),
});

/** A batch for a version 3 cursor: its outcome as the entries the client reads one line at a time. */
export async function runCursor(stream: Stream, steps: Step[], version: Version): Promise<object[]> {
  let outcome: BatchOutcome;
  try {
    outcome = await runBatch(stream, steps, version);
  } catch (error) {
    if (error instanceof StmtError) return [{ type: 'error', error: encodeError(error) }];
    throw error;
  }
  const { results, errors } = outcome;
  return results.flatMap((result, step): object[] => {
    const error = errors[step];
    if (error) return [{ type: 'step_error', step, error: encodeError(error) }];
    if (!result) return [];
    const { cols, rows, affected_row_count, last_insert_rowid } = encodeStmtResult(result);
    return [
      { type: 'step_begin', step, cols },
      ...rows.map((row) => ({ type: 'row', row })),
      { type: 'step_end', affected_row_count, last_insert_rowid },
    ];
  });
}

function holds(cond: BatchCond, results: (StmtResult | null)[], errors: (StmtError | null)[], conn: Connection): boolean {
  switch (cond.type) {
    case 'ok':
      return results[cond.step] != null;
    case 'error':
      return errors[cond.step] != null;
    case 'not':
      return !holds(cond.cond, results, errors, conn);
    case 'and':
      return cond.conds.every((c) => holds(c, results, errors, conn));
    case 'or':
      return cond.conds.some((c) => holds(c, results, errors, conn));
    case 'is_autocommit':
      return conn.isAutocommit;
  }
}

/** A condition may only look back at earlier steps; `is_autocommit` came with version 3. */
function checkCond(cond: BatchCond, stepIndex: number, version: Version): void {
  if ((cond.type === 'ok' || cond.type === 'error') && cond.step >= stepIndex)
    throw new ProtocolError('Invalid reference to step in a batch condition');
  if (cond.type === 'not') checkCond(cond.cond, stepIndex, version);
  if (cond.type === 'and' || cond.type === 'or') for (const c of cond.conds) checkCond(c, stepIndex, version);
  if (cond.type === 'is_autocommit') requireVersion3(version, 'BatchCond of type `is_autocommit`');
}

function requireVersion3(version: Version, what: string): void {
  if (version < 3) throw new ProtocolError(`${what} is only supported in protocol version 3 and higher`);
}

function toStmt(stmt: WireStmt, sqls: Map<number, string>): Stmt {
  return {
    sql: sqlOf(stmt, sqls),
    args: stmt.args,
    namedArgs: stmt.named_args.map(({ name, value }) => [name, value]),
    wantRows: stmt.want_rows ?? true,
  };
}

function sqlOf(ref: { sql?: string | null | undefined; sql_id?: number | null | undefined }, sqls: Map<number, string>): string {
  const hasSql = ref.sql !== null && ref.sql !== undefined;
  const hasId = ref.sql_id !== null && ref.sql_id !== undefined;
  if (hasSql === hasId) throw new ProtocolError('Either `sql` or `sql_id` are required, but not both');
  if (hasSql) return ref.sql!;
  const sql = sqls.get(ref.sql_id!);
  if (sql === undefined) throw new ProtocolError(`SQL text ${ref.sql_id} not found`);
  return sql;
}

function conn(stream: Stream): Connection {
  if (!stream.conn) throw new ProtocolError('Stream for this baton was closed');
  return stream.conn;
}
