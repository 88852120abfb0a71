import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../app-types.ts';
import { countSteps } from '../analytics/counters.ts';
import { runAfterResponse } from '../lib/background.ts';
import { ApiError } from '../lib/errors.ts';
import { clientAddress, consume, rateLimited, type RateLimiter } from '../lib/rate-limit.ts';
import { TOO_MANY_ANALYSES } from '../analysis/handlers.ts';
import { adoptOwnerAnalysis } from '../teams/membership.ts';
import { companyAnalysisCompleted } from '../webhooks/payloads.ts';
import { analyzeSubmissionWebsite } from './company-analysis.ts';
import { clientScopedKey } from './idempotency.ts';
import type * as routes from './routes.ts';
import { createSubmission, replayOf } from './service.ts';

export const TOO_MANY_SUBMISSIONS = 'Too many quiz submissions from your network. Please wait a few minutes and try again.';

/**
 * After the response: a lead with consent on record goes to HubSpot's queue (never delaying or failing the
 * visitor's request). Without consent it is stored, and never sent.
 */
function syncLead(c: Context<AppEnv>, submissionId: string, consented: boolean) {
  const { hubspot } = c.var.deps;
  if (hubspot.enabled && consented) runAfterResponse(c, hubspot.request(submissionId), c.var.logger, 'HubSpot sync');
}

/**
 * Validated first (a bad request or key costs no budget), then counted per client. A retry with the same
 * Idempotency-Key and body from the same network answers with the first submission, and never counts twice against
 * a client at its limit.
 */
export const create =
  (limiter: RateLimiter): RouteHandler<typeof routes.create, AppEnv> =>
  async (c) => {
    const client = clientAddress(c);
    const header = c.req.valid('header')['idempotency-key'];
    const key = header === undefined ? undefined : clientScopedKey(header, client);
    const input = c.req.valid('json');
    const deps = c.var.deps;
    const decision = await limiter.hit(client);
    if (!decision.ok) {
      const replay = key === undefined ? undefined : await replayOf(deps, input, key);
      if (!replay) throw rateLimited(decision, TOO_MANY_SUBMISSIONS);
      c.header('Idempotent-Replayed', 'true');
      return c.json(replay, 201);
    }
    const { created, replayed } = await createSubmission(deps, input, key);
    if (replayed) c.header('Idempotent-Replayed', 'true');
    else syncLead(c, created.id, input.consent !== undefined);
    return c.json(created, 201);
  };

/** The server crawls the website stored with the submission; the shared analysis budget is counted only for a crawl. */
export const companyAnalysis =
  (limiter: RateLimiter): RouteHandler<typeof routes.companyAnalysis, AppEnv> =>
  async (c) => {
    const { accessToken } = c.req.valid('json');
    const { id } = c.req.valid('param');
    const { db, analyzer, now } = c.var.deps;
    if (!analyzer) throw new ApiError('unavailable', 'Website analysis is not available on this server.');
    const outcome = await analyzeSubmissionWebsite(db, analyzer, id, accessToken, () => consume(limiter, clientAddress(c), TOO_MANY_ANALYSES));
    const { companyAnalysis, stored, submission } = outcome;
    if (stored) {
      if (companyAnalysis) await adoptOwnerAnalysis(db, id, companyAnalysis); // a team started before it finished
      const event = companyAnalysis && companyAnalysisCompleted(submission, companyAnalysis, c.var.deps.env.SITE_URL);
      if (event) runAfterResponse(c, c.var.deps.webhooks.emit(event), c.var.logger, 'Webhook event');
      runAfterResponse(c, countSteps(db, submission.source, ['company_analysis_done'], now()), c.var.logger, 'Funnel count');
      syncLead(c, id, submission.consentVersion !== null); // the contact gains its company archetype
    }
    return c.json({ companyAnalysis }, 200);
  };
