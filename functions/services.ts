import type { Database } from '../db/client.ts';
import type { WebsiteAnalyzer } from './analysis/service.ts';
import type { FetchLike } from './analysis/fetch/fetch-page.ts';
import type { HostResolver } from './analysis/fetch/guard.ts';
import { serverSecret } from './auth/auth.ts';
import type { Env } from './env.ts';
import { createHubspotClient, type HubspotClient } from './hubspot/client.ts';
import { createHubspotCompanies, type HubspotCompanies } from './hubspot/companies.ts';
import { createHubspotErasures, type HubspotErasures } from './hubspot/erasure.ts';
import { createHubspotSync, type HubspotSync } from './hubspot/sync.ts';
import type { Logger } from './lib/logger.ts';
import { createHttpApiTransport } from './mail/http-api.ts';
import type { SentMail } from './mail/deliver.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import type { WheelRenderer } from './mail/report/index.ts';
import type { MailTransport } from './mail/transport.ts';
import type { ReportPdfRenderer } from './pdf/report/model.ts';
import { recordReportsEmailed } from './reports/emailed.ts';
import { createTeamNotices, type TeamNotices } from './teams/notices.ts';
import { announceWatchChange } from './watch/announce.ts';
import { createWatches, type Watches } from './watch/watches.ts';
import { createWebhooks, type Webhooks } from './webhooks/service.ts';

/** Optional dependencies of the mail and HubSpot pipelines; each has a default from env. */
export interface BackgroundDeps {
  /** Default: the HTTP email API when EMAIL_API_URL and EMAIL_API_KEY are set, else none (mail waits in the outbox). The Node runtime passes SMTP. */
  mailTransport?: MailTransport;
  /** Draws the report's wheel PNG; absent where native code cannot run (Workers): the report then goes without it. */
  renderWheel?: WheelRenderer;
  /** Makes the PDF report: a worker thread on Node, in the isolate on Workers; without it the PDF answers 503. */
  renderPdf?: ReportPdfRenderer;
  /** Default: HubSpot's API from HUBSPOT_TOKEN / HUBSPOT_BASE_URL, or none without a token. */
  hubspotClient?: HubspotClient;
  /** The clock for outbox and sync schedules. */
  now?: () => number;
  /** The jitter of retry schedules (functions/jobs/schedule.ts); tests pin it. */
  random?: () => number;
  /** Where no timer outlives a request (Workers): after a response, run due deliveries if none ran this long. */
  resumeOnRequestMs?: number;
  /**
   * How webhooks reach endpoints. Node passes the pinned fetch of analysis/resolve-node.ts (it re-checks the address
   * it connects to) and the OS resolver; default, as on Workers: global fetch and no resolver (the platform's egress
   * refuses private networks, so only the address's shape is checked).
   */
  webhookFetch?: FetchLike;
  webhookResolveHost?: HostResolver | null;
  /** Per webhook attempt; default 10 s. Tests shorten it. */
  webhookTimeoutMs?: number;
  /** Reads watched websites (functions/watch/); none: watches wait unread. */
  analyzer?: WebsiteAnalyzer | null;
}

export interface BackgroundServices {
  mailer: Mailer;
  hubspot: HubspotSync;
  /** GDPR deletes of contacts whose last submission was erased (functions/privacy/erase.ts), from the same client. */
  hubspotErasures: HubspotErasures;
  /** Companies upserted by domain with their contacts associated (functions/hubspot/companies.ts), requested by the sync. */
  hubspotCompanies: HubspotCompanies;
  /** Team owners' "new members" emails, batched and at most one an hour (functions/teams/notices.ts). */
  teamNotices: TeamNotices;
  /** Signed events to the operators' endpoints (functions/webhooks/). */
  webhooks: Webhooks;
  /** Watched websites re-read every WATCH_INTERVAL_DAYS (functions/watch/). */
  watches: Watches;
  now: () => number;
  renderWheel?: WheelRenderer;
  renderPdf?: ReportPdfRenderer;
  resumeOnRequestMs?: number;
}

