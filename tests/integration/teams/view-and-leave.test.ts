import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamMembers, teams } from '../../../db/team-schema.ts';
import { issueDeleteToken } from '../../../functions/privacy/delete-token.ts';
import { eraseSubmissions } from '../../../functions/privacy/erase.ts';
import { dataExportSchema } from '../../../functions/privacy/schema.ts';
import { leftSchema, teamInviteSchema, teamViewSchema } from '../../../functions/teams/schema.ts';
import { newShareId } from '../../../src/domain/share/share-id.ts';
import { readError, readJson } from '../../helpers/read.ts';
import { join, leave, setupTeams, SITE, startTeam, submit, view, withWebsite } from './helpers.ts';

let s: Awaited<ReturnType<typeof setupTeams>>;
beforeAll(async () => (s = await setupTeams()));
afterAll(() => s.close());

describe('GET /api/teams/{teamId}', () => {
  it("shows every member's name and result, the owner first, and the team's website reading", async () => {
    const owner = await submit(s.t, { archetype: 'The Hero', email: 'olivia@acme.example', company: 'Acme' });
    await withWebsite(s.t, owner);
    const { teamId, inviteId } = await startTeam(s.t, { name: 'Leadership', ownerName: 'Olivia Owner' }, owner);
    s.clock.advance(60_000);
    await join(s.t, inviteId, await submit(s.t, { archetype: 'The Sage', email: 'sam@acme.example' }), 'Sam Sage');
    const res = await view(s.t, teamId);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await readJson(res, teamViewSchema)).toEqual({
      id: teamId,
      name: 'Leadership',
      company: 'Acme',
      ownerName: 'Olivia Owner',
      ownerDeleted: false,
      closed: false,
      createdAt: new Date(s.clock.at - 60_000).toISOString(),
      members: [
        {
          id: expect.any(String),
          name: 'Olivia Owner',
          initials: 'OO',
          primary: 'The Hero',
          subArchetype: expect.any(String),
          isOwner: true,
          joinedAt: new Date(s.clock.at - 60_000).toISOString(),
        },
        {
          id: expect.any(String),
          name: 'Sam Sage',
          initials: 'SS',
          primary: 'The Sage',
          subArchetype: expect.any(String),
          isOwner: false,
          joinedAt: new Date(s.clock.at).toISOString(),
        },
      ],
      website: { url: 'https://acme.example/', archetype: 'The Hero', subArchetype: 'Warrior', confidence: 0.8, runnerUp: 'The Ruler' },
    });
  });

  it('carries names as cleaned text and no email anywhere', async () => {
    const { teamId, inviteId } = await startTeam(s.t, { name: '<script>alert(1)</script>', ownerName: 'Eve \u202Egnp.exe' });
    await join(s.t, inviteId, await submit(s.t, { email: 'hidden.member@secret.example' }), 'Mallory\u0000 "<b>"');
    const res = await view(s.t, teamId);
    const text = await res.clone().text();
    const body = await readJson(res, teamViewSchema);
    expect(body.name).toBe('<script>alert(1)</script>');
    expect(body.members.map((m) => m.name)).toEqual(['Eve gnp.exe', 'Mallory "<b>"']);
    expect(text).not.toMatch(/@|\\u202e|\\u0000/i);
  });

  it('has no website until the owner’s analysis is there', async () => {
    const owner = await submit(s.t);
    await withWebsite(s.t, owner, 'https://pending.example/', null);
    const { teamId, inviteId } = await startTeam(s.t, {}, owner);
    expect((await readJson(await view(s.t, teamId), teamViewSchema)).website).toBeNull();
    expect((await readJson(await s.t.app.request(`/api/invites/${inviteId}`), teamInviteSchema)).hasWebsite).toBe(true);
  });

  it('answers 404 for an unknown or malformed id, and for an invite id', async () => {
    const { inviteId } = await startTeam(s.t);
    for (const id of [newShareId(), 'nope', inviteId]) {
      const res = await view(s.t, id);
      expect(res.status).toBe(404);
      expect(await readError(res)).toMatchObject({ code: 'not_found', requestId: expect.any(String) });
    }
  });
});

