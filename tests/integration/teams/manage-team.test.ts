import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamMembers, teamNotices, teams } from '../../../db/team-schema.ts';
import { manageToken } from '../../../functions/teams/manage-token.ts';
import { manage as manageRoute } from '../../../functions/teams/routes.ts';
import { createdTeamSchema, joinedTeamSchema, teamViewSchema } from '../../../functions/teams/schema.ts';
import { newShareId } from '../../../src/domain/share/share-id.ts';
import { readError, readJson } from '../../helpers/read.ts';
import { join, manage, removeMember, setupTeams, startTeam, submit, view } from './helpers.ts';

let s: Awaited<ReturnType<typeof setupTeams>>;
beforeAll(async () => (s = await setupTeams()));
afterAll(() => s.close());

const CANNOT_MANAGE = 'This link cannot manage the team.';
/** The team as it now is, or { deleted: true }. */
const managedSchema = manageRoute.responses[200].content['application/json'].schema;

/** A team with the owner and one colleague. */
async function teamOfTwo() {
  const team = await startTeam(s.t);
  const joined = await readJson(await join(s.t, team.inviteId, await submit(s.t), 'Casey Colleague'), joinedTeamSchema);
  return { ...team, memberId: joined.memberId };
}

describe('POST /api/teams/{teamId}/manage', () => {
  it('closes the team to new members and reopens it, answering with the team as it now is', async () => {
    const { teamId, manageToken: token } = await teamOfTwo();
    const closed = await manage(s.t, teamId, token, 'close');
    expect(closed.status).toBe(200);
    expect(await readJson(closed, managedSchema)).toMatchObject({
      id: teamId,
      closed: true,
      members: [{ isOwner: true }, { name: 'Casey Colleague' }],
    });
    expect(await readJson(await manage(s.t, teamId, token, 'reopen'), managedSchema)).toMatchObject({ closed: false });
  });

  it('deletes the team with its members and its waiting notice; its links answer 404 from then on', async () => {
    const { teamId, inviteId, manageToken: token } = await teamOfTwo();
    expect(await s.t.db.select().from(teamNotices).where(eq(teamNotices.teamId, teamId))).toHaveLength(1);
    const res = await manage(s.t, teamId, token, 'delete');
    expect(res.status).toBe(200);
    expect(await readJson(res, managedSchema)).toEqual({ deleted: true });
    expect(await s.t.db.select().from(teamMembers).where(eq(teamMembers.teamId, teamId))).toEqual([]);
    expect(await s.t.db.select().from(teamNotices).where(eq(teamNotices.teamId, teamId))).toEqual([]);
    expect((await view(s.t, teamId)).status).toBe(404);
    expect((await s.t.app.request(`/api/invites/${inviteId}`)).status).toBe(404);
    expect((await manage(s.t, teamId, token, 'close')).status).toBe(404);
  });

  it("refuses another team's token, a made-up one and an empty one (403), and changes nothing", async () => {
    const { teamId } = await teamOfTwo();
    const other = await startTeam(s.t);
    for (const token of [other.manageToken, 'A'.repeat(43), manageToken('another-secret-of-32-characters!!', teamId)]) {
      const res = await manage(s.t, teamId, token, 'delete');
      expect(res.status).toBe(403);
      expect(await readError(res)).toMatchObject({ code: 'forbidden', error: CANNOT_MANAGE });
    }
    expect((await manage(s.t, teamId, '', 'close')).status).toBe(400);
    expect(await s.t.db.select({ closed: teams.closed }).from(teams).where(eq(teams.id, teamId))).toEqual([{ closed: false }]);
  });

  it('refuses an unknown action (400) and answers 404 for a malformed team id', async () => {
    const { teamId, manageToken: token } = await teamOfTwo();
    const bad = await s.t.post(`/api/teams/${teamId}/manage`, { manageToken: token, action: 'archive' });
    expect(bad.status).toBe(400);
    expect(await readError(bad)).toMatchObject({ error: 'action: must be close, reopen or delete.' });
    expect((await manage(s.t, 'not-a-team', token, 'close')).status).toBe(404);
    const unknown = newShareId();
    expect((await manage(s.t, unknown, manageToken(s.deps.secret, unknown), 'close')).status).toBe(404);
  });

  it('counts changes per client address: 60 an hour, then 429', async () => {
    const { teamId, manageToken: token } = await teamOfTwo();
    const client = '198.51.100.63';
    for (let i = 0; i < 60; i++) expect((await manage(s.t, teamId, token, i % 2 ? 'reopen' : 'close', client)).status).toBe(200);
    const limited = await manage(s.t, teamId, token, 'close', client);
    expect(limited.status).toBe(429);
    expect(await readError(limited)).toMatchObject({ code: 'rate_limited' });
  });
});

describe('POST /api/teams/{teamId}/members/{memberId}/remove', () => {
  it('removes the member (their result stays theirs) and answers with the team as it now is', async () => {
    const { teamId, memberId, manageToken: token } = await teamOfTwo();
    const res = await removeMember(s.t, teamId, memberId, token);
    expect(res.status).toBe(200);
    expect((await readJson(res, teamViewSchema)).members.map((m) => m.name)).toEqual(['Olivia Owner']);
    const again = await removeMember(s.t, teamId, memberId, token);
    expect(again.status).toBe(404);
    expect(await readError(again)).toMatchObject({ code: 'not_found', error: expect.stringContaining('not in the team') });
  });

  it("refuses a wrong token (403), the owner's own row (409) and a member of another team (404)", async () => {
    const { teamId, memberId, manageToken: token } = await teamOfTwo();
    const other = await teamOfTwo();
    const wrong = await removeMember(s.t, teamId, memberId, other.manageToken);
    expect(wrong.status).toBe(403);
    expect(await readError(wrong)).toMatchObject({ error: CANNOT_MANAGE });
    const owner = (await readJson(await view(s.t, teamId), teamViewSchema)).members[0]!.id;
    const ownerRemoved = await removeMember(s.t, teamId, owner, token);
    expect(ownerRemoved.status).toBe(409);
    expect(await readError(ownerRemoved)).toMatchObject({ code: 'conflict' });
    expect((await removeMember(s.t, teamId, other.memberId, token)).status).toBe(404);
    expect((await readJson(await view(s.t, teamId), teamViewSchema)).members).toHaveLength(2);
  });
});

describe('POST /api/teams/{teamId}/links', () => {
  const links = (teamId: string, manageToken: unknown) => s.t.post(`/api/teams/${teamId}/links`, { manageToken });

  it("gives the owner's token the links the team was made with, invite link included", async () => {
    const { owner: _owner, manageToken: token, ...made } = await startTeam(s.t);
    const res = await links(made.teamId, token);
    expect(res.status).toBe(200);
    expect(await readJson(res, createdTeamSchema)).toEqual(made);
  });

  it("refuses another team's token (403), a missing one (400), a malformed or deleted team (404)", async () => {
    const { teamId, manageToken: token } = await teamOfTwo();
    const other = await startTeam(s.t);
    const wrong = await links(teamId, other.manageToken);
    expect(wrong.status).toBe(403);
    expect(await readError(wrong)).toMatchObject({ code: 'forbidden', error: CANNOT_MANAGE, requestId: expect.any(String) });
    expect((await links(teamId, undefined)).status).toBe(400);
    expect((await links(teamId, 42)).status).toBe(400);
    expect((await links('not-a-team', token)).status).toBe(404);
    await manage(s.t, teamId, token, 'delete');
    expect((await links(teamId, token)).status).toBe(404);
  });
});
