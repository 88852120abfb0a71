import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LibsqlBatchError, LibsqlError } from '@libsql/client';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertStatement } from '../../db/insert-statement.ts';
import { openDatabase, type OpenedDatabase } from '../../db/open-and-migrate.ts';
import { preparedBatches } from '../../db/prepared-batches.ts';
import { quizAnswers, quizSubmissions } from '../../db/schema.ts';
import { storedSubmission } from '../helpers/stored-submission.ts';
import { tempDatabaseUrl } from '../helpers/temp-database.ts';

let temp: ReturnType<typeof tempDatabaseUrl>;
let handle: OpenedDatabase;
const opened: { close(): void }[] = [];
beforeEach(async () => {
  temp = tempDatabaseUrl();
  handle = await openDatabase(temp.url);
});
afterEach(() => {
  opened.splice(0).forEach((o) => o.close());
  handle.preparedWrites?.close();
  handle.client.close();
  temp.remove();
});

/** Another write thread on the same file, with its own settings. */
function batches(options: Parameters<typeof preparedBatches>[1] = {}) {
  const b = preparedBatches(temp.file, options);
  opened.push(b);
  return b;
}

const rowsOf = async (sql: string) => (await handle.client.execute(sql)).rows.map((r) => ({ ...r }));
const statementsFor = (written: ReturnType<typeof storedSubmission>) => [
  insertStatement(quizSubmissions, [written.submission]),
  insertStatement(quizAnswers, written.answers),
];

