import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../app-types.ts';
import { countSteps } from '../analytics/counters.ts';
import { runAfterResponse } from '../lib/background.ts';
import { clientAddress, consume, type RateLimiter } from '../lib/rate-limit.ts';
import { ownedSubmission } from '../submissions/service.ts';
import { resultShared } from '../webhooks/payloads.ts';
import type * as routes from './routes.ts';
import { revokeShare, shareSubmission } from './service.ts';

const TOO_MANY_SHARES = 'Too many sharing requests from your network. Please try again later.';

/** 201 with a new link, 200 with the link the submission already had. */
export const create =
  (limiter: RateLimiter): RouteHandler<typeof routes.create, AppEnv> =>
  async (c) => {
    const { db, env, now } = c.var.deps;
    const { accessToken, includeCompany } = c.req.valid('json');
    await consume(limiter, clientAddress(c), TOO_MANY_SHARES);
    const submission = await ownedSubmission(db, c.req.valid('param').id, accessToken);
    const { share, created } = await shareSubmission(db, submission.id, includeCompany, { siteUrl: env.SITE_URL, now });
    if (!created) return c.json(share, 200);
    runAfterResponse(c, countSteps(db, submission.source, ['result_shared'], now()), c.var.logger, 'Funnel count');
    runAfterResponse(c, c.var.deps.webhooks.emit(resultShared(submission, share.url, env.SITE_URL)), c.var.logger, 'Webhook event');
    return c.json(share, 201);
  };

export const revoke =
  (limiter: RateLimiter): RouteHandler<typeof routes.revoke, AppEnv> =>
  async (c) => {
    const { db } = c.var.deps;
    const { accessToken } = c.req.valid('json');
    await consume(limiter, clientAddress(c), TOO_MANY_SHARES);
    const submissionId = (await ownedSubmission(db, c.req.valid('param').id, accessToken)).id;
    return c.json({ revoked: await revokeShare(db, submissionId) }, 200);
  };
