import type { Env } from '../env.ts';
import type { Logger } from '../lib/errors.ts';
import { createModelClassifier } from './model/classifier.ts';
import { openAICompatibleModel } from './model/openai-compatible.ts';
import { analyzerOptionsFromEnv } from './options.ts';
import { createPinnedNodeFetch, resolveHostNode } from './resolve-node.ts';
import { createWebsiteAnalyzer, type WebsiteAnalyzer } from './service.ts';

/** The analyzer on Node: system DNS for the SSRF guard, connections pinned to the checked address, optional model. */
export function createNodeAnalyzer(env: Env, logger: Logger): WebsiteAnalyzer {
  const model =
    env.ANALYZER_MODEL_BASE_URL && env.ANALYZER_MODEL
      ? createModelClassifier(
          openAICompatibleModel({
            baseURL: env.ANALYZER_MODEL_BASE_URL,
            apiKey: env.ANALYZER_MODEL_API_KEY,
            model: env.ANALYZER_MODEL,
            structuredOutputs: env.ANALYZER_MODEL_STRUCTURED_OUTPUTS,
          }),
          { timeoutMs: env.ANALYZER_MODEL_TIMEOUT_MS },
        )
      : undefined;
  return createWebsiteAnalyzer({
    ...analyzerOptionsFromEnv(env),
    resolveHost: resolveHostNode,
    fetch: createPinnedNodeFetch({ allowPrivateHosts: env.ANALYZER_ALLOW_PRIVATE_HOSTS }),
    model,
    onModelError: (error) => logger.warn('Analysis model failed; using the rule-based result', { error: String(error) }),
  });
}
