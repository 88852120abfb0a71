import { and, asc, desc, eq, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Database } from '../../db/client.ts';
import { competitorAnalyses } from '../../db/competitor-schema.ts';
import { hubspotSync } from '../../db/hubspot-schema.ts';
import { mailOutbox } from '../../db/mail-schema.ts';
import { dataErasures, type ErasureTrigger } from '../../db/privacy-schema.ts';
import { quizAnswers, quizSubmissions as s, submissionIdempotencyKeys } from '../../db/schema.ts';
import { resultShares } from '../../db/share-schema.ts';
import { teamMembers, teams } from '../../db/team-schema.ts';
import { websiteReadings, websiteWatches } from '../../db/watch-schema.ts';
import { webhookDeliveries } from '../../db/webhook-schema.ts';
import type { HubspotErasures } from '../hubspot/erasure.ts';
import { requestSync } from '../hubspot/queue.ts';
import { syncMayHaveReachedHubspot } from '../hubspot/reach.ts';
import { noticesNaming, takeBackNotices } from '../teams/erasure.ts';
import type { HubspotSync } from '../hubspot/sync.ts';
import { uuidv7 } from '../lib/ids.ts';
import type { Logger } from '../lib/logger.ts';
import { erasureReason } from '../webhooks/payloads.ts';
import type { Webhooks } from '../webhooks/service.ts';
import { checkpointAfterErasure } from './checkpoint.ts';
import { erasedEventsStatement } from './erasure-events.ts';

export interface ErasureReport {
  submissions: number;
  /** Every row deleted: the submissions and everything that hung off them (see CASCADED), outbox rows included. */
  rows: number;
}

/** What an erasure needs; the app's deps (c.var.deps, servicesOf(app)) have all of it. */
export interface ErasureDeps {
  db: Database;
  now: () => number;
  hubspotErasures: Pick<HubspotErasures, 'enabled' | 'queue' | 'kick'>;
  hubspot: Pick<HubspotSync, 'enabled' | 'kick'>;
  /** Told to deliver the submission.erased events queued with an erasure (absent: they wait for the next pass). */
  webhooks?: Pick<Webhooks, 'kick'>;
  /** Where a database log that could not be checkpointed after an erasure is reported (checkpoint.ts). */
  logger?: Pick<Logger, 'info' | 'warn'>;
}

export interface ErasureActor {
  trigger: ErasureTrigger;
  /** The admin's user id for an admin erasure. */
  actorId?: string | null;
}

/**
 * The rows that go with their submission by ON DELETE CASCADE: every table of db/*schema.ts that references
 * quiz_submissions, except mail_outbox (ON DELETE SET NULL, so its rows are deleted by hand). Counted before the
 * delete, in the same transaction, so the audit row says exactly how many went.
 */
const CASCADED: SQLiteColumn[] = [
  quizAnswers.submissionId,
  resultShares.submissionId,
  competitorAnalyses.submissionId,
  submissionIdempotencyKeys.submissionId,
  hubspotSync.submissionId,
  teamMembers.submissionId,
  webhookDeliveries.submissionId,
  websiteWatches.submissionId,
];

const NOTHING: ErasureReport = { submissions: 0, rows: 0 };
/** What a team shows as its owner once the owner's result is erased. */
const FORMER_OWNER = "The team's organizer";
const DAY_MS = 24 * 60 * 60 * 1000;
/** Submissions per retention batch: one short write transaction each, so visitors' writes are never held up long. */
const RETENTION_BATCH = 500;
/** A sweep stops after this many batches (100,000 submissions); the next sweep goes on. */
const RETENTION_MAX_BATCHES = 200;

/** One audit row, written by the first batch of an erasure and added to by the next ones (retention sweeps). */
interface Audit extends ErasureActor {
  id: string;
  at: number;
  /** Admin actions are logged even when nothing matched. */
  always: boolean;
}

