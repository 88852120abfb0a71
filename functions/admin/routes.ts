import { createRoute, z } from '@hono/zod-openapi';
import { errorResponses, jsonContent } from '../lib/router.ts';
import {
  adminIdParams,
  adminMeSchema,
  dashboardPageSchema,
  dashboardStatsSchema,
  deletedSchema,
  deliveryKindParams,
  deliveryRetrySchema,
  deliveryStatusSchema,
  filterSchema,
  listSchema,
  submissionReportSchema,
} from './schema.ts';

/** Every admin route needs a session with the admin role (router.ts guards all of /admin/*, unknown paths too). */
const admin = { tags: ['Admin'], security: [{ session: [] }] };
const denied = errorResponses([401, 403]);

export const me = createRoute({
  ...admin,
  method: 'get',
  path: '/admin/me',
  summary: 'Who is signed in',
  responses: { 200: jsonContent(adminMeSchema, 'The admin.'), ...denied },
});

export const stats = createRoute({
  ...admin,
  method: 'get',
  path: '/admin/stats',
  summary: 'Dashboard totals',
  responses: { 200: jsonContent(dashboardStatsSchema, 'Totals over every submission.'), ...denied },
});

export const list = createRoute({
  ...admin,
  method: 'get',
  path: '/admin/submissions',
  summary: 'Search submissions, newest first',
  request: { query: listSchema },
  responses: { 200: jsonContent(dashboardPageSchema, 'One page of submissions.'), ...errorResponses([400, 401, 403]) },
});

export const csv = createRoute({
  ...admin,
  method: 'get',
  path: '/admin/submissions.csv',
  summary: 'Export submissions as CSV',
  request: { query: filterSchema },
  responses: {
    200: { content: { 'text/csv': { schema: z.string() } }, description: 'UTF-8 with a BOM; formula-like cells are prefixed with an apostrophe.' },
    ...errorResponses([400, 401, 403]),
  },
});

export const report = createRoute({
  ...admin,
  method: 'get',
  path: '/admin/submissions/{id}',
  summary: 'One submission with every answer',
  request: { params: adminIdParams },
  responses: { 200: jsonContent(submissionReportSchema, 'The submission.'), ...errorResponses([401, 403, 404]) },
});

export const remove = createRoute({
  ...admin,
  method: 'delete',
  path: '/admin/submissions/{id}',
  summary: 'Erase a submission and everything stored with it (logged as an admin erasure)',
  request: { params: adminIdParams },
  responses: { 200: jsonContent(deletedSchema, 'Deleted.'), ...errorResponses([401, 403, 404]) },
});

export const delivery = createRoute({
  ...admin,
  method: 'get',
  path: '/admin/delivery',
  summary: 'Mail and lead delivery queues',
  responses: { 200: jsonContent(deliveryStatusSchema, 'Pending and failed jobs per queue.'), ...denied },
});

export const retryDelivery = createRoute({
  ...admin,
  method: 'post',
  path: '/admin/delivery/{kind}/retry',
  summary: 'Retry every failed job of a queue',
  request: { params: deliveryKindParams },
  responses: { 200: jsonContent(deliveryRetrySchema, 'How many went back to the queue.'), ...errorResponses([401, 403, 404]) },
});
