import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createdSubmissionSchema } from '../../functions/submissions/schema.ts';
import { createdTeamSchema } from '../../functions/teams/schema.ts';
import type { ArchetypeName } from '../../src/domain/archetypes/types.ts';
import { fullAnswersFor } from '../helpers/answers.ts';
import { readJson } from '../helpers/read.ts';
import { expectNoSeriousA11yIssues, query, watchConsole } from './helpers.ts';
import { seedTeam, type SeedTeam } from './team-seed.ts';

const seed = (team: SeedTeam) => seedTeam((sql, args) => query(sql, args as (string | number)[]), team);

/** A result stored through the API, as the quiz stores it: its id and the secret the browser keeps. */
async function submit(request: APIRequestContext, primary: ArchetypeName) {
  const res = await request.post('/api/submissions', {
    data: { email: `team-${crypto.randomUUID()}@example.com`, company: 'Owl & Co', companyUrl: null, answers: fullAnswersFor(primary) },
  });
  expect(res.status()).toBe(201);
  return readJson(res, createdSubmissionSchema);
}

/** Puts a result in this browser's storage as the quiz and the join leave it. */
async function holdResult(page: Page, result: { id: string; accessToken: string }, team: { teamId: string; teamName: string }) {
  await page.goto('/privacy');
  await page.evaluate(
    ({ result, team }) => {
      localStorage.setItem(
        'brand-archetype:quiz:v1',
        JSON.stringify({ phase: 'results', mainAnswers: [], refinementAnswers: [], primary: null, contact: {}, submission: result }),
      );
      localStorage.setItem(
        'brand-archetype:teams:v1',
        JSON.stringify({ [result.id]: { role: 'member', teamId: team.teamId, teamName: team.teamName, teamUrl: `/team/${team.teamId}` } }),
      );
    },
    { result, team },
  );
}

const SAGES: SeedTeam = {
  name: 'Owl & Co leadership',
  company: 'Owl & Co',
  website: { url: 'https://www.owl.example/', archetype: 'The Sage', runnerUp: 'The Ruler' },
  members: [
    { name: 'Ada Lovelace', primary: 'The Sage' },
    { name: 'Bo Chen', primary: 'The Sage' },
    { name: 'Cy Young', primary: 'The Hero' },
  ],
};

test('the team page shows every member on the wheel, the distribution, the alignment and the reading, out of search engines', async ({ page }) => {
  const { teamId } = await seed(SAGES);
  const errors = watchConsole(page);
  const response = await page.goto(`/team/${teamId}`);
  expect(response!.status()).toBe(200);
  const headers = response!.headers();
  expect(headers['x-robots-tag']).toContain('noindex');
  expect(headers['cache-control']).toBe('no-store');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');

  await expect(page.getByRole('heading', { level: 1, name: 'Owl & Co leadership' })).toBeVisible();
  await expect(page.getByTestId('team-member-count')).toHaveText('3 members (at most 50)');
  await expect(page.getByTestId('team-state')).toHaveText('Open to new members');

  // One wheel: a dot per member with their initials, the website's archetype and runner-up, the centre of gravity.
  const wheel = page.getByRole('img', { name: 'The team on the archetype wheel' });
  await expect(wheel).toBeVisible();
  const dots = page.locator('[data-marker="member"]');
  await expect(dots).toHaveCount(3);
  await expect(dots.locator('.team-wheel__initials')).toHaveText(['AL', 'BC', 'CY']);
  await expect(page.locator('[data-marker="member"][data-archetype="The Sage"]')).toHaveCount(2);
  await expect(page.locator('[data-marker="website"]')).toHaveCount(1);
  await expect(page.locator('[data-marker="website-runner-up"]')).toHaveCount(1);
  await expect(page.locator('[data-marker="centre"]')).toHaveCount(1);
  await expect(page.locator('#team-wheel-desc')).toHaveText(
    /^3 members on the wheel\. The Sage: Ada Lovelace, Bo Chen\. The Hero: Cy Young\. The website projects The Sage, with The Ruler as its runner-up\. The team's centre of gravity is near The Sage \(strength \d+%\)\.$/,
  );

  const primaries = page.getByTestId('team-primaries');
  await expect(primaries.getByRole('row', { name: /The Sage/ })).toContainText('2 (67%)');
  await expect(primaries.getByRole('row', { name: /The Sage/ })).toContainText('Ada Lovelace, Bo Chen');
  await expect(primaries.getByRole('row', { name: /The Hero/ })).toContainText('1 (33%)');
  await expect(page.getByTestId('team-sub-archetypes').getByRole('row')).toHaveCount(3);

  const alignment = page.getByTestId('team-alignment');
  await expect(alignment).toContainText('owl.example projects The Sage, with The Ruler as its runner-up.');
  await expect(page.getByTestId('team-shared')).toHaveText("2 of 3 members share the website's archetype (Ada Lovelace, Bo Chen).");
  await expect(alignment.getByRole('region', { name: 'In the team, not on the website' }).getByRole('listitem')).toHaveText(['The Hero (1)']);
  await expect(alignment.getByRole('region', { name: 'On the website, not in the team' }).getByRole('listitem')).toHaveText(['The Ruler']);

  await expect(page.getByTestId('team-reading').getByRole('heading', { level: 3 })).toHaveText('The team leans to The Sage');
  await expect(page.getByTestId('team-members').getByRole('listitem')).toHaveCount(3);
  await expect(page.getByTestId('team-members').getByRole('listitem').first()).toContainText('Owner');

  // Nobody here holds a result or the manage link: no controls.
  await expect(page.getByRole('button', { name: 'Leave team' })).toHaveCount(0);
  await expect(page.getByTestId('team-manage')).toHaveCount(0);
  const html = await response!.text();
  expect(html).not.toContain('@example.com');
  expect(errors).toEqual([]);
  await expectNoSeriousA11yIssues(page);

  // A link followed from the page does not carry the team's address on, even to this site.
  await primaries.getByRole('link', { name: 'The Hero' }).click();
  await expect(page).toHaveURL(/\/hero$/);
  expect(await page.evaluate(() => document.referrer)).toBe('');
});

