import type { Database } from '../../db/client.ts';
import { createJobLoop, type JobLoop } from '../jobs/loop.ts';
import { MAIL_JOBS } from '../jobs/tables.ts';
import { createLogger, type Logger } from '../lib/logger.ts';
import { createMailDrain, type MailDrainOptions } from './deliver.ts';
import { onMailEnqueued, outboxStatus } from './outbox.ts';
import type { MailTransport } from './transport.ts';

export interface MailerOptions {
  db: Database;
  /** Undefined: no transport configured; mail waits in the outbox (see `npm run outbox`). */
  transport?: MailTransport;
  from: string;
  /** OUTBOX_GIVE_UP_HOURS in ms. */
  giveUpMs: number;
  logger?: Logger;
  now?: () => number;
  random?: () => number;
  /** Told of the mails the mail server accepted (deliver.ts). */
  onSent?: MailDrainOptions['onSent'];
}

/** Delivers one database's outbox in the background; every enqueue and retry nudges it. */
export interface Mailer extends JobLoop {
  readonly transport?: MailTransport;
}

export function createMailer({ db, transport, from, giveUpMs, logger = createLogger(), now = Date.now, random, onSent }: MailerOptions): Mailer {
  const drain = transport ? createMailDrain({ db, transport, from, giveUpMs, now, random, logger, onSent }) : undefined;
  const loop = createJobLoop(drain, MAIL_JOBS.label, logger, now);
  if (transport) onMailEnqueued(db, () => void loop.kick());
  return { ...loop, transport };
}

/**
 * What became of a mail just queued, waiting at most `waitMs` for the delivery its queuing started: 'sent' once the
 * mail server has accepted it, 'failed' once it refused it for good (nothing more is tried), else 'queued' (no
 * transport, the server down or slow); the outbox keeps trying.
 */
export async function deliveryOf(db: Database, mailer: Mailer, id: string, waitMs: number): Promise<'sent' | 'queued' | 'failed'> {
  const status = () => outboxStatus(db, id);
  if (!mailer.transport) return (await status()) === 'failed' ? 'failed' : 'queued';
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([mailer.idle(), new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)))]);
  clearTimeout(timer);
  const now = await status();
  return now === 'sent' || now === 'failed' ? now : 'queued';
}
