import type { Database } from '../db/client.ts';
import { serverSecret } from './auth/auth.ts';
import type { Env } from './env.ts';
import { createHubspotClient, type HubspotClient } from './hubspot/client.ts';
import { createHubspotErasures, type HubspotErasures } from './hubspot/erasure.ts';
import { createHubspotSync, type HubspotSync } from './hubspot/sync.ts';
import type { Logger } from './lib/logger.ts';
import { createHttpApiTransport } from './mail/http-api.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import type { WheelRenderer } from './mail/report/index.ts';
import type { MailTransport } from './mail/transport.ts';
import { createTeamNotices, type TeamNotices } from './teams/notices.ts';

/** Optional dependencies of the mail and HubSpot pipelines; each has a default from env. */
export interface BackgroundDeps {
  /** Default: the HTTP email API when EMAIL_API_URL and EMAIL_API_KEY are set, else none (mail waits in the outbox). The Node runtime passes SMTP. */
  mailTransport?: MailTransport;
  /** Draws the report's wheel PNG; absent where native code cannot run (Workers): the report then goes without it. */
  renderWheel?: WheelRenderer;
  /** Default: HubSpot's API from HUBSPOT_TOKEN / HUBSPOT_BASE_URL, or none without a token. */
  hubspotClient?: HubspotClient;
  /** The clock for outbox and sync schedules. */
  now?: () => number;
  /** The jitter of retry schedules (functions/jobs/schedule.ts); tests pin it. */
  random?: () => number;
  /** Where no timer outlives a request (Workers): after a response, run due deliveries if none ran this long. */
  resumeOnRequestMs?: number;
}

export interface BackgroundServices {
  mailer: Mailer;
  hubspot: HubspotSync;
  /** GDPR deletes of contacts whose last submission was erased (functions/privacy/erase.ts), from the same client. */
  hubspotErasures: HubspotErasures;
  /** Team owners' "new members" emails, batched and at most one an hour (functions/teams/notices.ts). */
  teamNotices: TeamNotices;
  now: () => number;
  renderWheel?: WheelRenderer;
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
  return {
    mailer: createMailer({ db, transport, from: env.MAIL_FROM, giveUpMs, logger, now, random }),
    hubspot: createHubspotSync({ db, client: hubspotClient, logger, giveUpMs, now, random }),
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
    now,
    renderWheel: deps.renderWheel,
    resumeOnRequestMs: deps.resumeOnRequestMs,
  };
}
