import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient as createEmbeddedClient } from '@libsql/client/node';
import { createClient as createRemoteClient } from '@libsql/client/web';
import { drizzle } from 'drizzle-orm/libsql';
import { drizzle as drizzleRemote } from 'drizzle-orm/libsql/web';
import Database from 'libsql';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { schema, type Database as AppDatabase } from '../../../db/client.ts';
import { checkpointAfterErasure } from '../../../functions/privacy/checkpoint.ts';
import { startLibsqlServer } from '../../../scripts/libsql-server.ts';
import { memoryLogger } from '../../helpers/test-app.ts';

let dir: string;
const cleanup: (() => unknown)[] = [];
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'erasure-checkpoint-'));
});
afterEach(async () => {
  for (const close of cleanup.splice(0).reverse()) await close();
  rmSync(dir, { recursive: true, force: true });
});

/** A file database in WAL mode with a few rows written to its log; `timeout` is the client's busy timeout. */
async function fileDatabase(timeout: number) {
  const file = join(dir, 'app.db');
  const client = createEmbeddedClient({ url: `file:${file}`, timeout });
  cleanup.push(() => client.close());
  await client.execute('PRAGMA journal_mode = WAL');
  await client.execute('create table notes (body text)');
  await client.execute("insert into notes values ('one'), ('two')");
  return { file, client, db: drizzle(client, { schema }) as AppDatabase };
}

describe('The checkpoint after an erasure', () => {
  it('copies the log of a file database into the main file and truncates it to nothing', async () => {
    const { file, db } = await fileDatabase(5000);
    const logger = memoryLogger();
    expect(statSync(`${file}-wal`).size).toBeGreaterThan(0);

    const result = await checkpointAfterErasure(db, logger);

    expect(result).toMatchObject({ busy: 0, attempts: 1 });
    expect(statSync(`${file}-wal`).size).toBe(0);
    expect(logger.lines).toEqual([expect.stringMatching(/^Database log checkpointed after an erasure /)]);
  });

  it('does not throw when a reader keeps it from finishing: it tries a few times, then logs a warning', async () => {
    // No busy wait, so each try reports at once that the reader is in the way.
    const { file, client, db } = await fileDatabase(0);
    const reader = new Database(file);
    cleanup.push(() => reader.close());
    reader.exec('begin');
    reader.prepare('select count(*) from notes').get();
    await client.execute("insert into notes values ('three')");
    const logger = memoryLogger();

    const result = await checkpointAfterErasure(db, logger);

    expect(result).toMatchObject({ busy: 1, attempts: 4 });
    expect(logger.lines).toEqual([expect.stringMatching(/^Erasure committed, but the database log could not be checkpointed/)]);
    reader.exec('commit');
    expect(await checkpointAfterErasure(db)).toMatchObject({ busy: 0 });
    expect(statSync(`${file}-wal`).size).toBe(0);
  });

  it('leaves a remote database (Turso; here the Hrana stand-in) alone: not one statement is sent', async () => {
    const server = await startLibsqlServer({ file: join(dir, 'server.db') });
    cleanup.push(() => server.close());
    const client = createRemoteClient({ url: server.url });
    cleanup.push(() => client.close());
    const before = server.stats().queryCount;

    expect(await checkpointAfterErasure(drizzleRemote(client, { schema }) as AppDatabase, memoryLogger())).toBeUndefined();
    expect(server.stats().queryCount).toBe(before);
  });
});
