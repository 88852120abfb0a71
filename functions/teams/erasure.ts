import { sql, type SQL } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Database } from '../../db/client.ts';
import { mailOutbox } from '../../db/mail-schema.ts';
import { teamMembers as tm, teams } from '../../db/team-schema.ts';
import { upsertNotices } from './notices.ts';

/** The owners' notices (mail_outbox ids) that name a member made by one of these submissions (`list`: a SQL list of ids). */
export const noticesNaming = (list: SQL): SQL =>
  sql`(select ${tm.noticeMailId} from ${tm} where ${tm.submissionId} in ${list} and ${tm.noticeMailId} is not null)`;

/**
 * For an erasure's db.batch, before its outbox delete (which deletes noticesNaming(list), sent or not) and before the
 * submissions go: the other members named by a notice not yet sent wait to be named again, and their team's notice is
 * asked for, so the owner is told about those who remain (at most once an hour still) and never about the erased.
 */
export function takeBackNotices(db: Database, list: SQL, now: number): BatchItem<'sqlite'>[] {
  const unsent = sql`(select ${mailOutbox.id} from ${mailOutbox} where ${mailOutbox.id} in ${noticesNaming(list)} and ${mailOutbox.status} <> 'sent')`;
  return [
    upsertNotices(db, sql`${teams.id} in (select ${tm.teamId} from ${tm} where ${tm.noticeMailId} in ${unsent})`, now, now),
    db
      .update(tm)
      .set({ noticeMailId: null })
      .where(sql`${tm.noticeMailId} in ${unsent} and ${tm.submissionId} not in ${list}`),
  ];
}
