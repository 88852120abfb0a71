import { count, eq } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { insertStatement } from '../../db/insert-statement.ts';
import { openDatabase } from '../../db/open-and-migrate.ts';
import { quizAnswers, quizSubmissions } from '../../db/schema.ts';
import { createSubmissionWriter } from '../../functions/submissions/writer.ts';
import { storedSubmission } from '../helpers/stored-submission.ts';

let dir: string;
let handle: DatabaseHandle;
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'writer-'));
  handle = await openDatabase(`file:${join(dir, 'test.db')}`);
});
afterEach(() => {
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
  });
});

describe('createSubmissionWriter', () => {
  it('without a scheduler, commits each submission with its answers at once', async () => {
    const write = createSubmissionWriter(handle.db);
    await write(entry());
    expect([await submissions(), await answers()]).toEqual([1, 13]);
  });

  it('with group commit, writes what arrived in the same turn in one transaction, after the turn', async () => {
    const clock = manualScheduler();
    const write = createSubmissionWriter(handle.db, clock.schedule);
    const pending = [write(entry()), write(entry()), write(entry())];
    expect(clock.flushes).toHaveLength(1);
    expect(await submissions()).toBe(0);
    clock.runAll();
    await Promise.all(pending);
    expect([await submissions(), await answers()]).toEqual([3, 39]);
  });

  it('when a shared transaction fails, retries each submission alone: only the bad one fails', async () => {
    const taken = entry();
    await createSubmissionWriter(handle.db)(taken);
    const clock = manualScheduler();
    const write = createSubmissionWriter(handle.db, clock.schedule);
    const results = Promise.allSettled([write(entry()), write(entry(taken.submission.id)), write(entry())]);
    clock.runAll();
    expect((await results).map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect([await submissions(), await answers()]).toEqual([3, 39]);
  });

  it('a lone failing submission fails with the database error', async () => {
    const taken = entry();
    await createSubmissionWriter(handle.db)(taken);
    const clock = manualScheduler();
    const pending = createSubmissionWriter(handle.db, clock.schedule)(entry(taken.submission.id));
    clock.runAll();
    await expect(pending).rejects.toThrow(/UNIQUE/);
  });

  it('sends a full group of 200 without waiting for the turn to end, and the late flush finds nothing to do', async () => {
    const clock = manualScheduler();
    const write = createSubmissionWriter(handle.db, clock.schedule);
    await Promise.all(Array.from({ length: 200 }, () => write(entry())));
    expect([await submissions(), await answers()]).toEqual([200, 2600]);
    expect(() => clock.runAll()).not.toThrow();
  });
});
