import { createRoute, z } from '@hono/zod-openapi';
import { accessTokenHeaders } from '../competitors/schema.ts';
import { errorResponses, jsonBody, jsonContent, requireJson } from '../lib/router.ts';
import { submissionIdParams } from '../submissions/schema.ts';
import { emailReportAcceptedSchema, emailReportSchema, pdfQuerySchema } from './schema.ts';

export const emailReport = createRoute({
  method: 'post',
  path: '/submissions/{id}/email-report',
  tags: ['Quiz'],
  summary: 'Email the results report',
  description:
    "Queues the report email, rendered on the server from the stored submission only, and waits a few seconds for the mail server: status says whether it accepted the mail ('sent') or the mail waits in the outbox ('queued'); 502 email_undeliverable when it refused the mail for good. The same report asked for the same address again within 10 minutes is the same mail, answered with where it is. Needs the accessToken the submission response gave; at most 3 mails per submission and 10 requests per client address an hour.",
  middleware: [requireJson] as const,
  request: { params: submissionIdParams, body: jsonBody(emailReportSchema) },
  responses: {
    202: jsonContent(emailReportAcceptedSchema, 'The email is in the outbox; sent or still queued.'),
    ...errorResponses([400, 401, 404, 413, 415, 429, 502]),
  },
});

/** A PDF download: the document itself, described as binary. */
export const pdfContent = (description: string) =>
  ({ content: { 'application/pdf': { schema: z.string().openapi({ type: 'string', format: 'binary' }) } }, description }) as const;

export const reportPdf = createRoute({
  method: 'get',
  path: '/submissions/{id}/report.pdf',
  tags: ['Quiz'],
  summary: 'Download the results report as a PDF',
  description:
    'The designed report (cover, archetype, wheel, website analysis, comparison, team, voice guide), rendered on the server from the stored submission only, on A4 or US Letter by Accept-Language unless ?paper= says. Send the accessToken as Authorization: Bearer {accessToken}: without it 401, and an unknown submission, a wrong secret or an erased submission are the same 404. At most 30 an hour per client address; 503 where the server makes no PDFs.',
  request: { params: submissionIdParams, headers: accessTokenHeaders, query: pdfQuerySchema },
  responses: {
    200: pdfContent('The report (Content-Disposition: attachment; filename="brand-archetype-report-{archetype}.pdf").'),
    ...errorResponses([400, 401, 404, 429, 503]),
  },
});
