// The local Hrana-over-HTTP server (scripts/libsql-server.ts), driven by @libsql/client's web build: the same
// code that runs in workerd, where the app talks to Turso. Its results are checked against what the embedded
// client (Node, file:) does on the same SQL, so the app sees one behaviour on both runtimes.
import { schema } from '../../db/client.ts';
import * as quiz from '../../db/schema.ts';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { createClient as createEmbeddedClient } from '@libsql/client/node';
import { createClient, LibsqlBatchError, LibsqlError, type Client, type Config } from '@libsql/client/web';
import { count, eq } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/libsql/migrator';
import { drizzle } from 'drizzle-orm/libsql/web';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../functions/lib/ids.ts';
import { isKeyConflict } from '../../functions/submissions/idempotency.ts';
import { createSubmissionWriter } from '../../functions/submissions/writer.ts';
import { storedSubmission } from '../helpers/stored-submission.ts';
import { startLibsqlServer, type LibsqlServer, type LibsqlServerOptions } from '../../scripts/libsql-server.ts';
import { scanStatements } from '../../scripts/libsql-server/sql-text.ts';

let dir: string;
let server: LibsqlServer | undefined;
let clients: Client[];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'libsql-server-'));
  clients = [];
});
afterEach(async () => {
  for (const client of clients) client.close();
  await server?.close();
  server = undefined;
  rmSync(dir, { recursive: true, force: true });
});

async function serve(options: Partial<LibsqlServerOptions> = {}): Promise<LibsqlServer> {
  server = await startLibsqlServer({ file: join(dir, 'server.db'), ...options });
  return server;
}

/** A web-build client on the server (what workerd loads for `@libsql/client`). */
function connect(config: Partial<Config> = {}): Client {
  const client = createClient({ url: server!.url, ...config });
  clients.push(client);
  return client;
}

/** A raw Hrana request, for what the client library does not expose. */
function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${server!.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const execute = (sql: string, stmt: object = {}) => ({ type: 'execute', stmt: { sql, ...stmt } });

async function rejection(promise: Promise<unknown>): Promise<LibsqlError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(LibsqlError);
  return error as LibsqlError;
}

describe('endpoints and transport', () => {
  it('answers the version checks, and the web client speaks Hrana 2 in JSON at /v2/pipeline', async () => {
    await serve();
    expect((await fetch(`${server!.url}/v2`)).status).toBe(200);
    expect((await fetch(`${server!.url}/v3`)).status).toBe(200);
    // No protobuf: a client that probes for it gets 404 and falls back to JSON, as hrana-client does.
    expect((await fetch(`${server!.url}/v3-protobuf`)).status).toBe(404);

    const seen: string[] = [];
    const client = connect({
      fetch: (request: Request) => {
        seen.push(`${request.method} ${new URL(request.url).pathname} ${request.headers.get('content-type')}`);
        return fetch(request);
      },
    });
    await client.execute('select 1');
    await client.batch(['select 1', 'select 2'], 'write');
    expect(new Set(seen)).toEqual(new Set(['POST /v2/pipeline application/json']));
  });

  it('tells the client where to send its next request (base_url)', async () => {
    await serve();
    const body = await (await post('/v2/pipeline', { requests: [execute('select 1'), { type: 'close' }] })).json();
    expect(body).toMatchObject({ baton: null, base_url: `${server!.url}/` });
  });
});

