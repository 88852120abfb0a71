import { createRoute } from '@hono/zod-openapi';
import { errorEnvelopeSchema, errorResponses, jsonBody, jsonContent, requireJson } from '../lib/router.ts';
import { submissionIdParams } from '../submissions/schema.ts';
import { addCompetitorSchema, competitorParams, competitorResponseSchema, removeCompetitorSchema, removedSchema } from './schema.ts';

export const add = createRoute({
  method: 'post',
  path: '/submissions/{id}/competitors',
  tags: ['Quiz'],
  summary: 'Compare with a competitor website',
  description:
    'Analyses a competitor website with the same engine, SSRF guard, timeouts and per-client analysis limit as any website analysis, and stores it with the submission (at most 3). Needs the accessToken. Adding a host already stored returns it (200) without crawling again; a failed analysis stores nothing.',
  middleware: [requireJson] as const,
  request: { params: submissionIdParams, body: jsonBody(addCompetitorSchema) },
  responses: {
    201: jsonContent(competitorResponseSchema, 'Analysed and stored.'),
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
