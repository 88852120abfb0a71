import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { webhookDeliveries as d, webhookEndpoints as e, type WebhookFormat } from '../../db/webhook-schema.ts';
import type { HostResolver } from '../analysis/fetch/guard.ts';
import type { FetchLike } from '../analysis/fetch/fetch-page.ts';
import { createDrain, HELD, NOT_STARTED, type AttemptResult, type Drain } from '../jobs/drain.ts';
import { DeliveryError, describeError, failureOf } from '../jobs/errors.ts';
import { boundRetryAfter, parseRetryAfter } from '../jobs/schedule.ts';
import type { ClaimedJob } from '../jobs/store.ts';
import { WEBHOOK_JOBS } from '../jobs/tables.ts';
import { isApiError } from '../lib/errors.ts';
import { cleanSnippet } from '../lib/fields.ts';
import type { Logger } from '../lib/logger.ts';
import { assertEndpointAllowed } from './endpoint-url.ts';
import { recordFailure, recordSuccess } from './failing.ts';
import { signatureHeaders } from './signing.ts';
import { slackMessage } from './slack.ts';
import { readPrefix } from '../lib/read-prefix.ts';

export const DEFAULT_TIMEOUT_MS = 10_000;
/** The delivery log keeps the first 500 bytes of an answer; no more is read. */
export const RESPONSE_BODY_BYTES = 500;
const BATCH_SIZE = 20;
const CONCURRENCY = 2;
/** A batch's deliveries to one endpoint go one after another: 20 × the timeout, with room to spare. */
const LEASE_MS = 5 * 60_000;

export interface WebhookDrainOptions {
  db: Database;
  logger?: Logger;
  /** WEBHOOK_GIVE_UP_HOURS in ms. */
  giveUpMs: number;
  /** WEBHOOK_PAUSE_AFTER_HOURS in ms. */
  pauseAfterMs: number;
  /** For the owner's email link and the User-Agent. */
  siteUrl: string;
  /** Node: the pinned fetch (resolve-node.ts), which re-checks the address it connects to; Workers: global fetch. */
  fetch: FetchLike;
  /** Node: the OS resolver; Workers: null (their egress refuses private networks). */
  resolveHost: HostResolver | null;
  /** WEBHOOK_ALLOW_PRIVATE_HOSTS. */
  allowPrivateHosts: boolean;
  /** Per attempt; default 10 s. */
  timeoutMs?: number;
  now: () => number;
  random?: () => number;
}

interface Loaded {
  id: string;
  eventId: string;
  body: string;
  test: boolean;
  endpointId: string;
  url: string | null;
  format: WebhookFormat | null;
  secret: string | null;
  previousSecret: string | null;
  previousSecretExpiresAt: number | null;
  pausedAt: number | null;
}

/** What one attempt got back: the status (null when nothing answered) and the start of the answer. */
interface Answer {
  status: number | null;
  body: string | null;
}

/** A failure of one delivery. Never `serviceDown`: that pause is per job kind, and one dead receiver must not hold back the others. */
const failure = (message: string, options: { permanent?: boolean; retryAfterMs?: number; cause?: unknown } = {}) =>
  new DeliveryError(
    message,
    {
      permanent: options.permanent ?? false,
      serviceDown: false,
      ...(options.retryAfterMs === undefined ? {} : { retryAfterMs: options.retryAfterMs }),
    },
    { cause: options.cause },
  );

/** The wait a Retry-After asks for, within the queue's bounds; undefined without one. */
function retryAfterOf(response: Response, at: number): number | undefined {
  const ms = parseRetryAfter(response.headers.get('retry-after'), at);
  return ms === undefined ? undefined : boundRetryAfter(ms);
}

/** Why fetch itself failed, in words for the delivery log. */
function networkFailure(err: unknown, timedOut: boolean, timeoutMs: number): DeliveryError {
  if (timedOut) return failure(`The endpoint did not answer within ${timeoutMs / 1000} s.`, { cause: err });
  if (isApiError(err) && err.code === 'blocked_address') {
    return failure('Not sent: the endpoint now resolves to a private or local network address; webhooks are only sent to public addresses.', {
      permanent: true,
      cause: err,
    });
  }
  const cause = err instanceof Error && err.cause instanceof Error ? err.cause : err;
  return failure(`Could not connect to the endpoint: ${describeError(cause, 200)}`, { cause: err });
}

