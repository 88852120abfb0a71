import { and, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { hubspotCompanies, hubspotSync } from '../../db/hubspot-schema.ts';
import { quizSubmissions as s } from '../../db/schema.ts';
import { createDrain, NOT_STARTED, type AttemptResult } from '../jobs/drain.ts';
import { DeliveryError, describeError } from '../jobs/errors.ts';
import { createJobLoop, trackRequests, type JobLoop } from '../jobs/loop.ts';
import { requestJob } from '../jobs/store.ts';
import { HUBSPOT_COMPANY_JOBS } from '../jobs/tables.ts';
import type { Logger } from '../lib/logger.ts';
import type { HubspotClient } from './client.ts';
import { companyDomain, companyFromSubmission } from './company.ts';
import { newestWatchReadingOf } from './watched.ts';

/** One domain per job: each is a few requests (upsert, contact lookup, associations), and a HubSpot that is down stops the pass at once. */
const BATCH_SIZE = 1;
const CONCURRENCY = 1;
const LEASE_MS = 5 * 60_000;
/** HubSpot's batch read takes at most 100 inputs. */
const READ_BATCH = 100;

export interface HubspotCompanies extends Pick<JobLoop, 'kick' | 'kickIfStale' | 'start' | 'stop' | 'drain'> {
  /** False without a HubSpot token: nothing is queued or sent. */
  readonly enabled: boolean;
  /**
   * Requests the company of the submission's domain: for a lead with consent on record and a company analysis, or
   * one (analysed or not) whose domain already has a company, which it then joins. Never throws.
   */
  request(submissionId: string): Promise<void>;
  /** Resolves when every request made so far has been recorded and the passes they started are done. */
  idle(): Promise<void>;
}

/** As the contact sync's (./sync.ts, which requests these jobs): a database, an optional client, the give-up window. */
export interface HubspotCompaniesOptions {
  db: Database;
  client?: HubspotClient;
  logger: Logger;
  /** OUTBOX_GIVE_UP_HOURS in ms. */
  giveUpMs: number;
  now?: () => number;
  random?: () => number;
}

/** Queues (or requests again) the company job of the submission's domain; returns the domain, or null when there is none to sync. */
export async function requestCompany(db: Database, submissionId: string, now: number): Promise<string | null> {
  const [lead] = await db
    .select({ companyUrl: s.companyUrl, consentVersion: s.consentVersion, companyArchetype: s.companyArchetype })
    .from(s)
    .where(eq(s.id, submissionId));
  if (!lead || lead.consentVersion === null) return null;
  const domain = companyDomain(lead.companyUrl);
  if (!domain) return null;
  if (lead.companyArchetype === null) {
    const [known] = await db.select({ domain: hubspotCompanies.domain }).from(hubspotCompanies).where(eq(hubspotCompanies.domain, domain));
    if (!known) return null;
  }
  await requestJob(db, HUBSPOT_COMPANY_JOBS, domain, now);
  return domain;
}

/** Consented submissions whose website is on this domain, newest first (the host test is exact; the SQL only narrows). */
async function leadsOf(db: Database, domain: string) {
  const rows = await db
    .select({
      id: s.id,
      email: s.email,
      company: s.company,
      companyUrl: s.companyUrl,
      primaryArchetype: s.primaryArchetype,
      companyArchetype: s.companyArchetype,
      companyArchetypeConfidence: s.companyArchetypeConfidence,
    })
    .from(s)
    .where(and(isNotNull(s.consentVersion), sql`instr(${s.companyUrl}, ${domain}) > 0`))
    .orderBy(desc(s.createdAt));
  return rows.filter((r) => companyDomain(r.companyUrl) === domain);
}

/**
 * The emails whose contact is on its way to HubSpot or there: a sync requested for one of their consented
 * submissions and not failed for good. Only these are waited for; a contact that will never land must not hold the
 * company job until its give-up time.
 */
async function expectedContacts(db: Database, emails: string[]): Promise<string[]> {
  if (emails.length === 0) return [];
  const rows = await db
    .selectDistinct({ email: s.email })
    .from(s)
    .innerJoin(hubspotSync, eq(hubspotSync.submissionId, s.id))
    .where(and(inArray(s.email, emails), isNotNull(s.consentVersion), ne(hubspotSync.status, 'failed')));
  return rows.map((r) => r.email);
}

/**
 * Upserts the domain's company, built from its newest consented submission with a company analysis, and
 * associates every consented contact of the domain with it. HubSpot's domain property is not a unique id, so the
 * upsert is an update of the company remembered from last time, else a search by domain, else a create; the id is
 * remembered at once, so a retry never creates a second company.
 */
async function syncCompany(db: Database, client: HubspotClient, domain: string): Promise<void> {
  const leads = await leadsOf(db, domain);
  const newest = leads.find((l) => l.companyArchetype !== null);
  // The newest good reading of a watch on this domain, when there is one, is what the site projects now.
  const watched = await newestWatchReadingOf(
    db,
    leads.map((l) => l.id),
  );
  const current = newest && watched ? { ...newest, companyArchetype: watched.archetype, companyArchetypeConfidence: watched.confidence } : newest;
  const properties = current && companyFromSubmission(current);
  // Erased or withdrawn since it was requested: nothing left to send.
  if (!properties) return;

  const [job] = await db.select({ id: hubspotCompanies.hubspotCompanyId }).from(hubspotCompanies).where(eq(hubspotCompanies.domain, domain));
  let companyId = job?.id ?? undefined;
  if (!companyId || !(await client.updateCompany(companyId, properties))) {
    companyId = await client.findCompanyByDomain(domain);
    if (companyId && !(await client.updateCompany(companyId, properties))) {
      throw new DeliveryError('HubSpot found the company by its domain but could not update it (404); searching again.', {
        permanent: false,
        serviceDown: false,
      });
    }
    companyId ??= await client.createCompany(properties);
    await db.update(hubspotCompanies).set({ hubspotCompanyId: companyId }).where(eq(hubspotCompanies.domain, domain));
  }

  const emails = await expectedContacts(db, [...new Set(leads.map((l) => l.email))]);
  let missing = 0;
  for (let i = 0; i < emails.length; i += READ_BATCH) {
    const chunk = emails.slice(i, i + READ_BATCH);
    const ids = await client.contactIds(chunk);
    for (const email of chunk) {
      const contactId = ids.get(email.toLowerCase());
      if (contactId) await client.associateContactWithCompany(contactId, companyId);
      else missing++;
    }
  }
  // Counts only: the job row is the business's and outlives an erasure, so it must not hold an address.
  if (missing) {
    throw new DeliveryError(
      `HubSpot has no contact yet for ${missing} of ${emails.length} leads of this company (their contact sync has not landed); retrying.`,
      { permanent: false, serviceDown: false },
    );
  }
}

function createCompanyDrain({ db, client, giveUpMs, now = Date.now, random, logger }: HubspotCompaniesOptions & { client: HubspotClient }) {
  return createDrain({
    db,
    table: HUBSPOT_COMPANY_JOBS,
    batchSize: BATCH_SIZE,
    concurrency: CONCURRENCY,
    leaseMs: LEASE_MS,
    giveUpMs,
    now,
    random,
    logger,
    async deliver(claimed, control) {
      const results = new Map<string, AttemptResult>();
      for (const { id: domain } of claimed) {
        if (control.stopping()) {
          results.set(domain, NOT_STARTED);
          continue;
        }
        try {
          await syncCompany(db, client, domain);
          results.set(domain, { ok: true });
        } catch (error) {
          results.set(domain, { ok: false, error });
        }
      }
      return results;
    },
  });
}

export function createHubspotCompanies(options: HubspotCompaniesOptions): HubspotCompanies {
  const { db, client, logger, now = Date.now } = options;
  const drain = client ? createCompanyDrain({ ...options, client }) : undefined;
  const loop = createJobLoop(drain, HUBSPOT_COMPANY_JOBS.label, logger, now);
  const requests = trackRequests(loop);
  return {
    ...loop,
    ...requests,
    enabled: Boolean(client),
    request(submissionId) {
      if (!client) return Promise.resolve();
      const work = requestCompany(db, submissionId, now()).then((domain) => (domain ? loop.kick() : undefined));
      return requests.track(work, (err) => logger.error('HubSpot company request failed', { submissionId, error: describeError(err) }));
    },
  };
}
