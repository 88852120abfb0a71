import type { Database } from '../../db/client.ts';
import { createJobLoop, type JobLoop } from '../jobs/loop.ts';
import { MAIL_JOBS } from '../jobs/tables.ts';
import { createLogger, type Logger } from '../lib/logger.ts';
import { createMailDrain } from './deliver.ts';
import { onMailEnqueued } from './outbox.ts';
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
}

/** Delivers one database's outbox in the background; every enqueue and retry nudges it. */
export interface Mailer extends JobLoop {
  readonly transport?: MailTransport;
}

export function createMailer({ db, transport, from, giveUpMs, logger = createLogger(), now = Date.now, random }: MailerOptions): Mailer {
  const drain = transport ? createMailDrain({ db, transport, from, giveUpMs, now, random, logger }) : undefined;
  const loop = createJobLoop(drain, MAIL_JOBS.label, logger, now);
  if (transport) onMailEnqueued(db, () => void loop.kick());
  return { ...loop, transport };
}
