import type { Env } from '../env.ts';
import type { Logger } from '../lib/errors.ts';
import type { BackgroundDeps, BackgroundServices } from '../services.ts';
import { createWheelRenderer } from './report/wheel-image.ts';
import { createSmtpTransport } from './smtp.ts';

/** How often the Node process looks for due mail and HubSpot syncs besides the nudges (enqueue, retry timers). */
const SWEEP_MS = 30_000;

/** The Node-only parts of the pipelines: SMTP (sockets) and the wheel PNG (native resvg). */
export async function nodeBackgroundDeps(env: Env, logger: Logger): Promise<BackgroundDeps> {
  let renderWheel: BackgroundDeps['renderWheel'];
  try {
    renderWheel = await createWheelRenderer();
  } catch (err) {
    // Reports still go out, only without the wheel image.
    logger.warn('Wheel image renderer unavailable', { error: err instanceof Error ? err.message : String(err) });
  }
  return { mailTransport: env.SMTP_URL ? createSmtpTransport({ url: env.SMTP_URL }) : undefined, renderWheel };
}

/** Resumes pending mail and syncs now (after a restart) and keeps sweeping while the process lives. */
export function startBackgroundDelivery({ mailer, hubspot }: Pick<BackgroundServices, 'mailer' | 'hubspot'>): void {
  mailer.start(SWEEP_MS);
  hubspot.start(SWEEP_MS);
}
