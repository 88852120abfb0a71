import { createRoute } from '@hono/zod-openapi';
import { errorResponses, jsonBody, jsonContent, requireJson } from '../lib/router.ts';
import { submissionIdParams } from '../submissions/schema.ts';
import { emailReportAcceptedSchema, emailReportSchema } from './schema.ts';

export const emailReport = createRoute({
  method: 'post',
  path: '/submissions/{id}/email-report',
  tags: ['Quiz'],
  summary: 'Email the results report',
  description:
    "Queues the report email, rendered on the server from the stored submission only, and waits a few seconds for the mail server: status says whether it accepted the mail ('sent') or the mail waits in the outbox ('queued'). Needs the accessToken the submission response gave; at most 3 sends per submission and 10 per client address an hour.",
  middleware: [requireJson] as const,
  request: { params: submissionIdParams, body: jsonBody(emailReportSchema) },
  responses: {
    202: jsonContent(emailReportAcceptedSchema, 'The email is in the outbox; sent or still queued.'),
    ...errorResponses([400, 401, 404, 413, 415, 429]),
  },
});