describe('preparedBatches', () => {
  it('is what openDatabase gives a file database; an in-memory one has none', async () => {
    expect(handle.preparedWrites).toBeDefined();
    const memory = await openDatabase('file::memory:');
    expect(memory.preparedWrites).toBeUndefined();
    memory.client.close();
  });

  it('writes the same rows the client writes, reusing its statements', async () => {
    const writes = handle.preparedWrites!;
    const viaPrepared = storedSubmission();
    const viaClient = storedSubmission();
    await writes.batch(statementsFor(viaPrepared));
    await writes.batch(statementsFor(storedSubmission())); // the same statements again, from the cache
    await handle.client.batch(statementsFor(viaClient), 'write');
    const read = async (id: string) => ({
      submission: await handle.db.query.quizSubmissions.findFirst({ where: eq(quizSubmissions.id, id) }),
      answers: (await handle.db.select().from(quizAnswers).where(eq(quizAnswers.submissionId, id)).orderBy(quizAnswers.id)).map(
        ({ id: _, submissionId: __, ...rest }) => rest,
      ),
    });
    const [a, b] = [await read(viaPrepared.submission.id), await read(viaClient.submission.id)];
    expect({ ...a.submission, id: '', email: '' }).toEqual({ ...b.submission, id: '', email: '' });
    expect(a.answers).toEqual(b.answers);
    expect(a.submission).toMatchObject(viaPrepared.submission);
  });

  it('binds values as the client does: booleans as 1/0, dates as milliseconds, named arguments without their prefix', async () => {
    await handle.client.execute('create table kinds (a, b, c, d)');
    await handle.preparedWrites!.batch([
      { sql: 'insert into kinds values (?, ?, ?, ?)', args: [true, new Date(1_767_225_600_123), null, 'text'] },
      { sql: 'insert into kinds values (:a, @b, $c, :d)', args: { ':a': false, b: 2.5, $c: 3n, d: new Uint8Array([1, 2]).buffer } },
    ]);
    const rows = await rowsOf('select a, b, c, typeof(d) as d from kinds order by rowid');
    expect(rows).toEqual([
      { a: 1, b: 1_767_225_600_123, c: null, d: 'text' },
      { a: 0, b: 2.5, c: 3, d: 'blob' },
    ]);
    await expect(
      handle.preparedWrites!.batch([{ sql: 'insert into kinds values (?, ?, ?, ?)', args: [1, 2, 3, undefined as never] }]),
    ).rejects.toThrow(/undefined cannot be passed/);
  });

  it('picks up a schema change made on another connection after its statements were prepared', async () => {
    const writes = handle.preparedWrites!;
    const first = storedSubmission();
    await writes.batch(statementsFor(first));
    // A column with a default and an index that now refuses a second row for the same email.
    await handle.client.execute("alter table quiz_answers add column note text not null default 'none'");
    await handle.client.execute('create unique index quiz_submissions_email_once on quiz_submissions (email)');
    const second = storedSubmission();
    await writes.batch(statementsFor(second));
    expect(await rowsOf(`select distinct note from quiz_answers where submission_id = '${second.submission.id}'`)).toEqual([{ note: 'none' }]);
    const sameEmail = storedSubmission();
    sameEmail.submission.email = first.submission.email;
    await expect(writes.batch(statementsFor(sameEmail))).rejects.toThrow(/UNIQUE constraint failed: quiz_submissions.email/);
  });

  it('fails as client.batch fails: LibsqlBatchError naming the statement, with nothing of the batch stored', async () => {
    const taken = storedSubmission();
    await handle.preparedWrites!.batch(statementsFor(taken));
    const fresh = storedSubmission();
    const error = await handle
      .preparedWrites!.batch([...statementsFor(fresh), insertStatement(quizSubmissions, [taken.submission])])
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LibsqlBatchError);
    expect(error).toMatchObject({ statementIndex: 2, code: 'SQLITE_CONSTRAINT', extendedCode: 'SQLITE_CONSTRAINT_PRIMARYKEY' });
    expect((error as Error).message).toMatch(/SQLITE_CONSTRAINT: UNIQUE constraint failed: quiz_submissions.id/);
    expect(await rowsOf(`select id from quiz_submissions where id = '${fresh.submission.id}'`)).toEqual([]);
    // The connection is usable again.
    await handle.preparedWrites!.batch(statementsFor(fresh));
    expect(await rowsOf(`select id from quiz_submissions where id = '${fresh.submission.id}'`)).toHaveLength(1);
  });

  it('waits, without blocking, for a transaction another connection holds, then writes', async () => {
    const tx = await handle.client.transaction('write');
    const held = storedSubmission();
    await tx.batch(statementsFor(held));
    const waiting = storedSubmission();
    let settled = false;
    const pending = batches()
      .batch(statementsFor(waiting))
      .finally(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 30)); // the event loop runs while the batch waits
    expect(settled).toBe(false);
    await tx.commit();
    await pending;
    expect(await rowsOf('select count(*) as n from quiz_submissions')).toEqual([{ n: 2 }]);
  });

  it('gives up with SQLITE_BUSY once its busy timeout has passed', async () => {
    const tx = await handle.client.transaction('write');
    await tx.execute('delete from quiz_answers');
    const error = await batches({ busyTimeoutMs: 20 })
      .batch(statementsFor(storedSubmission()))
      .catch((e: unknown) => e);
    await tx.rollback();
    expect(error).toBeInstanceOf(LibsqlError);
    expect(error).toMatchObject({ code: 'SQLITE_BUSY' });
  });

  it('keeps a bounded number of statements prepared and still writes every shape right', async () => {
    const writes = batches({ cacheSize: 2 });
    for (let n = 1; n <= 6; n++) {
      const group = Array.from({ length: n }, () => storedSubmission());
      await writes.batch([
        insertStatement(
          quizSubmissions,
          group.map((g) => g.submission),
        ),
        insertStatement(
          quizAnswers,
          group.flatMap((g) => g.answers),
        ),
      ]);
    }
    expect(await rowsOf('select count(*) as n from quiz_submissions')).toEqual([{ n: 21 }]);
    expect(await rowsOf('select count(*) as n from quiz_answers')).toEqual([{ n: 21 * 13 }]);
  });

  it('fails the batches of a thread that cannot open its database, and starts a new thread for the next batch', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'write-thread-'));
    const writes = preparedBatches(join(dir, 'later', 'x.db'));
    opened.push(writes);
    const statement = { sql: 'create table if not exists t (x)', args: [] };
    await expect(writes.batch([statement])).rejects.toThrow(/unable to open|no such file|cannot open/i);
    mkdirSync(join(dir, 'later'));
    await writes.batch([statement, { sql: 'insert into t values (?)', args: [1] }]);
    writes.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('refuses batches once closed, as a closed client does', async () => {
    const writes = batches();
    await writes.batch(statementsFor(storedSubmission()));
    writes.close();
    writes.close();
    await expect(writes.batch(statementsFor(storedSubmission()))).rejects.toMatchObject({ code: 'CLIENT_CLOSED' });
  });
});
