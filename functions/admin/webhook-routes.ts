import { createRoute, z } from '@hono/zod-openapi';
import { errorResponses, jsonBody, jsonContent, requireJson } from '../lib/router.ts';
// The same one-field page query (page=, from 1) as the erasure log's.
import { erasureLogQuery as pageQuery } from './erasure-routes.ts';
import {
  createEndpointSchema,
  deliveryPageSchema,
  deliveryParam,
  deliverySchema,
  endpointIdParam,
  endpointListSchema,
  endpointSchema,
  endpointWithSecretSchema,
  testEventSchema,
  updateEndpointSchema,
} from './webhook-schema.ts';

const admin = { tags: ['Admin'], security: [{ session: [] }] };
const one = { request: { params: endpointIdParam } };
const write = [400, 401, 403, 404, 429] as const;

export const list = createRoute({
  ...admin,
  method: 'get',
  path: '/admin/webhooks',
  summary: 'Webhook endpoints, with their state and last delivery',
  description: 'Never the signing secrets: those are shown once, when created or rotated.',
  responses: { 200: jsonContent(endpointListSchema, 'Every endpoint, oldest first.'), ...errorResponses([401, 403]) },
});

export const create = createRoute({
  ...admin,
  method: 'post',
  path: '/admin/webhooks',
  summary: 'Add a webhook endpoint',
  description: 'The address must be public and https; a refused address answers 400 with the reason in `error`. At most 20 endpoints (409).',
  middleware: [requireJson] as const,
  request: { body: jsonBody(createEndpointSchema) },
  responses: {
    201: jsonContent(endpointWithSecretSchema, 'Added; the secret is in this answer only.'),
    ...errorResponses([400, 401, 403, 409, 413, 415, 429]),
  },
});

export const update = createRoute({
  ...admin,
  method: 'patch',
  path: '/admin/webhooks/{id}',
  summary: 'Change an endpoint’s description, events or format',
  middleware: [requireJson] as const,
  request: { params: endpointIdParam, body: jsonBody(updateEndpointSchema) },
  responses: { 200: jsonContent(endpointSchema, 'Changed.'), ...errorResponses([...write, 413, 415]) },
});

export const remove = createRoute({
  ...admin,
  ...one,
  method: 'delete',
  path: '/admin/webhooks/{id}',
  summary: 'Delete an endpoint and its delivery log',
  responses: { 200: jsonContent(z.object({ deleted: z.literal(true) }), 'Deleted.'), ...errorResponses(write) },
});

export const pause = createRoute({
  ...admin,
  ...one,
  method: 'post',
  path: '/admin/webhooks/{id}/pause',
  summary: 'Pause an endpoint: no new events are queued for it; those already queued wait',
  description: 'Deliveries already queued are neither attempted nor failed while it is paused; resuming sends them.',
  responses: { 200: jsonContent(endpointSchema, 'Paused.'), ...errorResponses(write) },
});

export const resume = createRoute({
  ...admin,
  ...one,
  method: 'post',
  path: '/admin/webhooks/{id}/resume',
  summary: 'Resume a paused endpoint',
  description:
    'Deliveries that waited while it was paused are due at once, oldest first, each with a full WEBHOOK_GIVE_UP_HOURS from now. Also clears the failing state.',
  responses: { 200: jsonContent(endpointSchema, 'Active again.'), ...errorResponses(write) },
});

export const rotate = createRoute({
  ...admin,
  ...one,
  method: 'post',
  path: '/admin/webhooks/{id}/rotate-secret',
  summary: 'Rotate the signing secret',
  description: 'The new secret is in this answer only; for 24 hours the old one signs too (a second signature), so receivers can switch.',
  responses: { 200: jsonContent(endpointWithSecretSchema, 'Rotated.'), ...errorResponses(write) },
});

export const test = createRoute({
  ...admin,
  ...one,
  method: 'post',
  path: '/admin/webhooks/{id}/test',
  summary: 'Send a test event (webhook.test) to this endpoint',
  description: 'Queued, paused or not; its outcome appears in the delivery log once the receiver answers.',
  responses: { 202: jsonContent(testEventSchema, 'Queued (not yet sent).'), ...errorResponses(write) },
});

export const deliveries = createRoute({
  ...admin,
  method: 'get',
  path: '/admin/webhooks/{id}/deliveries',
  summary: 'An endpoint’s delivery log, newest first',
  request: { params: endpointIdParam, query: pageQuery },
  responses: { 200: jsonContent(deliveryPageSchema, 'One page of deliveries.'), ...errorResponses([400, 401, 403, 404]) },
});

export const redeliver = createRoute({
  ...admin,
  method: 'post',
  path: '/admin/webhooks/{id}/deliveries/{deliveryId}/redeliver',
  summary: 'Send a delivery again',
  description: 'The same delivery (same webhook-id and body) goes back to the queue, so a receiver that has it already dedupes.',
  request: { params: deliveryParam },
  responses: { 200: jsonContent(deliverySchema, 'Queued again.'), ...errorResponses([...write, 409]) },
});
