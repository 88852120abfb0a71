import { createRoute } from '@hono/zod-openapi';
import { errorEnvelopeSchema, errorResponses, jsonBody, jsonContent, requireJson } from '../lib/router.ts';
import { submissionIdParams } from '../submissions/schema.ts';
import {
  accessTokenHeaders,
  addCompetitorSchema,
  competitorListSchema,
  competitorParams,
  competitorResponseSchema,
  removeCompetitorSchema,
  removedSchema,
} from './schema.ts';

export const list = createRoute({
  method: 'get',
  path: '/submissions/{id}/competitors',
  tags: ['Quiz'],
  summary: "The submission's comparison",
  description:
    'The competitors stored with the submission, oldest first: what the email, the admin report and the share page show. Send the accessToken as Authorization: Bearer {accessToken}; without it 401, and an unknown submission or a wrong secret are the same 404.',
  request: { params: submissionIdParams, headers: accessTokenHeaders },
  responses: {
    200: jsonContent(competitorListSchema, 'The stored comparison.'),
    ...errorResponses([400, 401, 404]),
  },
});

export const add = createRoute({
  method: 'post',
  path: '/submissions/{id}/competitors',
  tags: ['Quiz'],
  summary: 'Compare with a competitor website',
  description:
    'Analyzes a competitor website with the same engine, SSRF guard, timeouts and per-client analysis limit as any website analysis, and stores it with the submission (at most 3). Needs the accessToken. Adding a host already stored returns it (200) without crawling again; a failed analysis stores nothing.',
  middleware: [requireJson] as const,
  request: { params: submissionIdParams, body: jsonBody(addCompetitorSchema) },
  responses: {
    201: jsonContent(competitorResponseSchema, 'Analyzed and stored.'),
    200: jsonContent(competitorResponseSchema, 'That host was already in the comparison: the stored analysis.'),
    409: jsonContent(errorEnvelopeSchema, 'The comparison already holds 3 competitors (code conflict).'),
    ...errorResponses([400, 404, 413, 415, 422, 429, 502, 503, 504]),
  },
});

export const remove = createRoute({
  method: 'delete',
  path: '/submissions/{id}/competitors/{competitorId}',
  tags: ['Quiz'],
  summary: 'Remove a competitor from the comparison',
  description: 'Deletes one stored competitor analysis. Needs the accessToken.',
  middleware: [requireJson] as const,
  request: { params: competitorParams, body: jsonBody(removeCompetitorSchema) },
  responses: {
    200: jsonContent(removedSchema, 'Removed (removed: false when there was no such competitor).'),
    ...errorResponses([400, 404, 413, 415, 429]),
  },
});
