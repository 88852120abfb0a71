import { createRoute, z } from '@hono/zod-openapi';
import { errorResponses, jsonBody, jsonContent, requireJson } from '../lib/router.ts';
import {
  createdTeamSchema,
  createTeamSchema,
  deletedSchema,
  inviteIdParams,
  joinedTeamSchema,
  joinTeamSchema,
  leaveTeamSchema,
  leftSchema,
  manageTeamSchema,
  memberParams,
  ownerTokenSchema,
  teamIdParams,
  teamInviteSchema,
  teamViewSchema,
} from './schema.ts';

const tags = ['Teams'];

export const create = createRoute({
  tags,
  method: 'post',
  path: '/teams',
  summary: 'Start a team from a result',
  description:
    "Makes a team whose first member is this result's owner, with the owner's website and its analysis. Needs the submission's accessToken. A result that already owns a team gets the same team (200); one that is a member of another team cannot start one (409).",
  middleware: [requireJson] as const,
  request: { body: jsonBody(createTeamSchema) },
  responses: {
    201: jsonContent(createdTeamSchema, 'The team was created.'),
    200: jsonContent(createdTeamSchema, 'This result already owns a team: the same links.'),
    ...errorResponses([400, 404, 409, 413, 415, 429]),
  },
});

export const invite = createRoute({
  tags,
  method: 'get',
  path: '/invites/{inviteId}',
  summary: 'What an invite link leads to',
  description: 'Who invites to which team, and whether it still takes members. Nothing about the members.',
  request: { params: inviteIdParams },
  responses: { 200: jsonContent(teamInviteSchema, 'The invite.'), ...errorResponses([404]) },
});

export const join = createRoute({
  tags,
  method: 'post',
  path: '/invites/{inviteId}/join',
  summary: "Join a team with a finished quiz's result",
  description:
    "Adds the result to the invite's team under the given name (never the email), at most 50 members. Needs the submission's accessToken. 409 when the team is closed or full, or the result already belongs to another team.",
  middleware: [requireJson] as const,
  request: { params: inviteIdParams, body: jsonBody(joinTeamSchema) },
  responses: {
    201: jsonContent(joinedTeamSchema, 'Joined.'),
    200: jsonContent(joinedTeamSchema, 'This result had already joined this team.'),
    ...errorResponses([400, 404, 409, 413, 415, 429]),
  },
});

export const view = createRoute({
  tags,
  method: 'get',
  path: '/teams/{teamId}',
  summary: 'The team: its members’ results and its website',
  description: 'The team id is the capability: whoever has the team page link can read it. Names only, never emails.',
  request: { params: teamIdParams },
  responses: { 200: jsonContent(teamViewSchema, 'The team.'), ...errorResponses([404]) },
});

export const leave = createRoute({
  tags,
  method: 'post',
  path: '/teams/{teamId}/leave',
  summary: 'Leave a team',
  description: "Removes this result from the team. Needs the submission's accessToken. The owner cannot leave (409): they delete the team.",
  middleware: [requireJson] as const,
  request: { params: teamIdParams, body: jsonBody(leaveTeamSchema) },
  responses: { 200: jsonContent(leftSchema, 'Left.'), ...errorResponses([400, 404, 409, 413, 415, 429]) },
});

export const manage = createRoute({
  tags,
  method: 'post',
  path: '/teams/{teamId}/manage',
  summary: 'Close, reopen or delete a team',
  description: "Needs the owner's manage token (from the manage link); any other token is 403. Delete removes the team and every membership.",
  middleware: [requireJson] as const,
  request: { params: teamIdParams, body: jsonBody(manageTeamSchema) },
  responses: {
    200: jsonContent(z.union([teamViewSchema, deletedSchema]), 'The team as it now is, or { deleted: true }.'),
    ...errorResponses([400, 403, 404, 413, 415, 429]),
  },
});

export const removeMember = createRoute({
  tags,
  method: 'post',
  path: '/teams/{teamId}/members/{memberId}/remove',
  summary: 'Remove a member from a team',
  description: "Needs the owner's manage token; any other token is 403. The member's result stays theirs; the owner cannot be removed (409).",
  middleware: [requireJson] as const,
  request: { params: memberParams, body: jsonBody(ownerTokenSchema) },
  responses: { 200: jsonContent(teamViewSchema, 'The team as it now is.'), ...errorResponses([400, 403, 404, 409, 413, 415, 429]) },
});

export const links = createRoute({
  tags,
  method: 'post',
  path: '/teams/{teamId}/links',
  summary: "A team's links, for its owner",
  description:
    "Needs the owner's manage token; any other token is 403. For an owner who opens the manage link in another browser than the one that made the team: the invite link is nowhere else on the team page.",
  middleware: [requireJson] as const,
  request: { params: teamIdParams, body: jsonBody(ownerTokenSchema) },
  responses: { 200: jsonContent(createdTeamSchema, "The team's links."), ...errorResponses([400, 403, 404, 413, 415, 429]) },
});
