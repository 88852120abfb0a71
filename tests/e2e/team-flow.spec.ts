import { execFileSync } from 'node:child_process';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { currentDatabase } from '../../playwright.config.ts';
import { createdSubmissionSchema } from '../../functions/submissions/schema.ts';
import { createdTeamSchema } from '../../functions/teams/schema.ts';
import type { ArchetypeName } from '../../src/domain/archetypes/types.ts';
import { MAIN_QUESTIONS, refinementQuestionsFor } from '../../src/domain/quiz/questions.ts';
import { CLOSED_INVITE_LEAD, TEAM_CLOSED_MESSAGE, TEAM_CONSENT } from '../../src/domain/team/invite-status.ts';
import { fullAnswersFor, mainAnswersFor } from '../helpers/answers.ts';
import { readJson } from '../helpers/read.ts';
import { serveSite, type ServedSite } from '../helpers/static-server.ts';
import { expectNoSeriousA11yIssues, holdPageScripts, query, watchConsole } from './helpers.ts';
import { readMailbox, sentTo, type DeliveredMail } from './mailbox.ts';
import { seedTeam } from './team-seed.ts';

const QUIZ_KEY = 'brand-archetype:quiz:v1';
const TEAM = 'Owl & Co leadership';
const stamp = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

let site: ServedSite;
// The company's website: a fixture site the server crawls on 127.0.0.1 (it reads as The Hero).
test.beforeAll(async () => {
  site = await serveSite('tests/fixtures/sites/hero');
});
test.afterAll(() => site.close());

/** All 13 answers saved on this device, up to the contact step, as a reload mid-quiz finds them. */
async function saveAnswers(page: Page, primary: ArchetypeName, contact: { company: string; includeWebsite: boolean }) {
  const state = {
    phase: 'contact',
    mainAnswers: mainAnswersFor(primary),
    refinementAnswers: refinementQuestionsFor(primary).map((q) => ({ questionId: q.id, optionIndex: 0 })),
    primary,
    contact: { email: '', companyUrl: '', ...contact },
    submission: null,
    attempt: null,
  };
  await page.evaluate(([key, saved]) => localStorage.setItem(key!, saved!), [QUIZ_KEY, JSON.stringify(state)]);
}

/** The owner: all 13 answers saved (from a page without the quiz, so its store cannot write back), then the form with the website. */
async function ownerFinishes(page: Page, email: string) {
  await page.goto('/privacy');
  await saveAnswers(page, 'The Sage', { company: '', includeWebsite: true });
  await page.goto('/');
  await page.getByLabel('Email Address *').fill(email);
  await page.getByLabel('Company Name *').fill('Owl & Co');
  await page.getByLabel('Company Website URL *').fill(site.url);
  await page.getByRole('button', { name: 'See My Results' }).click();
  await expect(page.getByRole('heading', { name: 'The Sage', level: 2 })).toBeVisible();
  await expect(page.getByTestId('company-analysis').getByText('The Hero', { exact: true })).toBeVisible();
}

/** Every question answered by clicking, as a colleague does: main answers that make `primary`, then each refinement's first option. */
async function answerEveryQuestion(page: Page, primary: ArchetypeName) {
  await page.getByRole('button', { name: 'Begin Assessment' }).click();
  const main = mainAnswersFor(primary);
  for (const [i, q] of MAIN_QUESTIONS.entries()) {
    await expect(page.getByRole('heading', { name: q.text, level: 1 })).toBeVisible();
    await page.getByRole('button', { name: q.options[main[i]!.optionIndex]!.text, exact: true }).click();
  }
  for (const q of refinementQuestionsFor(primary)) {
    await expect(page.getByRole('heading', { name: q.text, level: 1 })).toBeVisible();
    await page.getByRole('button', { name: q.options[0]!.text, exact: true }).click();
  }
}

/**
 * Holds each colleague's join until all `count` of them have sent theirs, then lets them through together: joins
 * that land inside the owner's notice window by construction, however long each colleague's quiz took.
 */
