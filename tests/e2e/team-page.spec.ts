import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { createdSubmissionSchema } from '../../functions/submissions/schema.ts';
import { createdTeamSchema } from '../../functions/teams/schema.ts';
import type { ArchetypeName } from '../../src/domain/archetypes/types.ts';
import { TEAM_CLOSED_MESSAGE } from '../../src/domain/team/invite-status.ts';
import { fullAnswersFor } from '../helpers/answers.ts';
import { readJson } from '../helpers/read.ts';
import { expectNoSeriousA11yIssues, query, uniqueEmail, watchConsole } from './helpers.ts';
import { SAGES, seedTeam, type SeedTeam } from './team-seed.ts';

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
  // After the report: the panel appears once the script has read this browser's storage, and pushes nothing down.
  await expect(page.locator('#team-report-body ~ *').getByRole('button', { name: 'Leave team' })).toBeVisible();
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
  // The panel comes after the report, so its late arrival pushes nothing down; the link brings it into view.
  await expect(panel.getByRole('heading', { name: 'Manage the team' })).toBeFocused();
  await expect(page.locator('#team-report-body ~ * [data-testid="team-manage"]')).toHaveCount(1);
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

/** The phone and the desktop widths every screen is checked at. */
const WIDTHS = [390, 1280] as const;

