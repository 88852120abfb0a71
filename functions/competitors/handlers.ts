import type { RouteHandler } from '@hono/zod-openapi';
import { TOO_MANY_ANALYSES } from '../analysis/handlers.ts';
import type { AppEnv } from '../app-types.ts';
import { ApiError } from '../lib/errors.ts';
import { clientAddress, consume, type RateLimiter } from '../lib/rate-limit.ts';
import { findSubmissionByToken } from '../submissions/service.ts';
import type { Database } from '../../db/client.ts';
import type * as routes from './routes.ts';
import { addCompetitor, removeCompetitor } from './service.ts';

/** An unknown submission and a wrong secret are the same 404, so the answer says nothing about which. */
async function ownedSubmissionId(db: Database, id: string, accessToken: string): Promise<string> {
  const submission = await findSubmissionByToken(db, id, accessToken);
  if (!submission) throw new ApiError('not_found', 'Submission not found.');
  return submission.id;
}

/** 201 for a new analysis, 200 for a host already compared; a crawl counts against the client's analysis budget. */
export const add =
  (limiter: RateLimiter): RouteHandler<typeof routes.add, AppEnv> =>
  async (c) => {
    const { db, analyzer, now } = c.var.deps;
    const { accessToken, url } = c.req.valid('json');
    const submissionId = await ownedSubmissionId(db, c.req.valid('param').id, accessToken);
    if (!analyzer) throw new ApiError('unavailable', 'Website analysis is not available on this server.');
    const { competitor, created } = await addCompetitor(
      { db, now, analyze: (u) => analyzer.analyze(u), beforeCrawl: () => consume(limiter, clientAddress(c), TOO_MANY_ANALYSES) },
      submissionId,
      url,
    );
    return created ? c.json({ competitor }, 201) : c.json({ competitor }, 200);
  };

const TOO_MANY_REMOVALS = 'Too many changes to the comparison from your network. Please try again later.';

/** Removing writes too, so it is counted per client like every other write. */
export const remove =
  (limiter: RateLimiter): RouteHandler<typeof routes.remove, AppEnv> =>
  async (c) => {
    const { db } = c.var.deps;
    const { id, competitorId } = c.req.valid('param');
    await consume(limiter, clientAddress(c), TOO_MANY_REMOVALS);
    const submissionId = await ownedSubmissionId(db, id, c.req.valid('json').accessToken);
    return c.json({ removed: await removeCompetitor(db, submissionId, competitorId) }, 200);
  };
