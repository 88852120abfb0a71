import { and, desc, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { hubspotSync } from '../../db/hubspot-schema.ts';
import { quizSubmissions } from '../../db/schema.ts';
import { createDrain, type AttemptResult, type Drain } from '../jobs/drain.ts';
import { DeliveryError, failureOf } from '../jobs/errors.ts';
import { requestJob } from '../jobs/store.ts';
import { HUBSPOT_JOBS } from '../jobs/tables.ts';
import type { Logger } from '../lib/logger.ts';
import type { HubspotClient, HubspotContact } from './client.ts';
import { latestContacts } from './contact.ts';
import { keepingReach } from './reach.ts';
import { newestWatchReadings } from './watched.ts';

/** HubSpot's batch upsert takes at most 100 inputs. */
const BATCH_SIZE = 100;
/** Batch requests in flight at once, whatever the backlog (HubSpot allows ~100 requests per 10 s per app). */
const CONCURRENCY = 2;
const LEASE_MS = 5 * 60_000;

/** Marks the submission's contact as due for a sync (see requestJob for a sync already pending or in flight). */
export function requestSync(db: Database, submissionId: string, now: number): Promise<void> {
  return requestJob(db, HUBSPOT_JOBS, submissionId, now);
}

export interface HubspotDrainOptions {
  db: Database;
  client: HubspotClient;
  giveUpMs: number;
  now?: () => number;
  random?: () => number;
  logger?: Logger;
}

const NO_CONSENT = new DeliveryError('No consent on record for this submission: its lead is not sent to HubSpot.', {
  permanent: true,
  serviceDown: false,
});

const contactColumns = {
  id: quizSubmissions.id,
  email: quizSubmissions.email,
  company: quizSubmissions.company,
  companyUrl: quizSubmissions.companyUrl,
  primaryArchetype: quizSubmissions.primaryArchetype,
  secondaryArchetype: quizSubmissions.secondaryArchetype,
  companyArchetype: quizSubmissions.companyArchetype,
  companyArchetypeConfidence: quizSubmissions.companyArchetypeConfidence,
};

/** hubspot_sync as a job queue (functions/jobs/): up to 100 claimed syncs go out as one batch upsert. */
export function createHubspotDrain({ db, client, giveUpMs, now = Date.now, random, logger }: HubspotDrainOptions): Drain {
  return createDrain({
    db,
    table: HUBSPOT_JOBS,
    batchSize: BATCH_SIZE,
    concurrency: CONCURRENCY,
    leaseMs: LEASE_MS,
    giveUpMs,
    now,
    random,
    logger,
    async deliver(jobs) {
      // A submission deleted meanwhile took its job row with it (ON DELETE CASCADE): nothing to send or record.
      const claimed = await db
        .select({ id: quizSubmissions.id, email: quizSubmissions.email, consentVersion: quizSubmissions.consentVersion })
        .from(quizSubmissions)
        .where(
          inArray(
            quizSubmissions.id,
            jobs.map((j) => j.id),
          ),
        );
      // Only submissions with consent on record reach HubSpot, and only their answers make up the contact.
      const emails = [...new Set(claimed.filter((s) => s.consentVersion !== null).map((s) => s.email))];
      const submissions = emails.length
        ? await db
            .select(contactColumns)
            .from(quizSubmissions)
            .where(and(inArray(quizSubmissions.email, emails), isNotNull(quizSubmissions.consentVersion)))
            .orderBy(desc(quizSubmissions.createdAt))
        : [];
      // A watched website's newest good reading says what the company projects now (functions/watch/announce.ts).
      const readings = await newestWatchReadings(
        db,
        submissions.map((row) => row.id),
      );
      const current = submissions.map((row) => {
        const watched = readings.get(row.id);
        return watched ? { ...row, companyArchetype: watched.archetype, companyArchetypeConfidence: watched.confidence } : row;
      });
      const byEmail = await upsertIsolatingRefusals(client, latestContacts(current));
      // What the erasure reads (reach.ts): a failure now must not hide that an earlier attempt may have reached HubSpot.
      const previous = new Map(
        (
          await db
            .select({ id: hubspotSync.submissionId, lastError: hubspotSync.lastError })
            .from(hubspotSync)
            .where(
              inArray(
                hubspotSync.submissionId,
                claimed.map((s) => s.id),
              ),
            )
        ).map((r) => [r.id, r.lastError]),
      );
      const outcome = (s: (typeof claimed)[number]): AttemptResult => {
        if (s.consentVersion === null) return { ok: false, error: NO_CONSENT };
        const result = byEmail.get(s.email) ?? { ok: false, error: new Error('No contact was built for this submission.') };
        return 'error' in result ? { ok: false, error: keepingReach(previous.get(s.id) ?? null, result.error) } : result;
      };
      return new Map(claimed.map((s) => [s.id, outcome(s)]));
    },
  });
}

/**
 * One invalid contact makes HubSpot refuse the whole batch (400). On such a permanent refusal the batch is halved
 * until the contact at fault is alone, so only its job fails; the rest go through. A transient failure (429, 5xx,
 * timeout) is the batch's as a whole: it is retried as it is.
 */
async function upsertIsolatingRefusals(client: HubspotClient, contacts: HubspotContact[]): Promise<Map<string, AttemptResult>> {
  const all = (result: AttemptResult) => new Map(contacts.map((c) => [c.email, result]));
  if (contacts.length === 0) return new Map();
  try {
    await client.upsertContacts(contacts);
    return all({ ok: true });
  } catch (error) {
    if (contacts.length === 1 || !failureOf(error).permanent) return all({ ok: false, error });
    const half = Math.ceil(contacts.length / 2);
    return new Map([
      ...(await upsertIsolatingRefusals(client, contacts.slice(0, half))),
      ...(await upsertIsolatingRefusals(client, contacts.slice(half))),
    ]);
  }
}
