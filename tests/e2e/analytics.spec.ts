import { execFileSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { currentDatabase } from '../../playwright.config.ts';
import { MAIN_QUESTIONS, refinementQuestionsFor } from '../../src/domain/quiz/questions.ts';
import { mainAnswersFor } from '../helpers/answers.ts';
import { expectNoSeriousA11yIssues, query, watchConsole } from './helpers.ts';

const PASSWORD = 'e2e-password-1';
const SAGE_MAIN = mainAnswersFor('The Sage');

/** The whole quiz as a visitor takes it: 10 main questions, 3 refinements, the contact form. */
async function takeQuiz(page: Page, email: string) {
  await expect(page.locator('.quiz[data-ready]')).toBeVisible();
  await page.getByRole('button', { name: 'Take the Assessment' }).click();
  await page.getByRole('button', { name: 'Begin Assessment' }).click();
  for (const [i, q] of MAIN_QUESTIONS.entries()) {
    await expect(page.getByText(`Question ${i + 1} of 13`)).toBeVisible();
    await page.getByRole('button', { name: q.options[SAGE_MAIN[i]!.optionIndex]!.text, exact: true }).click();
  }
  for (const [i, q] of refinementQuestionsFor('The Sage').entries()) {
    await expect(page.getByText(`Question ${11 + i} of 13`)).toBeVisible();
    await page.getByRole('button', { name: q.options[0]!.text, exact: true }).click();
  }
  await page.getByLabel('Email Address *').fill(email);
  await page.getByLabel('Company Name *').fill('Newsletter Reader Ltd');
  await page.getByRole('switch', { name: 'Analyze my company website too' }).click(); // no website to analyse
  await page.getByRole('button', { name: 'See My Results' }).click();
  await expect(page.getByRole('heading', { name: 'The Sage', level: 2 })).toBeVisible();
}

/** An admin account made as an operator would (npm run admin -- grant), signed in on this page. */
async function signInAsAdmin(page: Page) {
  const email = `analyst-${Date.now()}@example.com`;
  expect((await page.request.post('/api/auth/sign-up/email', { data: { name: 'Ana Lyst', email, password: PASSWORD } })).status()).toBe(200);
  execFileSync(process.execPath, ['scripts/admin.ts', 'grant', email, '--mark-verified'], {
    env: { ...process.env, DATABASE_URL: `file:${currentDatabase()}` },
  });
  await page.goto('/admin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
}

const counted = async (source: string, step: string) =>
  Number((await query('SELECT coalesce(sum(count), 0) AS n FROM analytics_daily WHERE source = ? AND step = ?', [source, step]))[0]!.n);

/** The figure in a data table's row, by the row's header. */
const figure = async (page: Page, table: string, row: string, column = 0) =>
  Number(
    (
      await page
        .getByRole('table', { name: table })
        .getByRole('row', { name: new RegExp(`^${row}\\b`) })
        .getByRole('cell')
        .nth(column)
        .innerText()
    ).replace(/,/g, ''),
  );

test('a visit from a newsletter campaign shows in the funnel and the source table of the Analytics page', async ({ page }) => {
  const errors = watchConsole(page);
  const chartRequests: string[] = [];
  page.on('request', (r) => /chart/i.test(r.url()) && chartRequests.push(r.url()));

  await page.goto('/?utm_source=newsletter&utm_medium=email&utm_campaign=launch');
  await takeQuiz(page, `reader-${Date.now()}@example.com`);
  const [lead] = await query(
    "SELECT source, utm_medium, utm_campaign FROM quiz_submissions WHERE company = 'Newsletter Reader Ltd' ORDER BY created_at DESC LIMIT 1",
  );
  expect(lead).toMatchObject({ source: 'newsletter', utm_medium: 'email', utm_campaign: 'launch' });
  expect(chartRequests).toEqual([]); // the chart library is not part of the quiz

  // Leaving the page sends the beacon's last batch.
  await signInAsAdmin(page);
  await expect.poll(() => counted('newsletter', 'question_13')).toBeGreaterThan(0);

  await page.getByRole('link', { name: 'Analytics' }).click();
  await expect(page).toHaveURL(/\/admin\/analytics\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');

  await page.getByLabel('Source', { exact: true }).selectOption('newsletter');
  await expect(page).toHaveURL(/&source=newsletter$/);
  await expect(page.getByRole('status').filter({ hasText: '“newsletter”' })).toBeVisible();
  for (const step of ['Landing page viewed', 'Quiz started', 'Question 1 answered', 'Question 13 answered', 'Submitted']) {
    expect(await figure(page, 'Funnel steps', step), step).toBeGreaterThanOrEqual(1);
  }
  expect(await figure(page, 'Answers and drop-off per question', 'Question 7')).toBeGreaterThanOrEqual(1);
  expect(await figure(page, 'Leads per source', 'newsletter')).toBeGreaterThanOrEqual(1);

  // Each chart is an image named by a summary, beside its table; the library came with this page only.
  await expect(page.getByRole('img', { name: /^Bar chart of the funnel for “newsletter”: \d+ landing views?,/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Stacked bar chart of \d+ submissions? by primary archetype per day/ })).toBeVisible();
  expect(chartRequests.length).toBeGreaterThan(0);

  // The funnel's CSV is what the page shows.
  const csvLink = page.getByRole('link', { name: 'Download CSV of funnel' });
  const csv = await page.request.get((await csvLink.getAttribute('href'))!);
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
  expect(await csv.text()).toMatch(/\r\nLanding page viewed,[1-9]\d*,/);

  await expectNoSeriousA11yIssues(page);

  // Keyboard: a quick range, then a custom range the page explains when it is the wrong way round.
  await page.getByRole('button', { name: 'Last 7 days' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByLabel('From', { exact: true }).fill('2025-03-10');
  await page.getByLabel('To', { exact: true }).fill('2025-03-01');
  await page.getByRole('button', { name: 'Apply dates' }).click();
  await expect(page.getByRole('alert')).toHaveText('The start date must not be after the end date.');
  await page.getByLabel('To', { exact: true }).fill('2025-03-31');
  await page.getByLabel('To', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/from=2025-03-10&to=2025-03-31&source=newsletter$/);
  await expect(page.getByText('No visits were counted in this range for “newsletter”.')).toBeVisible();
  await expect(page.getByText('No leads in this range.')).toBeVisible();

  await page.getByRole('link', { name: 'Back to the dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  expect(errors.filter((e) => !/status of 401/.test(e))).toEqual([]); // the sign-in page asks for a session first
});

test('the Analytics page sends everyone but admins to sign in', async ({ page }) => {
  const res = await page.request.get('/admin/analytics', { maxRedirects: 0 });
  expect(res.status()).toBe(302);
  expect(res.headers()['location']).toBe('/admin');
});
