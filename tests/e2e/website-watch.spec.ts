import { expect, test, type Page } from '@playwright/test';
import { serverSecret } from '../../functions/auth/auth.ts';
import { withLocalAuthSecret } from '../../functions/auth/local-secret.ts';
import { parseEnv } from '../../functions/env.ts';
import { createdSubmissionSchema } from '../../functions/submissions/schema.ts';
import { stopToken } from '../../functions/watch/stop-token.ts';
import { currentDatabase } from '../../playwright.config.ts';
import { fullAnswersFor } from '../helpers/answers.ts';
import { readJson } from '../helpers/read.ts';
import { signInAsAdminByApi } from './admin-session.ts';
import { expectNoSeriousA11yIssues, query, uniqueEmail, watchConsole } from './helpers.ts';
import { DRIFT, giveAnalysis, seedAnalysedResult, seedReadings, seedWatch } from './watch-seed.ts';

const QUIZ_KEY = 'brand-archetype:quiz:v1';
const execute = (sql: string, args: (string | number | null)[]) => query(sql, args as (string | number)[]);

/** The secret the e2e server signs with, found by the server's own rule (its environment, else the one kept beside its database). */
const secret = () => serverSecret(withLocalAuthSecret(parseEnv({ ...process.env, DATABASE_URL: `file:${currentDatabase()}` }), () => {}));

const watchState = async (id: string) => (await query('SELECT status, end_reason FROM website_watches WHERE id = ?', [id]))[0];

