import { classifyCopy, type RuleResult } from './classify/classify.ts';
import { ApiError, isApiError } from '../lib/errors.ts';
import { crawlSite } from './fetch/crawl.ts';
import type { FetchLike, TransferFloor } from './fetch/fetch-page.ts';
import type { HostResolver } from './fetch/guard.ts';
import { extractSignals, hasEnoughContent, type SiteSignals } from './signals/site.ts';

/** What the crawl-and-classify step learns about a site; plain data, so it crosses a thread boundary. */
export interface SiteReading {
  signals: SiteSignals;
  rules: RuleResult;
}

/** The limits of one crawl; plain data, so a worker thread can receive them. */
export interface CrawlLimits {
  allowPrivateHosts: boolean;
  timeoutMs: number;
  requestTimeoutMs: number;
  /** Responses that trickle in are cut off (timeout) once they fall below it. */
  transferFloor: TransferFloor;
  maxPageBytes: number;
  maxStylesheetBytes: number;
  maxExtraPages: number;
  maxStylesheets: number;
  userAgent: string;
}

export interface ReadSiteDeps {
  resolveHost: HostResolver | null;
  fetch: FetchLike;
}

/** Reads a site: crawl, signals, rule-based classification. Every failure is an ApiError. */
export async function readSite(url: string, limits: CrawlLimits, deps: ReadSiteDeps): Promise<SiteReading> {
  const deadline = AbortSignal.timeout(limits.timeoutMs);
  const { timeoutMs, ...rest } = limits;
  let crawl;
  try {
    crawl = await crawlSite(new URL(url), {
      ...rest,
      resolveHost: deps.resolveHost,
      fetch: deps.fetch,
      deadline,
      requestTimeoutMs: Math.min(limits.requestTimeoutMs, timeoutMs),
    });
  } catch (error) {
    if (isApiError(error)) throw error;
    // Network failures arrive as ApiErrors (fetch-page.ts, guard.ts); anything else failed while reading what came back.
    throw new ApiError(deadline.aborted ? 'timeout' : 'too_complex', undefined, { cause: error });
  }
  try {
    const signals = extractSignals(crawl);
    if (!hasEnoughContent(signals)) throw new ApiError('no_content');
    const rules = classifyCopy({
      corpus: signals.corpus,
      palette: signals.palette,
      typography: signals.typography,
      ...(signals.statements.mission ? { mission: signals.statements.mission } : {}),
      ctas: signals.ctas,
      ...(signals.brandName ? { brandName: signals.brandName } : {}),
    });
    return { signals, rules };
  } catch (error) {
    // The site was reached; what failed was reading it, and that is what the visitor is told.
    if (isApiError(error)) throw error;
    throw new ApiError('too_complex', undefined, { cause: error });
  }
}
