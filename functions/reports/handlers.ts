import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../app-types.ts';
import { ApiError } from '../lib/errors.ts';
import { listCompetitors } from '../competitors/service.ts';
import { deliveryOf } from '../mail/mailer.ts';
import { outboxStatus } from '../mail/outbox.ts';
import { clientAddress, consume, type RateLimiter } from '../lib/rate-limit.ts';
import { paperForLocale } from '../../src/domain/report/paper.ts';
import { bearerToken, ownedSubmission } from '../submissions/service.ts';
import { pdfHeaders, renderSubmissionPdf } from './pdf.ts';
import type * as routes from './routes.ts';
import { queueReportEmail, reportMailId } from './service.ts';

/** Sends per client address and per submission (functions/lib/limits.ts), so the form cannot become a spam relay. */
export interface EmailReportLimits {
  perSubmission: RateLimiter;
  perClient: RateLimiter;
}

/** How long the request waits for the mail server before answering 'queued' (delivery goes on in the background). */
const DELIVERY_WAIT_MS = 4000;

/**
 * 202 once the report is in the outbox, saying 'sent' when the mail server accepted it meanwhile and 'queued'
 * otherwise, so the page never says sent for a mail still waiting; 502 when the mail server refused it for good. The
 * same report asked for again for the same address within minutes is the same mail (reportMailId), answered with
 * where it is, and counts against no limit. A missing token is 401; an unknown submission and a wrong token are the
 * same 404, so the answer says nothing about which.
 */
export const emailReport =
  (limits: EmailReportLimits): RouteHandler<typeof routes.emailReport, AppEnv> =>
  async (c) => {
    const { db, env, renderWheel, renderPdf, now, secret, mailer } = c.var.deps;
    await consume(limits.perClient, clientAddress(c), 'Too many reports requested from your network. Please try again later.');
    const input = c.req.valid('json');
    if (!input.accessToken) throw new ApiError('unauthorized', 'This report can only be sent from the browser that took the quiz.');
    const submission = await ownedSubmission(db, c.req.valid('param').id, input.accessToken);
    const competitors = await listCompetitors(db, submission.id);
    const id = reportMailId(secret, { submission, competitors, to: input.email, now: now() });
    if (!(await outboxStatus(db, id))) {
      await consume(limits.perSubmission, submission.id, 'This report has been requested several times already. Please try again later.');
      await queueReportEmail(db, submission, input.email, {
        id,
        competitors,
        siteUrl: env.SITE_URL,
        renderWheel,
        renderPdf,
        paper: paperForLocale(c.req.header('accept-language')),
        logger: c.var.logger,
        now,
        secret,
      });
    }
    const status = await deliveryOf(db, mailer, id, DELIVERY_WAIT_MS);
    if (status === 'failed') {
      throw new ApiError('email_undeliverable', 'Our mail server could not deliver the report to this address. Check the address, or try another.');
    }
    return c.json({ id, status }, 202);
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