describe('execute', () => {
  it('binds positional and named arguments, named ones with or without their prefix', async () => {
    await serve();
    const client = connect();
    const positional = await client.execute({ sql: 'select ? as a, ? as b, ?1 as again', args: ['one', 'two'] });
    expect(positional.rows[0]).toMatchObject({ a: 'one', b: 'two', again: 'one' });
    const named = await client.execute({ sql: 'select :a as a, @b as b, $c as c, :a as again', args: { a: 'x', '@b': 'y', c: null } });
    expect(named.rows[0]).toMatchObject({ a: 'x', b: 'y', c: null, again: 'x' });
  });

  it('round-trips every value type: integers to 64 bits, floats, unicode text, blobs, null', async () => {
    await serve();
    const client = connect({ intMode: 'bigint' });
    await client.execute('create table v (i integer, r real, t text, b blob, n)');
    const text = 'ünïcode ✓ 𝄞 — "quoted"; -- not SQL';
    await client.execute({ sql: 'insert into v values (?, ?, ?, ?, ?)', args: [2n ** 63n - 1n, 1.5, text, new Uint8Array([0, 255, 1]), null] });
    await client.execute({ sql: 'insert into v values (?, ?, ?, ?, ?)', args: [-(2n ** 63n), -0.25, '', new Uint8Array(0), true] });

    const { rows, columnTypes } = await client.execute('select i, r, t, b, n from v order by rowid');
    expect(columnTypes).toEqual(['INTEGER', 'REAL', 'TEXT', 'BLOB', '']);
    expect(rows[0]!.i).toBe(2n ** 63n - 1n);
    expect(rows[0]!.r).toBe(1.5);
    expect(rows[0]!.t).toBe(text);
    expect([...new Uint8Array(rows[0]!.b as ArrayBuffer)]).toEqual([0, 255, 1]);
    expect(rows[0]!.n).toBeNull();
    expect(rows[1]).toMatchObject({ i: -(2n ** 63n), r: -0.25, t: '', n: 1n }); // a boolean is stored as 1
    expect((rows[1]!.b as ArrayBuffer).byteLength).toBe(0);

    // intMode decides how integers reach JavaScript, exactly as with Turso.
    const asString = connect({ intMode: 'string' });
    expect((await asString.execute('select i from v order by rowid')).rows[0]!.i).toBe('9223372036854775807');
    const asNumber = connect();
    expect((await asNumber.execute('select 9007199254740991 as n')).rows[0]!.n).toBe(9007199254740991);
    await expect(asNumber.execute('select i from v')).rejects.toThrow(RangeError);
  });

  it('reports affected rows, the last insert rowid, column names and declared types', async () => {
    await serve();
    const client = connect();
    await client.execute('create table t (id integer primary key, name text not null unique, score numeric)');
    const inserted = await client.execute({ sql: 'insert into t (name, score) values (?, ?), (?, ?)', args: ['a', 1, 'b', 2] });
    expect(inserted.rowsAffected).toBe(2);
    expect(inserted.lastInsertRowid).toBe(2n);
    expect((await client.execute('update t set score = score + 1')).rowsAffected).toBe(2);

    const returning = await client.execute({ sql: 'insert into t (name) values (?) returning id, name', args: ['c'] });
    expect(returning.rows.map((r) => ({ ...r }))).toEqual([{ id: 3, name: 'c' }]);
    expect(returning.rowsAffected).toBe(1);
    expect(returning.lastInsertRowid).toBe(3n);

    const selected = await client.execute('select id, name, score, score * 2 as doubled from t order by id');
    expect(selected.columns).toEqual(['id', 'name', 'score', 'doubled']);
    expect(selected.columnTypes).toEqual(['INTEGER', 'TEXT', 'numeric', '']);
    expect(selected.rowsAffected).toBe(0);
    expect(selected.lastInsertRowid).toBeUndefined();
    // SQLite keeps the count of the last INSERT/UPDATE/DELETE; a statement that changed nothing reports 0.
    expect((await client.execute('create table other (x)')).rowsAffected).toBe(0);
  });

  it('raises SQLite errors as LibsqlError with the code the embedded client raises for the same SQL', async () => {
    await serve();
    const embedded = createEmbeddedClient({ url: `file:${join(dir, 'embedded.db')}` });
    clients.push(embedded);
    const failures = [
      "insert into t (id, name) values (1, 'again')",
      "insert into t (id, name) values (2, 'a')",
      'insert into t (id) values (3)',
      'selec 1',
    ];
    for (const client of [connect(), embedded])
      await client.executeMultiple(`create table t (id integer primary key, name text not null unique); insert into t values (1, 'a');`);

    for (const sql of failures) {
      const overHttp = await rejection(connect().execute(sql));
      const local = await rejection(embedded.execute(sql));
      expect(overHttp.code).toBe(local.code);
    }
    const duplicate = await rejection(connect().execute(failures[1]!));
    expect(duplicate.code).toBe('SQLITE_CONSTRAINT');
    expect(duplicate.message).toContain('UNIQUE constraint failed: t.name');
  });

  it('refuses SQL text holding several statements, or none, as Turso does (the embedded client would run only the first)', async () => {
    await serve();
    const client = connect();
    expect((await rejection(client.execute('select 1; select 2'))).code).toBe('SQL_MANY_STATEMENTS');
    expect((await rejection(client.execute(' -- nothing here\n;'))).code).toBe('SQL_NO_STATEMENT');
    // A trailing semicolon, a comment or a semicolon inside a string is still one statement.
    expect((await client.execute("select 'a;b' as v; -- done")).rows[0]!.v).toBe('a;b');
  });
});