/** The bytes and headers of one attempt: the stored body (or its Slack message), signed at this attempt's time. */
function request(row: Loaded, at: number, userAgent: string): { body: string; headers: Record<string, string> } {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'user-agent': userAgent };
  if (row.format === 'slack') return { body: JSON.stringify(slackMessage(JSON.parse(row.body) as { type: string; data?: unknown })), headers };
  const secrets = [row.secret!];
  if (row.previousSecret && (row.previousSecretExpiresAt ?? 0) > at) secrets.push(row.previousSecret);
  return { body: row.body, headers: { ...headers, ...signatureHeaders(secrets, row.id, Math.floor(at / 1000), row.body) } };
}

/**
 * Webhook deliveries on the job queue (functions/jobs/). Each claimed delivery is POSTed to its endpoint; deliveries
 * to different endpoints go side by side, those to one endpoint one after another, and after one fails the rest of
 * the batch for that endpoint waits (not attempted, not counted) instead of hammering it. Any non-2xx answer or
 * network error is retried until the give-up time (a receiver's 400 may be a bug its owner fixes). A delivery answered
 * 2xx is recorded delivered and never claimed again; only an explicit redeliver queues the same row once more.
 * While its endpoint is paused a delivery waits (never claimed, attempted or failed); resuming makes it due at once.
 */
