import { OpenAPIHono } from '@hono/zod-openapi';
import { secureHeaders } from 'hono/secure-headers';
import { adminRouter } from './admin/router.ts';
import { analysisRouter } from './analysis/router.ts';
import type { AppDeps, AppEnv, ResolvedDeps } from './app-types.ts';
import { createAuth, serverSecret } from './auth/auth.ts';
import { authRouter } from './auth/router.ts';
import { competitorsRouter } from './competitors/router.ts';
import { runAfterResponse } from './lib/background.ts';
import { limitBody } from './lib/body-limit.ts';
import { errorResponse, handleErrors, notFound } from './lib/error-handler.ts';
import { ApiError } from './lib/errors.ts';
import { createLogger } from './lib/logger.ts';
import { memoryRateLimiters } from './lib/rate-limit.ts';
import { requestId, setResponseHeader } from './lib/request-id.ts';
import { eventsRouter } from './analytics/events-router.ts';
import { privacyRouter } from './privacy/router.ts';
import { emailReportLimits } from './reports/handlers.ts';
import { reportsRouter } from './reports/router.ts';
import { createBackgroundServices } from './services.ts';
import { sharesRouter } from './shares/router.ts';
import { submissionsRouter } from './submissions/router.ts';
import { createSubmissionWriter } from './submissions/writer.ts';
import { teamsRouter } from './teams/router.ts';
import { serveContract, systemRouter } from './system/router.ts';
import { voiceRouter } from './voice/router.ts';
import { createVoiceWriter } from './voice/writer.ts';

export type { AppDeps, AppEnv, ResolvedDeps } from './app-types.ts';

const API_VERSION = '1.0.0';
/** Rewrites are cheap by rule but may call a paid model; a visitor trying every archetype twice stays well inside. */
const VOICE_REWRITES_PER_HOUR = 60;
/** Creating and revoking result links: far more than a visitor needs, too few to mint links in bulk. */
const SHARES_PER_HOUR = 30;
/** A visitor trying a few comparisons removes a handful of sites; this leaves room and stops a script. */
const COMPETITOR_REMOVALS_PER_HOUR = 60;
/** Beacons of funnel steps: a quiz sends a handful; this leaves room for an office behind one address. */
const EVENT_BEACONS_PER_HOUR = 300;
/** "Delete my data" links: looking, downloading and deleting take three; this leaves room for retries and stops a script. */
const DATA_REQUESTS_PER_HOUR = 30;
/** The sign-up's confirmation and a few re-sends on sign-in; each link is valid for a day. */
const CONFIRMATIONS_PER_RECIPIENT_PER_HOUR = 4;
/** Teams: an office starts a few; joins are one per colleague (50 at most per team), behind one address in an office. */
const TEAMS_PER_HOUR = 10;
const TEAM_JOINS_PER_HOUR = 30;
/** Leaving, and the owner's close, reopen, delete and remove: far more than a team needs, too few to churn rows. */
const TEAM_CHANGES_PER_HOUR = 60;

function resolveDeps(deps: AppDeps) {
  const logger = deps.logger ?? createLogger();
  const background = createBackgroundServices(deps.env, deps.db, logger, deps);
  const limiters = deps.rateLimiters ?? memoryRateLimiters(background.now);
  const existingAccountMail = limiters('auth:existing-account-mail', { limit: 1, windowMs: 60 * 60 * 1000 });
  const confirmationMail = limiters('auth:confirmation-mail', { limit: CONFIRMATIONS_PER_RECIPIENT_PER_HOUR, windowMs: 60 * 60 * 1000 });
  const full: ResolvedDeps = {
    ...deps,
    logger,
    auth: deps.auth ?? createAuth({ ...deps, logger, existingAccountMail, confirmationMail }),
    analyzer: deps.analyzer ?? null,
    voiceWriter: deps.voiceWriter ?? createVoiceWriter(),
    writeSubmission: createSubmissionWriter(deps.db, { schedule: deps.groupCommit, now: background.now, batch: deps.writeBatch }),
    secret: serverSecret(deps.env),
    ...background,
  };
  return { full, limiters };
}

