import { buildResult } from './build-result.ts';
import { createMemoryCache, type AnalysisCache } from './cache.ts';
import type { FetchLike } from './fetch/fetch-page.ts';
import type { HostResolver } from './fetch/guard.ts';
import { crawlerUserAgent } from './fetch/robots.ts';
import type { ModelClassifier } from './model/classifier.ts';
import { readSite, type CrawlLimits, type SiteReading } from './pipeline.ts';
import type { WebsiteAnalysis } from './types.ts';
import { normalizeWebsiteUrl } from './url.ts';

export interface WebsiteAnalyzerOptions {
  /**
   * DNS for the SSRF guard. Node: resolveHostNode from resolve-node.ts. null = rely on the
   * platform's egress blocking (Cloudflare Workers cannot reach private networks); literal
   * addresses and internal host names are still refused.
   */
  resolveHost: HostResolver | null;
  /** Lets tests crawl 127.0.0.1 and other private hosts (ANALYZER_ALLOW_PRIVATE_HOSTS). Off by default. */
  allowPrivateHosts?: boolean;
  /** Defaults to global fetch. On Node, prefer createPinnedNodeFetch() (DNS-rebinding safe). */
  fetch?: FetchLike;
  /** Optional model; the rule-based result is used when absent or when it fails. */
  model?: ModelClassifier;
  cache?: AnalysisCache;
  /** Default 1 hour; 0 disables caching. */
  cacheTtlMs?: number;
  /** For the default in-memory cache; default 500. */
  cacheMaxEntries?: number;
  /** Whole crawl, default 8 s. */
  timeoutMs?: number;
  /** Each request, default 5 s. */
  requestTimeoutMs?: number;
  /** Default 1.5 MB. */
  maxPageBytes?: number;
  /** Default 300 KB. */
  maxStylesheetBytes?: number;
  /** Pages besides the home page, default 4. */
  maxExtraPages?: number;
  /** Default 6. */
  maxStylesheets?: number;
  userAgent?: string;
  /** Called when the model fails and the rules are used instead (for logging). */
  onModelError?: (error: unknown) => void;
  /**
   * Runs the crawl-and-classify step; default: on this thread. Node passes a worker pool
   * (worker/pool.ts) so that no page can hold up other requests.
   */
  readSite?: (url: string, limits: CrawlLimits) => Promise<SiteReading>;
}

export interface WebsiteAnalyzer {
  /** Throws ApiError (code, status, user-facing message) on every expected failure. */
  analyze(url: string): Promise<WebsiteAnalysis>;
}

/** The crawl limits these options ask for, with their defaults. */
export function crawlLimitsOf(options: WebsiteAnalyzerOptions): CrawlLimits {
  return {
    allowPrivateHosts: options.allowPrivateHosts ?? false,
    timeoutMs: options.timeoutMs ?? 8000,
    requestTimeoutMs: options.requestTimeoutMs ?? 5000,
    maxPageBytes: options.maxPageBytes ?? 1_500_000,
    maxStylesheetBytes: options.maxStylesheetBytes ?? 300_000,
    maxExtraPages: options.maxExtraPages ?? 4,
    maxStylesheets: options.maxStylesheets ?? 6,
    userAgent: options.userAgent ?? crawlerUserAgent(),
  };
}

export function createWebsiteAnalyzer(options: WebsiteAnalyzerOptions): WebsiteAnalyzer {
  const cacheTtlMs = options.cacheTtlMs ?? 60 * 60 * 1000;
  const cache = options.cache ?? createMemoryCache({ maxEntries: options.cacheMaxEntries ?? 500 });
  const inFlight = new Map<string, Promise<WebsiteAnalysis>>();
  const fetchImpl: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const limits = crawlLimitsOf(options);
  const read = options.readSite ?? ((url: string) => readSite(url, limits, { resolveHost: options.resolveHost, fetch: fetchImpl }));

  async function run(url: string): Promise<WebsiteAnalysis> {
    const { signals, rules } = await read(url, limits);
    if (options.model) {
      try {
        return buildResult(signals, rules, await options.model.refine(signals, rules));
      } catch (error) {
        options.onModelError?.(error); // timeouts, HTTP errors, invalid JSON: the rules stand
      }
    }
    return buildResult(signals, rules);
  }

  return {
    async analyze(input) {
      const url = normalizeWebsiteUrl(input);
      // A failing cache (say, a database hiccup) must never fail the analysis itself.
      const cached = cacheTtlMs > 0 ? await cache.get(url).catch(() => undefined) : undefined;
      if (cached) return cached;
      // Concurrent requests for the same site share one crawl.
      let pending = inFlight.get(url);
      if (!pending) {
        pending = run(url)
          .then(async (result) => {
            if (cacheTtlMs > 0) await cache.set(url, result, cacheTtlMs).catch(() => {});
            return result;
          })
          .finally(() => inFlight.delete(url));
        inFlight.set(url, pending);
      }
      return structuredClone(await pending);
    },
  };
}