export function createWebhookDrain(options: WebhookDrainOptions): Drain {
  const { db, logger, now, fetch, resolveHost, allowPrivateHosts, timeoutMs = DEFAULT_TIMEOUT_MS } = options;
  const userAgent = `BrandArchetype-Webhooks/1.0 (+${options.siteUrl})`;
  const health = { db, siteUrl: options.siteUrl, pauseAfterMs: options.pauseAfterMs };

  async function send(row: Loaded, at: number): Promise<Answer> {
    const url = new URL(row.url!);
    // Again at send time: the address was checked when saved, but DNS may answer differently now.
    try {
      await assertEndpointAllowed(url, { allowPrivateHosts, resolveHost });
    } catch (err) {
      if (isApiError(err) && err.code === 'unreachable') throw failure(`Could not resolve the endpoint's host ${url.hostname}.`, { cause: err });
      throw failure(`Not sent: ${err instanceof Error ? err.message : String(err)}`, { permanent: true, cause: err });
    }
    const { body, headers } = request(row, at, userAgent);
    const signal = AbortSignal.timeout(timeoutMs);
    let response: Response;
    try {
      response = await fetch(url.href, { method: 'POST', headers, body, redirect: 'manual', signal });
    } catch (err) {
      throw networkFailure(err, signal.aborted, timeoutMs);
    }
    // Shown in the admin delivery log: no bidi override or invisible character from the receiver reorders or hides it.
    const answer = { status: response.status, body: cleanSnippet(await readPrefix(response, RESPONSE_BODY_BYTES)) };
    if (response.status >= 200 && response.status < 300) return answer;
    const error =
      response.status >= 300 && response.status < 400
        ? failure(
            `The endpoint answered ${response.status}, a redirect to ${(response.headers.get('location') ?? '(no Location)').slice(0, 300)}; redirects are not followed. Use the final address as the endpoint.`,
          )
        : failure(`The endpoint answered ${response.status}.`, { retryAfterMs: retryAfterOf(response, at) });
    throw Object.assign(error, { answer });
  }

  /** One delivery, recorded on its row (under its lease) and in its endpoint's health. */
  async function attempt(job: ClaimedJob, row: Loaded): Promise<AttemptResult & { paused?: boolean }> {
    const at = now();
    let answer: Answer = { status: null, body: null };
    let error: unknown;
    try {
      answer = await send(row, at);
    } catch (err) {
      error = err;
      answer = (err as { answer?: Answer }).answer ?? answer;
    }
    await db
      .update(d)
      .set({ lastAttemptAt: at, responseStatus: answer.status, responseBody: answer.body })
      .where(and(eq(d.id, job.id), eq(d.leaseToken, job.token)));
    if (error === undefined) {
      await recordSuccess(db, row.endpointId);
      return { ok: true };
    }
    // A test event never pauses an endpoint (it may be sent to one that is paused, to see whether it works again).
    // One that this failure paused stays pending like any retry, and waits for the resume (WEBHOOK_JOBS.held).
    const paused = !row.test && (await recordFailure(health, row.endpointId, describeError(error), now()));
    return { ok: false, error, paused };
  }

  async function deliver(claimed: ClaimedJob[], control: { stopping(): boolean }): Promise<Map<string, AttemptResult>> {
    const results = new Map<string, AttemptResult>();
    const rows = await db
      .select({
        id: d.id,
        eventId: d.eventId,
        body: d.body,
        test: d.test,
        endpointId: d.endpointId,
        url: e.url,
        format: e.format,
        secret: e.secret,
        previousSecret: e.previousSecret,
        previousSecretExpiresAt: e.previousSecretExpiresAt,
        pausedAt: e.pausedAt,
      })
      .from(d)
      .leftJoin(e, eq(e.id, d.endpointId))
      .where(
        inArray(
          d.id,
          claimed.map((j) => j.id),
        ),
      );
    const byId = new Map(rows.map((r) => [r.id, r]));
    const groups = new Map<string, ClaimedJob[]>();
    // One endpoint's events in the order they happened (event ids are time-ordered), as far as retries allow.
    const inOrder = [...claimed].sort((a, b) => (byId.get(a.id)?.eventId ?? '').localeCompare(byId.get(b.id)?.eventId ?? ''));
    for (const job of inOrder) {
      const row = byId.get(job.id);
      if (!row) results.set(job.id, { ok: false, error: failure('The delivery no longer exists.', { permanent: true }) });
      else groups.set(row.endpointId, [...(groups.get(row.endpointId) ?? []), job]);
    }
    const skipped: ClaimedJob[] = [];

    await Promise.all(
      [...groups.values()].map(async (jobs) => {
        let earlier: { error: unknown; paused: boolean } | undefined;
        for (const job of jobs) {
          const row = byId.get(job.id)!;
          if (control.stopping()) {
            results.set(job.id, NOT_STARTED);
          } else if (row.url === null) {
            results.set(job.id, { ok: false, error: failure('The endpoint was deleted.', { permanent: true }) });
          } else if ((row.pausedAt !== null || earlier?.paused) && !row.test) {
            // Paused (by an admin, or just now for failing): it waits for the resume, not attempted and not failed.
            results.set(job.id, HELD);
          } else if (earlier) {
            const { permanent, retryAfterMs } = failureOf(earlier.error);
            const reason = `Not attempted: the delivery before it to this endpoint just failed (${describeError(earlier.error, 200)})`;
            results.set(job.id, { ok: false, error: failure(reason, { permanent, ...(retryAfterMs === undefined ? {} : { retryAfterMs }) }) });
            skipped.push(job);
          } else {
            const result = await attempt(job, row).catch((error: unknown) => ({ ok: false as const, error, paused: false }));
            results.set(job.id, result);
            if (!result.ok && 'error' in result) earlier = { error: result.error, paused: result.paused ?? false };
          }
        }
      }),
    );
    // A delivery that waited behind a failed one made no attempt; the claim counted one.
    const [first, ...rest] = skipped.map((job) =>
      db
        .update(d)
        .set({ attempts: sql`max(${d.attempts} - 1, 0)` })
        .where(and(eq(d.id, job.id), eq(d.leaseToken, job.token))),
    );
    if (first) await db.batch([first, ...rest]);
    return results;
  }

  return createDrain({
    db,
    table: WEBHOOK_JOBS,
    deliver,
    batchSize: BATCH_SIZE,
    concurrency: CONCURRENCY,
    leaseMs: LEASE_MS,
    giveUpMs: options.giveUpMs,
    now,
    random: options.random,
    logger,
  });
}
