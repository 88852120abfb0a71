import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import type { Database } from '../db/client.ts';
import { adminRoutes } from './admin/routes.ts';
import { analysisRoutes } from './analysis/routes.ts';
import type { WebsiteAnalyzer } from './analysis/service.ts';
import { createAuth, serverSecret, type Auth } from './auth/auth.ts';
import { createAuthRoutes } from './auth/routes.ts';
import type { Env } from './env.ts';
import { runAfterResponse } from './lib/background.ts';
import { consoleLogger, errorResponse, type Logger } from './lib/errors.ts';
import { emailReportLimits, emailReportRoutes } from './reports/routes.ts';
import { createBackgroundServices, type BackgroundDeps, type BackgroundServices } from './services.ts';
import { companyAnalysisRoutes } from './submissions/company-analysis-routes.ts';
import { submissionRoutes } from './submissions/routes.ts';
import { createSubmissionWriter, type GroupCommitScheduler, type SubmissionWriter } from './submissions/writer.ts';
import { memoryRateLimiters, type RateLimiterFactory } from './lib/rate-limit.ts';

/** Everything the API needs from the outside world; nothing reads process.env below this line. */
export interface AppDeps extends BackgroundDeps {
  env: Env;
  db: Database;
  logger?: Logger;
  /** better-auth; built from env + db when not given. */
  auth?: Auth;
  /** The website analyzer, built by the runtime (DNS and fetch differ); without it analysis answers 503. */
  analyzer?: WebsiteAnalyzer | null;
  /**
   * Node passes setImmediate: submissions arriving in the same event-loop turn share one transaction. Without it
   * (Workers, where a promise must not be settled from another request's context) each commits alone.
   */
  groupCommit?: GroupCommitScheduler;
  /** Default: in memory, exact for one Node process. Workers pass database-backed limiters shared by every isolate. */
  rateLimiters?: RateLimiterFactory;
}

/** Per-request bindings: the runtime puts the client address here. */
export interface AppBindings {
  clientAddress?: string;
}

export type AppEnv = {
  Bindings: AppBindings;
  Variables: { deps: ResolvedDeps };
};

/** The deps routes see: every default filled in, the mailer and HubSpot sync built (see services.ts). */
export type ResolvedDeps = Required<Omit<AppDeps, keyof BackgroundDeps | 'analyzer' | 'groupCommit' | 'rateLimiters'>> &
  BackgroundServices & { analyzer: WebsiteAnalyzer | null; writeSubmission: SubmissionWriter; secret: string };

export function createApp(deps: AppDeps) {
  const background = createBackgroundServices(deps.env, deps.db, deps.logger ?? consoleLogger, deps);
  const limiters = deps.rateLimiters ?? memoryRateLimiters(background.now);
  const existingAccountMail = limiters('auth:existing-account-mail', { limit: 1, windowMs: 60 * 60 * 1000 });
  const full: ResolvedDeps = {
    logger: consoleLogger,
    ...deps,
    auth: deps.auth ?? createAuth({ ...deps, logger: deps.logger ?? consoleLogger, existingAccountMail }),
    analyzer: deps.analyzer ?? null,
    writeSubmission: createSubmissionWriter(deps.db, deps.groupCommit, background.now),
    secret: serverSecret(deps.env),
    ...background,
  };
  const app = new Hono<AppEnv>().basePath('/api');

  app.use(secureHeaders({ crossOriginResourcePolicy: 'same-origin' }));
  app.use(async (c, next) => {
    c.set('deps', full);
    await next();
    c.header('Cache-Control', 'no-store');
    if (full.resumeOnRequestMs !== undefined) {
      const { mailer, hubspot, resumeOnRequestMs, logger } = full;
      runAfterResponse(c, Promise.all([mailer.kickIfStale(resumeOnRequestMs), hubspot.kickIfStale(resumeOnRequestMs)]), logger, 'Background delivery');
    }
  });
  app.use(
    bodyLimit({
      maxSize: full.env.MAX_BODY_BYTES,
      onError: (c) => c.json({ error: `Request body is too large (limit ${full.env.MAX_BODY_BYTES} bytes).` }, 413),
    }),
  );

  // Quick analyses and quiz website analyses share one per-client budget: both crawl the web for the caller.
  const analysisLimiter = limiters('analysis', { limit: full.env.ANALYZER_RATE_LIMIT_PER_HOUR, windowMs: 60 * 60 * 1000 });
  const { SUBMISSION_RATE_LIMIT_MAX: max, SUBMISSION_RATE_LIMIT_WINDOW_SECONDS: window } = full.env;
  app.route('/submissions', submissionRoutes(max > 0 ? limiters('submissions', { limit: max, windowMs: window * 1000 }) : null));
  app.route('/submissions', companyAnalysisRoutes(analysisLimiter));
  app.route('/analyze-website', analysisRoutes(analysisLimiter));
  app.route('/submissions', emailReportRoutes(emailReportLimits(limiters)));
  app.route('/auth', createAuthRoutes(full.env, limiters));
  app.route('/admin', adminRoutes);
  app.get('/health', (c) => c.json({ ok: true }));

  app.notFound((c) => c.json({ error: `No API route ${c.req.method} ${c.req.path}.` }, 404));
  app.onError((err, c) => errorResponse(c, err, full.logger));
  services.set(app, full);
  return app;
}

export type App = ReturnType<typeof createApp>;

const services = new WeakMap<object, ResolvedDeps>();

/** The dependencies an app was built with, for on-demand pages that call services directly (admin pages). */
export function servicesOf(app: App): ResolvedDeps {
  return services.get(app)!;
}
