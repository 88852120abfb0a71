import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app.ts';
import { HttpError } from '../lib/errors.ts';
import { clientAddress, type RateLimiter } from '../lib/rate-limit.ts';
import { jsonBody } from '../lib/validate.ts';
import { isAnalysisError } from './errors.ts';
import { normalizeWebsiteUrl } from './url.ts';

export const TOO_MANY_ANALYSES = 'Too many website analyses from your address. Please wait a while and try again.';

const analyzeSchema = z.object({ url: z.string({ error: 'url is required.' }).trim().min(1, 'url is required.').max(2048, 'url is too long.') });

/** The spec's response shape: { success, analysis } or { success: false, error }, with a fitting status. */
function failure(c: Context<AppEnv>, err: unknown): Response {
  if (isAnalysisError(err) || err instanceof HttpError) {
    if (err.retryAfter !== undefined) c.header('Retry-After', String(err.retryAfter));
    return c.json({ success: false, error: err.message }, err.status as HttpError['status']);
  }
  c.var.deps.logger.error('Website analysis failed unexpectedly', { error: err instanceof Error ? err.stack : String(err) });
  return c.json({ success: false, error: 'Failed to analyze website' }, 500);
}

/** POST /api/analyze-website: Quick Brand Analysis of any public website. */
export function analysisRoutes(limiter: RateLimiter) {
  return new Hono<AppEnv>().post('/', async (c) => {
      try {
        // Validated before the budget is counted: a mistyped address costs the visitor nothing.
        const url = normalizeWebsiteUrl((await jsonBody(c, analyzeSchema)).url);
        const analyzer = c.var.deps.analyzer;
        if (!analyzer) return c.json({ success: false, error: 'Website analysis is not available on this server.' }, 503);
        const decision = await limiter.hit(clientAddress(c));
        if (!decision.ok) throw new HttpError(429, TOO_MANY_ANALYSES, { retryAfter: Math.max(1, decision.retryAfter) });
        return c.json({ success: true, analysis: await analyzer.analyze(url) });
      } catch (err) {
        return failure(c, err);
      }
  });
}