describe('batch', () => {
  it('is atomic in write mode: a UNIQUE violation in the third statement leaves nothing of the batch behind', async () => {
    await serve();
    const client = connect();
    await client.execute('create table t (name text primary key)');
    await client.execute("insert into t values ('kept')");

    const error = await rejection(
      client.batch(
        [
          { sql: 'insert into t values (?)', args: ['first'] },
          { sql: 'insert into t values (?)', args: ['second'] },
          { sql: 'insert into t values (?)', args: ['kept'] },
        ],
        'write',
      ),
    );
    expect(error).toBeInstanceOf(LibsqlBatchError);
    expect((error as LibsqlBatchError).statementIndex).toBe(2);
    expect(error.code).toBe('SQLITE_CONSTRAINT');
    expect((await client.execute('select name from t')).rows.map((r) => r.name)).toEqual(['kept']);

    // The failed batch rolled back and let go of the write lock.
    const results = await client.batch(["insert into t values ('after')", 'select count(*) as n from t'], 'write');
    expect(results.map((r) => r.rowsAffected)).toEqual([1, 0]);
    expect(results[1]!.rows[0]!.n).toBe(2);
  });

  it('in read mode, reads one snapshot without waiting for a writer that holds the lock', async () => {
    await serve();
    const client = connect();
    await client.execute('create table t (n integer)');
    await client.execute('insert into t values (1)');
    const writer = await client.transaction('write');
    await writer.execute('insert into t values (2)');

    const [total, max] = await connect().batch(['select count(*) as c from t', 'select max(n) as m from t'], 'read');
    expect(total!.rows[0]!.c).toBe(1);
    expect(max!.rows[0]!.m).toBe(1);
    await writer.rollback();
  });
});

describe('interactive transactions', () => {
  it('commit several statements, which other streams see only after the commit', async () => {
    await serve();
    const client = connect();
    const other = connect();
    await client.execute('create table t (n integer)');
    const tx = await client.transaction('write');
    await tx.execute({ sql: 'insert into t values (?)', args: [1] });
    await tx.batch([{ sql: 'insert into t values (?)', args: [2] }, 'insert into t values (3)']);
    expect((await tx.execute('select count(*) as c from t')).rows[0]!.c).toBe(3);
    expect((await other.execute('select count(*) as c from t')).rows[0]!.c).toBe(0);
    await tx.commit();
    expect((await other.execute('select count(*) as c from t')).rows[0]!.c).toBe(3);
  });

  it('roll back on rollback(), and on close() without a commit', async () => {
    await serve();
    const client = connect();
    await client.execute('create table t (n integer)');
    const rolledBack = await client.transaction('write');
    await rolledBack.execute('insert into t values (1)');
    await rolledBack.rollback();
    const abandoned = await client.transaction('write');
    await abandoned.execute('insert into t values (2)');
    abandoned.close();
    // The close travels in the background; a write lock still held would make this batch wait.
    await client.batch(['insert into t values (3)'], 'write');
    expect((await client.execute('select n from t')).rows.map((r) => r.n)).toEqual([3]);
  });

  it('a second write transaction waits while the first holds the lock, then goes on once it commits', async () => {
    await serve();
    const first = connect();
    const second = connect();
    await first.execute('create table t (name text)');
    const tx1 = await first.transaction('write');
    await tx1.execute("insert into t values ('first')");

    const tx2 = await second.transaction('write');
    const waiting = tx2.execute("insert into t select 'second after ' || count(*) from t");
    // Whatever the machine's speed, this cannot settle while tx1 holds the lock.
    expect(await Promise.race([waiting.then(() => 'done'), sleep(200).then(() => 'still waiting')])).toBe('still waiting');
    await tx1.commit();
    await waiting;
    await tx2.commit();
    expect((await first.execute('select name from t order by rowid')).rows.map((r) => r.name)).toEqual(['first', 'second after 1']);
  });

  it('fails the waiting transaction with SQLITE_BUSY once the busy timeout has passed', async () => {
    await serve({ busyTimeoutMs: 50 });
    const client = connect();
    await client.execute('create table t (n integer)');
    const holder = await client.transaction('write');
    await holder.execute('insert into t values (1)');

    const error = await rejection(
      connect()
        .transaction('write')
        .then((tx) => tx.execute('insert into t values (2)')),
    );
    expect(error.code).toBe('SQLITE_BUSY');
    await holder.commit();
    expect((await client.execute('select n from t')).rows.map((r) => r.n)).toEqual([1]);
  });

  it('a stream left idle past the timeout is rolled back, and its baton then answers STREAM_EXPIRED', async () => {
    await serve({ streamIdleTimeoutMs: 50 });
    const client = connect();
    await client.execute('create table t (n integer)');
    const tx = await client.transaction('write');
    await tx.execute('insert into t values (1)');
    await sleep(300); // the expiry timer was set before this one, for an earlier time

    const error = await rejection(tx.execute('insert into t values (2)'));
    expect(error.code).toBe('STREAM_EXPIRED');
    expect(error.message).toContain('expired due to inactivity');
    tx.close();
    // Nothing of it is left, and the write lock went with it.
    await client.batch(['insert into t values (3)'], 'write');
    expect((await client.execute('select n from t')).rows.map((r) => r.n)).toEqual([3]);
  });
});

