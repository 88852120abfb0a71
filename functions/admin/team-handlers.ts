import type { RouteHandler } from '@hono/zod-openapi';
import { listTeams } from '../teams/list.ts';
import type { AdminEnv } from './require-admin.ts';
import type * as routes from './team-routes.ts';

export const teams: RouteHandler<typeof routes.teams, AdminEnv> = async (c) => c.json(await listTeams(c.var.deps.db, c.req.valid('query').page), 200);
