import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../app-types.ts';
import { countSteps } from '../analytics/counters.ts';
import { runAfterResponse } from '../lib/background.ts';
import { ApiError } from '../lib/errors.ts';
import { deliveryOf } from '../mail/mailer.ts';
import { clientAddress, consume, type RateLimiter } from '../lib/rate-limit.ts';
import { paperForLocale } from '../../src/domain/report/paper.ts';
import { bearerToken, ownedSubmission } from '../submissions/service.ts';
import { pdfHeaders, renderSubmissionPdf } from './pdf.ts';
import type * as routes from './routes.ts';
import { queueReportEmail } from './service.ts';

/** Sends per client address and per submission (functions/lib/limits.ts), so the form cannot become a spam relay. */
export interface EmailReportLimits {
  perSubmission: RateLimiter;
  perClient: RateLimiter;
}

/** How long the request waits for the mail server before answering 'queued' (delivery goes on in the background). */
const DELIVERY_WAIT_MS = 4000;

/**
 * 202 once the report is in the outbox, saying 'sent' when the mail server accepted it meanwhile and 'queued'
 * otherwise, so the page never says sent for a mail still waiting. A missing token is 401; an unknown submission
 * and a wrong token are the same 404, so the answer says nothing about which.
 */
export const emailReport =
  (limits: EmailReportLimits): RouteHandler<typeof routes.emailReport, AppEnv> =>
  async (c) => {
    const { db, env, renderWheel, renderPdf, now, secret, mailer } = c.var.deps;
    await consume(limits.perClient, clientAddress(c), 'Too many reports requested from your network. Please try again later.');
    const input = c.req.valid('json');
    if (!input.accessToken) throw new ApiError('unauthorized', 'This report can only be sent from the browser that took the quiz.');
    const submission = await ownedSubmission(db, c.req.valid('param').id, input.accessToken);
    await consume(limits.perSubmission, submission.id, 'This report has been sent several times already. Please try again later.');
    const outboxId = await queueReportEmail(db, submission, input.email, {
      siteUrl: env.SITE_URL,
      renderWheel,
      renderPdf,
      paper: paperForLocale(c.req.header('accept-language')),
      logger: c.var.logger,
      now,
      secret,
    });
    runAfterResponse(c, countSteps(db, submission.source, ['report_emailed'], now()), c.var.logger, 'Funnel count');
    return c.json({ id: outboxId, status: await deliveryOf(db, mailer, outboxId, DELIVERY_WAIT_MS) }, 202);
  };

/**
 * The report as a PDF download. The client's count comes first, so neither guessing secrets nor rendering can be
 * repeated at speed; a missing token is 401, an unknown, erased or not-owned submission the same 404.
 */
export const reportPdf =
  (limit: RateLimiter): RouteHandler<typeof routes.reportPdf, AppEnv> =>
  async (c) => {
    const { db, env, renderPdf, now } = c.var.deps;
    await consume(limit, clientAddress(c), 'Too many PDF reports requested from your network. Please try again later.');
    const token = bearerToken(c.req.valid('header').authorization, 'This report can only be downloaded from the browser that took the quiz.');
    const submission = await ownedSubmission(db, c.req.valid('param').id, token);
    const paper = c.req.valid('query').paper ?? paperForLocale(c.req.header('accept-language'));
    const pdf = await renderSubmissionPdf({ db, renderPdf, siteUrl: env.SITE_URL, now }, submission, paper);
    return c.body(pdf, 200, pdfHeaders(submission, pdf));
  };