test('the page works without JavaScript', async ({ browser }) => {
  const { teamId } = await seed(SAGES);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/team/${teamId}`);
  await expect(page.locator('[data-marker="member"]')).toHaveCount(3);
  await expect(page.getByTestId('team-primaries')).toBeVisible();
  await expect(page.getByTestId('team-shared')).toContainText('2 of 3 members');
  await context.close();
});

test('hostile names are shown as text, each isolated from the words around it', async ({ page }) => {
  let dialogs = 0;
  page.on('dialog', (d) => {
    dialogs++;
    void d.dismiss();
  });
  const script = '<script>alert(1)</script>';
  const bidi = 'Eve \u202Egnp.exe\u202C';
  const { teamId } = await seed({
    name: '<img src=x onerror=alert(2)> Team',
    company: null,
    website: null,
    members: [
      { name: script, primary: 'The Jester' },
      { name: bidi, primary: 'The Lover' },
      { name: '山田 太郎', primary: 'The Lover' },
    ],
  });
  const response = await page.goto(`/team/${teamId}`);
  const html = await response!.text();
  expect(html).not.toContain('<script>alert(1)');
  expect(html).not.toMatch(/>\s*<img src=x/);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('<img src=x onerror=alert(2)> Team');
  const members = page.getByTestId('team-members');
  await expect(members.locator('bdi', { hasText: script })).toHaveCount(1);
  await expect(members.locator('bdi', { hasText: 'gnp.exe' })).toHaveCount(1);
  await expect(page.locator('[data-marker="member"] .team-wheel__initials')).toHaveText(['S', 'EG', '山']);
  await expect(page.getByTestId('team-alignment')).toContainText('There is no reading of the company website yet');
  await expect(page.locator('[data-marker="website"]')).toHaveCount(0);
  expect(dialogs).toBe(0);
});

test('390 px wide: nothing runs off the screen, and fifty members all show on the wheel', async ({ page }) => {
  const names = Array.from({ length: 50 }, (_, i) => `Member ${String.fromCharCode(65 + (i % 26))}${i}`);
  const { teamId } = await seed({
    name: 'A full team with a rather long name that has to wrap on a phone',
    company: 'Full Co',
    website: { url: 'https://full.example/', archetype: 'The Outlaw' },
    members: names.map((name, i) => ({ name, primary: i < 30 ? 'The Caregiver' : i < 45 ? 'The Sage' : 'The Jester' })),
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/team/${teamId}`);
  await expect(page.locator('[data-marker="member"]')).toHaveCount(50);
  const wheel = await page.getByRole('img', { name: 'The team on the archetype wheel' }).boundingBox();
  expect(wheel!.width).toBeGreaterThan(300);
  expect(wheel!.x + wheel!.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // No two dots overlap, even thirty on one archetype.
  const boxes = await page
    .locator('[data-marker="member"] circle')
    .evaluateAll((circles) =>
      circles.map((c) => ({ x: Number(c.getAttribute('cx')), y: Number(c.getAttribute('cy')), r: Number(c.getAttribute('r')) })),
    );
  for (const [i, a] of boxes.entries())
    for (const b of boxes.slice(i + 1)) expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(a.r + b.r);
  await expect(page.getByTestId('team-shared')).toHaveText("0 of 50 members share the website's archetype: no one chose The Outlaw.");
  await expectNoSeriousA11yIssues(page);
});

