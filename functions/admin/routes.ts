import { Hono } from 'hono';
import { runAfterResponse } from '../lib/background.ts';
import { notFound } from '../lib/errors.ts';
import { csvLine } from './csv.ts';
import { deliveryStatus, isDeliveryKind, retryFailedDeliveries } from './delivery.ts';
import { requireAdmin, type AdminEnv } from './require-admin.ts';
import { filterSchema, isSubmissionId, listSchema, queryParams } from './schema.ts';
import { allSubmissions, deleteSubmission, getStats, getSubmissionReport, listSubmissions } from './service.ts';

const CSV_HEADER = ['Date', 'Email', 'Company', 'Company Website', 'Primary Archetype', 'Secondary', 'Company Analysis', 'Confidence', 'ID'];

function submissionId(id: string): string {
  if (!isSubmissionId(id)) throw notFound('Submission not found.');
  return id;
}

/** /api/admin/*: every route behind requireAdmin. */
export const adminRoutes = new Hono<AdminEnv>()
  .use('*', requireAdmin)
  .get('/me', (c) => c.json({ user: c.var.admin, role: 'admin' as const }))
  .get('/stats', async (c) => c.json(await getStats(c.var.deps.db)))
  .get('/submissions', async (c) => c.json(await listSubmissions(c.var.deps.db, queryParams(c, listSchema))))
  .get('/submissions.csv', (c) => {
    const filter = queryParams(c, filterSchema);
    const batches = allSubmissions(c.var.deps.db, filter);
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        // The BOM makes Excel read the file as UTF-8.
        controller.enqueue(encoder.encode(`\uFEFF${csvLine(CSV_HEADER)}`));
      },
      async pull(controller) {
        const next = await batches.next();
        if (next.done) return controller.close();
        const lines = next.value.map((r) =>
          csvLine([
            r.createdAt,
            r.email,
            r.company,
            r.companyUrl,
            r.primaryArchetype,
            r.secondaryArchetype,
            r.companyArchetype,
            r.companyArchetypeConfidence === null ? null : `${Math.round(r.companyArchetypeConfidence * 100)}%`,
            r.id,
          ]),
        );
        controller.enqueue(encoder.encode(lines.join('')));
      },
      async cancel() {
        await batches.return(undefined);
      },
    });
    const day = new Date().toISOString().slice(0, 10);
    return c.body(body, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="submissions-${day}.csv"`,
    });
  })
  .get('/delivery', async (c) => c.json(await deliveryStatus(c.var.deps.db, c.var.deps.now())))
  .post('/delivery/:kind/retry', async (c) => {
    const kind = c.req.param('kind');
    if (!isDeliveryKind(kind)) throw notFound('No such delivery queue.');
    const { db, now, mailer, hubspot, logger } = c.var.deps;
    const result = await retryFailedDeliveries(db, kind, now());
    if (result.retried) runAfterResponse(c, kind === 'mail' ? mailer.kick() : hubspot.kick(), logger, 'Delivery after retry');
    return c.json(result);
  })
  .get('/submissions/:id', async (c) => c.json(await getSubmissionReport(c.var.deps.db, submissionId(c.req.param('id')))))
  .delete('/submissions/:id', async (c) => {
    await deleteSubmission(c.var.deps.db, submissionId(c.req.param('id')));
    return c.json({ deleted: true });
  });