describe('executeMultiple and migrate', () => {
  it('executeMultiple runs a script with comments, quoted semicolons and a trigger body', async () => {
    await serve();
    const client = connect();
    await client.executeMultiple(`
      create table note (body text); -- a comment; with a semicolon
      create table log (msg text);
      /* a block; comment */
      create trigger note_log after insert on note begin
        insert into log values ('saw: ' || new.body);
        insert into log values ('second; statement');
      end;
      insert into note values ('it''s; fine');
    `);
    expect((await client.execute('select body from note')).rows[0]!.body).toBe("it's; fine");
    expect((await client.execute('select msg from log order by rowid')).rows.map((r) => r.msg)).toEqual(["saw: it's; fine", 'second; statement']);
  });

  it('executeMultiple stops at the first failing statement and keeps what ran before it', async () => {
    await serve();
    const client = connect();
    const error = await rejection(
      client.executeMultiple('create table a (x); insert into a values (1); insert into missing values (2); insert into a values (3);'),
    );
    expect(error.code).toBe('SQLITE_ERROR');
    expect(error.message).toContain('no such table: missing');
    expect((await client.execute('select x from a')).rows.map((r) => r.x)).toEqual([1]);
  });

  it('migrate runs its statements in one transaction with foreign keys off, and a failure keeps none of them', async () => {
    await serve();
    const client = connect();
    await client.execute('create table parent (id integer primary key)');
    // A child pointing at a parent that does not exist yet is allowed only while foreign keys are off.
    await client.migrate([
      'create table child (parent_id integer references parent (id))',
      'insert into child values (7)',
      'insert into parent values (7)',
    ]);
    expect((await client.execute('select count(*) as c from child')).rows[0]!.c).toBe(1);
    await expect(client.execute('insert into child values (8)')).rejects.toThrow(/FOREIGN KEY constraint failed/);

    await expect(client.migrate(['create table extra (x)', 'insert into nowhere values (1)'])).rejects.toThrow(LibsqlError);
    expect((await client.execute("select count(*) as c from sqlite_master where name = 'extra'")).rows[0]!.c).toBe(0);
  });
});

