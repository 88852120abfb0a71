import type { Env } from '../env.ts';
import type { JobLoop } from '../jobs/loop.ts';
import type { Logger } from '../lib/logger.ts';
import { startRetentionSweeps, type RetentionDeps } from '../privacy/retention.ts';
import { jobQueues, type BackgroundDeps, type BackgroundServices } from '../services.ts';
import { createNodeWheelRenderer } from './report/wheel-image-node.ts';
import { createSmtpTransport } from './smtp.ts';

/** How often the Node process looks for due mail and HubSpot jobs besides the nudges (enqueue, retry timers). */
const SWEEP_MS = 30_000;

/** The Node-only parts of the pipelines: SMTP (sockets) and the wheel PNG (files from node_modules, native resvg). */
export async function nodeBackgroundDeps(env: Env, logger: Logger): Promise<BackgroundDeps> {
  let renderWheel: BackgroundDeps['renderWheel'];
  for (const rasterizer of ['native', 'wasm'] as const) {
    try {
      renderWheel = await createNodeWheelRenderer(rasterizer);
      break;
    } catch (err) {
      // Without either, reports still go out, only without the wheel image.
      logger.warn(`Wheel image renderer (${rasterizer} resvg) unavailable`, { error: err instanceof Error ? err.message : String(err) });
    }
  }
  return { mailTransport: env.SMTP_URL ? createSmtpTransport({ url: env.SMTP_URL }) : undefined, renderWheel };
}

/**
 * The graceful stop of what startBackgroundDelivery started: no more sweeps or claims; sends under way finish (for
 * up to `deadlineMs`) and are recorded; claimed jobs not yet started go back to the queue (JobLoop.drain).
 */
export type StopBackgroundDelivery = (deadlineMs: number) => Promise<void>;

const drainable = (queue: object): queue is Pick<JobLoop, 'drain'> => typeof (queue as Partial<JobLoop>).drain === 'function';

/**
 * Resumes pending mail, HubSpot syncs, GDPR deletes, team notices and webhooks now (after a restart) and keeps sweeping
 * while the process lives; with DATA_RETENTION_DAYS set, erases old submissions now and every hour. Returns the
 * graceful stop.
 */
export function startBackgroundDelivery(
  services: Pick<BackgroundServices, 'mailer' | 'hubspot' | 'hubspotErasures' | 'hubspotCompanies' | 'teamNotices' | 'webhooks'> & RetentionDeps,
): StopBackgroundDelivery {
  const queues = jobQueues(services);
  for (const queue of queues) queue.start(SWEEP_MS);
  const stopRetention = startRetentionSweeps(services);
  return async (deadlineMs) => {
    stopRetention();
    // Every queue is built on createJobLoop; one whose type does not show its drain yet is only stopped.
    await Promise.all(queues.map(async (queue) => (drainable(queue) ? queue.drain(deadlineMs) : queue.stop())));
  };
}
