import { createRoute } from '@hono/zod-openapi';
import { errorResponses, jsonBody, jsonContent, requireJson } from '../lib/router.ts';
import { dataDeletedSchema, dataExportSchema, dataRequestSchema, dataSummarySchema } from './schema.ts';

// 400: the link is not valid; 403: it has expired; 410: it was used (the data is gone).
const LINK_ERRORS = [400, 403, 410, 413, 415, 429] as const;
const LINK = ' Needs the token of the "Delete my data" link in a report email (signed, valid for 30 days); 30 requests an hour per client address.';

export const lookup = createRoute({
  method: 'post',
  path: '/privacy/lookup',
  tags: ['Privacy'],
  summary: 'What a "Delete my data" link would delete',
  description: `The submission the link names, in outline (the email masked), before anything is done.${LINK}`,
  middleware: [requireJson] as const,
  request: { body: jsonBody(dataRequestSchema) },
  responses: { 200: jsonContent(dataSummarySchema, 'The data the link covers.'), ...errorResponses(LINK_ERRORS) },
});

export const exportData = createRoute({
  method: 'post',
  path: '/privacy/export',
  tags: ['Privacy'],
  summary: 'Download everything stored about a submission',
  description: `Every stored field but the secret's hash, the answers, share link, comparisons, emails and CRM status, as a JSON attachment.${LINK}`,
  middleware: [requireJson] as const,
  request: { body: jsonBody(dataRequestSchema) },
  responses: {
    200: jsonContent(dataExportSchema, 'brand-archetype-data-<date>.json (Content-Disposition: attachment).'),
    ...errorResponses(LINK_ERRORS),
  },
});

export const deleteData = createRoute({
  method: 'post',
  path: '/privacy/delete',
  tags: ['Privacy'],
  summary: 'Delete a submission and everything linked to it',
  description: `Erases the submission, its answers, share link, comparisons, emails and queue rows, and asks HubSpot to delete the contact. The link works once: then 410.${LINK}`,
  middleware: [requireJson] as const,
  request: { body: jsonBody(dataRequestSchema) },
  responses: { 200: jsonContent(dataDeletedSchema, 'Deleted.'), ...errorResponses(LINK_ERRORS) },
});