describe('Hrana protocol details (raw HTTP)', () => {
  it('a baton is good for exactly one request; a used or unknown baton gets 400', async () => {
    await serve();
    const first = await (await post('/v2/pipeline', { requests: [execute('select 1')] })).json();
    expect(first.baton).toEqual(expect.any(String));
    const second = await (await post('/v2/pipeline', { baton: first.baton, requests: [execute('select 2')] })).json();
    expect(second.results[0].response.result.rows).toEqual([[{ type: 'integer', value: '2' }]]);

    const reused = await post('/v2/pipeline', { baton: first.baton, requests: [execute('select 3')] });
    expect([reused.status, await reused.text()]).toEqual([400, 'Received a baton that has already been used']);
    const forged = await post('/v2/pipeline', { baton: 'abc.1', requests: [] });
    expect([forged.status, await forged.text()]).toEqual([400, 'Received an invalid baton']);
  });

  it('stored SQL texts live with their stream, across requests, until closed', async () => {
    await serve();
    const stored = await (await post('/v2/pipeline', { requests: [{ type: 'store_sql', sql_id: 1, sql: 'select ? * 2 as v' }] })).json();
    const used = await (
      await post('/v2/pipeline', {
        baton: stored.baton,
        requests: [
          { type: 'execute', stmt: { sql_id: 1, args: [{ type: 'integer', value: '21' }] } },
          { type: 'close_sql', sql_id: 1 },
        ],
      })
    ).json();
    expect(used.results[0].response.result.rows).toEqual([[{ type: 'integer', value: '42' }]]);
    const gone = await post('/v2/pipeline', { baton: used.baton, requests: [{ type: 'execute', stmt: { sql_id: 1 } }] });
    expect([gone.status, await gone.text()]).toEqual([400, 'SQL text 1 not found']);
  });

  it('runs batch steps by their conditions: ok, error, not, and, or', async () => {
    await serve();
    const step = (sql: string, condition?: object) => ({ stmt: { sql }, ...(condition ? { condition } : {}) });
    const ok = (s: number) => ({ type: 'ok', step: s });
    const error = (s: number) => ({ type: 'error', step: s });
    const steps = [
      step('select 0'), // ok
      step('select * from missing'), // fails
      step('select 2', ok(0)), // runs
      step('select 3', ok(1)), // skipped
      step('select 4', error(1)), // runs
      step('select 5', { type: 'not', cond: ok(0) }), // skipped
      step('select 6', { type: 'and', conds: [ok(0), error(1)] }), // runs
      step('select 7', { type: 'or', conds: [ok(1), error(0)] }), // skipped
    ];
    const body = await (await post('/v2/pipeline', { requests: [{ type: 'batch', batch: { steps } }, { type: 'close' }] })).json();
    const { step_results: results, step_errors: errors } = body.results[0].response.result;
    expect(results.map((r: unknown) => r !== null)).toEqual([true, false, true, false, true, false, true, false]);
    expect(errors.map((e: unknown) => e !== null)).toEqual([false, true, false, false, false, false, false, false]);
    expect(errors[1]).toEqual({ message: 'SQLite error: no such table: missing', code: 'SQLITE_ERROR' });

    const forward = await post('/v2/pipeline', { requests: [{ type: 'batch', batch: { steps: [step('select 1', ok(0))] } }] });
    expect([forward.status, await forward.text()]).toEqual([400, 'Invalid reference to step in a batch condition']);
  });

  it('version 3 answers get_autocommit and is_autocommit conditions; version 2 refuses them', async () => {
    await serve();
    const autocommit = { type: 'get_autocommit' };
    const body = await (
      await post('/v3/pipeline', {
        requests: [
          autocommit,
          execute('begin'),
          autocommit,
          {
            type: 'batch',
            batch: {
              steps: [
                { stmt: { sql: 'select 1' }, condition: { type: 'is_autocommit' } },
                { stmt: { sql: 'rollback' }, condition: { type: 'not', cond: { type: 'is_autocommit' } } },
              ],
            },
          },
          autocommit,
          { type: 'close' },
        ],
      })
    ).json();
    const responses = body.results.map((r: { response: { is_autocommit?: boolean; result?: { step_results: unknown[] } } }) => r.response);
    expect([responses[0].is_autocommit, responses[2].is_autocommit, responses[4].is_autocommit]).toEqual([true, false, true]);
    expect(responses[3].result.step_results.map((r: unknown) => r !== null)).toEqual([false, true]);

    const v2 = await post('/v2/pipeline', { requests: [autocommit] });
    expect([v2.status, await v2.text()]).toEqual([400, 'The `get_autocommit` request is only supported in protocol version 3 and higher']);
  });

  it('version 3 streams a batch through /v3/cursor as JSON lines, on the same stream as the pipeline', async () => {
    await serve();
    const opened = await (await post('/v3/pipeline', { requests: [execute('create temp table t (n integer)')] })).json();
    const steps = [
      { stmt: { sql: 'insert into t values (1), (2)' } },
      { stmt: { sql: 'select n from t order by n' } },
      { stmt: { sql: 'select * from missing' } },
      { stmt: { sql: 'select 1' }, condition: { type: 'ok', step: 2 } },
    ];
    const response = await post('/v3/cursor', { baton: opened.baton, batch: { steps } });
    const [head, ...entries] = (await response.text())
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(head).toEqual({ baton: expect.any(String), base_url: `${server!.url}/` });
    expect(entries).toEqual([
      { type: 'step_begin', step: 0, cols: [] },
      { type: 'step_end', affected_row_count: 2, last_insert_rowid: '2' },
      { type: 'step_begin', step: 1, cols: [{ name: 'n', decltype: 'INTEGER' }] },
      { type: 'row', row: [{ type: 'integer', value: '1' }] },
      { type: 'row', row: [{ type: 'integer', value: '2' }] },
      { type: 'step_end', affected_row_count: 0, last_insert_rowid: null },
      { type: 'step_error', step: 2, error: { message: 'SQLite error: no such table: missing', code: 'SQLITE_ERROR' } },
    ]);
    // The temp table lives on the stream's own connection, so the next baton still sees it.
    const after = await (
      await post('/v3/pipeline', { baton: head.baton, requests: [execute('select count(*) as c from t'), { type: 'close' }] })
    ).json();
    expect(after.results[0].response.result.rows).toEqual([[{ type: 'integer', value: '2' }]]);
  });

  it('describe reports parameters, columns and whether a statement writes, without running it', async () => {
    await serve();
    await connect().execute('create table t (id integer primary key, name text)');
    const describe = (sql: string) => ({ type: 'describe', sql });
    const body = await (
      await post('/v2/pipeline', {
        requests: [
          describe('select id, name from t where id = :id or name = ?'),
          describe('insert into t (name) values (@name)'),
          describe('explain select 1'),
          { type: 'close' },
        ],
      })
    ).json();
    const [select, insert, explain] = body.results.map((r: { response: { result: unknown } }) => r.response.result);
    expect(select).toEqual({
      params: [{ name: ':id' }, { name: null }],
      cols: [
        { name: 'id', decltype: 'INTEGER' },
        { name: 'name', decltype: 'TEXT' },
      ],
      is_explain: false,
      is_readonly: true,
    });
    expect(insert).toMatchObject({ params: [{ name: '@name' }], cols: [], is_readonly: false });
    expect(explain).toMatchObject({ is_explain: true, is_readonly: true });
    expect((await connect().execute('select count(*) as c from t')).rows[0]!.c).toBe(0);
  });

  it('answers malformed JSON and invalid requests with 400, oversized bodies with 413, unknown paths with 404', async () => {
    await serve({ maxBodyBytes: 1024 });
    const malformed = await post('/v2/pipeline', '{"requests": [');
    expect(malformed.status).toBe(400);
    expect(await malformed.text()).toMatch(/^Cannot deserialize client message from JSON/);
    expect((await post('/v2/pipeline', { requests: [{ type: 'teleport' }] })).status).toBe(400);
    expect(
      (await post('/v2/pipeline', { requests: [execute('select ?', { args: [{ type: 'integer', value: '9223372036854775808' }] })] })).status,
    ).toBe(400);
    expect((await post('/v2/pipeline', { requests: [execute(`select '${'x'.repeat(2000)}'`)] })).status).toBe(413);
    expect((await fetch(`${server!.url}/v9/pipeline`, { method: 'POST', body: '{}' })).status).toBe(404);
    expect((await fetch(`${server!.url}/v2/pipeline`)).status).toBe(405);
  });
});

