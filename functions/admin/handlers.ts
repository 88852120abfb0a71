import type { RouteConfig, RouteHandler } from '@hono/zod-openapi';
import { runAfterResponse } from '../lib/background.ts';
import { ApiError } from '../lib/errors.ts';
import { eraseSubmissions } from '../privacy/erase.ts';
import { csvLine } from './csv.ts';
import { deliveryStatus, isDeliveryKind, retryFailedDeliveries } from './delivery.ts';
import type { AdminEnv } from './require-admin.ts';
import type * as routes from './routes.ts';
import { isSubmissionId } from './schema.ts';
import { allSubmissions, getStats, getSubmissionReport, listSubmissions } from './service.ts';

type Handler<R extends RouteConfig> = RouteHandler<R, AdminEnv>;

const CSV_HEADER = ['Date', 'Email', 'Company', 'Company Website', 'Primary Archetype', 'Secondary', 'Company Analysis', 'Confidence', 'ID'];

function submissionId(id: string): string {
  if (!isSubmissionId(id)) throw new ApiError('not_found', 'Submission not found.');
  return id;
}

export const me: Handler<typeof routes.me> = (c) => c.json({ user: c.var.admin, role: 'admin' as const }, 200);

export const stats: Handler<typeof routes.stats> = async (c) => c.json(await getStats(c.var.deps.db), 200);

export const list: Handler<typeof routes.list> = async (c) => c.json(await listSubmissions(c.var.deps.db, c.req.valid('query')), 200);

export const report: Handler<typeof routes.report> = async (c) =>
  c.json(await getSubmissionReport(c.var.deps.db, submissionId(c.req.valid('param').id)), 200);

/** An erasure like any other: its outbox mail goes too, HubSpot is told, and the audit log records the admin. */
export const remove: Handler<typeof routes.remove> = async (c) => {
  const id = submissionId(c.req.valid('param').id);
  const { submissions } = await eraseSubmissions(c.var.deps, [id], { trigger: 'admin', actorId: c.var.admin.id });
  if (submissions === 0) throw new ApiError('not_found', 'Submission not found.');
  return c.json({ deleted: true as const }, 200);
};

export const delivery: Handler<typeof routes.delivery> = async (c) => c.json(await deliveryStatus(c.var.deps.db, c.var.deps.now()), 200);

export const retryDelivery: Handler<typeof routes.retryDelivery> = async (c) => {
  const { kind } = c.req.valid('param');
  if (!isDeliveryKind(kind)) throw new ApiError('not_found', 'No such delivery queue.');
  const { db, now, mailer, hubspot, hubspotCompanies, hubspotErasures } = c.var.deps;
  const result = await retryFailedDeliveries(db, kind, now());
  const queue = { mail: mailer, leads: hubspot, companies: hubspotCompanies, erasures: hubspotErasures }[kind];
  if (result.retried) runAfterResponse(c, queue.kick(), c.var.logger, 'Delivery after retry');
  return c.json(result, 200);
};

/** Streams the export in batches, so 100,000 rows never sit in memory at once. */
export const csv: Handler<typeof routes.csv> = (c) => {
  const batches = allSubmissions(c.var.deps.db, c.req.valid('query'));
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`\uFEFF${csvLine(CSV_HEADER)}`)); // the BOM makes Excel read UTF-8
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
  const day = new Date(c.var.deps.now()).toISOString().slice(0, 10);
  return c.body(body, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="submissions-${day}.csv"`,
  });
};