/** How many lines an element's text is set on. */
const linesOf = (locator: Locator) =>
  locator.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
  });

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test("a long owner name keeps its Owner badge whole; the website's marker sits outside the rim, named in the legend", async ({ page }) => {
  // 19 characters: long enough to fill the line beside the badge on a phone.
  const owner = 'Alexandria Whitmore';
  const { teamId } = await seed({ ...SAGES, members: [{ name: owner, primary: 'The Sage' }, ...SAGES.members.slice(1)] });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/team/${teamId}`);
    const first = page.getByTestId('team-members').getByRole('listitem').first();
    await expect(first).toContainText(owner);
    const badge = first.locator('.team-member__tag');
    await expect(badge).toHaveText('Owner');
    expect(await linesOf(badge), `the badge on one line at ${width} px`).toBe(1);

    // The website's archetype and its runner-up: drawn markers, each named and in the legend.
    const figure = page.getByRole('figure', { name: /The website's archetype: The Sage/ });
    await expect(figure).toBeVisible();
    await expect(figure.getByTestId('legend-website')).toHaveText("The website's archetype: The Sage");
    await expect(figure.getByTestId('legend-website-runner-up')).toHaveText('Its runner-up: The Ruler');
    await expect(page.locator('[data-marker="website"] > title')).toHaveText("The website's archetype: The Sage");
    await expect(page.locator('[data-marker="website-runner-up"] > title')).toHaveText('Its runner-up: The Ruler');
    // Outside the rim, toward its own segment (the Sage is at 2 o'clock: up and right of the centre).
    const rim = (await figure.locator('image').boundingBox())!;
    const dot = (await page.locator('[data-marker="website"] circle').first().boundingBox())!;
    const centre = { x: rim.x + rim.width / 2, y: rim.y + rim.height / 2 };
    const at = { x: dot.x + dot.width / 2, y: dot.y + dot.height / 2 };
    expect(Math.hypot(at.x - centre.x, at.y - centre.y)).toBeGreaterThan(rim.width / 2);
    expect(at.x).toBeGreaterThan(centre.x);
    expect(at.y).toBeLessThan(centre.y);

    expect(await pageWidth(page), `no sideways scroll at ${width} px`).toBeLessThanOrEqual(width);
  }
  await expectNoSeriousA11yIssues(page);
});

/** A result stored through the API with a known address, for the report email that carries its "Delete my data" link. */
async function submitAs(request: APIRequestContext, email: string, primary: ArchetypeName) {
  const res = await request.post('/api/submissions', { data: { email, company: 'Owl & Co', companyUrl: null, answers: fullAnswersFor(primary) } });
  expect(res.status()).toBe(201);
  return readJson(res, createdSubmissionSchema);
}

/** A team made through the API (as the owner's dialog makes it), with the owner's manage token. */
async function createTeam(request: APIRequestContext, owner: { id: string; accessToken: string }, name: string) {
  const created = await request.post('/api/teams', {
    data: { submissionId: owner.id, accessToken: owner.accessToken, ownerName: 'Olga Owner', name },
  });
  expect(created.status()).toBe(201);
  const team = await readJson(created, createdTeamSchema);
  return { ...team, manageToken: team.manageUrl.split('#manage=')[1]! };
}

async function addMember(teamId: string, submissionId: string, name: string) {
  await query('INSERT INTO team_members (id, team_id, submission_id, name, is_owner, joined_at) VALUES (?, ?, ?, ?, 0, ?)', [
    crypto.randomUUID(),
    teamId,
    submissionId,
    name,
    Date.now(),
  ]);
}

test('a closed team says what is true: its owner can reopen it, and the same invite link then works again', async ({ page, request }) => {
  const owner = await submitAs(request, uniqueEmail('closed-owner'), 'The Ruler');
  const team = await createTeam(request, owner, 'Closed Rulers');
  expect((await request.post(`/api/teams/${team.teamId}/manage`, { data: { manageToken: team.manageToken, action: 'close' } })).status()).toBe(200);
  expect(TEAM_CLOSED_MESSAGE).toContain('reopen');
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(team.inviteUrl);
    await expect(page.getByText(TEAM_CLOSED_MESSAGE)).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText('new link');
    expect(await pageWidth(page)).toBeLessThanOrEqual(width);

    // The owner's page: the state, and the way back.
    await page.goto('about:blank');
    await page.goto(new URL(team.manageUrl).pathname + new URL(team.manageUrl).hash);
    await expect(page.getByTestId('team-state')).toHaveText('Closed to new members');
    const panel = page.getByTestId('team-manage');
    await expect(panel).toContainText('Closed to new members: the invite link does not work until you reopen the team.');
    await expect(panel.getByRole('button', { name: 'Reopen to new members' })).toBeVisible();
    await expect(page.getByTestId('team-reading')).not.toContainText('Invite colleagues');
    expect(await pageWidth(page)).toBeLessThanOrEqual(width);
  }
  await expectNoSeriousA11yIssues(page);

  // Reopened, the very same link takes colleagues in again.
  expect((await request.post(`/api/teams/${team.teamId}/manage`, { data: { manageToken: team.manageToken, action: 'reopen' } })).status()).toBe(200);
  await page.goto(team.inviteUrl);
  await expect(page.getByText(TEAM_CLOSED_MESSAGE)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Take the quiz' })).toBeVisible();
});

test('after the owner deletes their data the team page says so, and an emptied team reads as such, at 390 and 1280 px', async ({ page, request }) => {
  const email = uniqueEmail('erased-owner');
  const owner = await submitAs(request, email, 'The Ruler');
  const team = await createTeam(request, owner, 'Erased Rulers');
  const colleague = await submitAs(request, uniqueEmail('stays'), 'The Jester');
  await addMember(team.teamId, colleague.id, 'Jo Jester');

  // The owner deletes their data with the link in their report email.
  expect((await request.post(`/api/submissions/${owner.id}/email-report`, { data: { email, accessToken: owner.accessToken } })).status()).toBe(202);
  const [mail] = await query('SELECT text FROM mail_outbox WHERE submission_id = ?', [owner.id]);
  const token = /delete-my-data#token=([\w.-]+)/.exec(String(mail!.text))![1]!;
  expect((await request.post('/api/privacy/delete', { data: { token } })).status()).toBe(200);

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/team/${team.teamId}`);
    await expect(page.getByTestId('team-owner')).toHaveText('Started by someone who has since deleted their data');
    await expect(page.getByTestId('team-member-count')).toHaveText('1 member (at most 50)');
    const members = page.getByTestId('team-members').getByRole('listitem');
    await expect(members).toHaveText([/Jo Jester/]);
    await expect(page.locator('.team-member__tag')).toHaveCount(0);
    await expect(page.getByTestId('team-reading').getByRole('heading', { level: 3 })).toHaveText('One view so far: The Jester');
    await expect(page.locator('body')).not.toContainText('Olga Owner');
    expect(await pageWidth(page)).toBeLessThanOrEqual(width);
  }

  // The last member removed with the manage link (which outlives the owner's result): nothing left to compare.
  const [row] = await query('SELECT id FROM team_members WHERE team_id = ?', [team.teamId]);
  const removed = await request.post(`/api/teams/${team.teamId}/members/${String(row!.id)}/remove`, { data: { manageToken: team.manageToken } });
  expect(removed.status()).toBe(200);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/team/${team.teamId}`);
    const reading = page.getByTestId('team-reading');
    await expect(reading.getByRole('heading', { level: 3 })).toHaveText('No results on this team');
    await expect(reading).toContainText('The person who started the team deleted their data');
    await expect(page.getByTestId('team-member-count')).toHaveText('0 members (at most 50)');
    await expect(page.locator('body')).not.toContainText('Share the invite link');
    await expect(page.locator('body')).not.toContainText('0 of 0');
    await expect(page.getByRole('heading', { name: 'Distribution' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Members' })).toHaveCount(0);
    await expect(page.locator('#team-wheel-desc')).toHaveText('No members on the wheel yet.');
    expect(await pageWidth(page)).toBeLessThanOrEqual(width);
  }
  await expectNoSeriousA11yIssues(page);
});

test('an empty team with a website reading compares nothing: the site is named, no counts of 0 of 0', async ({ page }) => {
  const { teamId } = await seed({
    name: 'Nobody yet',
    company: 'Owl & Co',
    website: { url: 'https://www.owl.example/', archetype: 'The Sage' },
    members: [],
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/team/${teamId}`);
  const alignment = page.getByTestId('team-alignment');
  await expect(alignment).toContainText('owl.example projects The Sage.');
  await expect(page.getByTestId('team-shared')).toHaveText('No one is on the team, so there is no one to compare it with yet.');
  await expect(alignment).not.toContainText('Nothing:');
  await expect(page.locator('body')).not.toContainText('0 of 0');
  // Seeded without an owner's result, as a team whose owner deleted their data is left.
  await expect(page.getByTestId('team-reading').getByRole('heading', { level: 3 })).toHaveText('No results on this team');
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
});
