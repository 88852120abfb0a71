import { createRoute, z } from '@hono/zod-openapi';
import { analyticsCsvQuerySchema, analyticsQuerySchema, analyticsReportSchema } from '../analytics/report-schema.ts';
import { errorResponses, jsonContent } from '../lib/router.ts';

/** Admin only: router.ts guards all of /admin/*. */
const admin = { tags: ['Admin'], security: [{ session: [] }] };

export const analytics = createRoute({
  ...admin,
  method: 'get',
  path: '/admin/analytics',
  summary: 'Funnel analytics',
  description:
    'The funnel with its drop-off, the archetype mix over time, the company-archetype alignment and leads by source, for a range of UTC days and optionally one source.',
  request: { query: analyticsQuerySchema },
  responses: { 200: jsonContent(analyticsReportSchema, 'The figures of the range.'), ...errorResponses([400, 401, 403]) },
});

export const analyticsCsv = createRoute({
  ...admin,
  method: 'get',
  path: '/admin/analytics/csv',
  summary: 'Export one Analytics view as CSV',
  request: { query: analyticsCsvQuerySchema },
  responses: {
    200: { content: { 'text/csv': { schema: z.string() } }, description: 'UTF-8 with a BOM; formula-like cells are prefixed with an apostrophe.' },
    ...errorResponses([400, 401, 403]),
  },
});