describe('auth token', () => {
  it('is required on pipeline requests when configured (401 without it or with a wrong one); version checks stay open', async () => {
    await serve({ authToken: 's3cret-token' });
    for (const config of [{}, { authToken: 'wrong' }]) {
      const error = await rejection(connect(config).execute('select 1'));
      expect(error.code).toBe('SERVER_ERROR');
      expect(error.message).toContain('HTTP status 401');
    }
    expect((await connect({ authToken: 's3cret-token' }).execute('select 1 as one')).rows[0]!.one).toBe(1);
    expect((await fetch(`${server!.url}/v2`)).status).toBe(200);
  });
});

describe('the app over this server', () => {
  const submission = (id?: string, idempotencyKey?: string) =>
    storedSubmission(id, { company: 'Ünïcode & Co', ...(idempotencyKey ? { idempotencyKey } : {}) });

  it("runs the project's migrations through drizzle's migrator, then stores a quiz submission with the app's writer", async () => {
    await serve();
    const db = drizzle(connect(), { schema });
    await migrate(db, { migrationsFolder: 'db/migrations' });
    await migrate(db, { migrationsFolder: 'db/migrations' }); // already applied: nothing to do

    const write = createSubmissionWriter(db);
    const stored = submission(uuidv7(), 'k'.repeat(64));
    await write(stored);
    const row = await db.query.quizSubmissions.findFirst({ where: eq(quiz.quizSubmissions.id, stored.submission.id) });
    expect(row).toMatchObject({ ...stored.submission, companyArchetype: null, companyAnalysis: null });
    expect(row!.createdAt.getTime()).toBe(1_767_225_600_123);
    const answers = await db
      .select()
      .from(quiz.quizAnswers)
      .where(eq(quiz.quizAnswers.submissionId, stored.submission.id))
      .orderBy(quiz.quizAnswers.questionId);
    expect(answers.map(({ id: _, ...rest }) => rest)).toEqual(stored.answers);

    // A second submission with the same Idempotency-Key fails whole, with the error the service recognises.
    const conflict = await write(submission(uuidv7(), 'k'.repeat(64))).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(isKeyConflict(conflict)).toBe(true);
    expect((await db.select({ n: count() }).from(quiz.quizSubmissions))[0]!.n).toBe(1);
    expect((await db.select({ n: count() }).from(quiz.quizAnswers))[0]!.n).toBe(13);

    // Group commit: submissions of one event-loop turn share a batch.
    const grouped = createSubmissionWriter(db, { schedule: (flush) => setImmediate(flush) });
    await Promise.all([submission(), submission(), submission()].map((entry) => grouped(entry)));
    expect((await db.select({ n: count() }).from(quiz.quizSubmissions))[0]!.n).toBe(4);

    // It is a plain database file: the embedded client reads the same rows.
    const embedded = createEmbeddedClient({ url: `file:${join(dir, 'server.db')}` });
    clients.push(embedded);
    expect((await embedded.execute('select count(*) as n from quiz_answers')).rows[0]!.n).toBe(52);
  });
});

