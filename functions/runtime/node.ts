import { openDatabase } from '../../db/open-and-migrate.ts';
import { createApp, servicesOf, type App } from '../app.ts';
import { withLocalAuthSecret } from '../auth/local-secret.ts';
import { createDbAnalysisCache } from '../analysis/db-cache.ts';
import { createNodeAnalyzer, nodeLanguageModel } from '../analysis/node-analyzer.ts';
import { createPinnedNodeFetch, resolveHostNode } from '../analysis/resolve-node.ts';
import { parseEnv } from '../env.ts';
import { appUnavailableResponse } from '../lib/app-unavailable.ts';
import { createLogger, type Logger } from '../lib/logger.ts';
import { nodeBackgroundDeps, startBackgroundDelivery, type StopBackgroundDelivery } from '../mail/node-delivery.ts';
import { createPdfWorkerRenderer } from '../pdf/worker/renderer.ts';
import { createVoiceWriter } from '../voice/writer.ts';

let appPromise: Promise<App> | undefined;
/** What shutdown() stops and closes, once the app is up. */
let running: { stopDelivery: StopBackgroundDelivery; closeDatabase: () => void; closePdf: () => Promise<void> } | undefined;
let stopped: Promise<void> | undefined;

/** The process's logger, JSON lines on stdout: the app's, and the one on-demand pages write through. */
export const getLogger = (): Logger => createLogger('json-lines');

/** The Node wiring: env parsed once, file database opened and migrated on first use. */
export function getApp(): Promise<App> {
  if (stopped) return Promise.reject(new Error('The server is shutting down.'));
  appPromise ??= (async () => {
    // First, so that a page can log why the app did not start.
    const logger = getLogger();
    const env = withLocalAuthSecret(parseEnv(process.env));
    const { db, client, preparedWrites } = await openDatabase(env.DATABASE_URL, env.DATABASE_AUTH_TOKEN, env.MIGRATIONS_DIR);
    const languageModel = nodeLanguageModel(env);
    const renderPdf = createPdfWorkerRenderer({
      entry: env.PDF_WORKER_ENTRY,
      onTerminate: (reason) => logger.warn('PDF thread stopped; the next report starts a new one', { reason }),
    });
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
      renderPdf,
      // Webhooks: the fetch that re-checks the address it connects to (DNS rebinding), and the OS resolver.
      webhookFetch: createPinnedNodeFetch({ allowPrivateHosts: env.WEBHOOK_ALLOW_PRIVATE_HOSTS }),
      webhookResolveHost: resolveHostNode,
    });
    const stopDelivery = startBackgroundDelivery(servicesOf(app));
    running = {
      stopDelivery,
      closePdf: renderPdf.close,
      closeDatabase: () => {
        preparedWrites?.close();
        client.close();
      },
    };
    return app;
  })();
  appPromise.catch(() => (appPromise = undefined));
  return appPromise;
}

/** Answers one /api/* request. A Node process outlives its responses, so background work needs no execution context. */
export async function handleApiRequest(request: Request, clientAddress: string | undefined, _locals?: object): Promise<Response> {
  let ready: App;
  try {
    ready = await getApp();
  } catch (error) {
    return appUnavailableResponse(request, error, getLogger());
  }
  return ready.fetch(request, { clientAddress });
}

/**
 * The graceful stop, once no request is open any more: the job queues stop claiming, sends under way finish (for up
 * to `deadlineMs`) and are recorded, jobs claimed but not started go back to the queue, and the database closes.
 * Unless a send outlives the deadline (it keeps its lease), nothing is left leased, so a restart sends each mail
 * once. Called again, it returns the same promise.
 */
export function shutdown(deadlineMs: number): Promise<void> {
  stopped ??= (async () => {
    // An app still starting is let start, so that it can be stopped.
    await appPromise?.catch(() => undefined);
    if (!running) return;
    await running.stopDelivery(deadlineMs);
    await running.closePdf();
    running.closeDatabase();
    running = undefined;
  })();
  return stopped;
}

// scripts/serve.ts sends /api/* here without Astro's page pipeline, and stops the app through the second hook on
// SIGTERM/SIGINT (shutdown above); this module lives in Astro's bundle. Workers have neither: no process signals there.
(globalThis as Record<symbol, unknown>)[Symbol.for('brand-archetype.handleApiRequest')] = handleApiRequest;
(globalThis as Record<symbol, unknown>)[Symbol.for('brand-archetype.shutdown')] = shutdown;

/** The app's dependencies (auth, db, …) for on-demand pages. */
export async function getServices() {
  return servicesOf(await getApp());
}
