import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizSubmissions } from '../../../db/schema.ts';
import { teamMembers } from '../../../db/team-schema.ts';
import { joinedTeamSchema, teamInviteSchema } from '../../../functions/teams/schema.ts';
import { newShareId } from '../../../src/domain/share/share-id.ts';
import { readError, readJson } from '../../helpers/read.ts';
import { HERO_SITE, join, manage, seedResult, setupTeams, SITE, startTeam, submit, withWebsite } from './helpers.ts';

let s: Awaited<ReturnType<typeof setupTeams>>;
beforeAll(async () => (s = await setupTeams()));
afterAll(() => s.close());

const CLOSED = 'This team is closed to new members. Its owner can reopen it: ask the person who invited you, and this same link will work again.';
const FULL = 'This team is full: it has 50 members.';
const ALREADY = 'This result already belongs to a team.';

const membersOf = async (teamId: string) => (await s.t.db.select({ n: count() }).from(teamMembers).where(eq(teamMembers.teamId, teamId)))[0]!.n;

describe('GET /api/invites/{inviteId}', () => {
  it('says who invites to which team, and whether it still takes members; nothing about the members', async () => {
    const owner = await submit(s.t, { company: 'Acme <Outfitters>' });
    await withWebsite(s.t, owner);
    const { inviteId } = await startTeam(s.t, { name: 'Leadership', ownerName: 'Olivia Owner' }, owner);
    await join(s.t, inviteId, await submit(s.t));
    const res = await s.t.app.request(`/api/invites/${inviteId}`);
    expect(res.status).toBe(200);
    expect(await readJson(res, teamInviteSchema)).toEqual({
      teamName: 'Leadership',
      ownerName: 'Olivia Owner',
      company: 'Acme <Outfitters>',
      hasWebsite: true,
      memberCount: 2,
      closed: false,
      full: false,
    });
  });

  it('answers 404 "This invite link is not valid." for an unknown or malformed id, and for a team id', async () => {
    const { teamId } = await startTeam(s.t);
    for (const id of [newShareId(), 'short', '%3Cscript%3E', teamId]) {
      const res = await s.t.app.request(`/api/invites/${id}`);
      expect(res.status).toBe(404);
      expect(await readError(res)).toMatchObject({ code: 'not_found', error: 'This invite link is not valid.' });
    }
  });
});

