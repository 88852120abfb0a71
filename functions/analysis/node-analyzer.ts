import { availableParallelism } from 'node:os';
import type { LanguageModel } from 'ai';
import type { Env } from '../env.ts';
import type { Logger } from '../lib/logger.ts';
import type { AnalysisCache } from './cache.ts';
import { createModelClassifier } from './model/classifier.ts';
import { openAICompatibleModel } from './model/openai-compatible.ts';
import { analyzerOptionsFromEnv } from './options.ts';
import { createWebsiteAnalyzer, type WebsiteAnalyzer } from './service.ts';
import { createAnalysisPool } from './worker/pool.ts';

/** Threads for the pool: one per core, at least 2 (a crawl mostly waits on the network), at most 4. */
export function analysisThreads(env: Pick<Env, 'ANALYZER_WORKERS'>): number {
  return env.ANALYZER_WORKERS || Math.min(4, Math.max(2, availableParallelism()));
}

/**
 * The analyzer on Node: crawling and reading run on a worker-thread pool (DNS-checked, pinned
 * connections there), the cache and the optional model here.
 */
/** The optional model on Node: any OpenAI-compatible chat endpoint, when configured. */
export function nodeLanguageModel(env: Env): LanguageModel | undefined {
  if (!env.ANALYZER_MODEL_BASE_URL || !env.ANALYZER_MODEL) return undefined;
  return openAICompatibleModel({
    baseURL: env.ANALYZER_MODEL_BASE_URL,
    apiKey: env.ANALYZER_MODEL_API_KEY,
    model: env.ANALYZER_MODEL,
    structuredOutputs: env.ANALYZER_MODEL_STRUCTURED_OUTPUTS,
  });
}

export function createNodeAnalyzer(
  env: Env,
  logger: Logger,
  options: { cache?: AnalysisCache; languageModel?: LanguageModel } = {},
): WebsiteAnalyzer {
  const { languageModel, ...rest } = options;
  const model = languageModel ? createModelClassifier(languageModel, { timeoutMs: env.ANALYZER_MODEL_TIMEOUT_MS }) : undefined;
  const pool = createAnalysisPool({
    size: analysisThreads(env),
    entry: env.ANALYZER_WORKER_ENTRY,
    cpuBudgetMs: env.ANALYZER_CPU_BUDGET_MS,
    allowPrivateHosts: env.ANALYZER_ALLOW_PRIVATE_HOSTS,
    onTerminate: (reason, url, error) => logger.warn('Website analysis stopped', { reason, url, ...(error ? { error: String(error) } : {}) }),
  });
  return createWebsiteAnalyzer({
    ...analyzerOptionsFromEnv(env),
    ...rest,
    resolveHost: null, // the guard runs in the worker, with the system resolver
    readSite: (url, limits, client) => pool.read(url, limits, client),
    model,
    onModelError: (error) => logger.warn('Analysis model failed; using the rule-based result', { error: String(error) }),
  });
}