test('an unknown or malformed team id is the 404 page', async ({ request }) => {
  for (const path of ['/team/AAAAAAAAAAAAAAAAAAAAAA', '/team/not-a-team', "/team/'%20OR%201=1"]) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(404);
    expect(await res.text()).toContain('<html');
  }
});

test('a member whose result is in this browser can leave, after confirming, with the keyboard', async ({ page, request }) => {
  const result = await submit(request, 'The Hero');
  const team = { ...SAGES, members: [...SAGES.members.slice(0, 2), { name: 'Cy Young', primary: 'The Hero' as const, submissionId: result.id }] };
  const { teamId } = await seed(team);
  await holdResult(page, result, { teamId, teamName: team.name });
  await page.goto(`/team/${teamId}`);

  const leave = page.getByRole('button', { name: 'Leave team' });
  await leave.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Leave Owl & Co leadership?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoSeriousA11yIssues(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(leave).toBeFocused();

  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Leave team' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You left Owl & Co leadership.' })).toBeVisible();
  await expect(page.locator('[data-marker="member"]')).toHaveCount(2);
  await expect(page.getByTestId('team-members')).not.toContainText('Cy Young');
  await expect(page.getByRole('button', { name: 'Leave team' })).toHaveCount(0);
  expect(await query('SELECT count(*) AS n FROM team_members WHERE submission_id = ?', [result.id])).toEqual([expect.objectContaining({ n: 0 })]);
});

test("the owner's manage link closes and reopens the team, removes a member and deletes the team, each after a confirmation", async ({
  page,
  request,
}) => {
  const owner = await submit(request, 'The Ruler');
  const created = await request.post('/api/teams', {
    data: { submissionId: owner.id, accessToken: owner.accessToken, ownerName: 'Olga Owner', name: 'Rulers' },
  });
  expect(created.status()).toBe(201);
  const { teamId, manageUrl, inviteUrl } = await readJson(created, createdTeamSchema);
  const colleague = await submit(request, 'The Jester');
  await query('INSERT INTO team_members (id, team_id, submission_id, name, is_owner, joined_at) VALUES (?, ?, ?, ?, 0, ?)', [
    crypto.randomUUID(),
    teamId,
    colleague.id,
    'Jo Jester',
    Date.now(),
  ]);

  // A forged token: the server refuses it, and no controls show.
  await page.goto(`/team/${teamId}#manage=forged`);
  await expect(page.getByRole('status').filter({ hasText: 'This link cannot manage the team.' })).toBeVisible();
  await expect(page.getByTestId('team-manage')).toHaveCount(0);

  await page.goto('about:blank');
  await page.goto(new URL(manageUrl).pathname + new URL(manageUrl).hash);
  const panel = page.getByTestId('team-manage');
  await expect(panel.getByRole('heading', { name: 'Manage the team' })).toBeVisible();
  // This browser did not make the team: the invite link comes from the server, for the manage token.
  await expect(panel.getByRole('textbox', { name: 'Invite link' })).toHaveValue(inviteUrl);
  await expectNoSeriousA11yIssues(page);

  await panel.getByRole('button', { name: 'Close to new members' }).click();
  await page.getByRole('dialog', { name: 'Close the team to new members?' }).getByRole('button', { name: 'Close to new members' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The team is closed to new members.' })).toBeVisible();
  await expect(page.getByTestId('team-state')).toHaveText('Closed to new members');

  await panel.getByRole('button', { name: 'Reopen to new members' }).click();
  await page.getByRole('dialog', { name: 'Reopen the team to new members?' }).getByRole('button', { name: 'Reopen to new members' }).click();
  await expect(page.getByTestId('team-state')).toHaveText('Open to new members');

  await panel.getByLabel('Remove a member').selectOption({ label: 'Jo Jester' });
  await panel.getByRole('button', { name: 'Remove member' }).click();
  await page.getByRole('dialog', { name: 'Remove Jo Jester from the team?' }).getByRole('button', { name: 'Remove member' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Jo Jester was removed from the team.' })).toBeVisible();
  await expect(page.locator('[data-marker="member"]')).toHaveCount(1);
  await expect(panel.getByLabel('Remove a member')).toHaveCount(0);

  await panel.getByRole('button', { name: 'Delete team' }).click();
  await page.getByRole('dialog', { name: 'Delete Rulers?' }).getByRole('button', { name: 'Delete team' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The team was deleted.' })).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.locator('#team-report-body')).toBeHidden();
  expect((await request.get(`/team/${teamId}`)).status()).toBe(404);
});
