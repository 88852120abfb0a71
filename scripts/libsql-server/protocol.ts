/**
 * The JSON encoding of Hrana over HTTP (versions 2 and 3), as @libsql/hrana-client writes and reads it
 * (lib-esm/http/json_encode.js, json_decode.js and lib-esm/shared/json_*.js).
 */
import { z } from 'zod';
import type { SqlValue, StmtError, StmtResult } from './connection.ts';

/** A request a correct client never sends: answered with HTTP 400 and a text body, as sqld does. */
export class ProtocolError extends Error {}

/** The baton's stream was closed for inactivity: HTTP 500 with a JSON Hrana error, as sqld does. */
export class StreamExpiredError extends Error {
  readonly code = 'STREAM_EXPIRED';
  constructor() {
    super('The stream has expired due to inactivity');
  }
}

const I64_MIN = -(2n ** 63n);
const I64_MAX = 2n ** 63n - 1n;

const value = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('null') }),
    // 64-bit integers travel as decimal strings, since a JSON number cannot hold them.
    z.object({ type: z.literal('integer'), value: z.string().regex(/^-?\d{1,19}$/, 'an integer as a decimal string') }),
    z.object({ type: z.literal('float'), value: z.number() }),
    z.object({ type: z.literal('text'), value: z.string() }),
    z.object({ type: z.literal('blob'), base64: z.string() }),
  ])
  .transform((v, ctx): SqlValue => {
    if (v.type === 'null') return null;
    if (v.type === 'blob') return Buffer.from(v.base64, 'base64');
    if (v.type !== 'integer') return v.value;
    const n = BigInt(v.value);
    if (n < I64_MIN || n > I64_MAX) ctx.addIssue({ code: 'custom', message: `integer ${v.value} does not fit in 64 bits` });
    return n;
  });

const sqlRef = { sql: z.string().nullish(), sql_id: z.int().nullish() };

const stmt = z.object({
  ...sqlRef,
  args: z.array(value).default([]),
  named_args: z.array(z.object({ name: z.string(), value })).default([]),
  want_rows: z.boolean().nullish(),
});

export type BatchCond =
  { type: 'ok' | 'error'; step: number } | { type: 'not'; cond: BatchCond } | { type: 'and' | 'or'; conds: BatchCond[] } | { type: 'is_autocommit' };

const batchCond: z.ZodType<BatchCond> = z.lazy(() =>
  z.discriminatedUnion('type', [
    z.object({ type: z.enum(['ok', 'error']), step: z.int().nonnegative() }),
    z.object({ type: z.literal('not'), cond: batchCond }),
    z.object({ type: z.enum(['and', 'or']), conds: z.array(batchCond) }),
    z.object({ type: z.literal('is_autocommit') }),
  ]),
);

const batchBody = z.object({ steps: z.array(z.object({ condition: batchCond.nullish(), stmt })) });

const streamRequest = z.discriminatedUnion('type', [
  z.object({ type: z.literal('close') }),
  z.object({ type: z.literal('execute'), stmt }),
  z.object({ type: z.literal('batch'), batch: batchBody }),
  z.object({ type: z.literal('sequence'), ...sqlRef }),
  z.object({ type: z.literal('describe'), ...sqlRef }),
  z.object({ type: z.literal('store_sql'), sql_id: z.int(), sql: z.string() }),
  z.object({ type: z.literal('close_sql'), sql_id: z.int() }),
  z.object({ type: z.literal('get_autocommit') }),
]);

const baton = z.string().nullish();
export const pipelineBody = z.object({ baton, requests: z.array(streamRequest) });
export const cursorBody = z.object({ baton, batch: batchBody });

export type StreamRequest = z.infer<typeof streamRequest>;
export type WireStmt = z.infer<typeof stmt>;

export function parseBody<T>(text: string, schema: z.ZodType<T>): T {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ProtocolError(`Cannot deserialize client message from JSON: ${(error as Error).message}`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new ProtocolError(`Invalid request: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

export function encodeValue(v: SqlValue) {
  if (v === null) return { type: 'null' };
  if (typeof v === 'bigint') return { type: 'integer', value: v.toString() };
  if (typeof v === 'number') return { type: 'float', value: v };
  if (typeof v === 'string') return { type: 'text', value: v };
  return { type: 'blob', base64: Buffer.from(v.buffer, v.byteOffset, v.byteLength).toString('base64') };
}

export function encodeStmtResult(result: StmtResult) {
  return {
    cols: result.cols,
    rows: result.rows.map((row) => row.map(encodeValue)),
    affected_row_count: result.affectedRowCount,
    last_insert_rowid: result.lastInsertRowid?.toString() ?? null,
  };
}

export const encodeError = (error: StmtError) => ({ message: error.message, code: error.code });
