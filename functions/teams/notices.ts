import { and, asc, eq, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Database } from '../../db/client.ts';
import { mailOutbox } from '../../db/mail-schema.ts';
import { quizSubmissions } from '../../db/schema.ts';
import { teamMembers, teamNotices, teams } from '../../db/team-schema.ts';
import { createDrain, type AttemptResult } from '../jobs/drain.ts';
import { DeliveryError } from '../jobs/errors.ts';
import { createJobLoop } from '../jobs/loop.ts';
import { TEAM_NOTICE_JOBS } from '../jobs/tables.ts';
import type { Logger } from '../lib/logger.ts';
import type { PollLoop } from '../lib/poll-loop.ts';
import { mailEnqueued, outboxInsert } from '../mail/outbox.ts';
import { renderTeamNotice } from './notice-email.ts';
import { teamLinks } from './service.ts';

/** An owner hears about new members at most once an hour. */
export const NOTICE_INTERVAL_MS = 60 * 60 * 1000;
const BATCH_SIZE = 10;
const LEASE_MS = 5 * 60_000;

export interface TeamNotices extends Pick<PollLoop, 'kick' | 'kickIfStale' | 'start' | 'stop' | 'idle'> {
  /**
   * The statement that asks for the owner's notice after a join, for the join's own db.batch: due when the batch
   * window has passed and an hour after the last notice. A notice already waiting keeps its (earlier) time, so
   * colleagues who join within the window go in one email.
   */
  queue(teamId: string): BatchItem<'sqlite'>;
}

export interface TeamNoticesOptions {
  db: Database;
  logger: Logger;
  siteUrl: string;
  /** The server secret: the email carries the owner's manage link. */
  secret: string;
  /** TEAM_NOTICE_WINDOW_SECONDS in ms. */
  windowMs: number;
  /** OUTBOX_GIVE_UP_HOURS in ms. */
  giveUpMs: number;
  now?: () => number;
  random?: () => number;
}

function queueStatement(db: Database, teamId: string, now: number, windowMs: number): BatchItem<'sqlite'> {
  return upsertNotices(db, sql`${teams.id} = ${teamId}`, now, now + windowMs);
}

/**
 * Asks for the notice of every team `where` selects: due at `earliest`, and an hour after the team's last notice.
 * A notice already waiting keeps an earlier time; one being sent runs again (its version moves on).
 */
export function upsertNotices(db: Database, where: SQL, now: number, earliest: number): BatchItem<'sqlite'> {
  const due = sql`max(${earliest}, coalesce(${teams.notifiedAt}, 0) + ${NOTICE_INTERVAL_MS})`;
  const finished = sql`status in ('sent', 'failed')`;
  // Every right-hand side reads the row as it was, so `status` below is the old one throughout.
  return db.run(sql`
    insert into ${teamNotices} (team_id, status, attempts, next_attempt_at, version, queued_at, created_at)
    select ${teams.id}, 'pending', 0, ${due}, 1, ${now}, ${now} from ${teams} where ${where}
    on conflict (team_id) do update set
      version = version + 1,
      next_attempt_at = case status
        when 'sending' then next_attempt_at
        when 'pending' then min(next_attempt_at, excluded.next_attempt_at)
        else excluded.next_attempt_at end,
      queued_at = case when ${finished} then ${now} else queued_at end,
      attempts = case when ${finished} then 0 else attempts end,
      status = case when status = 'sending' then 'sending' else 'pending' end`);
}

/**
 * One team's notice: the members no notice has named yet are read, then the email goes to the outbox, the team is
 * marked notified and each member named gets the email's id, in one batch, so a crash keeps all or none. The batch
 * marks only when the members not yet named are still exactly those read (a join or a leave in between sends the
 * notice round again at once) and takes the email back when it does not mark. A notice that comes round early (a
 * join while the last one was being written) waits out the hour.
 */
