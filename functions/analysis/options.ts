import type { Env } from '../env.ts';
import type { WebsiteAnalyzerOptions } from './service.ts';

/** The analyzer settings every runtime takes from env; the runtime adds DNS, fetch and the model. */
export function analyzerOptionsFromEnv(env: Env): Pick<WebsiteAnalyzerOptions, 'allowPrivateHosts' | 'timeoutMs' | 'cacheTtlMs'> {
  return {
    allowPrivateHosts: env.ANALYZER_ALLOW_PRIVATE_HOSTS,
    timeoutMs: env.ANALYZER_TIMEOUT_MS,
    cacheTtlMs: env.ANALYZER_CACHE_TTL_SECONDS * 1000,
  };
}
