import { createRoute } from '@hono/zod-openapi';
import { errorResponses, jsonBody, requireJson } from '../lib/router.ts';
import { eventsBatchSchema } from './events-schema.ts';

export const record = createRoute({
  method: 'post',
  path: '/events',
  tags: ['Analytics'],
  summary: 'Count funnel steps',
  description:
    "The quiz's beacon (navigator.sendBeacon, batched): each step adds one to today's counter for the visit's source. Counts only: nothing identifies the visitor, and no address is stored.",
  middleware: [requireJson] as const,
  request: { body: jsonBody(eventsBatchSchema) },
  responses: { 204: { description: 'Counted.' }, ...errorResponses([400, 413, 415, 429]) },
});
