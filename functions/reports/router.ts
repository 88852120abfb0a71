import type { RateLimiter } from '../lib/rate-limit.ts';
import { createRouter } from '../lib/router.ts';
import * as handlers from './handlers.ts';
import * as routes from './routes.ts';

/** POST /submissions/{id}/email-report and GET /submissions/{id}/report.pdf. */
export const reportsRouter = (limits: handlers.EmailReportLimits & { pdf: RateLimiter }) =>
  createRouter().openapi(routes.emailReport, handlers.emailReport(limits)).openapi(routes.reportPdf, handlers.reportPdf(limits.pdf));
