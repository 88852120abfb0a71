import { createRoute } from '@hono/zod-openapi';
import { errorResponses } from '../lib/router.ts';
import { pdfContent } from '../reports/routes.ts';
import { pdfQuerySchema } from '../reports/schema.ts';
import { adminIdParams } from './schema.ts';

export const reportPdf = createRoute({
  tags: ['Admin'],
  security: [{ session: [] }],
  method: 'get',
  path: '/admin/submissions/{id}/report.pdf',
  summary: "A submission's report as a PDF",
  description:
    'The same PDF the visitor downloads, for a signed-in admin: A4 or US Letter by Accept-Language unless ?paper= says. At most 120 an hour per admin.',
  request: { params: adminIdParams, query: pdfQuerySchema },
  responses: {
    200: pdfContent('The report (Content-Disposition: attachment).'),
    ...errorResponses([400, 401, 403, 404, 429, 503]),
  },
});