async function deliverNotice(options: TeamNoticesOptions, teamId: string, now: number): Promise<void> {
  const { db, siteUrl, secret } = options;
  const [team] = await db
    .select({
      id: teams.id,
      inviteId: teams.inviteId,
      name: teams.name,
      ownerName: teams.ownerName,
      notifiedAt: teams.notifiedAt,
      ownerId: teams.ownerSubmissionId,
      email: quizSubmissions.email,
    })
    .from(teams)
    .leftJoin(quizSubmissions, eq(quizSubmissions.id, teams.ownerSubmissionId))
    .where(eq(teams.id, teamId));
  // Deleted team (its job went with it), or the owner's result erased: nobody to tell.
  if (!team?.email || !team.ownerId) return;
  if (team.notifiedAt !== null && now < team.notifiedAt + NOTICE_INTERVAL_MS) {
    const wait = team.notifiedAt + NOTICE_INTERVAL_MS - now;
    throw new DeliveryError('The owner was told less than an hour ago; the notice waits.', {
      permanent: false,
      serviceDown: false,
      retryAfterMs: wait,
    });
  }
  // Named members keep their notice's id (erasure.ts takes an unsent one back), so nobody is named twice.
  const notNamed = and(
    eq(teamMembers.teamId, teamId),
    eq(teamMembers.isOwner, false),
    isNull(teamMembers.noticeMailId),
    lte(teamMembers.joinedAt, now),
  );
  const members = await db
    .select({
      id: teamMembers.id,
      name: teamMembers.name,
      primary: quizSubmissions.primaryArchetype,
      subArchetype: quizSubmissions.secondaryArchetype,
    })
    .from(teamMembers)
    .innerJoin(quizSubmissions, eq(quizSubmissions.id, teamMembers.submissionId))
    .where(notNamed)
    .orderBy(asc(teamMembers.joinedAt), asc(teamMembers.id));
  // The members who joined have all left again: nothing to say.
  if (members.length === 0) return;
  const mail = renderTeamNotice({ to: team.email, ownerName: team.ownerName, teamName: team.name, members, ...teamLinks(siteUrl, secret, team) });
  const { id: mailId, insert } = outboxInsert(db, mail, { submissionId: team.ownerId, now: new Date(now) });
  const read = members.map((m) => m.id);
  const unchanged = sql`(select count(*) from ${teamMembers} where ${notNamed}) = ${read.length}
    and (select count(*) from ${teamMembers} where ${and(notNamed, inArray(teamMembers.id, read))}) = ${read.length}`;
  const markedNow = sql`exists (select 1 from ${teams} where ${teams.id} = ${teamId} and ${teams.notifiedAt} = ${now})`;
  const [, marked] = await db.batch([
    insert,
    db
      .update(teams)
      .set({ notifiedAt: now })
      .where(and(eq(teams.id, teamId), sql`${teams.notifiedAt} is ${team.notifiedAt}`, unchanged)),
    db
      .update(teamMembers)
      .set({ noticeMailId: mailId })
      .where(and(inArray(teamMembers.id, read), markedNow)),
    db.delete(mailOutbox).where(and(eq(mailOutbox.id, mailId), sql`not ${markedNow}`)),
  ]);
  if (marked.rowsAffected === 0) {
    throw new DeliveryError('The team changed while its notice was written; it is read again.', {
      permanent: false,
      serviceDown: false,
      retryAfterMs: 1000,
    });
  }
  mailEnqueued(db);
}

export function createTeamNotices(options: TeamNoticesOptions): TeamNotices {
  const { db, logger, windowMs, giveUpMs, random, now = Date.now } = options;
  const drain = createDrain({
    db,
    table: TEAM_NOTICE_JOBS,
    batchSize: BATCH_SIZE,
    concurrency: 1,
    leaseMs: LEASE_MS,
    giveUpMs,
    now,
    random,
    logger,
    async deliver(claimed) {
      const results = new Map<string, AttemptResult>();
      for (const { id } of claimed) {
        try {
          await deliverNotice(options, id, now());
          results.set(id, { ok: true });
        } catch (error) {
          results.set(id, { ok: false, error });
        }
      }
      return results;
    },
  });
  const loop = createJobLoop(drain, TEAM_NOTICE_JOBS.label, logger, now);
  return { ...loop, queue: (teamId) => queueStatement(db, teamId, now(), windowMs) };
}
