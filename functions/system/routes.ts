import { createRoute, z } from '@hono/zod-openapi';
import { jsonContent } from '../lib/router.ts';

export const healthSchema = z.object({ ok: z.literal(true) });

export const health = createRoute({
  method: 'get',
  path: '/health',
  tags: ['System'],
  summary: 'The API is up',
  responses: { 200: jsonContent(healthSchema, 'Up.') },
});
