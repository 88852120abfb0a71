import { openDatabase } from '../../db/open-and-migrate.ts';
import { createApp, servicesOf, type App } from '../app.ts';
import { withLocalAuthSecret } from '../auth/local-secret.ts';
import { createDbAnalysisCache } from '../analysis/db-cache.ts';
import { createNodeAnalyzer, nodeLanguageModel } from '../analysis/node-analyzer.ts';
import { parseEnv } from '../env.ts';
import { createLogger, type Logger } from '../lib/logger.ts';
import { nodeBackgroundDeps, startBackgroundDelivery } from '../mail/node-delivery.ts';
import { createVoiceWriter } from '../voice/writer.ts';

let appPromise: Promise<App> | undefined;

/** The process's logger, JSON lines on stdout: the app's, and the one on-demand pages write through. */
export const getLogger = (): Logger => createLogger('json-lines');

/** The Node wiring: env parsed once, file database opened and migrated on first use. */
export function getApp(): Promise<App> {
  appPromise ??= (async () => {
    // First, so that a page can log why the app did not start.
    const logger = getLogger();
    const env = withLocalAuthSecret(parseEnv(process.env));
    const { db, preparedWrites } = await openDatabase(env.DATABASE_URL, env.DATABASE_AUTH_TOKEN, env.MIGRATIONS_DIR);
    const languageModel = nodeLanguageModel(env);
    const app = createApp({
      env,
      db,
      logger,
      analyzer: createNodeAnalyzer(env, logger, { cache: createDbAnalysisCache(db), languageModel }),
      voiceWriter: createVoiceWriter({
        model: languageModel,
        timeoutMs: env.ANALYZER_MODEL_TIMEOUT_MS,
        onModelError: (error) => logger.warn('Voice rewrite model failed; using the rules', { error: String(error) }),
      }),
      groupCommit: setImmediate,
      writeBatch: preparedWrites?.batch,
      ...(await nodeBackgroundDeps(env, logger)),
    });
    startBackgroundDelivery(servicesOf(app));
    return app;
  })();
  appPromise.catch(() => (appPromise = undefined));
  return appPromise;
}

/** Answers one /api/* request. A Node process outlives its responses, so background work needs no execution context. */
export async function handleApiRequest(request: Request, clientAddress: string | undefined, _locals?: object): Promise<Response> {
  return (await getApp()).fetch(request, { clientAddress });
}

// scripts/serve.ts sends /api/* here without Astro's page pipeline; this module lives in Astro's bundle.
(globalThis as Record<symbol, unknown>)[Symbol.for('brand-archetype.handleApiRequest')] = handleApiRequest;

/** The app's dependencies (auth, db, …) for on-demand pages. */
export async function getServices() {
  return servicesOf(await getApp());
}