describe('POST /api/invites/{inviteId}/join', () => {
  it('adds the result under the given name (201) and answers with the team page link', async () => {
    const { inviteId, teamId } = await startTeam(s.t, { name: 'Leadership' });
    const member = await submit(s.t, { archetype: 'The Sage' });
    const res = await join(s.t, inviteId, member, '  Casey\u202E Colleague ');
    expect(res.status).toBe(201);
    const body = await readJson(res, joinedTeamSchema);
    expect(body).toEqual({ teamId, teamName: 'Leadership', teamUrl: `${SITE}/team/${teamId}`, memberId: expect.any(String) });
    const [row] = await s.t.db.select().from(teamMembers).where(eq(teamMembers.id, body.memberId));
    expect(row).toMatchObject({ teamId, submissionId: member.id, name: 'Casey Colleague', isOwner: false });
  });

  it('answers 200 with the same membership when the result joins the same team again', async () => {
    const { inviteId } = await startTeam(s.t);
    const member = await submit(s.t);
    const first = await readJson(await join(s.t, inviteId, member), joinedTeamSchema);
    const again = await join(s.t, inviteId, member);
    expect(again.status).toBe(200);
    expect(await readJson(again, joinedTeamSchema)).toEqual(first);
  });

  it("gives the member's result the team's company, website and analysis (analysed once per team)", async () => {
    const owner = await submit(s.t, { company: 'Acme Outfitters' });
    await withWebsite(s.t, owner);
    const { inviteId } = await startTeam(s.t, {}, owner);
    const member = await submit(s.t, { company: null });
    await join(s.t, inviteId, member);
    const [row] = await s.t.db.select().from(quizSubmissions).where(eq(quizSubmissions.id, member.id));
    expect(row).toMatchObject({
      company: 'Acme Outfitters',
      companyUrl: 'https://acme.example/',
      companyArchetype: 'The Hero',
      companyAnalysis: HERO_SITE,
    });
  });

  it('refuses a closed team with a clear message (409), and takes members again once reopened', async () => {
    const { inviteId, teamId, manageToken } = await startTeam(s.t);
    await manage(s.t, teamId, manageToken, 'close');
    const member = await submit(s.t);
    const res = await join(s.t, inviteId, member);
    expect(res.status).toBe(409);
    expect(await readError(res)).toMatchObject({ code: 'conflict', error: CLOSED });
    expect(await readJson(await s.t.app.request(`/api/invites/${inviteId}`), teamInviteSchema)).toMatchObject({ closed: true });
    await manage(s.t, teamId, manageToken, 'reopen');
    expect((await join(s.t, inviteId, member)).status).toBe(201);
  });

  it('refuses the 51st member with a clear message (409)', async () => {
    const { inviteId, teamId } = await startTeam(s.t);
    for (let i = 0; i < 49; i++) expect((await join(s.t, inviteId, await seedResult(s.t))).status).toBe(201);
    expect(await readJson(await s.t.app.request(`/api/invites/${inviteId}`), teamInviteSchema)).toMatchObject({ memberCount: 50, full: true });
    const res = await join(s.t, inviteId, await seedResult(s.t));
    expect(res.status).toBe(409);
    expect(await readError(res)).toMatchObject({ code: 'conflict', error: FULL });
    expect(await membersOf(teamId)).toBe(50);
  });

  it('lets exactly 50 in when 60 colleagues join at once', async () => {
    const { inviteId, teamId } = await startTeam(s.t);
    const colleagues = await Promise.all(Array.from({ length: 60 }, () => seedResult(s.t)));
    const answers = await Promise.all(colleagues.map((c, i) => join(s.t, inviteId, c, `Colleague ${i}`)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((x) => x === 201)).toHaveLength(49);
    expect(statuses.filter((x) => x === 409)).toHaveLength(11);
    expect(await membersOf(teamId)).toBe(50);
  });

  it('refuses a result that already belongs to another team, owner or member (409)', async () => {
    const first = await startTeam(s.t);
    const second = await startTeam(s.t);
    const member = await submit(s.t);
    await join(s.t, first.inviteId, member);
    for (const result of [member, first.owner]) {
      const res = await join(s.t, second.inviteId, result);
      expect(res.status).toBe(409);
      expect(await readError(res)).toMatchObject({ code: 'conflict', error: ALREADY });
    }
  });

  it('answers 404 for a wrong secret, and for an unknown invite', async () => {
    const { inviteId, teamId } = await startTeam(s.t);
    const member = await submit(s.t);
    const wrong = await join(s.t, inviteId, { id: member.id, accessToken: 'not-the-secret' });
    expect(wrong.status).toBe(404);
    expect(await readError(wrong)).toMatchObject({ code: 'not_found', error: 'Submission not found.' });
    const unknown = await join(s.t, newShareId(), member);
    expect(unknown.status).toBe(404);
    expect(await readError(unknown)).toMatchObject({ code: 'not_found', error: 'This invite link is not valid.' });
    expect(await membersOf(teamId)).toBe(1);
  });

  it('refuses a missing or blank name (400)', async () => {
    const { inviteId } = await startTeam(s.t);
    const member = await submit(s.t);
    for (const name of ['', '\u200B\u0000 ']) {
      const res = await join(s.t, inviteId, member, name);
      expect(res.status).toBe(400);
      expect(await readError(res)).toMatchObject({ code: 'invalid_request', error: expect.stringContaining('Your name') });
    }
  });

  it('counts joins per client address: 30 an hour, then 429', async () => {
    const { inviteId } = await startTeam(s.t);
    const client = '198.51.100.62';
    for (let i = 0; i < 30; i++) expect((await join(s.t, inviteId, await seedResult(s.t), 'C', client)).status).toBe(201);
    const limited = await join(s.t, inviteId, await seedResult(s.t), 'C', client);
    expect(limited.status).toBe(429);
    expect(await readError(limited)).toMatchObject({ code: 'rate_limited' });
  });
});
