import { createRoute, z } from '@hono/zod-openapi';
import { emailField } from '../lib/fields.ts';
import { errorResponses, jsonBody, jsonContent, requireJson } from '../lib/router.ts';

const admin = { tags: ['Admin'], security: [{ session: [] }] };

const countsSchema = z.object({
  submissions: z.number().describe('Submissions erased.'),
  rows: z.number().describe('Every row deleted: the submissions, their answers, shares, comparisons, queued jobs and emails.'),
});

export const eraseByEmailSchema = z.object({
  email: emailField.describe('Every submission made with this address, and every email sent to it, is erased.'),
});

export const erasureLogQuery = z.object({
  page: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number({ error: 'page: must be a number.' }).int('page: must be a whole number.').min(1, 'page: starts at 1.').max(1_000_000).default(1),
  ),
});

const logRowSchema = countsSchema.extend({
  id: z.string(),
  at: z.string().describe('ISO 8601.'),
  trigger: z.enum(['self-service', 'admin', 'retention']),
  actor: z.string().nullable().describe('The admin who erased, by their current name; null for the other triggers or a deleted account.'),
});

export const erase = createRoute({
  ...admin,
  method: 'post',
  path: '/admin/erasures',
  summary: 'Erase everything stored about an email address',
  description:
    'Deletes every submission made with the address (answers, shares, comparisons, queued jobs) and every email sent to it, asks HubSpot to delete the contact, and logs the erasure (counts only). Logged even when nothing matched.',
  middleware: [requireJson] as const,
  request: { body: jsonBody(eraseByEmailSchema) },
  responses: { 200: jsonContent(countsSchema, 'Erased.'), ...errorResponses([400, 401, 403, 413, 415, 429]) },
});

export const log = createRoute({
  ...admin,
  method: 'get',
  path: '/admin/erasures',
  summary: 'The erasure audit log, newest first',
  request: { query: erasureLogQuery },
  responses: {
    200: jsonContent(
      z.object({ rows: z.array(logRowSchema), total: z.number(), page: z.number(), pageSize: z.number() }),
      'One page of the log: when, how, by whom and how much; never whose data.',
    ),
    ...errorResponses([400, 401, 403]),
  },
});
