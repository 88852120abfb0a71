import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamListSchema } from '../../../functions/admin/team-routes.ts';
import { readError, readJson } from '../../helpers/read.ts';
import { createAdminTestApp, request, sessionFor, type TestApp } from '../admin/helpers.ts';
import { join, startTeam, submit, withWebsite } from './helpers.ts';

let t: TestApp;
let admin: string;
let staff: string;

beforeAll(async () => {
  t = await createAdminTestApp({ SUBMISSION_RATE_LIMIT_MAX: '0' });
  admin = await sessionFor(t, 'teams-admin@example.com', { admin: true });
  staff = await sessionFor(t, 'teams-staff@example.com');
});
afterAll(() => t.close());

describe('GET /api/admin/teams', () => {
  it('answers 401 without a session and 403 without the admin role', async () => {
    const anonymous = await request(t, 'GET', '/api/admin/teams');
    expect(anonymous.status).toBe(401);
    expect(await readError(anonymous)).toMatchObject({ code: 'unauthorized' });
    const signedIn = await request(t, 'GET', '/api/admin/teams', undefined, { cookie: staff });
    expect(signedIn.status).toBe(403);
    expect(await readError(signedIn)).toMatchObject({ code: 'forbidden' });
  });

  it("lists every team newest first: name, members, created, the website's archetype", async () => {
    const owner = await submit(t, { company: 'Acme' });
    await withWebsite(t, owner);
    const older = await startTeam(t, { name: 'Acme leadership' }, owner);
    await join(t, older.inviteId, await submit(t));
    await join(t, older.inviteId, await submit(t));
    const newer = await startTeam(t, { name: 'Globex board' });
    const res = await request(t, 'GET', '/api/admin/teams', undefined, { cookie: admin });
    expect(res.status).toBe(200);
    const body = await readJson(res, teamListSchema);
    expect(body).toMatchObject({ total: 2, page: 1, pageSize: 50 });
    expect(body.teams).toEqual([
      { id: newer.teamId, name: 'Globex board', memberCount: 1, createdAt: expect.any(String), companyArchetype: null },
      { id: older.teamId, name: 'Acme leadership', memberCount: 3, createdAt: expect.any(String), companyArchetype: 'The Hero' },
    ]);
    expect(Date.parse(body.teams[0]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(body.teams[1]!.createdAt));
  });

  it('pages (an empty page past the end) and refuses a page that is not a whole number (400)', async () => {
    const past = await request(t, 'GET', '/api/admin/teams?page=9', undefined, { cookie: admin });
    expect(await readJson(past, teamListSchema)).toMatchObject({ teams: [], page: 9 });
    const bad = await request(t, 'GET', '/api/admin/teams?page=x', undefined, { cookie: admin });
    expect(bad.status).toBe(400);
    expect(await readError(bad)).toMatchObject({ code: 'invalid_request' });
  });
});