/** Opens the results of a stored, analysed result as the quiz keeps them in this browser. */
async function openResults(page: Page) {
  const created = await page.request.post('/api/submissions', {
    data: { email: uniqueEmail('watch'), company: 'Carewell Co', companyUrl: null, answers: fullAnswersFor('The Sage') },
  });
  expect(created.status()).toBe(201);
  const submission = await readJson(created, createdSubmissionSchema);
  const result = { ...submission, companyAnalysis: await giveAnalysis(execute, submission.id) };
  const state = { phase: 'results', mainAnswers: [], refinementAnswers: [], primary: 'The Sage', contact: {}, submission: result, attempt: null };
  await page.goto('/privacy');
  await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [QUIZ_KEY, JSON.stringify(state)]);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'The Sage', level: 2 })).toBeVisible();
  return result;
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a visitor opts in on the results page, reads the history page and stops watching', async ({ page }) => {
      const errors = watchConsole(page);
      const result = await openResults(page);
      const open = page.getByRole('button', { name: 'Watch my website' });
      await open.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Watch my website' });
      await expect(dialog).toContainText('every 30 days');
      await expect(dialog).toContainText('archetype, colours, headline and key sentences');
      await expect(dialog).toContainText('every email has a link to stop watching');
      await dialog.getByRole('button', { name: 'Start watching' }).press('Enter');
      const status = dialog.getByTestId('watch-started');
      await expect(status).toContainText('Watching. Your history page:');
      await expect(status).toContainText('No reading yet');
      const href = (await status.getByRole('link').getAttribute('href'))!;
      expect(href).toMatch(/^\/w\/[A-Za-z0-9_-]{22}$/);
      const watchId = href.slice(3);
      await expectNoSeriousA11yIssues(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(open).toBeFocused();

      // Before any reading: the empty state.
      const response = await page.goto(href);
      expect(response!.status()).toBe(200);
      expect(response!.headers()['cache-control']).toBe('no-store');
      expect(response!.headers()['referrer-policy']).toBe('no-referrer');
      expect(response!.headers()['x-robots-tag']).toContain('noindex');
      await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
      await expect(page.getByRole('heading', { level: 1, name: 'Watching carewell.example' })).toBeVisible();
      await expect(page.getByText('No reading yet.')).toBeVisible();
      await expect(page.getByTestId('watch-state')).toHaveText(/^Next reading: /);

      // Readings, as the engine writes them: the timeline, newest first.
      await seedReadings(execute, watchId, DRIFT);
      await page.reload();
      const readings = page.getByTestId('watch-reading');
      await expect(readings).toHaveCount(3);
      await expect(readings.nth(0)).toContainText('could not read the site');
      await expect(readings.nth(0)).toContainText('The website could not be reached.');
      await expect(readings.nth(1)).toContainText('The Hero');
      await expect(readings.nth(1)).toContainText('Confidence 80%');
      await expect(readings.nth(1)).toContainText('A gap with your archetype, The Sage');
      await expect(readings.nth(1)).toContainText('Archetype: The Caregiver → The Hero');
      await expect(readings.nth(1)).toContainText('Headline: “We look after you” → “Win every day”');
      await expect(readings.nth(1)).toContainText('added: #b91c1c');
      await expect(readings.nth(1)).toContainText('removed: #0f766e');
      await expect(readings.nth(2)).toContainText('The first reading');
      await expectNoSeriousA11yIssues(page, { rules: ['page-has-heading-one'] });
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      // Stop: a form POST, by keyboard.
      await page.getByRole('button', { name: 'Stop watching' }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('watch-state')).toHaveText(/^Watching was stopped on /);
      await expect(page.getByRole('button', { name: 'Stop watching' })).toHaveCount(0);
      await expect(readings).toHaveCount(3);
      expect(await watchState(watchId)).toMatchObject({ status: 'ended', end_reason: 'stopped' });
      expect(result.id).toBeTruthy();
      expect(errors).toEqual([]);
    });

    test("the email's stop link: opening it stops nothing; its button does; a bad token says so", async ({ page }) => {
      const result = await seedAnalysedResult(execute);
      const watchId = await seedWatch(execute, result.id);
      const response = await page.goto(`/w/${watchId}/stop?token=${stopToken(secret(), watchId)}`);
      expect(response!.status()).toBe(200);
      expect(response!.headers()['referrer-policy']).toBe('no-referrer');
      await expect(page.getByRole('heading', { level: 1, name: 'Stop watching' })).toBeVisible();
      expect(await watchState(watchId)).toMatchObject({ status: 'pending' });
      await expectNoSeriousA11yIssues(page, { rules: ['page-has-heading-one'] });
      await page.getByRole('button', { name: 'Stop watching' }).press('Enter');
      await expect(page).toHaveURL(new RegExp(`/w/${watchId}$`));
      await expect(page.getByTestId('watch-state')).toHaveText(/^Watching was stopped on /);
      expect(await watchState(watchId)).toMatchObject({ status: 'ended' });

      const other = await seedWatch(execute, (await seedAnalysedResult(execute)).id);
      const bad = await page.goto(`/w/${other}/stop?token=${stopToken(secret(), watchId)}`);
      expect(bad!.status()).toBe(404);
      await expect(page.getByRole('alert')).toHaveText('This stop link is not valid. Please open it exactly as it appears in your email.');
      await expect(page.getByRole('button', { name: 'Stop watching' })).toHaveCount(0);
      expect(await watchState(other)).toMatchObject({ status: 'pending' });
      expect((await page.goto('/w/not-a-watch-id'))!.status()).toBe(404);
    });

    test('the admin report shows the watch history, and /admin/watches lists the watched sites', async ({ page }) => {
      const result = await seedAnalysedResult(execute);
      const watchId = await seedWatch(execute, result.id);
      await seedReadings(execute, watchId, DRIFT);
      await query('UPDATE website_watches SET last_change_at = ?, last_reading_at = ? WHERE id = ?', [
        Date.now() - 10 * 86_400_000,
        Date.now(),
        watchId,
      ]);
      expect((await page.goto('/admin/watches'))!.url()).toMatch(/\/admin$/);
      await signInAsAdminByApi(page);

      await page.goto(`/admin/report/${result.id}`);
      const history = page.getByTestId('admin-watch-history');
      await expect(history.getByRole('heading', { level: 2, name: 'Watching carewell.example' })).toBeVisible();
      await expect(history.getByTestId('watch-reading')).toHaveCount(3);
      await expect(history.getByRole('button', { name: 'Stop watching' })).toHaveCount(0);

      await page.goto('/admin/dashboard');
      await page.getByRole('link', { name: 'Watched Sites' }).click();
      await expect(page).toHaveURL(/\/admin\/watches$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Watched Sites' })).toBeVisible();
      const row = page.getByTestId('watched-site').filter({ has: page.locator(`a[href="/admin/report/${result.id}"]`) });
      await expect(row).toContainText('Carewell Co');
      await expect(row).toContainText('archetype, headline, colours');
      await expect(row).toContainText('Watching');
      await expectNoSeriousA11yIssues(page, { rules: ['page-has-heading-one'] });
      await row.getByRole('link', { name: 'carewell.example' }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/report/${result.id}$`));
    });
  });
}
