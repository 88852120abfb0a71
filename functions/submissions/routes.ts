import { createRoute, z } from '@hono/zod-openapi';
import { errorResponses, jsonBody, jsonContent, requireJson } from '../lib/router.ts';
import {
  accessTokenSchema,
  companyAnalysisResponseSchema,
  createdSubmissionSchema,
  createSubmissionHeaders,
  createSubmissionSchemaFor,
  submissionIdParams,
  type CompanyUrlRules,
} from './schema.ts';

/** The companyUrl rules follow the analysis guard's (ANALYZER_ALLOW_PRIVATE_HOSTS), so the route is built per app. */
export const createFor = (rules: CompanyUrlRules) =>
  createRoute({
    method: 'post',
    path: '/submissions',
    tags: ['Quiz'],
    summary: 'Store a finished quiz',
    description:
      'Scores the answers on the server and stores the submission with every answer. Send an Idempotency-Key (a UUID per quiz attempt): a retry with the same key and body from the same network (one IPv4 address or IPv6 /64) answers with the first response, without a new row; the same key from another network is another key.',
    middleware: [requireJson] as const,
    request: {
      headers: createSubmissionHeaders,
      body: jsonBody(createSubmissionSchemaFor(rules)),
    },
    responses: {
      201: {
        ...jsonContent(createdSubmissionSchema, 'Stored (or, with Idempotent-Replayed: true, stored before).'),
        headers: z.object({ 'Idempotent-Replayed': z.literal('true').optional() }),
      },
      ...errorResponses([400, 413, 415, 422, 429]),
    },
  });

export const create = createFor({ allowPrivateHosts: false });

export const companyAnalysis = createRoute({
  method: 'post',
  path: '/submissions/{id}/company-analysis',
  tags: ['Quiz'],
  summary: "Analyze the submission's company website",
  description: 'Crawls the website stored with the submission (never a URL from the request) and stores its archetype. Idempotent.',
  middleware: [requireJson] as const,
  request: { params: submissionIdParams, body: jsonBody(accessTokenSchema) },
  responses: {
    200: jsonContent(companyAnalysisResponseSchema, 'The company analysis, stored with the submission.'),
    ...errorResponses([400, 404, 413, 415, 422, 429, 502, 503, 504]),
  },
});
