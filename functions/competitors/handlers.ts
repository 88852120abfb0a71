import type { RouteHandler } from '@hono/zod-openapi';
import { TOO_MANY_ANALYSES } from '../analysis/handlers.ts';
import type { AppEnv } from '../app-types.ts';
import { ApiError } from '../lib/errors.ts';
import { clientAddress, consume, type RateLimiter } from '../lib/rate-limit.ts';
import { bearerToken, ownedSubmission } from '../submissions/service.ts';
import { runAfterResponse } from '../lib/background.ts';
import { competitorAdded } from '../webhooks/payloads.ts';
import type * as routes from './routes.ts';
import { addCompetitor, listCompetitors, removeCompetitor } from './service.ts';

/** The stored comparison, so every browser shows what the server holds (a reload, another tab, an old local copy). */
export const list: RouteHandler<typeof routes.list, AppEnv> = async (c) => {
  const { db } = c.var.deps;
  const token = bearerToken(c.req.valid('header').authorization, 'This comparison can only be read from the browser that took the quiz.');
  const submissionId = (await ownedSubmission(db, c.req.valid('param').id, token)).id;
  return c.json({ competitors: await listCompetitors(db, submissionId) }, 200);
};

/** 201 for a new analysis, 200 for a host already compared; a crawl counts against the client's analysis budget. */
export const add =
  (limiter: RateLimiter): RouteHandler<typeof routes.add, AppEnv> =>
  async (c) => {
    const { db, analyzer, now, env, webhooks } = c.var.deps;
    const { accessToken, url } = c.req.valid('json');
    const submission = await ownedSubmission(db, c.req.valid('param').id, accessToken);
    const submissionId = submission.id;
    if (!analyzer) throw new ApiError('unavailable', 'Website analysis is not available on this server.');
    let runnerUp: string | null = null; // not stored with the competitor, but the webhook tells it
    const { competitor, created } = await addCompetitor(
      {
        db,
        now,
        analyze: async (u) => {
          const analysis = await analyzer.analyze(u, { client: clientAddress(c) });
          runnerUp = analysis.runnerUp?.archetype ?? null;
          return analysis;
        },
        beforeCrawl: () => consume(limiter, clientAddress(c), TOO_MANY_ANALYSES),
      },
      submissionId,
      url,
    );
    if (!created) return c.json({ competitor }, 200);
    runAfterResponse(c, webhooks.emit(competitorAdded(submission, { ...competitor, runnerUp }, env.SITE_URL)), c.var.logger, 'Webhook event');
    return c.json({ competitor }, 201);
  };

const TOO_MANY_REMOVALS = 'Too many changes to the comparison from your network. Please try again later.';

/** Removing writes too, so it is counted per client like every other write. */
export const remove =
  (limiter: RateLimiter): RouteHandler<typeof routes.remove, AppEnv> =>
  async (c) => {
    const { db } = c.var.deps;
    const { id, competitorId } = c.req.valid('param');
    await consume(limiter, clientAddress(c), TOO_MANY_REMOVALS);
    const submissionId = (await ownedSubmission(db, id, c.req.valid('json').accessToken)).id;
    return c.json({ removed: await removeCompetitor(db, submissionId, competitorId) }, 200);
  };