/** The API under /api: one router per feature, one error handler, one envelope, one contract (/api/openapi.json). */
export function createApp(deps: AppDeps) {
  const { full, limiters } = resolveDeps(deps);
  const env = full.env;
  const app = new OpenAPIHono<AppEnv>().basePath('/api');

  app.use(async (c, next) => {
    c.set('deps', full);
    await next();
    setResponseHeader(c, 'Cache-Control', 'no-store');
    if (full.resumeOnRequestMs !== undefined) {
      const { mailer, hubspot, hubspotErasures, teamNotices, resumeOnRequestMs } = full;
      runAfterResponse(
        c,
        Promise.all([mailer, hubspot, hubspotErasures, teamNotices].map((queue) => queue.kickIfStale(resumeOnRequestMs))),
        c.var.logger,
        'Background delivery',
      );
    }
  });
  app.use(requestId);
  app.use(secureHeaders({ crossOriginResourcePolicy: 'same-origin', xFrameOptions: 'DENY' }));
  app.use(
    limitBody<AppEnv>(env.MAX_BODY_BYTES, (c) =>
      errorResponse(c, new ApiError('payload_too_large', `Request body is too large (limit ${env.MAX_BODY_BYTES} bytes).`)),
    ),
  );

  // Quick analyses and quiz website analyses share one per-client budget: both crawl the web for the caller.
  const analysis = limiters('analysis', { limit: env.ANALYZER_RATE_LIMIT_PER_HOUR, windowMs: 60 * 60 * 1000 });
  const { SUBMISSION_RATE_LIMIT_MAX: max, SUBMISSION_RATE_LIMIT_WINDOW_SECONDS: window } = env;
  const submissions = max > 0 ? limiters('submissions', { limit: max, windowMs: window * 1000 }) : null;
  const rewrites = limiters('voice-rewrites', { limit: VOICE_REWRITES_PER_HOUR, windowMs: 60 * 60 * 1000 });
  const shares = limiters('shares', { limit: SHARES_PER_HOUR, windowMs: 60 * 60 * 1000 });

  const routes = app
    .route('/', systemRouter())
    .route('/', submissionsRouter({ submissions, analysis }))
    .route('/', reportsRouter(emailReportLimits(limiters)))
    .route('/', sharesRouter(shares))
    .route(
      '/',
      competitorsRouter({ analysis, removals: limiters('competitor-removals', { limit: COMPETITOR_REMOVALS_PER_HOUR, windowMs: 60 * 60 * 1000 }) }),
    )
    .route('/', analysisRouter(analysis))
    .route('/', voiceRouter(rewrites))
    .route('/', privacyRouter(limiters('privacy', { limit: DATA_REQUESTS_PER_HOUR, windowMs: 60 * 60 * 1000 })))
    .route('/', eventsRouter(limiters('events', { limit: EVENT_BEACONS_PER_HOUR, windowMs: 60 * 60 * 1000 })))
    .route(
      '/',
      teamsRouter({
        create: limiters('teams', { limit: TEAMS_PER_HOUR, windowMs: 60 * 60 * 1000 }),
        joins: limiters('team-joins', { limit: TEAM_JOINS_PER_HOUR, windowMs: 60 * 60 * 1000 }),
        changes: limiters('team-changes', { limit: TEAM_CHANGES_PER_HOUR, windowMs: 60 * 60 * 1000 }),
      }),
    )
    .route('/', adminRouter());
  // better-auth's catch-all stays out of the typed client (its wildcard would swallow every path's type).
  app.route('/', authRouter(env, limiters));
  serveContract(app, API_VERSION);

  app.notFound(notFound(() => app.routes));
  app.onError(handleErrors());
  services.set(app, full);
  return routes;
}

export type App = ReturnType<typeof createApp>;

const services = new WeakMap<object, ResolvedDeps>();

/** The dependencies an app was built with, for on-demand pages that call services directly (admin pages). */
export function servicesOf(app: App): ResolvedDeps {
  return services.get(app)!;
}
