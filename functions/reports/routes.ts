import { Hono } from 'hono';
import type { AppEnv } from '../app.ts';
import { HttpError, notFound } from '../lib/errors.ts';
import { clientAddress, tooManyRequests, type RateLimiter, type RateLimiterFactory } from '../lib/rate-limit.ts';
import { jsonBody } from '../lib/validate.ts';
import { findSubmissionByToken } from '../submissions/service.ts';
import { emailReportSchema } from './schema.ts';
import { queueReportEmail } from './service.ts';

const HOUR = 60 * 60 * 1000;

export interface EmailReportLimits {
  perSubmission: RateLimiter;
  perClient: RateLimiter;
}

/** Sends per submission and per client address, so the form cannot become a spam relay. */
export function emailReportLimits(limiters: RateLimiterFactory): EmailReportLimits {
  return {
    perSubmission: limiters('email-report:submission', { limit: 3, windowMs: HOUR }),
    perClient: limiters('email-report:client', { limit: 10, windowMs: HOUR }),
  };
}

/**
 * POST /submissions/:id/email-report { email, accessToken }: 202 once the report is in the outbox.
 * The token is the one the submission response gave this browser; a missing token is 401, and an
 * unknown submission or a wrong token are the same 404, so the answer says nothing about which.
 */
export function emailReportRoutes(limits: EmailReportLimits) {
  return new Hono<AppEnv>().post('/:id/email-report', async (c) => {
    const { db, env, renderWheel, logger, now } = c.var.deps;
    const byClient = await limits.perClient.hit(clientAddress(c));
    if (!byClient.ok) return tooManyRequests(c, byClient, 'Too many reports requested from your network. Please try again later.');

    const input = await jsonBody(c, emailReportSchema);
    if (!input.accessToken) throw new HttpError(401, 'This report can only be sent from the browser that took the quiz.');
    const id = c.req.param('id');
    const submission = id.length <= 64 ? await findSubmissionByToken(db, id, input.accessToken) : undefined;
    if (!submission) throw notFound('Submission not found.');

    const bySubmission = await limits.perSubmission.hit(submission.id);
    if (!bySubmission.ok) return tooManyRequests(c, bySubmission, 'This report has been sent several times already. Please try again later.');

    const outboxId = await queueReportEmail(db, submission, input.email, { siteUrl: env.SITE_URL, renderWheel, logger, now });
    return c.json({ id: outboxId, status: 'queued' }, 202);
  });
}