export function createBackgroundServices(env: Env, db: Database, logger: Logger, deps: BackgroundDeps): BackgroundServices {
  const now = deps.now ?? Date.now;
  const { random } = deps;
  const giveUpMs = env.OUTBOX_GIVE_UP_HOURS * 60 * 60 * 1000;
  const transport =
    deps.mailTransport ??
    (env.EMAIL_API_URL && env.EMAIL_API_KEY ? createHttpApiTransport({ url: env.EMAIL_API_URL, apiKey: env.EMAIL_API_KEY, now }) : undefined);
  const hubspotClient =
    deps.hubspotClient ?? (env.HUBSPOT_TOKEN ? createHubspotClient({ token: env.HUBSPOT_TOKEN, baseUrl: env.HUBSPOT_BASE_URL, now }) : undefined);
  const hubspotCompanies = createHubspotCompanies({ db, client: hubspotClient, logger, giveUpMs, now, random });
  const webhooks = createWebhooks({
    db,
    logger,
    giveUpMs: env.WEBHOOK_GIVE_UP_HOURS * 60 * 60 * 1000,
    pauseAfterMs: env.WEBHOOK_PAUSE_AFTER_HOURS * 60 * 60 * 1000,
    siteUrl: env.SITE_URL,
    fetch: deps.webhookFetch ?? ((input, init) => fetch(input, init)),
    resolveHost: deps.webhookResolveHost ?? null,
    allowPrivateHosts: env.WEBHOOK_ALLOW_PRIVATE_HOSTS,
    timeoutMs: deps.webhookTimeoutMs,
    now,
    random,
  });
  const hubspot = createHubspotSync({ db, client: hubspotClient, logger, giveUpMs, now, random, companies: hubspotCompanies });
  const watches = createWatches({
    db,
    analyzer: deps.analyzer ?? null,
    intervalMs: env.WATCH_INTERVAL_DAYS * 24 * 60 * 60 * 1000,
    siteUrl: env.SITE_URL,
    secret: serverSecret(env),
    giveUpMs,
    logger,
    now,
    random,
    announce: (change) => announceWatchChange({ db, webhooks, hubspot, env, logger }, change),
  });
  const onSent = (sent: SentMail[]) => recordReportsEmailed({ db, webhooks, siteUrl: env.SITE_URL }, sent);
  return {
    mailer: createMailer({ db, transport, from: env.MAIL_FROM, giveUpMs, logger, now, random, onSent }),
    hubspot,
    hubspotCompanies,
    hubspotErasures: createHubspotErasures({ db, client: hubspotClient, logger, giveUpMs, now, random }),
    teamNotices: createTeamNotices({
      db,
      logger,
      siteUrl: env.SITE_URL,
      secret: serverSecret(env),
      windowMs: env.TEAM_NOTICE_WINDOW_SECONDS * 1000,
      giveUpMs,
      now,
      random,
    }),
    webhooks,
    watches,
    now,
    renderWheel: deps.renderWheel,
    renderPdf: deps.renderPdf,
    resumeOnRequestMs: deps.resumeOnRequestMs,
  };
}

/** Every job queue's loop: started and drained together on Node, kicked by the cron on Workers and after requests. */
export function jobQueues(
  // watches optional: callers typed before it existed still pass the full services at run time.
  services: Pick<BackgroundServices, 'mailer' | 'hubspot' | 'hubspotErasures' | 'hubspotCompanies' | 'teamNotices' | 'webhooks'> &
    Partial<Pick<BackgroundServices, 'watches'>>,
) {
  const { mailer, hubspot, hubspotErasures, hubspotCompanies, teamNotices, webhooks, watches } = services;
  return [mailer, hubspot, hubspotErasures, hubspotCompanies, teamNotices, webhooks, ...(watches ? [watches] : [])];
}
