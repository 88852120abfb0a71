// The local libSQL server's counters (scripts/libsql-server.ts): rows written is what Turso bills, and what
// bench:edge reports per quiz submission, so it has to count updates, deletes and trigger writes, not only
// the rows left behind.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@libsql/client/web';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { startLibsqlServer, type LibsqlServer } from '../../scripts/libsql-server.ts';

let dir: string;
let server: LibsqlServer;
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'libsql-stats-'));
  server = await startLibsqlServer({ file: join(dir, 'db.sqlite'), authToken: 'secret' });
});
afterEach(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

it('counts every row inserted, updated or deleted (triggers included), and every statement', async () => {
  const client = createClient({ url: server.url, authToken: 'secret' });
  await client.executeMultiple(`
    create table t (id integer primary key, n integer);
    create table log (id integer);
    create trigger t_log after delete on t begin insert into log values (old.id); end;`);
  const start = server.stats();
  await client.batch(['insert into t (n) values (1), (2), (3)', 'update t set n = n + 1 where id <= 2', 'delete from t where id = 3'], 'write');
  await client.execute('select * from t'); // reads write nothing
  await client.execute({ sql: 'insert into t (n) select 9 where 0', args: [] }); // a conditional insert that inserts nothing
  const end = server.stats();
  expect(end.rowsWritten - start.rowsWritten).toBe(3 + 2 + 1 + 1); // the delete's trigger wrote a log row
  expect(end.queryCount - start.queryCount).toBeGreaterThanOrEqual(5);
  client.close();

  const refused = await fetch(`${server.url}/v1/stats`);
  expect(refused.status).toBe(401);
  const body = await (await fetch(`${server.url}/v1/stats`, { headers: { authorization: 'Bearer secret' } })).json();
  expect(body).toEqual({ query_count: end.queryCount, rows_written_count: end.rowsWritten });
});
