import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createdSubmissionSchema } from '../../../functions/submissions/schema.ts';
import { teamInviteSchema, teamViewSchema } from '../../../functions/teams/schema.ts';
import { fullAnswersFor } from '../../helpers/answers.ts';
import { readJson } from '../../helpers/read.ts';
import { serveSite, type ServedSite } from '../../helpers/static-server.ts';
import { setupTeams, startTeam, view } from './helpers.ts';

let s: Awaited<ReturnType<typeof setupTeams>>;
let site: ServedSite;
beforeAll(async () => {
  site = await serveSite('tests/fixtures/sites/hero');
  s = await setupTeams({ env: { ANALYZER_ALLOW_PRIVATE_HOSTS: 'true' } });
});
afterAll(async () => {
  await s.close();
  await site.close();
});

describe("the team's website", () => {
  it("is the owner's: a team started before the owner's analysis finished gets it when it does", async () => {
    const res = await s.t.post('/api/submissions', {
      email: 'owner@hero.example',
      company: 'Valor',
      companyUrl: site.url,
      answers: fullAnswersFor('The Sage'),
    });
    const owner = await readJson(res, createdSubmissionSchema);
    const { teamId, inviteId } = await startTeam(s.t, {}, owner);
    expect((await readJson(await view(s.t, teamId), teamViewSchema)).website).toBeNull();
    expect(await readJson(await s.t.app.request(`/api/invites/${inviteId}`), teamInviteSchema)).toMatchObject({ hasWebsite: true });

    const analysed = await s.t.post(`/api/submissions/${owner.id}/company-analysis`, { accessToken: owner.accessToken });
    expect(analysed.status).toBe(200);
    expect((await readJson(await view(s.t, teamId), teamViewSchema)).website).toMatchObject({ url: site.url, archetype: 'The Hero' });
  });
});
