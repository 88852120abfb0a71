import type { Database } from '../../db/client.ts';
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from '../lib/backoff.ts';
import { consoleLogger, type Logger } from '../lib/errors.ts';
import { createWorker, type Worker } from '../lib/worker.ts';
import { deliverPending } from './deliver.ts';
import { onMailEnqueued } from './outbox.ts';
import type { MailTransport } from './transport.ts';

export interface MailerOptions {
  db: Database;
  /** Undefined: no transport configured; mail waits in the outbox (see `npm run outbox`). */
  transport?: MailTransport;
  from: string;
  policy?: RetryPolicy;
  logger?: Logger;
  now?: () => number;
}

/** Delivers one database's outbox in the background; every enqueue nudges it. */
export interface Mailer extends Worker {
  readonly transport?: MailTransport;
}

export function createMailer({ db, transport, from, policy = DEFAULT_RETRY_POLICY, logger = consoleLogger, now = Date.now }: MailerOptions): Mailer {
  const worker = createWorker(
    async () => {
      if (!transport) return undefined;
      const report = await deliverPending(db, transport, { from, policy, now, logger });
      if (report.sent || report.failed) logger.info('Mail outbox pass', { sent: report.sent, retrying: report.retrying, failed: report.failed });
      return report.nextDueAt;
    },
    (err) => logger.error('Mail outbox pass failed', { error: err instanceof Error ? err.message : String(err) }),
    now,
  );
  if (transport) onMailEnqueued(db, () => void worker.kick());
  return { ...worker, transport };
}
