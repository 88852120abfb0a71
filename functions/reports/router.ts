import { createRouter } from '../lib/router.ts';
import * as handlers from './handlers.ts';
import * as routes from './routes.ts';

/** POST /submissions/{id}/email-report. */
export const reportsRouter = (limits: handlers.EmailReportLimits) => createRouter().openapi(routes.emailReport, handlers.emailReport(limits));
