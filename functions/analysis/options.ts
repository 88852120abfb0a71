import type { Env } from '../env.ts';
import { crawlerUserAgent } from './fetch/robots.ts';
import type { WebsiteAnalyzerOptions } from './service.ts';

/** The analyzer settings every runtime takes from env; the runtime adds DNS, fetch and the model. */
export function analyzerOptionsFromEnv(
  env: Env,
): Pick<WebsiteAnalyzerOptions, 'allowPrivateHosts' | 'timeoutMs' | 'maxConcurrentPerClient' | 'transferFloor' | 'cacheTtlMs' | 'userAgent'> {
  return {
    userAgent: crawlerUserAgent(env.SITE_URL),
    allowPrivateHosts: env.ANALYZER_ALLOW_PRIVATE_HOSTS,
    timeoutMs: env.ANALYZER_TIMEOUT_MS,
    maxConcurrentPerClient: env.ANALYZER_IN_FLIGHT_PER_CLIENT,
    transferFloor: {
      headersTimeoutMs: env.ANALYZER_HEADERS_TIMEOUT_MS,
      minBytesPerSecond: env.ANALYZER_MIN_BYTES_PER_SECOND,
      windowMs: env.ANALYZER_TRANSFER_WINDOW_MS,
    },
    cacheTtlMs: env.ANALYZER_CACHE_TTL_SECONDS * 1000,
  };
}
