import { createRoute } from '@hono/zod-openapi';
import { errorResponses, jsonBody, requireJson } from '../lib/router.ts';
import { eventsBatchSchema } from './events-schema.ts';
import { DEFAULT_BEACON_CAPS } from './sessions.ts';

export const record = createRoute({
  method: 'post',
  path: '/events',
  tags: ['Analytics'],
  summary: 'Count funnel steps',
  description:
    "The quiz's beacon (navigator.sendBeacon, batched): each step adds one to today's counter for the visit's source, once per page session (a step the session already counted, or named twice in one beacon, is not counted again). " +
    `A client may open a limited number of sessions a day (429 past that); a source counts at most ${DEFAULT_BEACON_CAPS.sessionsPerSource} sessions a day, and a day holds ${DEFAULT_BEACON_CAPS.sourcesPerDay} beacon sources: an unusable or further new source is counted as "other". ` +
    "Beacon counts are the page's word; the server's own steps (submitted, company analysis, emailed, shared) are counted where they happen. " +
    "Counts only: the session id is random, kept in the page's memory and stored only as a keyed hash; no address is stored.",

  middleware: [requireJson] as const,
  request: { body: jsonBody(eventsBatchSchema) },
  responses: { 204: { description: 'Counted.' }, ...errorResponses([400, 413, 415, 429]) },
});