describe('POST /api/teams/{teamId}/leave', () => {
  it('removes the member ({ left: true }); the team page no longer shows them', async () => {
    const { teamId, inviteId } = await startTeam(s.t);
    const member = await submit(s.t);
    await join(s.t, inviteId, member, 'Leaving Lee');
    const res = await leave(s.t, teamId, member);
    expect(res.status).toBe(200);
    expect(await readJson(res, leftSchema)).toEqual({ left: true });
    expect((await readJson(await view(s.t, teamId), teamViewSchema)).members.map((m) => m.name)).toEqual(['Olivia Owner']);
    const again = await leave(s.t, teamId, member);
    expect(again.status).toBe(404);
    expect(await readError(again)).toMatchObject({ error: 'This result is not a member of this team.' });
  });

  it('lets a member who left join again', async () => {
    const { teamId, inviteId } = await startTeam(s.t);
    const member = await submit(s.t);
    await join(s.t, inviteId, member);
    await leave(s.t, teamId, member);
    expect((await join(s.t, inviteId, member)).status).toBe(201);
  });

  it('refuses the owner (409: they delete the team), a wrong secret (404) and a result of another team (404)', async () => {
    const { teamId, owner } = await startTeam(s.t);
    const ownerLeaves = await leave(s.t, teamId, owner);
    expect(ownerLeaves.status).toBe(409);
    expect(await readError(ownerLeaves)).toMatchObject({ code: 'conflict', error: expect.stringContaining('delete it') });
    expect((await leave(s.t, teamId, { id: owner.id, accessToken: 'wrong' })).status).toBe(404);
    const other = await startTeam(s.t);
    expect((await leave(s.t, teamId, other.owner)).status).toBe(404);
  });
});

describe('erasing a submission', () => {
  it("removes its member from the team; erasing the owner's keeps the team, managed by its link, without the owner's name", async () => {
    const { teamId, inviteId, owner } = await startTeam(s.t);
    const member = await submit(s.t);
    await join(s.t, inviteId, member, 'Erased Erin');
    await eraseSubmissions(s.deps, [member.id], { trigger: 'self-service' });
    expect(await s.t.db.select().from(teamMembers).where(eq(teamMembers.submissionId, member.id))).toEqual([]);
    expect((await readJson(await view(s.t, teamId), teamViewSchema)).members).toHaveLength(1);
    await eraseSubmissions(s.deps, [owner.id], { trigger: 'self-service' });
    const [team] = await s.t.db.select().from(teams).where(eq(teams.id, teamId));
    expect(team).toMatchObject({ ownerSubmissionId: null, ownerName: "The team's organizer" });
    expect(await readJson(await view(s.t, teamId), teamViewSchema)).toMatchObject({ members: [], ownerDeleted: true });
  });
});

describe('the data export ("Delete my data")', () => {
  it('names the team the result belongs to, and the name the team sees', async () => {
    const { teamId, inviteId } = await startTeam(s.t, { name: 'Leadership' });
    const member = await submit(s.t);
    await join(s.t, inviteId, member, 'Exporting Ezra');
    const { token } = issueDeleteToken(s.deps.secret, member.id, s.clock.at);
    const res = await s.t.post('/api/privacy/export', { token });
    expect(res.status).toBe(200);
    expect((await readJson(res, dataExportSchema)).team).toEqual({
      name: 'Leadership',
      url: `${SITE}/team/${teamId}`,
      memberName: 'Exporting Ezra',
      owner: false,
      joinedAt: new Date(s.clock.at).toISOString(),
    });
    const alone = await submit(s.t);
    const own = issueDeleteToken(s.deps.secret, alone.id, s.clock.at);
    expect((await readJson(await s.t.post('/api/privacy/export', { token: own.token }), dataExportSchema)).team).toBeNull();
  });
});
