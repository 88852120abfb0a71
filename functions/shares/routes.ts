import { createRoute } from '@hono/zod-openapi';
import { errorResponses, jsonBody, jsonContent, requireJson } from '../lib/router.ts';
import { submissionIdParams } from '../submissions/schema.ts';
import { createShareSchema, revokedSchema, revokeShareSchema, shareSchema } from './schema.ts';

export const create = createRoute({
  method: 'post',
  path: '/submissions/{id}/share',
  tags: ['Quiz'],
  summary: 'Share the result publicly',
  description:
    'Makes (or returns) the public page of this result, /r/{shareId}. Needs the accessToken the submission response gave. Sharing again returns the same link with includeCompany updated.',
  middleware: [requireJson] as const,
  request: { params: submissionIdParams, body: jsonBody(createShareSchema) },
  responses: {
    201: jsonContent(shareSchema, 'The share was created.'),
    200: jsonContent(shareSchema, 'The submission was already shared: the same link, includeCompany updated.'),
    ...errorResponses([400, 404, 413, 415, 429]),
  },
});

export const revoke = createRoute({
  method: 'delete',
  path: '/submissions/{id}/share',
  tags: ['Quiz'],
  summary: 'Stop sharing the result',
  description: 'Deletes the public page and its image; both answer 404 from then on. Needs the accessToken.',
  middleware: [requireJson] as const,
  request: { params: submissionIdParams, body: jsonBody(revokeShareSchema) },
  responses: {
    200: jsonContent(revokedSchema, 'Revoked (revoked: false when there was nothing to revoke).'),
    ...errorResponses([400, 404, 413, 415, 429]),
  },
});
