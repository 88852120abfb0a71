import type { Database } from '../../db/client.ts';
import type { Logger } from '../lib/logger.ts';

/** What `PRAGMA wal_checkpoint(TRUNCATE)` answered the last time it was tried, and how many tries it took. */
export interface CheckpointResult {
  /** 1 when the checkpoint could not finish (another connection was writing, or reading an older snapshot). */
  busy: number;
  /** Frames the log held (-1: the database is not in WAL mode). */
  log: number;
  /** Frames copied into the main file. */
  checkpointed: number;
  attempts: number;
}

/** Pauses between tries: a writer's transaction or a reader's snapshot lasts milliseconds, so a few short waits do. */
const RETRY_PAUSES_MS = [25, 100, 400];

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * After an erasure has committed: copies the write-ahead log into the main file and truncates the log to nothing,
 * so that the erased rows leave no copy in `app.db-wal`; the main file holds none either, as every connection
 * deletes with `secure_delete` on (db/open-and-migrate.ts CONNECTION_PRAGMAS zeroes what a delete frees).
 *
 * File databases only: the client of a remote database (Turso, the Hrana stand-in) is left alone; its server
 * keeps its own storage. Never throws, since the erasure itself is already committed: a checkpoint that cannot
 * finish is tried again briefly, then logged as a warning (SQLite's next automatic checkpoint moves the log on,
 * and the next erasure tries again).
 */
export async function checkpointAfterErasure(db: Database, logger?: Pick<Logger, 'info' | 'warn'>): Promise<CheckpointResult | undefined> {
  const client = db.$client;
  if (client?.protocol !== 'file') return undefined;
  let result: CheckpointResult | undefined;
  let error: unknown;
  for (let attempt = 1; ; attempt++) {
    try {
      const [row] = (await client.execute('PRAGMA wal_checkpoint(TRUNCATE)')).rows;
      result = { busy: Number(row?.busy ?? 1), log: Number(row?.log ?? -1), checkpointed: Number(row?.checkpointed ?? -1), attempts: attempt };
      error = undefined;
      if (result.busy === 0) break;
    } catch (caught) {
      error = caught;
    }
    const wait = RETRY_PAUSES_MS[attempt - 1];
    if (wait === undefined) {
      logger?.warn('Erasure committed, but the database log could not be checkpointed: erased data may stay in it until the next checkpoint', {
        ...result,
        attempts: attempt,
        ...(error ? { error: error instanceof Error ? error.message : String(error) } : {}),
      });
      return result;
    }
    await pause(wait);
  }
  if (result.log >= 0) logger?.info('Database log checkpointed after an erasure', { ...result });
  return result;
}
