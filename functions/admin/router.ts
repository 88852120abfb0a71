import type { Limit } from '../lib/limits.ts';
import { createRouter } from '../lib/router.ts';
import * as analyticsHandlers from './analytics-handlers.ts';
import * as analyticsRoutes from './analytics-routes.ts';
import * as erasureHandlers from './erasure-handlers.ts';
import * as erasureRoutes from './erasure-routes.ts';
import * as handlers from './handlers.ts';
import * as pdfHandlers from './pdf-handlers.ts';
import * as pdfRoutes from './pdf-routes.ts';
import { requireAdmin, type AdminEnv } from './require-admin.ts';
import * as routes from './routes.ts';
import * as teamHandlers from './team-handlers.ts';
import * as teamRoutes from './team-routes.ts';
import * as webhookHandlers from './webhook-handlers.ts';
import * as webhookRoutes from './webhook-routes.ts';

/** /admin/*: the guard runs before routing, so even a path that does not exist says nothing to a stranger. */
export const adminRouter = (limits: { erasures: Limit; reportPdfs: Limit; webhooks: webhookHandlers.WebhookLimits }) => {
  const router = createRouter<AdminEnv>();
  router.use('/admin/*', requireAdmin);
  return router
    .openapi(routes.me, handlers.me)
    .openapi(routes.stats, handlers.stats)
    .openapi(routes.list, handlers.list)
    .openapi(routes.csv, handlers.csv)
    .openapi(analyticsRoutes.analytics, analyticsHandlers.analytics)
    .openapi(analyticsRoutes.analyticsCsv, analyticsHandlers.analyticsCsv)
    .openapi(routes.delivery, handlers.delivery)
    .openapi(routes.retryDelivery, handlers.retryDelivery)
    .openapi(erasureRoutes.erase, erasureHandlers.erase(limits.erasures))
    .openapi(erasureRoutes.log, erasureHandlers.log)
    .openapi(teamRoutes.teams, teamHandlers.teams)
    .openapi(webhookRoutes.list, webhookHandlers.list)
    .openapi(webhookRoutes.create, webhookHandlers.create(limits.webhooks))
    .openapi(webhookRoutes.update, webhookHandlers.update(limits.webhooks))
    .openapi(webhookRoutes.remove, webhookHandlers.remove(limits.webhooks))
    .openapi(webhookRoutes.pause, webhookHandlers.pause(limits.webhooks))
    .openapi(webhookRoutes.resume, webhookHandlers.resume(limits.webhooks))
    .openapi(webhookRoutes.rotate, webhookHandlers.rotate(limits.webhooks))
    .openapi(webhookRoutes.test, webhookHandlers.test(limits.webhooks))
    .openapi(webhookRoutes.deliveries, webhookHandlers.deliveries)
    .openapi(webhookRoutes.redeliver, webhookHandlers.redeliver(limits.webhooks))
    .openapi(pdfRoutes.reportPdf, pdfHandlers.reportPdf(limits.reportPdfs))
    .openapi(routes.report, handlers.report)
    .openapi(routes.remove, handlers.remove);
};
