import { createRoute } from '@hono/zod-openapi';
import { errorResponses, jsonBody, jsonContent, requireJson } from '../lib/router.ts';
import { accessTokenHeaders } from '../competitors/schema.ts';
import { submissionIdParams } from '../submissions/schema.ts';
import { createdWatchSchema, createWatchSchema, stoppedSchema, stopQuery, watchIdParams, watchSettingsSchema } from './schema.ts';

const tags = ['Website watch'];

export const create = createRoute({
  tags,
  method: 'post',
  path: '/submissions/{id}/watch',
  summary: "Watch the result's company website",
  description:
    "Re-reads the submission's website every WATCH_INTERVAL_DAYS days and emails a note when its voice drifts. Send the accessToken as Authorization: Bearer {accessToken} and { consent: true }. Only for a result with a stored company analysis (409 otherwise). A result already watching gets the same watch (200).",
  middleware: [requireJson] as const,
  request: { params: submissionIdParams, headers: accessTokenHeaders, body: jsonBody(createWatchSchema) },
  responses: {
    201: jsonContent(createdWatchSchema, 'Watching.'),
    200: jsonContent(createdWatchSchema, 'This result was already watching its website: the same watch.'),
    ...errorResponses([400, 401, 404, 409, 413, 415, 429]),
  },
});

export const stop = createRoute({
  tags,
  method: 'post',
  path: '/watches/{watchId}/stop',
  summary: 'Stop watching a website',
  description:
    "Ends the watch: no further readings or emails; its history stays readable. The watch id is the key (like a team's manage link). The email's one-click link adds ?token= (signed); RFC 8058 clients POST it with the form body List-Unsubscribe=One-Click, which is accepted. A bad token is 403; an unknown or ill-formed id 404. Stopping an ended watch answers the same.",
  request: { params: watchIdParams, query: stopQuery },
  responses: {
    200: jsonContent(stoppedSchema, 'The watch has ended.'),
    ...errorResponses([403, 404, 413, 429]),
  },
});

export const stopLink = createRoute({
  tags,
  method: 'get',
  path: '/watches/{watchId}/stop',
  summary: 'The one-click stop address, opened in a browser',
  description:
    "The drift email's List-Unsubscribe address is this path: mail clients POST to it (above). A client that opens it in a browser instead is sent on to the stop page, /w/{watchId}/stop, with the same token; that page stops only from its button, so nothing changes here.",
  request: { params: watchIdParams, query: stopQuery },
  responses: {
    303: { description: 'On to the stop page; Location carries the token.' },
    ...errorResponses([404]),
  },
});

export const settings = createRoute({
  tags,
  method: 'get',
  path: '/watches/settings',
  summary: 'How often a watched website is read',
  description: 'The interval the consent line states before a visitor opts in (WATCH_INTERVAL_DAYS).',
  responses: { 200: jsonContent(watchSettingsSchema, 'The interval in days.'), ...errorResponses([500]) },
});
