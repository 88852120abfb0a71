import type { InStatement } from '@libsql/client';
import { describeError } from '../jobs/errors.ts';
import { createJobLoop, trackRequests, type JobLoop } from '../jobs/loop.ts';
import { WEBHOOK_JOBS } from '../jobs/tables.ts';
import type { Logger } from '../lib/logger.ts';
import { createWebhookDrain, type WebhookDrainOptions } from './delivery.ts';
import { checkEndpointUrl } from './endpoint-url.ts';
import type { WebhookEventInput } from './events.ts';
import { queueEventStatement } from './queue.ts';

export interface Webhooks extends Pick<JobLoop, 'kick' | 'kickIfStale' | 'start' | 'stop' | 'drain'> {
  /** Queues the event for every active endpoint subscribed to it, then starts a pass if any did. Never throws (logs). */
  emit(event: WebhookEventInput): Promise<void>;
  /** The statement that queues the event, for the caller's own write transaction; the caller kicks after it commits. */
  queue(event: WebhookEventInput): InStatement;
  /** Resolves when every emit so far is recorded and the passes they started are done. */
  idle(): Promise<void>;
  /**
   * Checks and normalizes an endpoint address with this runtime's resolver and WEBHOOK_ALLOW_PRIVATE_HOSTS
   * (checkEndpointUrl). Throws ApiError 'invalid_url' or 'blocked_address' with a message for the operator.
   */
  checkUrl(input: string): Promise<string>;
}

export interface WebhooksOptions extends Omit<WebhookDrainOptions, 'now' | 'logger'> {
  logger: Logger;
  now?: () => number;
}

export function createWebhooks(options: WebhooksOptions): Webhooks {
  const { db, logger, now = Date.now, allowPrivateHosts, resolveHost } = options;
  const loop = createJobLoop(createWebhookDrain({ ...options, now }), WEBHOOK_JOBS.label, logger, now);
  const requests = trackRequests(loop);
  return {
    ...loop,
    ...requests,
    queue: (event) => queueEventStatement(event, now()),
    emit(event) {
      const work = db.$client.execute(queueEventStatement(event, now())).then(({ rowsAffected }) => (rowsAffected > 0 ? loop.kick() : undefined));
      return requests.track(work, (err) => logger.error('Webhook event not queued', { type: event.type, error: describeError(err) }));
    },
    checkUrl: (input) => checkEndpointUrl(input, { allowPrivateHosts, resolveHost }),
  };
}
