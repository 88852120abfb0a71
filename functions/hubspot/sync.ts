import type { Database } from '../../db/client.ts';
import { createJobLoop, type JobLoop } from '../jobs/loop.ts';
import { HUBSPOT_JOBS } from '../jobs/tables.ts';
import type { Logger } from '../lib/logger.ts';
import type { HubspotClient } from './client.ts';
import { createHubspotDrain, requestSync } from './queue.ts';

export interface HubspotSync extends Pick<JobLoop, 'kick' | 'kickIfStale' | 'start' | 'stop' | 'drain'> {
  /** False without a token: requests are ignored, nothing is recorded or sent. */
  readonly enabled: boolean;
  /** Records that the submission's contact must be (re)synced, then starts a pass. Never throws. */
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

export function createHubspotSync({ db, client, logger, giveUpMs, now = Date.now, random }: HubspotSyncOptions): HubspotSync {
  const drain = client ? createHubspotDrain({ db, client, giveUpMs, now, random, logger }) : undefined;
  const loop = createJobLoop(drain, HUBSPOT_JOBS.label, logger, now);
  const inflight = new Set<Promise<void>>();
  return {
    ...loop,
    enabled: Boolean(client),
    request(submissionId) {
      if (!client) return Promise.resolve();
      const job = requestSync(db, submissionId, now())
        .then(() => loop.kick())
        .catch((err: unknown) =>
          logger.error('HubSpot sync request failed', { submissionId, error: err instanceof Error ? err.message : String(err) }),
        )
        .finally(() => inflight.delete(job));
      inflight.add(job);
      return job;
    },
    async idle() {
      while (inflight.size) await Promise.all(inflight);
      await loop.idle();
    },
    async drain(deadlineMs) {
      const finished = await loop.drain(deadlineMs);
      // Requests still being recorded are single writes: they land before the database is closed.
      while (inflight.size) await Promise.all(inflight);
      return finished;
    },
  };
}
