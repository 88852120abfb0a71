import { and, inArray, isNotNull, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Database } from '../../db/client.ts';
import { hubspotErasures as jobs } from '../../db/privacy-schema.ts';
import { quizSubmissions as s } from '../../db/schema.ts';
import { createDrain, type AttemptResult } from '../jobs/drain.ts';
import { createJobLoop, type JobLoop } from '../jobs/loop.ts';
import { HUBSPOT_ERASURE_JOBS } from '../jobs/tables.ts';
import { uuidv7 } from '../lib/ids.ts';
import { checkpointAfterErasure } from '../privacy/checkpoint.ts';
import type { HubspotClient } from './client.ts';
import type { HubspotSyncOptions } from './sync.ts';

/** A delete's first attempt waits this long, so a contact upsert already in flight lands before it, not after. */
export const ERASURE_DELAY_MS = 60_000;
/** GDPR deletes go one contact per request; a batch's requests run side by side. */
const BATCH_SIZE = 10;
const LEASE_MS = 5 * 60_000;

export interface HubspotErasures extends Pick<JobLoop, 'kick' | 'kickIfStale' | 'start' | 'stop' | 'idle' | 'drain'> {
  /** False without a HubSpot token: nothing is queued or sent. */
  readonly enabled: boolean;
  /**
   * The statements that queue a GDPR delete for each address, for the caller's own db.batch (so the delete is
   * queued in the same transaction as the erasure). An address that still has a submission with consent on record
   * is skipped: HubSpot keeps mirroring that one. None when disabled.
   */
  queue(emails: readonly string[]): BatchItem<'sqlite'>[];
  /** Queues one address's GDPR delete (as `queue`) and nudges the loop; resolves once it is recorded. */
  request(email: string): Promise<void>;
}

/** The same as the sync's: a database, an optional client, the give-up window. */
export type HubspotErasuresOptions = HubspotSyncOptions;

/**
 * Queues one job per address: a job already waiting is pushed back so that it too lands after this erasure's
 * in-flight upserts; an address with a submission whose consent is on record gets none (its contact belongs in HubSpot).
 */
function queueStatements(db: Database, emails: readonly string[], now: number): BatchItem<'sqlite'>[] {
  const due = now + ERASURE_DELAY_MS;
  const wanted = JSON.stringify(emails.map((email) => ({ id: uuidv7(now), email })));
  const email = sql`json_extract(value, '$.email')`;
  return [
    db.run(sql`update ${jobs} set next_attempt_at = max(next_attempt_at, ${due})
      where status = 'pending' and ${jobs.email} in (select ${email} from json_each(${wanted}))`),
    db.run(sql`insert into ${jobs} (id, email, status, attempts, next_attempt_at, version, queued_at, created_at)
      select json_extract(value, '$.id'), ${email}, 'pending', 0, ${due}, 1, ${now}, ${now} from json_each(${wanted})
      where not exists (select 1 from ${s} where ${s.email} = ${email} and ${s.consentVersion} is not null)
        and not exists (select 1 from ${jobs} where ${jobs.email} = ${email} and status = 'pending')`),
  ];
}

/** hubspot_erasures as a job queue (functions/jobs/): each claimed job is one GDPR delete request. */
function createErasureDrain({ db, client, giveUpMs, now = Date.now, random, logger }: HubspotErasuresOptions & { client: HubspotClient }) {
  return createDrain({
    db,
    table: HUBSPOT_ERASURE_JOBS,
    batchSize: BATCH_SIZE,
    concurrency: 1,
    leaseMs: LEASE_MS,
    giveUpMs,
    now,
    random,
    logger,
    async deliver(claimed) {
      const rows = await db
        .select({ id: jobs.id, email: jobs.email })
        .from(jobs)
        .where(
          inArray(
            jobs.id,
            claimed.map((j) => j.id),
          ),
        );
      const emails = rows.flatMap((r) => (r.email ? [r.email] : []));
      // The person came back and consented again since: their new contact stays (its own sync sends it).
      const returned = new Set(
        emails.length
          ? (
              await db
                .selectDistinct({ email: s.email })
                .from(s)
                .where(and(inArray(s.email, emails), isNotNull(s.consentVersion)))
            ).map((r) => r.email)
          : [],
      );
      const results = new Map<string, AttemptResult>();
      await Promise.all(
        rows.map(async ({ id, email }) => {
          try {
            if (email !== null && !returned.has(email)) await client.gdprDeleteContact(email);
            results.set(id, { ok: true });
          } catch (error) {
            results.set(id, { ok: false, error });
          }
        }),
      );
      // The address was kept only to make this request; an interrupted job finding it gone has nothing left to do.
      const done = [...results].flatMap(([id, r]) => (r.ok ? [id] : []));
      if (done.length) {
        await db.update(jobs).set({ email: null }).where(inArray(jobs.id, done));
        // The last copy of the address: out of the write-ahead log too, as every erasure does.
        await checkpointAfterErasure(db, logger);
      }
      return results;
    },
  });
}

export function createHubspotErasures(options: HubspotErasuresOptions): HubspotErasures {
  const { db, client, logger, now = Date.now } = options;
  const drain = client ? createErasureDrain({ ...options, client }) : undefined;
  const loop = createJobLoop(drain, HUBSPOT_ERASURE_JOBS.label, logger, now);
  const queue = (emails: readonly string[]) => (client && emails.length ? queueStatements(db, emails, now()) : []);
  return {
    ...loop,
    enabled: Boolean(client),
    queue,
    async request(email) {
      const [first, ...rest] = queue([email]);
      if (!first) return;
      await db.batch([first, ...rest]);
      void loop.kick();
    },
  };
}