function togetherAtTheJoin(count: number) {
  let waiting = 0;
  let open!: () => void;
  const everyone = new Promise<void>((resolve) => (open = resolve));
  return (page: Page) =>
    page.route('**/api/invites/*/join', async (route) => {
      if (++waiting === count) open();
      await everyone;
      await route.continue();
    });
}

/** A colleague in a browser of their own: the invite link, their name, the whole quiz; the results say they joined. */
async function colleagueJoins(
  browser: Browser,
  inviteUrl: string,
  who: { name: string; primary: ArchetypeName; width: number; height: number },
  beforeJoining?: (page: Page) => Promise<unknown>,
) {
  const context = await browser.newContext({ viewport: { width: who.width, height: who.height } });
  const page = await context.newPage();
  await beforeJoining?.(page);
  const errors = watchConsole(page);
  const email = `${who.name.toLowerCase()}-${stamp()}@example.com`;
  await page.goto(inviteUrl);
  await expect(page.getByRole('heading', { name: `Ada Owner invited you to join ${TEAM}`, level: 1 })).toBeVisible();
  await expect(page.getByText(TEAM_CONSENT)).toBeVisible();
  // Enabled once the form's script runs (a click before that could not keep the invite).
  await expect(page.getByRole('button', { name: 'Take the quiz' })).toBeEnabled();
  await page.getByLabel('Your name').fill(who.name);
  await page.getByLabel('Your name').press('Enter');

  await expect(page).toHaveURL(/\/\?step=intro$/);
  await answerEveryQuestion(page, who.primary);
  // The contact step: the team named, its company filled in, no website to give (the team's is analysed once).
  await expect(page.getByText(`Joining ${TEAM}`)).toBeVisible();
  await expect(page.getByLabel('Company Name *')).toHaveValue('Owl & Co');
  await expect(page.getByRole('switch', { name: 'Analyze my company website too' })).toHaveCount(0);
  await expect(page.getByLabel('Company Website URL *')).toHaveCount(0);
  await page.getByLabel('Email Address *').fill(email);
  const sent = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/submissions');
  await page.getByRole('button', { name: 'See My Results' }).click();
  // No website of their own: the team's is analysed once (the server gives the result the team's when it joins).
  expect((await sent).postDataJSON()).toMatchObject({ company: 'Owl & Co', companyUrl: null });

  await expect(page.getByRole('heading', { name: who.primary, level: 2 })).toBeVisible();
  const joined = page.locator('.team-status');
  await expect(joined).toHaveText(`You joined ${TEAM}. View the team page`);
  await expect(page.getByRole('button', { name: 'Invite Your Team' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('brand-archetype:team-invite:v1'))).toBe('null');
  return { context, page, email, errors, teamLink: joined.getByRole('link', { name: 'View the team page' }) };
}

test('an owner invites two colleagues, who join from their own browsers; the team page shows all three, the owner gets one notice, a member leaves', async ({
  page,
  browser,
  context,
}) => {
  test.setTimeout(240_000);
  const errors = watchConsole(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const ownerEmail = `owner-${stamp()}@example.com`;
  await ownerFinishes(page, ownerEmail);

  // The dialog, by keyboard: the name field first; a blank name is refused in words; Escape gives focus back.
  const opener = page.getByRole('button', { name: 'Invite Your Team' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Invite Your Team' });
  const ownerName = dialog.getByLabel('Your name (shown to your team)');
  await expect(ownerName).toBeFocused();
  await expect(dialog.getByLabel('Team name')).toHaveValue('Owl & Co');
  await expectNoSeriousA11yIssues(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(ownerName).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Please enter your name.')).toBeVisible();
  await expect(ownerName).toBeFocused();
  await expect(ownerName).toHaveAttribute('aria-invalid', 'true');
  await ownerName.fill('Ada Owner');
  await dialog.getByLabel('Team name').fill(TEAM);
  await dialog.getByLabel('Team name').press('Enter');

  // The links: invite (copy, email), the team page, and the private manage link.
  const copy = dialog.getByRole('button', { name: 'Copy Link', exact: true });
  await expect(copy).toBeFocused();
  const inviteField = dialog.getByRole('textbox', { name: 'Invite link' });
  await expect(inviteField).toHaveValue(/\/t\/[A-Za-z0-9_-]{22}$/);
  const inviteUrl = await inviteField.inputValue();
  await copy.click();
  await expect(dialog.getByRole('status').filter({ hasText: 'Copied' })).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(inviteUrl);
  const mailto = new URL((await dialog.getByRole('link', { name: 'Email the Invite' }).getAttribute('href'))!);
  expect(mailto.protocol).toBe('mailto:');
  expect(mailto.searchParams.get('subject')).toContain(TEAM);
  expect(mailto.searchParams.get('body')).toContain(inviteUrl);
  const teamUrl = (await dialog.getByRole('link', { name: 'View the Team Page' }).getAttribute('href'))!;
  expect(teamUrl).toMatch(/\/team\/[A-Za-z0-9_-]{22}$/);
  const manageField = dialog.getByRole('textbox', { name: 'Your manage link' });
  await expect(manageField).toHaveValue(`${teamUrl}#manage=${(await manageField.inputValue()).split('#manage=')[1]}`);
  await expect(manageField).toHaveAccessibleDescription(/Keep this link: it lets you manage the team/);
  await expectNoSeriousA11yIssues(page);

  // Reopened after a reload, and even with this browser's memory of it gone, it is the same team (the API answers it again).
  await page.reload();
  await opener.click();
  await expect(inviteField).toHaveValue(inviteUrl);
  await page.evaluate(() => localStorage.removeItem('brand-archetype:teams:v1'));
  await page.reload();
  await opener.click();
  await dialog.getByLabel('Your name (shown to your team)').fill('Ada Owner');
  await dialog.getByRole('button', { name: 'Create Team' }).click();
  await expect(inviteField).toHaveValue(inviteUrl);
  await page.keyboard.press('Escape');
  expect(
    await query('SELECT count(*) AS n FROM teams JOIN quiz_submissions s ON s.id = teams.owner_submission_id WHERE s.email = ?', [ownerEmail]),
  ).toEqual([{ n: 1 }]);

  // Two colleagues at once (their joins land together, inside the notice window), one on a 390 px phone.
  const together = togetherAtTheJoin(2);
  const [hero, explorer] = await Promise.all([
    colleagueJoins(browser, inviteUrl, { name: 'Hana', primary: 'The Hero', width: 1280, height: 900 }, together),
    colleagueJoins(browser, inviteUrl, { name: 'Eli', primary: 'The Explorer', width: 390, height: 844 }, together),
  ]);
  try {
    // Joined, their results carry the team's company and website (one analysis per team; one company in HubSpot).
    for (const email of [hero.email, explorer.email])
      expect(await query('SELECT company, company_url FROM quiz_submissions WHERE email = ?', [email])).toEqual([
        { company: 'Owl & Co', company_url: site.url },
      ]);

    // The team page: three members on the wheel, the distribution, the alignment with the website.
    await page.goto(teamUrl);
    await expect(page.getByRole('heading', { name: TEAM, level: 1 })).toBeVisible();
    const dots = page.locator('[data-marker="member"]');
    await expect(dots).toHaveCount(3);
    expect(await dots.evaluateAll((gs) => gs.map((g) => g.getAttribute('data-archetype')).sort())).toEqual(['The Explorer', 'The Hero', 'The Sage']);
    await expect(page.locator('[data-marker="website"]')).toHaveCount(1);
    await expect(page.getByTestId('team-primaries').locator('tbody tr')).toHaveCount(3);
    await expect(page.getByTestId('team-shared')).toContainText('1 of 3 members shares the website');
    await expect(page.getByTestId('team-shared')).toContainText('Hana');

    // The owner's mailbox: one notice, naming both colleagues, after the batch window.
    const notices = (mail: DeliveredMail) => sentTo(ownerEmail)(mail) && mail.subject.includes(`joined ${TEAM}`);
    await expect.poll(async () => (await readMailbox(notices)).length, { timeout: 90_000, message: "the owner's notice" }).toBeGreaterThan(0);
    const [notice, ...more] = await readMailbox(notices);
    expect(more).toEqual([]);
    expect(notice!.subject).toBe(`2 colleagues joined ${TEAM}`);
    expect(notice!.text).toContain('Hana');
    expect(notice!.text).toContain('Eli');
    expect(notice!.text).toContain(teamUrl);

    // A member leaves from the team page in their own browser, and is gone from the page.
    await explorer.teamLink.click();
    await expect(explorer.page).toHaveURL(teamUrl);
    await explorer.page.getByRole('button', { name: 'Leave team' }).click();
    await explorer.page
      .getByRole('dialog', { name: `Leave ${TEAM}?` })
      .getByRole('button', { name: 'Leave team' })
      .click();
    // The dialog has its own status region until the page reloads, so the notice is picked by its text.
    await expect(explorer.page.getByRole('status').filter({ hasText: `You left ${TEAM}.` })).toBeVisible();
    await expect(explorer.page.locator('[data-marker="member"]')).toHaveCount(2);
    await page.reload();
    await expect(dots).toHaveCount(2);
    await expect(page.getByTestId('team-members')).not.toContainText('Eli');
    await expect(page.getByTestId('team-members')).toContainText('Hana');

    expect(hero.errors).toEqual([]);
    expect(explorer.errors).toEqual([]);
  } finally {
    await hero.context.close();
    await explorer.context.close();
  }
  expect(errors).toEqual([]);
});

/** A team made through the API from a stored result: what the owner's dialog would have made. */
async function teamThroughApi(page: Page, ownerName = 'Olga Owner') {
  const submitted = await page.request.post('/api/submissions', {
    data: { email: `owner-${stamp()}@example.com`, company: 'Closed Co', companyUrl: null, answers: fullAnswersFor('The Ruler') },
  });
  expect(submitted.status()).toBe(201);
  const { id, accessToken } = await readJson(submitted, createdSubmissionSchema);
  const created = await page.request.post('/api/teams', { data: { submissionId: id, accessToken, ownerName, name: `Board ${stamp()}` } });
  expect(created.status()).toBe(201);
  const team = await readJson(created, createdTeamSchema);
  return { ...team, manageToken: team.manageUrl.split('#manage=')[1]! };
}

test('the invite page: keyboard and axe, unknown and malformed ids are not found, a closed team offers the ordinary quiz', async ({ page }) => {
  const errors = watchConsole(page);
  const team = await teamThroughApi(page);
  const response = await page.goto(team.inviteUrl);
  expect(response!.status()).toBe(200);
  expect(response!.headers()).toMatchObject({
    'x-robots-tag': expect.stringContaining('noindex'),
    'referrer-policy': 'no-referrer',
    'cache-control': 'no-store',
  });
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
  await expect(page.getByRole('heading', { name: /^Olga Owner invited you to join Board /, level: 1 })).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  // Keyboard only: a blank name is refused in words, then Enter takes the quiz.
  const take = page.getByRole('button', { name: 'Take the quiz' });
  await expect(take).toHaveAccessibleDescription(TEAM_CONSENT);
  await expect(take).toBeEnabled();
  await take.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Please enter your name.')).toBeVisible();
  await expect(page.getByLabel('Your name')).toBeFocused();
  await page.keyboard.type('Kim');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Before you begin' })).toBeVisible();
  const pending = await page.evaluate(() => JSON.parse(localStorage.getItem('brand-archetype:team-invite:v1')!) as Record<string, unknown>);
  expect(pending).toMatchObject({ memberName: 'Kim', company: 'Closed Co', hasWebsite: false, started: true });

  for (const id of ['AAAAAAAAAAAAAAAAAAAAAA', 'not-an-id', `${team.inviteUrl.split('/t/')[1]}x`]) {
    const missing = await page.goto(`/t/${id}`);
    expect(missing!.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  }

  // Closed by its owner: the page says so and offers the ordinary quiz.
  const closed = await page.request.post(`/api/teams/${team.teamId}/manage`, { data: { manageToken: team.manageToken, action: 'close' } });
  expect(closed.status()).toBe(200);
  await page.goto(team.inviteUrl);
  await expect(page.getByText(TEAM_CLOSED_MESSAGE)).toBeVisible();
  // The reason leads, right under the heading, and nothing promises joining the team.
  await expect(page.locator('#invite-heading + p')).toHaveText(TEAM_CLOSED_MESSAGE);
  await expect(page.getByText(/joins your team|on one wheel/)).toHaveCount(0);
  await expect(page.getByText(CLOSED_INVITE_LEAD)).toBeVisible();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(page.getByText(TEAM_CLOSED_MESSAGE)).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
  await expect(page.getByLabel('Your name')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Take the quiz on your own' })).toHaveAttribute('href', '/?step=intro');
  await expectNoSeriousA11yIssues(page);
  expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
});

test('a name typed before the page script has loaded is kept, and Take the quiz then goes on with it', async ({ page }) => {
  const errors = watchConsole(page);
  // Seeded, not created through the API: the specs' teams all come from one address, against its hourly limit.
  const team = await seedTeam((sql, args) => query(sql, args as (string | number)[]), {
    name: `Early ${stamp()}`,
    company: 'Early Co',
    members: [{ name: 'Owner', primary: 'The Sage' }],
  });
  const release = await holdPageScripts(page);
  await page.goto(`/t/${team.inviteId}`, { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Your name').fill('Early Ed');
  release();
  const take = page.getByRole('button', { name: 'Take the quiz' });
  await expect(take).toBeEnabled();
  await expect(page.getByLabel('Your name')).toHaveValue('Early Ed');
  await take.click();
  await expect(page.getByRole('heading', { name: 'Before you begin' })).toBeVisible();
  const pending = await page.evaluate(() => JSON.parse(localStorage.getItem('brand-archetype:team-invite:v1')!) as Record<string, unknown>);
  expect(pending).toMatchObject({ memberName: 'Early Ed', company: 'Early Co' });
  expect(errors).toEqual([]);
});

test('a team closed while a colleague took the quiz: the results show anyway, with the reason and no team link', async ({ page }) => {
  const errors = watchConsole(page);
  const team = await teamThroughApi(page, 'Cleo Owner');
  await page.goto(team.inviteUrl);
  await expect(page.getByRole('button', { name: 'Take the quiz' })).toBeEnabled();
  await page.getByLabel('Your name').fill('Nico');
  await page.getByRole('button', { name: 'Take the quiz' }).click();
  await expect(page.getByRole('heading', { name: 'Before you begin' })).toBeVisible();
  const teamName = (await query('SELECT name FROM teams WHERE id = ?', [team.teamId]))[0]!.name as string;

  // The answers, as a reload mid-quiz finds them (the invite stays pending: the quiz started over for it once).
  await saveAnswers(page, 'The Lover', { company: 'Closed Co', includeWebsite: false });
  await page.goto('/');
  await expect(page.getByText(`Joining ${teamName}`)).toBeVisible();

  // Meanwhile the owner closes the team.
  expect((await page.request.post(`/api/teams/${team.teamId}/manage`, { data: { manageToken: team.manageToken, action: 'close' } })).status()).toBe(
    200,
  );
  await page.getByLabel('Email Address *').fill(`nico-${stamp()}@example.com`);
  await page.getByRole('button', { name: 'See My Results' }).click();

  await expect(page.getByRole('heading', { name: 'The Lover', level: 2 })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'You did not join' })).toHaveText(`You did not join ${teamName}: ${TEAM_CLOSED_MESSAGE}`);
  await expect(page.getByRole('link', { name: 'View the team page' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Try Again' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('brand-archetype:team-invite:v1'))).toBe('null');
  expect(await query('SELECT count(*) AS n FROM team_members WHERE team_id = ?', [team.teamId])).toEqual([{ n: 1 }]);
  await expectNoSeriousA11yIssues(page);

  // Retake clears the quiz, not what this browser knows of its teams.
  await page.getByRole('button', { name: 'Retake Assessment' }).click();
  await expect(page.getByRole('heading', { name: 'Before you begin' })).toBeVisible();
  expect(Object.keys(await page.evaluate(() => JSON.parse(localStorage.getItem('brand-archetype:teams:v1')!) as object))).toHaveLength(1);
  // The join's 409 is the one failed request.
  expect(errors.filter((e) => !e.includes('status of 409'))).toEqual([]);
});

test('admins list the teams from the dashboard and open one read-only', async ({ page }) => {
  const errors = watchConsole(page);
  const team = await teamThroughApi(page, 'Ines Owner');
  const joiner = await page.request.post('/api/submissions', {
    data: { email: `member-${stamp()}@example.com`, company: 'Closed Co', companyUrl: null, answers: fullAnswersFor('The Jester') },
  });
  const member = await readJson(joiner, createdSubmissionSchema);
  const inviteId = team.inviteUrl.split('/t/')[1]!;
  expect(
    (
      await page.request.post(`/api/invites/${inviteId}/join`, { data: { submissionId: member.id, accessToken: member.accessToken, name: 'Jo' } })
    ).status(),
  ).toBe(201);
  const teamName = (await query('SELECT name FROM teams WHERE id = ?', [team.teamId]))[0]!.name as string;

  // Signed out, the pages send to the sign-in page.
  await page.goto('/admin/teams');
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(`/admin/teams/${team.teamId}`);
  await expect(page).toHaveURL(/\/admin$/);

  await signInAsAdmin(page);
  await page.goto('/admin/dashboard');
  await page.getByRole('link', { name: 'Teams', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/teams$/);
  const row = page.locator(`tr[data-id="${team.teamId}"]`);
  // The newest team is on the first page.
  await expect(row.getByRole('cell')).toHaveText([teamName, '2', /\d{4}/, '—']);
  await expectNoSeriousA11yIssues(page);

  await row.getByRole('link', { name: teamName }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/teams/${team.teamId}$`));
  await expect(page.getByRole('heading', { name: teamName, level: 1 })).toBeVisible();
  await expect(page.getByText('Jo', { exact: true }).first()).toBeVisible();
  // Read-only: nothing to leave or manage.
  await expect(page.getByRole('button', { name: /leave|remove|close|delete|reopen/i })).toHaveCount(0);
  await expectNoSeriousA11yIssues(page);

  const missing = await page.goto('/admin/teams/AAAAAAAAAAAAAAAAAAAAAA');
  expect(missing!.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Team not found' })).toBeVisible();
  // The sign-in page asks for a session it does not have (401), and the missing team is a 404.
  expect(errors.filter((e) => !/status of 40[14]/.test(e))).toEqual([]);
});

/** A confirmed admin, made by the operator's command, signed in through the emailed confirmation link. */
async function signInAsAdmin(page: Page) {
  const admin = `teams-admin-${stamp()}@example.com`;
  const signUp = await page.request.post('/api/auth/sign-up/email', { data: { name: 'Tess Teams', email: admin, password: 'e2e-password-1' } });
  expect(signUp.status()).toBe(200);
  execFileSync(process.execPath, ['scripts/admin.ts', 'grant', admin], { env: { ...process.env, DATABASE_URL: `file:${currentDatabase()}` } });
  await expect
    .poll(async () => (await query("SELECT count(*) AS n FROM mail_outbox WHERE recipient = ? AND kind = 'account-confirmation'", [admin]))[0]!.n)
    .toBeGreaterThan(0);
  const [mail] = await query("SELECT text FROM mail_outbox WHERE recipient = ? AND kind = 'account-confirmation' LIMIT 1", [admin]);
  await page.goto(/https?:\/\/\S+/.exec(String(mail!.text))![0]);
  await expect(page).toHaveURL(/\/admin/);
}
