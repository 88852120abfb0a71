import { count, eq } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ALL_SOURCES } from '../../db/analytics-schema.ts';
import type { WriteBatch } from '../../db/client.ts';
import { insertStatement, insertStatements } from '../../db/insert-statement.ts';
import { openDatabase, type OpenedDatabase } from '../../db/open-and-migrate.ts';
import { quizAnswers, quizSubmissions, submissionIdempotencyKeys } from '../../db/schema.ts';
import { isKeyConflict } from '../../functions/submissions/idempotency.ts';
import { createSubmissionWriter, submissionStatements, type GroupCommitScheduler } from '../../functions/submissions/writer.ts';
import { storedSubmission } from '../helpers/stored-submission.ts';

let dir: string;
let handle: OpenedDatabase;
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'writer-'));
  handle = await openDatabase(`file:${join(dir, 'test.db')}`);
});
afterEach(() => {
  handle.preparedWrites?.close();
  handle.client.close();
  rmSync(dir, { recursive: true, force: true });
});

const entry = (id?: string) => storedSubmission(id);

const submissions = async () => (await handle.db.select({ n: count() }).from(quizSubmissions))[0]!.n;
const answers = async () => (await handle.db.select({ n: count() }).from(quizAnswers))[0]!.n;

/** A scheduler the test runs by hand, to see what is written before and after the flush. */
function manualScheduler() {
  const flushes: (() => void)[] = [];
  return { schedule: (flush: () => void) => void flushes.push(flush), runAll: () => flushes.splice(0).forEach((f) => f()), flushes };
}

describe('insertStatement', () => {
  it('builds the SQL of a shape once: the same rows and columns give the very same string', () => {
    const a = insertStatement(quizAnswers, entry().answers) as { sql: string };
    const b = insertStatement(quizAnswers, entry().answers) as { sql: string };
    expect(b.sql).toBe(a.sql);
    const fewer = insertStatement(quizAnswers, entry().answers.slice(1)) as { sql: string };
    expect(fewer.sql).not.toBe(a.sql);
  });

  it('names only the columns the first row sets', () => {
    const { sql } = insertStatement(quizSubmissions, [entry().submission]) as { sql: string };
    expect(sql).not.toMatch(/company_analysis|company_archetype/);
    expect(sql).toMatch(/"access_token_hash"/);
  });

  it('encodes values with the columns’ own mappings, so drizzle reads back exactly what was written', async () => {
    const written = entry();
    await handle.client.batch([insertStatement(quizSubmissions, [written.submission]), insertStatement(quizAnswers, written.answers)], 'write');
    const row = await handle.db.query.quizSubmissions.findFirst({ where: eq(quizSubmissions.id, written.submission.id) });
    expect(row).toMatchObject({ ...written.submission, companyArchetype: null, companyAnalysis: null });
    expect(row!.createdAt.getTime()).toBe(1_767_225_600_123);
    const stored = await handle.db
      .select()
      .from(quizAnswers)
      .where(eq(quizAnswers.submissionId, written.submission.id))
      .orderBy(quizAnswers.questionId);
    expect(stored.map(({ id: _, ...rest }) => rest)).toEqual(written.answers);
  });

  it('writes many rows in one statement, with one placeholder per value', () => {
    const { sql, args } = insertStatement(quizAnswers, entry().answers.slice(0, 2)) as { sql: string; args: unknown[] };
    expect(sql).toBe(
      'insert into "quiz_answers" ("submission_id", "question_id", "question_text", "selected_option_text", "archetype_scores") values (?, ?, ?, ?, ?), (?, ?, ?, ?, ?)',
    );
    expect(args).toHaveLength(10);
    expect(args[4]).toBe('{"The Sage":3}');
  });

  it('refuses an empty list of rows', () => {
    expect(() => insertStatement(quizAnswers, [])).toThrow(/at least one row/);
    expect(() => insertStatements(quizAnswers, [])).toThrow(/at least one row/);
  });
});

