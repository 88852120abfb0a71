import type { Database } from '../../db/client.ts';
import { describeError } from '../jobs/errors.ts';
import { createJobLoop, trackRequests, type JobLoop } from '../jobs/loop.ts';
import { HUBSPOT_JOBS } from '../jobs/tables.ts';
import type { Logger } from '../lib/logger.ts';
import type { HubspotClient } from './client.ts';
import type { HubspotCompanies } from './companies.ts';
import { createHubspotDrain, requestSync } from './queue.ts';

export interface HubspotSync extends Pick<JobLoop, 'kick' | 'kickIfStale' | 'start' | 'stop' | 'drain'> {
  /** False without a token: requests are ignored, nothing is recorded or sent. */
  readonly enabled: boolean;
  /**
   * Records that the submission's contact must be (re)synced and starts a pass; then requests its company (when it
   * has one to sync), after the contact's pass, so the contact is usually there to be associated. Never throws.
   */
  request(submissionId: string): Promise<void>;
  /** Resolves when every request made so far has been recorded and the passes they started are done. */
  idle(): Promise<void>;
}

export interface HubspotSyncOptions {
  db: Database;
  client?: HubspotClient;
  logger: Logger;
  /** OUTBOX_GIVE_UP_HOURS in ms. */
  giveUpMs: number;
  now?: () => number;
  random?: () => number;
}

export function createHubspotSync({
  db,
  client,
  logger,
  giveUpMs,
  now = Date.now,
  random,
  companies,
}: HubspotSyncOptions & { companies?: Pick<HubspotCompanies, 'request'> }): HubspotSync {
  const drain = client ? createHubspotDrain({ db, client, giveUpMs, now, random, logger }) : undefined;
  const loop = createJobLoop(drain, HUBSPOT_JOBS.label, logger, now);
  const requests = trackRequests(loop);
  return {
    ...loop,
    ...requests,
    enabled: Boolean(client),
    request(submissionId) {
      if (!client) return Promise.resolve();
      const work = requestSync(db, submissionId, now())
        .then(() => loop.kick())
        .then(() => companies?.request(submissionId));
      return requests.track(work, (err) => logger.error('HubSpot sync request failed', { submissionId, error: describeError(err) }));
    },
  };
}
