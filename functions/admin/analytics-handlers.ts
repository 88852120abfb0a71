import type { RouteHandler } from '@hono/zod-openapi';
import { analyticsCsvRows, analyticsReport, type AnalyticsQuery } from '../analytics/report-service.ts';
import { utcDay } from '../analytics/counters.ts';
import { ApiError } from '../lib/errors.ts';
import { csvFileName } from '../../src/domain/analytics/csv.ts';
import { resolveRange } from '../../src/domain/analytics/range.ts';
import { cleanSourceText } from '../../src/domain/analytics/source.ts';
import type * as routes from './analytics-routes.ts';
import { csvLine } from './csv.ts';
import type { AdminEnv } from './require-admin.ts';

/** The range (defaults from today, UTC) and the source label as stored; a range that cannot be is a 400. */
function analyticsQuery({ from, to, source }: { from?: string; to?: string; source: string }, now: number): AnalyticsQuery {
  const checked = resolveRange(from, to, utcDay(now));
  if ('error' in checked) throw new ApiError('invalid_request', checked.error);
  return { range: checked.range, source: cleanSourceText(source) ?? null };
}

export const analytics: RouteHandler<typeof routes.analytics, AdminEnv> = async (c) => {
  const { db, now } = c.var.deps;
  return c.json(await analyticsReport(db, analyticsQuery(c.req.valid('query'), now())), 200);
};

export const analyticsCsv: RouteHandler<typeof routes.analyticsCsv, AdminEnv> = async (c) => {
  const { db, now } = c.var.deps;
  const { view, ...params } = c.req.valid('query');
  const query = analyticsQuery(params, now());
  const rows = await analyticsCsvRows(db, view, query);
  // The BOM makes Excel read UTF-8.
  return c.body(`\uFEFF${rows.map(csvLine).join('')}`, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${csvFileName(view, query.range, query.source)}"`,
  });
};
