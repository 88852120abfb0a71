import type { Context } from 'hono';
import type { Database } from '../../db/client.ts';
import type { AppEnv } from '../app.ts';
import { runAfterResponse } from '../lib/background.ts';
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from '../lib/backoff.ts';
import type { Logger } from '../lib/errors.ts';
import { createWorker, type Worker } from '../lib/worker.ts';
import type { HubspotClient } from './client.ts';
import { requestSync, syncDue } from './queue.ts';

export interface HubspotSync extends Pick<Worker, 'kick' | 'kickIfStale' | 'start' | 'stop'> {
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
  policy?: RetryPolicy;
  now?: () => number;
}

export function createHubspotSync({ db, client, logger, policy = DEFAULT_RETRY_POLICY, now = Date.now }: HubspotSyncOptions): HubspotSync {
  const worker = createWorker(
    async () => (client ? (await syncDue(db, client, { policy, now, logger })).nextDueAt : undefined),
    (err) => logger.error('HubSpot sync pass failed', { error: err instanceof Error ? err.message : String(err) }),
    now,
  );
  const inflight = new Set<Promise<void>>();
  return {
    ...worker,
    enabled: Boolean(client),
    request(submissionId) {
      if (!client) return Promise.resolve();
      const job = requestSync(db, submissionId, now())
        .then(() => worker.kick())
        .catch((err: unknown) => logger.error('HubSpot sync request failed', { submissionId, error: err instanceof Error ? err.message : String(err) }))
        .finally(() => inflight.delete(job));
      inflight.add(job);
      return job;
    },
    async idle() {
      while (inflight.size) await Promise.all(inflight);
      await worker.idle();
    },
  };
}

/** After a submission is stored: sync its contact once the response is on its way. */
export function syncSubmissionAfterResponse(c: Context<AppEnv>, submissionId: string): void {
  const { hubspot, logger } = c.var.deps;
  if (hubspot.enabled) runAfterResponse(c, hubspot.request(submissionId), logger, 'HubSpot sync');
}

/**
 * For the website analysis: call once company_archetype is stored, so the contact gains its company
 * archetype. Returns at once; the sync runs after the response (or in the background).
 */
export function syncCompanyArchetype(c: Context<AppEnv>, submissionId: string): void {
  syncSubmissionAfterResponse(c, submissionId);
}
