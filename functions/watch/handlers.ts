import type { RouteHandler } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { websiteWatches } from '../../db/watch-schema.ts';
import type { AppEnv } from '../app-types.ts';
import { ApiError } from '../lib/errors.ts';
import { clientAddress, consume, type RateLimiter } from '../lib/rate-limit.ts';
import { bearerToken, ownedSubmission } from '../submissions/service.ts';
import { WATCH_ID, WATCH_NOT_FOUND, watchView } from './queries.ts';
import type * as routes from './routes.ts';
import { createWatch, stopWatch } from './service.ts';
import { verifyStopToken } from './stop-token.ts';

export interface WatchLimiters {
  create: RateLimiter;
  stop: RateLimiter;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const TOO_MANY_WATCHES = 'Too many website watches started from your network. Please try again later.';
const TOO_MANY_STOPS = 'Too many requests to stop watches from your network. Please try again later.';
export const NO_ANALYSIS = 'Only a result with a company website analysis can be watched: add your website to your result first.';
export const INVALID_STOP_LINK = 'This stop link is not valid. Please open it exactly as it appears in your email.';

/** 201 for a new watch, 200 for the one this result already has. */
export const create =
  (limiters: WatchLimiters): RouteHandler<typeof routes.create, AppEnv> =>
  async (c) => {
    const { db, env, now } = c.var.deps;
    const token = bearerToken(c.req.valid('header').authorization, 'A website can only be watched from the browser that took the quiz.');
    await consume(limiters.create, clientAddress(c), TOO_MANY_WATCHES);
    const submission = await ownedSubmission(db, c.req.valid('param').id, token);
    if (!submission.companyAnalysis || !submission.companyUrl) throw new ApiError('conflict', NO_ANALYSIS);
    const at = now();
    const [before] = await db.select({ status: websiteWatches.status }).from(websiteWatches).where(eq(websiteWatches.submissionId, submission.id));
    const { id } = await createWatch(db, {
      submissionId: submission.id,
      url: submission.companyUrl,
      consentAt: at,
      now: at,
      intervalMs: env.WATCH_INTERVAL_DAYS * DAY_MS,
    });
    const view = await watchView(db, id);
    if (!view) throw new ApiError('not_found', WATCH_NOT_FOUND);
    const existed = before !== undefined && before.status !== 'ended';
    const body = {
      watchId: id,
      url: `/w/${id}`,
      nextReadingAt: new Date(view.nextReadingAt ?? at).toISOString(),
      intervalDays: env.WATCH_INTERVAL_DAYS,
    };
    return c.json(body, existed ? 200 : 201);
  };

/** The id is the key; a token, when sent (the email's one-click link), must be the watch's own. */
export const stop =
  (limiters: WatchLimiters): RouteHandler<typeof routes.stop, AppEnv> =>
  async (c) => {
    const { db, secret, now } = c.var.deps;
    await consume(limiters.stop, clientAddress(c), TOO_MANY_STOPS);
    const { watchId } = c.req.valid('param');
    const { token } = c.req.valid('query');
    if (!WATCH_ID.test(watchId)) throw new ApiError('not_found', WATCH_NOT_FOUND);
    if (token !== undefined && !verifyStopToken(secret, watchId, token)) throw new ApiError('forbidden', INVALID_STOP_LINK);
    const [watch] = await db.select({ id: websiteWatches.id }).from(websiteWatches).where(eq(websiteWatches.id, watchId));
    if (!watch) throw new ApiError('not_found', WATCH_NOT_FOUND);
    await stopWatch(db, watchId, now());
    return c.json({ watchId, ended: true as const }, 200);
  };

/** A GET of the one-click address (a browser, or a scanner): on to the page, whose button stops; nothing changes here. */
export const stopLink: RouteHandler<typeof routes.stopLink, AppEnv> = (c) => {
  const { watchId } = c.req.valid('param');
  const { token } = c.req.valid('query');
  if (!WATCH_ID.test(watchId)) throw new ApiError('not_found', WATCH_NOT_FOUND);
  return c.redirect(`/w/${watchId}/stop${token === undefined ? '' : `?token=${encodeURIComponent(token)}`}`, 303);
};

export const settings: RouteHandler<typeof routes.settings, AppEnv> = (c) => c.json({ intervalDays: c.var.deps.env.WATCH_INTERVAL_DAYS }, 200);
