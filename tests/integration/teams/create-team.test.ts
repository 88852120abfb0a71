import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamMembers, teams } from '../../../db/team-schema.ts';
import { manageToken } from '../../../functions/teams/manage-token.ts';
import { createdTeamSchema } from '../../../functions/teams/schema.ts';
import { readError, readJson } from '../../helpers/read.ts';
import { createTeam, join, setupTeams, SITE, startTeam, submit, withWebsite, HERO_SITE } from './helpers.ts';

let s: Awaited<ReturnType<typeof setupTeams>>;
beforeAll(async () => (s = await setupTeams()));
afterAll(() => s.close());

describe('POST /api/teams', () => {
  it("starts a team (201) whose first member is the owner's result, with three absolute links", async () => {
    const owner = await submit(s.t);
    const res = await createTeam(s.t, owner, { name: 'Leadership', ownerName: 'Olivia Owner' });
    expect(res.status).toBe(201);
    const body = await readJson(res, createdTeamSchema);
    expect(body).toEqual({
      teamId: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      inviteId: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      inviteUrl: `${SITE}/t/${body.inviteId}`,
      teamUrl: `${SITE}/team/${body.teamId}`,
      manageUrl: `${SITE}/team/${body.teamId}#manage=${manageToken(s.deps.secret, body.teamId)}`,
    });
    expect(body.inviteId).not.toBe(body.teamId);
    expect(body.manageUrl.split('#manage=')[1]).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const members = await s.t.db.select().from(teamMembers).where(eq(teamMembers.teamId, body.teamId));
    expect(members).toEqual([expect.objectContaining({ submissionId: owner.id, name: 'Olivia Owner', isOwner: true })]);
  });

  it('answers 200 with the same team when the result already owns one', async () => {
    const owner = await submit(s.t);
    const first = await readJson(await createTeam(s.t, owner), createdTeamSchema);
    const again = await createTeam(s.t, owner, { name: 'Another name' });
    expect(again.status).toBe(200);
    expect(await readJson(again, createdTeamSchema)).toEqual(first);
    expect(await s.t.db.select().from(teams).where(eq(teams.ownerSubmissionId, owner.id))).toHaveLength(1);
  });

  it('starts one team when the same result asks twice at once', async () => {
    const owner = await submit(s.t);
    const answers = await Promise.all([createTeam(s.t, owner), createTeam(s.t, owner)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 201]);
    const [a, b] = await Promise.all(answers.map((r) => readJson(r, createdTeamSchema)));
    expect(a).toEqual(b);
  });

  it("names the team after the owner's company by default, and keeps the owner's website and its analysis", async () => {
    const owner = await submit(s.t, { company: 'Acme Outfitters' });
    await withWebsite(s.t, owner);
    const { teamId } = await startTeam(s.t, {}, owner);
    const [team] = await s.t.db.select().from(teams).where(eq(teams.id, teamId));
    expect(team).toMatchObject({
      name: 'Acme Outfitters',
      company: 'Acme Outfitters',
      websiteUrl: 'https://acme.example/',
      companyArchetype: 'The Hero',
    });
    expect(team!.companyAnalysis).toEqual(HERO_SITE);
  });

  it('without a company, names the team after its owner', async () => {
    const owner = await submit(s.t, { company: null });
    const { teamId } = await startTeam(s.t, { ownerName: 'Dana' }, owner);
    expect((await s.t.db.select({ name: teams.name }).from(teams).where(eq(teams.id, teamId)))[0]).toEqual({ name: "Dana's team" });
  });

  it('cleans names of control, bidi and zero-width characters, and refuses blank or overlong ones (400)', async () => {
    const owner = await submit(s.t);
    const { teamId } = await startTeam(s.t, { name: ' Lead\u202Eership\u0007 ', ownerName: 'Ol\u200Bivia\n' }, owner);
    const [team] = await s.t.db.select().from(teams).where(eq(teams.id, teamId));
    expect(team).toMatchObject({ name: 'Leadership', ownerName: 'Olivia' });
    const other = await submit(s.t);
    for (const body of [{ ownerName: ' \u200B ' }, { ownerName: 'x'.repeat(61) }, { name: 'y'.repeat(81) }]) {
      const res = await createTeam(s.t, other, body);
      expect(res.status).toBe(400);
      expect(await readError(res)).toMatchObject({ code: 'invalid_request', requestId: expect.any(String) });
    }
  });

  it('answers 404 for a wrong secret or an unknown result, and starts nothing', async () => {
    const owner = await submit(s.t);
    const wrong = await createTeam(s.t, { id: owner.id, accessToken: 'not-the-secret' });
    const unknown = await createTeam(s.t, { id: crypto.randomUUID(), accessToken: owner.accessToken });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(404);
      expect(await readError(res)).toMatchObject({ code: 'not_found', error: 'Submission not found.' });
    }
    expect(await s.t.db.select().from(teams).where(eq(teams.ownerSubmissionId, owner.id))).toHaveLength(0);
  });

  it('refuses a result that is already a member of another team (409)', async () => {
    const { inviteId } = await startTeam(s.t);
    const member = await submit(s.t);
    expect((await join(s.t, inviteId, member)).status).toBe(201);
    const res = await createTeam(s.t, member);
    expect(res.status).toBe(409);
    expect(await readError(res)).toMatchObject({ code: 'conflict', error: 'This result already belongs to a team.' });
  });

  it('counts team starts per client address: 10 an hour, then 429 with Retry-After', async () => {
    const client = '198.51.100.61';
    for (let i = 0; i < 10; i++) expect((await createTeam(s.t, await submit(s.t), {}, client)).status).toBe(201);
    const limited = await createTeam(s.t, await submit(s.t), {}, client);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await readError(limited)).toMatchObject({ code: 'rate_limited' });
  });
});
