import { count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { user } from '../../db/auth-schema.ts';
import { dataErasures as e } from '../../db/privacy-schema.ts';
import { ERASURE_LOG_PAGE_SIZE, type ErasureLogPage } from '../../src/domain/privacy/erasure-log.ts';

/** One page of the erasure audit log, newest first; each admin's name is looked up now, so a removed account shows none. */
export async function listErasures(db: Database, page: number): Promise<ErasureLogPage> {
  const pageSize = ERASURE_LOG_PAGE_SIZE;
  const [[totals], rows] = await Promise.all([
    db.select({ n: count() }).from(e),
    db
      .select({ id: e.id, at: e.at, trigger: e.trigger, actor: user.name, submissions: e.submissions, rows: e.rows })
      .from(e)
      .leftJoin(user, eq(user.id, e.actorId))
      // Same millisecond: the later insert first (rowid), since uuidv7's random bits do not order within one.
      .orderBy(desc(e.at), desc(sql`${e}.rowid`))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  return { rows: rows.map((r) => ({ ...r, at: r.at.toISOString() })), total: totals?.n ?? 0, page, pageSize };
}
