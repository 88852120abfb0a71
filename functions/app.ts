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
import { createLimiters, rateLimitTable } from './lib/limits.ts';
import { memoryRateLimiters } from './lib/rate-limit.ts';
import { requestId, setResponseHeader } from './lib/request-id.ts';
import { eventsRouter } from './analytics/events-router.ts';
import { privacyRouter } from './privacy/router.ts';
import { reportsRouter } from './reports/router.ts';
import { createBackgroundServices, jobQueues } from './services.ts';
import { sharesRouter } from './shares/router.ts';
import { submissionsRouter } from './submissions/router.ts';
import { createSubmissionWriter } from './submissions/writer.ts';
import { teamsRouter } from './teams/router.ts';
import { watchRouter } from './watch/router.ts';
import { serveContract, systemRouter } from './system/router.ts';
import { voiceRouter } from './voice/router.ts';
import { createVoiceWriter } from './voice/writer.ts';

export type { AppDeps, AppEnv, ResolvedDeps } from './app-types.ts';

const API_VERSION = '1.0.0';

function resolveDeps(deps: AppDeps) {
  const logger = deps.logger ?? createLogger();
  const background = createBackgroundServices(deps.env, deps.db, logger, deps);
  const limits = createLimiters(deps.rateLimiters ?? memoryRateLimiters(background.now), rateLimitTable(deps.env));
  const existingAccountMail = limits['auth:existing-account-mail'];
  const confirmationMail = limits['auth:confirmation-mail'];
  const full: ResolvedDeps = {
    ...deps,
    logger,
    auth: deps.auth ?? createAuth({ ...deps, logger, now: background.now, existingAccountMail, confirmationMail }),
    analyzer: deps.analyzer ?? null,
    voiceWriter: deps.voiceWriter ?? createVoiceWriter(),
    writeSubmission: createSubmissionWriter(deps.db, { schedule: deps.groupCommit, now: background.now, batch: deps.writeBatch }),
    secret: serverSecret(deps.env),
    ...background,
  };
  return { full, limits };
}

/** The API under /api: one router per feature, one error handler, one envelope, one contract (/api/openapi.json). */
export function createApp(deps: AppDeps) {
  const { full, limits } = resolveDeps(deps);
  const env = full.env;
  // What every answer gets is registered on the root, so that a request that reached the app outside /api
  // ('//api/health', '/api/%2e%2e/x') is answered with the same request id, headers and envelope too.
  const root = new OpenAPIHono<AppEnv>();
  root.use(async (c, next) => {
    c.set('deps', full);
    await next();
    // A response may say more than no-store (the PDF's 'private, no-store'), never less.
    if (!c.res.headers.get('Cache-Control')?.includes('no-store')) setResponseHeader(c, 'Cache-Control', 'no-store');
    if (full.resumeOnRequestMs !== undefined) {
      const { resumeOnRequestMs } = full;
      runAfterResponse(c, Promise.all(jobQueues(full).map((queue) => queue.kickIfStale(resumeOnRequestMs))), c.var.logger, 'Background delivery');
    }
  });
  root.use(requestId);
  root.use(secureHeaders({ crossOriginResourcePolicy: 'same-origin', xFrameOptions: 'DENY' }));
  const app = root.basePath('/api');
  app.use(
    limitBody<AppEnv>(env.MAX_BODY_BYTES, (c) =>
      errorResponse(c, new ApiError('payload_too_large', `Request body is too large (limit ${env.MAX_BODY_BYTES} bytes).`)),
    ),
  );

  const routes = app
    .route('/', systemRouter())
    .route(
      '/',
      submissionsRouter({ submissions: limits.submissions, analysis: limits.analysis }, { allowPrivateHosts: env.ANALYZER_ALLOW_PRIVATE_HOSTS }),
    )
    .route(
      '/',
      reportsRouter({ perClient: limits['email-report:client'], perSubmission: limits['email-report:submission'], pdf: limits['report-pdf'] }),
    )
    .route('/', sharesRouter(limits.shares))
    .route('/', competitorsRouter({ analysis: limits.analysis, removals: limits['competitor-removals'] }))
    .route('/', analysisRouter(limits.analysis))
    .route('/', voiceRouter(limits['voice-rewrites']))
    .route('/', privacyRouter(limits.privacy))
    .route('/', eventsRouter({ beacons: limits.events, sessions: limits['events:sessions'] }))
    .route('/', teamsRouter({ create: limits.teams, joins: limits['team-joins'], changes: limits['team-changes'], links: limits['team-links'] }))
    .route('/', watchRouter({ create: limits.watches, stop: limits['watch-stops'] }))
    .route(
      '/',
      adminRouter({
        erasures: limits['admin-erasures'],
        reportPdfs: limits['admin-report-pdf'],
        webhooks: { writes: limits['admin-webhooks'], tests: limits['admin-webhook-tests'] },
      }),
    );
  // better-auth's catch-all stays out of the typed client (its wildcard would swallow every path's type).
  app.route('/', authRouter({ signIn: limits['auth:sign-in'], mailing: limits['auth:mailing'] }));
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
