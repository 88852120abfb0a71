import { Hono } from 'hono';
import { z } from 'zod';
import { TOO_MANY_ANALYSES } from '../analysis/routes.ts';
import type { AppEnv } from '../app.ts';
import { syncCompanyArchetype } from '../hubspot/sync.ts';
import { HttpError } from '../lib/errors.ts';
import { clientAddress, type RateLimiter } from '../lib/rate-limit.ts';
import { jsonBody } from '../lib/validate.ts';
import { analyzeSubmissionWebsite } from './company-analysis.ts';

const tokenSchema = z.object({ accessToken: z.string({ error: 'accessToken is required.' }).min(1).max(200) });

/** POST /api/submissions/:id/company-analysis: the server crawls the website stored with the submission. */
export function companyAnalysisRoutes(limiter: RateLimiter) {
  return new Hono<AppEnv>().post('/:id/company-analysis', async (c) => {
    const { accessToken } = await jsonBody(c, tokenSchema);
    const { db, analyzer } = c.var.deps;
    if (!analyzer) throw new HttpError(503, 'Website analysis is not available on this server.');
    const id = c.req.param('id');
    const companyAnalysis = await analyzeSubmissionWebsite(db, analyzer, id, accessToken, async () => {
      const decision = await limiter.hit(clientAddress(c));
      if (!decision.ok) throw new HttpError(429, TOO_MANY_ANALYSES, { retryAfter: decision.retryAfter });
    });
    if (companyAnalysis) syncCompanyArchetype(c, id);
    return c.json({ companyAnalysis });
  });
}