describe('insertStatements', () => {
  const rows = (n: number) =>
    Array.from({ length: Math.ceil(n / 13) }, () => entry().answers)
      .flat()
      .slice(0, n);
  const sizes = (n: number) => insertStatements(quizAnswers, rows(n)).map((s) => (s as { args: unknown[] }).args.length / 5);

  it('splits rows into power-of-two statements, largest first, at most 512 answer rows each', () => {
    expect(sizes(1)).toEqual([1]);
    expect(sizes(13)).toEqual([8, 4, 1]);
    expect(sizes(312)).toEqual([256, 32, 16, 8]);
    expect(sizes(2600)).toEqual([512, 512, 512, 512, 512, 32, 8]);
  });

  it('keeps every row, in order', () => {
    const all = rows(100);
    const args = insertStatements(quizAnswers, all).flatMap((s) => (s as { args: unknown[] }).args);
    expect(args).toEqual((insertStatement(quizAnswers, all) as { args: unknown[] }).args);
  });
});

// Each test runs against both ways of committing: the client's batch (Workers, remote databases) and the Node
// runtime's write thread with prepared statements (db/prepared-batches.ts).
const backends: [string, () => WriteBatch | undefined][] = [
  ['the client’s batch', () => undefined],
  ['the write thread', () => handle.preparedWrites!.batch],
];
describe.each(backends)('createSubmissionWriter over %s', (_, batchOf) => {
  const writer = (schedule?: GroupCommitScheduler) => createSubmissionWriter(handle.db, { schedule, batch: batchOf() });

  it('without a scheduler, commits each submission with its answers at once', async () => {
    const write = writer();
    await write(entry());
    expect([await submissions(), await answers()]).toEqual([1, 13]);
  });

  it('stores exactly the rows it was given: submission, answers in order, key and the funnel count', async () => {
    const written = storedSubmission(undefined, { company: 'Ünïcode “Ltd”', idempotencyKey: 'k'.repeat(64) });
    await writer()(written);
    const row = await handle.db.query.quizSubmissions.findFirst({ where: eq(quizSubmissions.id, written.submission.id) });
    expect(row).toMatchObject({ ...written.submission, companyArchetype: null, companyAnalysis: null });
    const stored = await handle.db.select().from(quizAnswers).where(eq(quizAnswers.submissionId, written.submission.id)).orderBy(quizAnswers.id);
    expect(stored.map(({ id: _, ...rest }) => rest)).toEqual(written.answers);
    expect(await handle.db.select().from(submissionIdempotencyKeys)).toEqual([written.idempotencyKey]);
    const counted = await handle.client.execute("select source, step, count from analytics_daily where step = 'submitted' order by source");
    expect(counted.rows.map((r) => [r.source, r.count])).toEqual([
      [ALL_SOURCES, 1],
      ['direct', 1],
    ]);
  });

  it('with group commit, writes what arrived in the same turn in one transaction, after the turn', async () => {
    const clock = manualScheduler();
    const write = writer(clock.schedule);
    const pending = [write(entry()), write(entry()), write(entry())];
    expect(clock.flushes).toHaveLength(1);
    expect(await submissions()).toBe(0);
    clock.runAll();
    await Promise.all(pending);
    expect([await submissions(), await answers()]).toEqual([3, 39]);
  });

  it('when a shared transaction fails, retries each submission alone: only the bad one fails', async () => {
    const taken = entry();
    await writer()(taken);
    const clock = manualScheduler();
    const write = writer(clock.schedule);
    const results = Promise.allSettled([write(entry()), write(entry(taken.submission.id)), write(entry())]);
    clock.runAll();
    expect((await results).map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect([await submissions(), await answers()]).toEqual([3, 39]);
  });

  it('a lone failing submission fails with the database error, as the client words it', async () => {
    const taken = entry();
    await writer()(taken);
    const clock = manualScheduler();
    const pending = writer(clock.schedule)(entry(taken.submission.id));
    clock.runAll();
    await expect(pending).rejects.toThrow(/UNIQUE/);
    await expect(pending).rejects.toMatchObject({ code: 'SQLITE_CONSTRAINT', extendedCode: 'SQLITE_CONSTRAINT_PRIMARYKEY' });
  });

  it('resolves each submission with the rows its own statements changed, so a caller knows whether they did anything', async () => {
    await handle.client.execute('create table extra (n integer)');
    const adds = (rows: number) => ({
      ...entry(),
      statements: [{ sql: `insert into extra select value from json_each(?)`, args: [JSON.stringify(Array.from({ length: rows }, (_, i) => i))] }],
    });
    const clock = manualScheduler();
    const write = writer(clock.schedule);
    const changed = Promise.all([write(adds(2)), write(entry()), write(adds(0)), write(adds(3))]);
    clock.runAll();
    expect(await changed).toEqual([2, 0, 0, 3]);
    expect(await writer()(adds(1))).toBe(1);
  });

  it('a second write with the same idempotency key fails as a key conflict, and stores nothing of it', async () => {
    await writer()(storedSubmission(undefined, { idempotencyKey: 'same-key-0001' }));
    const again = writer()(storedSubmission(undefined, { idempotencyKey: 'same-key-0001' }));
    await expect(again).rejects.toSatisfy(isKeyConflict);
    expect([await submissions(), await answers()]).toEqual([1, 13]);
  });

  it('sends a full group of 200 without waiting for the turn to end, and the late flush finds nothing to do', async () => {
    const clock = manualScheduler();
    const write = writer(clock.schedule);
    await Promise.all(Array.from({ length: 200 }, () => write(entry())));
    expect([await submissions(), await answers()]).toEqual([200, 2600]);
    expect(() => clock.runAll()).not.toThrow();
  });

  it('writes one transaction at a time: what arrives while one commits goes in the next, as one group', async () => {
    const sent: number[] = [];
    let release = () => {};
    let onSend = () => {};
    const held: WriteBatch = async (statements) => {
      sent.push(statements.filter((s) => typeof s !== 'string' && s.sql.startsWith('insert into "quiz_submissions"')).length);
      onSend();
      await new Promise<void>((resolve) => (release = resolve));
      return (batchOf() ?? ((s) => handle.client.batch([...s], 'write').then((results) => results.map((r) => r.rowsAffected))))(statements);
    };
    const clock = manualScheduler();
    const write = createSubmissionWriter(handle.db, { schedule: clock.schedule, batch: held });
    const first = write(entry());
    clock.runAll();
    const later = [write(entry()), write(entry()), write(entry())];
    clock.runAll(); // the first transaction is still under way: nothing more is sent
    expect(sent).toEqual([1]);
    const secondSent = new Promise<void>((resolve) => (onSend = resolve));
    release();
    await first;
    await secondSent;
    release();
    await Promise.all(later);
    expect(sent).toEqual([1, 2]); // three submissions: statements of 2 and 1 rows, in one transaction
    expect([await submissions(), await answers()]).toEqual([4, 52]);
  });

  it('groups of every size from 1 to 60 store every row once', async () => {
    for (let size = 1; size <= 60; size++) {
      const clock = manualScheduler();
      const write = writer(clock.schedule);
      const pending = Array.from({ length: size }, () => write(entry()));
      clock.runAll();
      await Promise.all(pending);
    }
    expect([await submissions(), await answers()]).toEqual([1830, 1830 * 13]);
  });
});

describe('submissionStatements', () => {
  it('is the whole batch: each table’s rows in power-of-two statements, then the funnel count', () => {
    const group = Array.from({ length: 3 }, (_, i) => storedSubmission(undefined, { idempotencyKey: `key-${i}-00000000` }));
    const statements = submissionStatements(group, Date.UTC(2026, 0, 1)) as { sql: string; args: unknown[] }[];
    const shape = statements.map(({ sql }) => [sql.match(/insert into "?(\w+)/)![1], (sql.match(/\(\?/g) ?? []).length]);
    expect(shape).toEqual([
      ['quiz_submissions', 2],
      ['quiz_submissions', 1],
      ['quiz_answers', 32],
      ['quiz_answers', 4],
      ['quiz_answers', 2],
      ['quiz_answers', 1],
      ['submission_idempotency_keys', 2],
      ['submission_idempotency_keys', 1],
      ['analytics_daily', 2],
    ]);
  });
});
