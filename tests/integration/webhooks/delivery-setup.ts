import { asc, eq } from 'drizzle-orm';
import { openDatabase } from '../../../db/open-and-migrate.ts';
import { webhookDeliveries, webhookEndpoints, type WebhookFormat } from '../../../db/webhook-schema.ts';
import type { FetchLike } from '../../../functions/analysis/fetch/fetch-page.ts';
import type { HostResolver } from '../../../functions/analysis/fetch/guard.ts';
import { createPinnedNodeFetch, resolveHostNode } from '../../../functions/analysis/resolve-node.ts';
import { createWebhookDrain } from '../../../functions/webhooks/delivery.ts';
import { WEBHOOK_EVENT_TYPES, type WebhookEventInput, type WebhookEventType } from '../../../functions/webhooks/events.ts';
import { queueEventStatement } from '../../../functions/webhooks/queue.ts';
import { generateSecret } from '../../../functions/webhooks/signing.ts';
import { tempDatabaseUrl } from '../../helpers/temp-database.ts';
import { memoryLogger } from '../../helpers/test-app.ts';

export const HOUR = 3_600_000;
export const SITE_URL = 'https://archetypes.example';

export interface SetupOptions {
  timeoutMs?: number;
  giveUpMs?: number;
  pauseAfterMs?: number;
  /** WEBHOOK_ALLOW_PRIVATE_HOSTS; on unless a test checks production's refusal. */
  allowPrivateHosts?: boolean;
  /** Instead of the pinned fetch and the OS resolver (a lying DNS). */
  fetch?: FetchLike;
  resolveHost?: HostResolver;
}

/**
 * A real libSQL file database and the webhook drain over it as the Node runtime wires it (the pinned fetch and the
 * OS resolver), with a clock the test moves. Passes are run by the test (drain.pass()), never by timers.
 */
export async function webhookSetup(options: SetupOptions = {}) {
  const temp = tempDatabaseUrl();
  const handle = await openDatabase(temp.url);
  const { db } = handle;
  const logger = memoryLogger();
  const allowPrivateHosts = options.allowPrivateHosts ?? true;
  const clock = { at: Date.now() };
  const now = () => clock.at;
  const drain = createWebhookDrain({
    db,
    logger,
    giveUpMs: options.giveUpMs ?? 96 * HOUR,
    pauseAfterMs: options.pauseAfterMs ?? 72 * HOUR,
    siteUrl: SITE_URL,
    fetch: options.fetch ?? createPinnedNodeFetch({ allowPrivateHosts }),
    resolveHost: options.resolveHost ?? resolveHostNode,
    allowPrivateHosts,
    timeoutMs: options.timeoutMs,
    now,
    random: () => 0.5,
  });

  let endpoints = 0;
  async function addEndpoint(url: string, extra: { format?: WebhookFormat; ownerEmail?: string; events?: WebhookEventType[] } = {}) {
    const id = `we_${++endpoints}`;
    const secret = generateSecret();
    await db.insert(webhookEndpoints).values({
      id,
      url,
      format: extra.format ?? 'standard',
      events: extra.events ?? [...WEBHOOK_EVENT_TYPES],
      secret,
      ownerEmail: extra.ownerEmail ?? null,
      createdAt: now(),
      updatedAt: now(),
    });
    return { id, secret };
  }

  return {
    db,
    drain,
    logger,
    clock,
    now,
    addEndpoint,
    advance(ms: number) {
      clock.at += ms;
    },
    async queue(event: WebhookEventInput) {
      await db.$client.execute(queueEventStatement(event, now()));
    },
    deliveries(endpointId?: string) {
      const all = db.select().from(webhookDeliveries);
      return (endpointId ? all.where(eq(webhookDeliveries.endpointId, endpointId)) : all).orderBy(
        asc(webhookDeliveries.createdAt),
        asc(webhookDeliveries.id),
      );
    },
    async endpoint(id: string) {
      const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
      return row!;
    },
    close() {
      handle.preparedWrites?.close();
      handle.client.close();
      temp.remove();
    },
  };
}

const submission = (i: number, extra: { company?: string; email?: string } = {}) => ({
  id: `sub_${i}`,
  createdAt: new Date(Date.UTC(2026, 10, 1, 9, i)).toISOString(),
  primary: 'The Sage',
  subArchetype: 'The Mentor',
  company: extra.company ?? `Acme ${i}`,
  website: `https://acme${i}.example/`,
  source: 'direct',
  consent: Boolean(extra.email),
  ...(extra.email ? { email: extra.email } : {}),
  adminReportUrl: `${SITE_URL}/admin/submissions/sub_${i}`,
});

/** Event number i, cycling through several types, with valid payloads. */
export function sampleEvent(i: number, extra: { company?: string; email?: string } = {}): WebhookEventInput {
  const s = submission(i, extra);
  const analysis = { companyArchetype: 'The Ruler', subArchetype: null, confidence: 0.72, runnerUp: null };
  switch (i % 4) {
    case 0:
      return { type: 'submission.created', data: { submission: s } };
    case 1:
      return { type: 'company_analysis.completed', data: { submission: s, website: s.website, analysis, alignment: 'gap' } };
    case 2:
      return { type: 'result.shared', data: { submission: s, shareUrl: `${SITE_URL}/r/share${i}` } };
    default:
      return { type: 'submission.erased', data: { submissionId: s.id, erasedAt: s.createdAt, reason: 'visitor' } };
  }
}
