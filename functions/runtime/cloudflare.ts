import { env as bindings } from 'cloudflare:workers';
import type { LanguageModel } from 'ai';
import { connectDatabase, type Database } from '../../db/client.ts';
import { createDbAnalysisCache } from '../analysis/db-cache.ts';
import { runScheduledWork } from '../jobs/scheduled.ts';
import { createApp, servicesOf, type App } from '../app.ts';
import { createModelClassifier } from '../analysis/model/classifier.ts';
import { workersAiModel, type WorkersAiBinding } from '../analysis/model/workers-ai.ts';
import { analyzerOptionsFromEnv } from '../analysis/options.ts';
import { createWebsiteAnalyzer } from '../analysis/service.ts';
import { EnvError, parseEnv, type Env } from '../env.ts';
import { appUnavailableResponse } from '../lib/app-unavailable.ts';
import { createLogger, type Logger } from '../lib/logger.ts';
import { databaseRateLimiters } from '../lib/rate-limit-db.ts';
import { renderWheelOnWorkers } from '../mail/report/wheel-image-workers.ts';
import { loadFontFilesCloudflare } from '../pdf/fonts-cloudflare.ts';
import { inProcessPdfRenderer } from '../pdf/report/render.ts';
import { createVoiceWriter } from '../voice/writer.ts';

let app: App | undefined;

/** The isolate's logger, plain objects that Workers Logs indexes: the app's, and the one on-demand pages write through. */
export const getLogger = (): Logger => createLogger('objects');

/** The Workers wiring: Turso over HTTP; migrations are applied at deploy time with drizzle-kit. */
export async function getApp(): Promise<App> {
  if (!app) {
    // First, so that a page can log why the app did not start.
    const logger = getLogger();
    const vars = Object.fromEntries(Object.entries(bindings as Record<string, unknown>).filter(([, v]) => typeof v === 'string')) as Record<
      string,
      string
    >;
    // No HOST or PORT to derive it from here: links in emails and the origin sign-in trusts need the real one.
    if (!vars.SITE_URL) throw new EnvError('SITE_URL is not set: add it to "vars" in wrangler.jsonc (e.g. "https://archetypes.example.com").');
    const env = parseEnv(vars);
    const { db } = connectDatabase(env.DATABASE_URL, env.DATABASE_AUTH_TOKEN);
    // No timers outlive a request here: each response resumes due mail and HubSpot syncs (waitUntil) at most once a minute.
    const languageModel = workersLanguageModel(env);
    app = createApp({
      env,
      db,
      logger,
      analyzer: workersAnalyzer(env, db, languageModel),
      voiceWriter: createVoiceWriter({
        model: languageModel,
        timeoutMs: env.ANALYZER_MODEL_TIMEOUT_MS,
        onModelError: (error) => logger.warn('Voice rewrite model failed; using the rules', { error: String(error) }),
      }),
      renderWheel: renderWheelOnWorkers,
      renderPdf: inProcessPdfRenderer(loadFontFilesCloudflare),
      rateLimiters: databaseRateLimiters(db),
      resumeOnRequestMs: 60_000,
      // Webhooks, as the analyzer: Workers' egress refuses private networks, so no DNS check (resolveHost null).
      webhookFetch: (input, init) => fetch(input, init),
      webhookResolveHost: null,
    });
  }
  return app;
}

/**
 * Workers cannot open connections to private networks, so the guard skips DNS (resolveHost: null) and still
 * refuses literal private addresses and internal names; the Workers AI model is used when configured.
 */
function workersAnalyzer(env: Env, db: Database, languageModel: LanguageModel | undefined) {
  const model = languageModel ? createModelClassifier(languageModel, { timeoutMs: env.ANALYZER_MODEL_TIMEOUT_MS }) : undefined;
  return createWebsiteAnalyzer({ ...analyzerOptionsFromEnv(env), resolveHost: null, model, cache: createDbAnalysisCache(db) });
}

/** The Workers AI model through the AI binding, when one is bound and named. */
function workersLanguageModel(env: Env): LanguageModel | undefined {
  const ai = (bindings as { AI?: WorkersAiBinding }).AI;
  return ai && env.ANALYZER_WORKERS_AI_MODEL ? workersAiModel(ai, env.ANALYZER_WORKERS_AI_MODEL) : undefined;
}

interface ExecutionContextLike {
  waitUntil(promise: Promise<unknown>): void;
  passThroughOnException(): void;
  props: unknown;
}

/** Answers one /api/* request; `waitUntil` keeps background work (HubSpot, mail) alive after the response. */
export async function handleApiRequest(request: Request, clientAddress: string | undefined, locals: object): Promise<Response> {
  const { cfContext } = locals as { cfContext?: ExecutionContextLike };
  let ready: App;
  try {
    ready = await getApp();
  } catch (error) {
    return appUnavailableResponse(request, error, getLogger());
  }
  // Cloudflare's edge sets CF-Connecting-IP itself (a client cannot), so it is the client's address.
  return ready.fetch(request, { clientAddress: request.headers.get('cf-connecting-ip') ?? clientAddress }, cfContext);
}

/** The cron trigger's work (wrangler.jsonc, every minute): due deliveries and sweeps, without waiting for visitors. */
export async function handleScheduled(): Promise<void> {
  const services = servicesOf(await getApp());
  const report = await runScheduledWork(services);
  if (report.rateLimitHitsSwept || report.analysesSwept) services.logger.info('Scheduled sweep', { ...report });
}

/** The app's dependencies (auth, db, …) for on-demand pages. */
export async function getServices() {
  return servicesOf(await getApp());
}