const auditFor = (deps: ErasureDeps, by: ErasureActor): Audit => {
  const at = deps.now();
  return { id: uuidv7(at), at, trigger: by.trigger, actorId: by.actorId ?? null, always: by.trigger === 'admin' };
};

/**
 * Deletes the submissions with everything that hangs off them, their outbox mail (pending included) and, for an
 * admin erasing an address, every outbox row sent to it; logs the erasure (counts only: no email, no submission
 * id). One db.batch, so either all of it happens or none. HubSpot is then brought in line for each address whose
 * contact HubSpot may hold (emailsSentToHubspot: a sync of it reached HubSpot or may have): with no submission with
 * consent left, a GDPR delete is queued (in the same batch, first tried a minute later); otherwise the newest
 * such submission is synced again, so HubSpot mirrors what we hold. Addresses HubSpot never had are not sent
 * (a GDPR delete of an unknown address would put it on HubSpot's blocklist).
 */
async function eraseBatch(deps: ErasureDeps, ids: readonly string[], audit: Audit, recipient?: string): Promise<ErasureReport | undefined> {
  const { db } = deps;
  const list = sql`(select value from json_each(${JSON.stringify(ids)}))`;
  // An owner's team notice naming an erased member goes too (it carries the owner's submission id).
  const outbox = recipient
    ? sql`(${mailOutbox.submissionId} in ${list} or ${mailOutbox.id} in ${noticesNaming(list)} or lower(${mailOutbox.recipient}) = ${recipient})`
    : sql`(${mailOutbox.submissionId} in ${list} or ${mailOutbox.id} in ${noticesNaming(list)})`;
  const countOf = (column: SQLiteColumn, where: SQL) => sql`(select count(*) from ${column.table} where ${where})`;
  const submissions = countOf(s.id, sql`${s.id} in ${list}`);
  // A watch's readings go with the watch (ON DELETE CASCADE again): one level further down.
  const readings = countOf(
    websiteReadings.id,
    sql`${websiteReadings.watchId} in (select ${websiteWatches.id} from ${websiteWatches} where ${websiteWatches.submissionId} in ${list})`,
  );
  const rows = sql.join([submissions, countOf(mailOutbox.id, outbox), readings, ...CASCADED.map((c) => countOf(c, sql`${c} in ${list}`))], sql` + `);
  const sent = deps.hubspotErasures.enabled ? await emailsSentToHubspot(db, list) : [];
  const n = sql.identifier('rows');
  const [logged] = await db.batch([
    db.all<{ submissions: number; rows: number }>(sql`
      insert into ${dataErasures} (id, at, trigger, actor_id, submissions, ${n})
      select ${audit.id}, ${audit.at}, ${audit.trigger}, ${audit.actorId}, counted.submissions, counted.total
      from (select ${submissions} as submissions, ${rows} as total) as counted
      where counted.submissions > 0 or ${audit.always ? 1 : 0}
      on conflict (id) do update set submissions = submissions + excluded.submissions, ${n} = ${n} + excluded.${n}
      returning submissions, ${n} as rows`),
    // Before the outbox delete: the others an unsent team notice named are named again in a new one.
    ...takeBackNotices(db, list, deps.now()),
    db.delete(mailOutbox).where(outbox),
    // A team outlives its owner's erased result, but not the owner's name.
    db
      .update(teams)
      .set({ ownerName: FORMER_OWNER })
      .where(sql`${teams.ownerSubmissionId} in ${list}`),
    // Before the delete: it announces only the submissions this erasure finds.
    erasedEventsStatement(db, ids, erasureReason(audit.trigger), deps.now()),
    db.delete(s).where(sql`${s.id} in ${list}`),
    ...deps.hubspotErasures.queue(sent),
  ]);
  void deps.webhooks?.kick();
  if (sent.length) await resyncRemaining(deps, sent);
  // No row: nothing matched and nothing had to be logged.
  const [row] = logged;
  return row && { submissions: Number(row.submissions), rows: Number(row.rows) };
}

