import type { RouteHandler } from '@hono/zod-openapi';
import type { Database } from '../../db/client.ts';
import type { AppEnv } from '../app-types.ts';
import { runAfterResponse } from '../lib/background.ts';
import { ApiError } from '../lib/errors.ts';
import { clientAddress, consume, type RateLimiter } from '../lib/rate-limit.ts';
import { ownedSubmission } from '../submissions/service.ts';
import { managedTeam, manageTeam, removeMember as remove } from './manage.ts';
import { createTeam, INVALID_INVITE, joinTeam, leaveTeam, TEAM_NOT_FOUND } from './membership.ts';
import { teamMemberJoined } from '../webhooks/payloads.ts';
import type * as routes from './routes.ts';
import { teamInvite, teamLinks, teamPageUrl, teamView } from './service.ts';

export interface TeamLimiters {
  /** Starting teams. */
  create: RateLimiter;
  joins: RateLimiter;
  /** Leaving, and the owner's close, reopen, delete and remove. */
  changes: RateLimiter;
  /** The owner asking for the team's links again. */
  links: RateLimiter;
}

const TOO_MANY_TEAMS = 'Too many teams started from your network. Please try again later.';
const TOO_MANY_JOINS = 'Too many team joins from your network. Please try again later.';
const TOO_MANY_CHANGES = 'Too many team changes from your network. Please try again later.';
const TOO_MANY_LINK_REQUESTS = 'Too many requests for team links from your network. Please try again later.';

/** The view after a change; the team was there a moment ago, so a miss means it was deleted meanwhile. */
async function currentView(db: Database, teamId: string) {
  const view = await teamView(db, teamId);
  if (!view) throw new ApiError('not_found', TEAM_NOT_FOUND);
  return view;
}

/** 201 with a new team, 200 with the team this result already owns. */
export const create =
  ({ create: limiter }: TeamLimiters): RouteHandler<typeof routes.create, AppEnv> =>
  async (c) => {
    const { db, env, secret, now } = c.var.deps;
    const { submissionId, accessToken, name, ownerName } = c.req.valid('json');
    await consume(limiter, clientAddress(c), TOO_MANY_TEAMS);
    const owner = await ownedSubmission(db, submissionId, accessToken);
    const { team, created } = await createTeam(db, owner, { name, ownerName }, now());
    if (created) {
      const joined = { team: { id: team.id, name: team.name, memberCount: 1 }, name: ownerName, isOwner: true };
      runAfterResponse(c, c.var.deps.webhooks.emit(teamMemberJoined(owner, joined, env.SITE_URL)), c.var.logger, 'Webhook event');
    }
    return c.json({ teamId: team.id, inviteId: team.inviteId, ...teamLinks(env.SITE_URL, secret, team) }, created ? 201 : 200);
  };

export const invite: RouteHandler<typeof routes.invite, AppEnv> = async (c) => {
  const found = await teamInvite(c.var.deps.db, c.req.valid('param').inviteId);
  if (!found) throw new ApiError('not_found', INVALID_INVITE);
  return c.json(found, 200);
};

/** Joins, then (after the response) a consented member's contact goes to HubSpot with the team's company. */
export const join =
  ({ joins: limiter }: TeamLimiters): RouteHandler<typeof routes.join, AppEnv> =>
  async (c) => {
    const deps = c.var.deps;
    const { submissionId, accessToken, name } = c.req.valid('json');
    await consume(limiter, clientAddress(c), TOO_MANY_JOINS);
    const member = await ownedSubmission(deps.db, submissionId, accessToken);
    const joined = await joinTeam({ db: deps.db, notices: deps.teamNotices }, c.req.valid('param').inviteId, member, name, deps.now());
    if (joined.created && deps.hubspot.enabled && member.consentVersion !== null) {
      runAfterResponse(c, deps.hubspot.request(member.id), c.var.logger, 'HubSpot sync');
    }
    if (joined.created) {
      const team = { id: joined.team.id, name: joined.team.name, memberCount: joined.memberCount ?? 1 };
      const event = teamMemberJoined(joined.member ?? member, { team, name, isOwner: false }, deps.env.SITE_URL);
      runAfterResponse(c, deps.webhooks.emit(event), c.var.logger, 'Webhook event');
    }
    const teamUrl = teamPageUrl(deps.env.SITE_URL, joined.team.id);
    return c.json({ teamId: joined.team.id, teamName: joined.team.name, teamUrl, memberId: joined.memberId }, joined.created ? 201 : 200);
  };

export const view: RouteHandler<typeof routes.view, AppEnv> = async (c) => c.json(await currentView(c.var.deps.db, c.req.valid('param').teamId), 200);

export const leave =
  ({ changes: limiter }: TeamLimiters): RouteHandler<typeof routes.leave, AppEnv> =>
  async (c) => {
    const { db } = c.var.deps;
    const { submissionId, accessToken } = c.req.valid('json');
    await consume(limiter, clientAddress(c), TOO_MANY_CHANGES);
    const member = await ownedSubmission(db, submissionId, accessToken);
    await leaveTeam(db, c.req.valid('param').teamId, member.id);
    return c.json({ left: true as const }, 200);
  };

export const manage =
  ({ changes: limiter }: TeamLimiters): RouteHandler<typeof routes.manage, AppEnv> =>
  async (c) => {
    const { db, secret } = c.var.deps;
    const { manageToken, action } = c.req.valid('json');
    await consume(limiter, clientAddress(c), TOO_MANY_CHANGES);
    const team = await managedTeam(db, secret, c.req.valid('param').teamId, manageToken);
    await manageTeam(db, team, action);
    if (action === 'delete') return c.json({ deleted: true as const }, 200);
    return c.json(await currentView(db, team.id), 200);
  };

export const removeMember =
  ({ changes: limiter }: TeamLimiters): RouteHandler<typeof routes.removeMember, AppEnv> =>
  async (c) => {
    const { db, secret } = c.var.deps;
    const { teamId, memberId } = c.req.valid('param');
    await consume(limiter, clientAddress(c), TOO_MANY_CHANGES);
    const team = await managedTeam(db, secret, teamId, c.req.valid('json').manageToken);
    await remove(db, team, memberId);
    return c.json(await currentView(db, team.id), 200);
  };

export const links =
  ({ links: limiter }: TeamLimiters): RouteHandler<typeof routes.links, AppEnv> =>
  async (c) => {
    const { db, env, secret } = c.var.deps;
    await consume(limiter, clientAddress(c), TOO_MANY_LINK_REQUESTS);
    const team = await managedTeam(db, secret, c.req.valid('param').teamId, c.req.valid('json').manageToken);
    return c.json({ teamId: team.id, inviteId: team.inviteId, ...teamLinks(env.SITE_URL, secret, team) }, 200);
  };
