import { buildResult } from './build-result.ts';
import { createMemoryCache, type AnalysisCache } from './cache.ts';
import { ApiError } from '../lib/errors.ts';
import type { FetchLike, TransferFloor } from './fetch/fetch-page.ts';
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
  /** How fast a response must arrive (headers within 3 s, then at least 2 KB/s over 2 s windows by default). */
  transferFloor?: TransferFloor;
  /** Analyses one client may have in flight at once; one more is refused (429). Default 2. */
  maxConcurrentPerClient?: number;
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
   * (worker/pool.ts) so that no page can hold up other requests; `client` is the lane it waits in.
   */
  readSite?: (url: string, limits: CrawlLimits, client?: string) => Promise<SiteReading>;
}

export interface AnalyzeOptions {
  /**
   * Who asked: the visitor's address key (clientAddress() in lib/rate-limit.ts, IPv6 by its /64). Their analyses
   * in flight are counted (maxConcurrentPerClient) and wait in their own lane of the pool. Left out: the analysis
   * is background work, counted nowhere and waiting in the pool's 'background' lane.
   */
  client?: string;
}

export interface WebsiteAnalyzer {
  /** Throws ApiError (code, status, user-facing message) on every expected failure. */
  analyze(url: string, options?: AnalyzeOptions): Promise<WebsiteAnalysis>;
}

export const TOO_MANY_AT_ONCE = 'Your other website analyses are still running. Please wait for one to finish and try again.';

/** The default transfer floor (ANALYZER_HEADERS_TIMEOUT_MS, ANALYZER_MIN_BYTES_PER_SECOND, ANALYZER_TRANSFER_WINDOW_MS). */
export const DEFAULT_TRANSFER_FLOOR: TransferFloor = { headersTimeoutMs: 3000, minBytesPerSecond: 2048, windowMs: 2000 };

/** The crawl limits these options ask for, with their defaults. */
export function crawlLimitsOf(options: WebsiteAnalyzerOptions): CrawlLimits {
  return {
    allowPrivateHosts: options.allowPrivateHosts ?? false,
    timeoutMs: options.timeoutMs ?? 8000,
    requestTimeoutMs: options.requestTimeoutMs ?? 5000,
    transferFloor: options.transferFloor ?? DEFAULT_TRANSFER_FLOOR,
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
  const maxPerClient = options.maxConcurrentPerClient ?? 2;
  /** Analyses each client has in flight (crawling, waiting for a thread, or sharing another's crawl). */
  const perClient = new Map<string, number>();
  const fetchImpl: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const limits = crawlLimitsOf(options);
  const read = options.readSite ?? ((url: string) => readSite(url, limits, { resolveHost: options.resolveHost, fetch: fetchImpl }));

  async function run(url: string, client: string | undefined): Promise<WebsiteAnalysis> {
    const { signals, rules } = await read(url, limits, client);
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
    async analyze(input, { client } = {}) {
      const url = normalizeWebsiteUrl(input);
      // A failing cache (say, a database hiccup) must never fail the analysis itself.
      const cached = cacheTtlMs > 0 ? await cache.get(url).catch(() => undefined) : undefined;
      if (cached) return cached;
      // One client may have only so many analyses in flight: the next one is refused before any crawl.
      const running = client === undefined ? 0 : (perClient.get(client) ?? 0);
      if (client !== undefined && running >= maxPerClient) {
        throw new ApiError('rate_limited', TOO_MANY_AT_ONCE, { retryAfter: Math.max(1, Math.ceil(limits.timeoutMs / 1000)) });
      }
      if (client !== undefined) perClient.set(client, running + 1);
      try {
        // Concurrent requests for the same site share one crawl.
        let pending = inFlight.get(url);
        if (!pending) {
          pending = run(url, client)
            .then(async (result) => {
              if (cacheTtlMs > 0) await cache.set(url, result, cacheTtlMs).catch(() => {});
              return result;
            })
            .finally(() => inFlight.delete(url));
          inFlight.set(url, pending);
        }
        return structuredClone(await pending);
      } finally {
        if (client !== undefined) {
          const left = (perClient.get(client) ?? 1) - 1;
          if (left > 0) perClient.set(client, left);
          else perClient.delete(client);
        }
      }
    },
  };
}