describe('SQL text scanning (statement ends and parameter indexes, which the libsql package does not expose)', () => {
  it('ends statements at semicolons outside quotes and comments, and at END; in a trigger body', () => {
    const sql = `select 'a;b', "c;d", [e;f], \`g;h\` -- i;j
      from t /* k;l */; ;
      create temp trigger tr after insert on t begin select 1; select 2; end;
      select x'3b'`;
    expect(scanStatements(sql).map((s) => s.keyword)).toEqual(['SELECT', 'CREATE', 'SELECT']);
    expect(scanStatements('  -- only a comment\n ; ;')).toEqual([]);
  });

  it("numbers parameters as SQLite does: ? takes the next index, ?NNN its own, a repeated name its first one's", () => {
    const [scanned] = scanStatements("select ?, :a, ?5, @b, :a, ?, $c, ':not' || x where y = '?'");
    expect(scanned!.params).toEqual([null, ':a', null, null, null, '@b', null, '$c']);
  });
});

describe('command line', () => {
  it('runs with --file and --port, prints its URL, and stops on SIGTERM', async () => {
    const child = spawn(process.execPath, ['scripts/libsql-server.ts', '--file', join(dir, 'cli', 'cli.db'), '--port', '0'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    try {
      const [url] = (await once(createInterface({ input: child.stdout }), 'line')) as [string];
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const client = createClient({ url });
      clients.push(client);
      expect((await client.execute('select 40 + 2 as answer')).rows[0]!.answer).toBe(42);
    } finally {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      expect((await exited)[0]).toBe(0);
    }
  });
});
