import { createRoute, z } from '@hono/zod-openapi';
import { errorResponses, jsonContent } from '../lib/router.ts';
// The same one-field page query (page=, from 1) as the erasure log's.
import { erasureLogQuery as pageQuery } from './erasure-routes.ts';

const admin = { tags: ['Admin'], security: [{ session: [] }] };

export const teamListSchema = z.object({
  teams: z.array(
    z.object({
      id: z.string().describe('The team page id: the admin opens /admin/teams/{id}.'),
      name: z.string(),
      memberCount: z.number(),
      createdAt: z.string().describe('ISO 8601.'),
      companyArchetype: z.string().nullable().describe("The team website's archetype; null without a website or before its analysis."),
    }),
  ),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

export const teams = createRoute({
  ...admin,
  method: 'get',
  path: '/admin/teams',
  summary: 'Every team, newest first',
  request: { query: pageQuery },
  responses: { 200: jsonContent(teamListSchema, 'One page of teams.'), ...errorResponses([400, 401, 403]) },
});