/**
 * The addresses of these submissions that HubSpot may hold: a sync of a submission made with it (this one or another:
 * a contact is built from all of an address's submissions) succeeded, is in flight, or had an attempt whose outcome
 * is unknown (hubspot/reach.ts). A sync that never reached HubSpot just goes with its submission.
 */
async function emailsSentToHubspot(db: Database, list: SQL): Promise<string[]> {
  const reached = sql`exists (select 1 from ${hubspotSync} inner join ${s} as same_address on same_address.id = ${hubspotSync.submissionId}
    where same_address.email = ${s.email} and ${syncMayHaveReachedHubspot})`;
  const rows = await db
    .selectDistinct({ email: s.email })
    .from(s)
    .where(and(sql`${s.id} in ${list}`, reached));
  return rows.map((r) => r.email);
}

/** Each address that still has a submission with consent: its newest one is synced again; the others' deletes wait. */
async function resyncRemaining({ db, now, hubspot, hubspotErasures }: ErasureDeps, emails: string[]): Promise<void> {
  const remaining = await db
    .select({ id: s.id, email: s.email })
    .from(s)
    .where(and(inArray(s.email, emails), isNotNull(s.consentVersion)))
    .orderBy(desc(s.createdAt));
  const newest = new Map<string, string>();
  for (const { id, email } of remaining) if (!newest.has(email)) newest.set(email, id);
  if (hubspot.enabled) for (const id of newest.values()) await requestSync(db, id, now());
  if (newest.size) void hubspot.kick();
  if (newest.size < emails.length) void hubspotErasures.kick();
}

/**
 * Once an erasure deleted rows: a file database's write-ahead log is checkpointed and truncated, so that no copy of
 * them stays on disk (checkpoint.ts; it never throws, the erasure has committed).
 */
async function leaveNoCopy(deps: ErasureDeps, report: ErasureReport): Promise<ErasureReport> {
  if (report.rows > 0) await checkpointAfterErasure(deps.db, deps.logger);
  return report;
}

/** Erases these submissions (unknown ids are skipped) and logs it; see eraseBatch. */
export async function eraseSubmissions(deps: ErasureDeps, ids: readonly string[], by: ErasureActor): Promise<ErasureReport> {
  const audit = auditFor(deps, by);
  if (!ids.length && !audit.always) return NOTHING;
  return leaveNoCopy(deps, (await eraseBatch(deps, ids, audit)) ?? NOTHING);
}

/** An admin erasing an address: every submission made with it (stored lower-cased) and every email sent to it. */
export async function eraseByEmail(deps: ErasureDeps, email: string, actorId: string): Promise<ErasureReport> {
  const address = email.trim().toLowerCase();
  const ids = await deps.db.select({ id: s.id }).from(s).where(eq(s.email, address));
  const report = await eraseBatch(
    deps,
    ids.map((r) => r.id),
    auditFor(deps, { trigger: 'admin', actorId }),
    address,
  );
  return leaveNoCopy(deps, report ?? NOTHING);
}

/** DATA_RETENTION_DAYS: erases submissions older than `days`, oldest first, in bounded batches; one audit row per sweep. */
export async function sweepRetention(deps: ErasureDeps, days: number): Promise<ErasureReport> {
  if (days <= 0) return NOTHING;
  const cutoff = new Date(deps.now() - days * DAY_MS);
  const audit = auditFor(deps, { trigger: 'retention' });
  let report = NOTHING;
  for (let batch = 0; batch < RETENTION_MAX_BATCHES; batch++) {
    const old = await deps.db.select({ id: s.id }).from(s).where(lt(s.createdAt, cutoff)).orderBy(asc(s.createdAt)).limit(RETENTION_BATCH);
    if (old.length === 0) break;
    // The audit row keeps the sweep's running total (none back: another erasure took this batch first).
    report =
      (await eraseBatch(
        deps,
        old.map((r) => r.id),
        audit,
      )) ?? report;
    if (old.length < RETENTION_BATCH) break;
  }
  // Once per sweep, not per batch.
  return leaveNoCopy(deps, report);
}
