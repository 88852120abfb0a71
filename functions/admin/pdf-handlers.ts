import type { RouteHandler } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { quizSubmissions } from '../../db/schema.ts';
import { paperForLocale } from '../../src/domain/report/paper.ts';
import { ApiError } from '../lib/errors.ts';
import type { Limit } from '../lib/limits.ts';
import { consume } from '../lib/rate-limit.ts';
import { pdfHeaders, renderSubmissionPdf } from '../reports/pdf.ts';
import type * as routes from './pdf-routes.ts';
import type { AdminEnv } from './require-admin.ts';
import { isSubmissionId } from './schema.ts';

/** The visitor's PDF for an admin (the router's guard checked the role); counted per admin before any rendering. */
export const reportPdf =
  (limit: Limit): RouteHandler<typeof routes.reportPdf, AdminEnv> =>
  async (c) => {
    const { deps, admin } = c.var;
    await consume(limit, admin.id, `At most ${limit.count} PDF reports an hour. Please try again later.`);
    const { id } = c.req.valid('param');
    const submission = isSubmissionId(id) ? await deps.db.query.quizSubmissions.findFirst({ where: eq(quizSubmissions.id, id) }) : undefined;
    if (!submission) throw new ApiError('not_found', 'Submission not found.');
    const paper = c.req.valid('query').paper ?? paperForLocale(c.req.header('accept-language'));
    const pdf = await renderSubmissionPdf({ db: deps.db, renderPdf: deps.renderPdf, siteUrl: deps.env.SITE_URL, now: deps.now }, submission, paper);
    return c.body(pdf, 200, pdfHeaders(submission, pdf));
  };
