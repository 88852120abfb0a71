import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import { createdSubmissionSchema } from '../../functions/submissions/schema.ts';
import type { ArchetypeName } from '../../src/domain/archetypes/types.ts';
import { fullAnswersFor } from '../helpers/answers.ts';
import { readPdf } from '../helpers/pdf-text.ts';
import { readJson } from '../helpers/read.ts';
import { signInAsAdminByApi } from './admin-session.ts';
import { expectNoSeriousA11yIssues, uniqueEmail, watchConsole } from './helpers.ts';

/** "Download PDF" on the quiz's results and on the admin report: the browser saves the designed report as a PDF file. */

const VIEWPORTS: { width: number; height: number; primary: ArchetypeName }[] = [
  { width: 390, height: 844, primary: 'The Sage' },
  { width: 1280, height: 900, primary: 'The Explorer' },
];
const RATE_LIMITED = 'Too many PDF reports from your network. Please try again later.';

/** A real submission made through the API. */
async function submit(page: Page, primary: ArchetypeName) {
  const res = await page.request.post('/api/submissions', {
    data: { email: uniqueEmail('pdf'), company: 'Owl & Co', companyUrl: null, answers: fullAnswersFor(primary) },
  });
  expect(res.status()).toBe(201);
  return readJson(res, createdSubmissionSchema);
}

/** The quiz opened on the results of a real submission, as the browser that made it keeps them. */
async function openResults(page: Page, primary: ArchetypeName) {
  const created = await submit(page, primary);
  const state = {
    phase: 'results',
    mainAnswers: [],
    refinementAnswers: [],
    primary,
    contact: { email: '', company: '', includeWebsite: false, companyUrl: '' },
    submission: { ...created, companyAnalysis: null },
  };
  await page.addInitScript((saved) => localStorage.setItem('brand-archetype:quiz:v1', saved), JSON.stringify(state));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: primary, level: 2 })).toBeVisible();
  return created;
}

/** The saved file: a PDF by its name and its first bytes, and the text a reader extracts from it. */
async function expectPdf(download: Download) {
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = new Uint8Array(await readFile(await download.path()));
  expect(new TextDecoder('latin1').decode(bytes.subarray(0, 5))).toBe('%PDF-');
  return (await readPdf(bytes)).text;
}

/** The polite live region beside the button. */
const message = (page: Page) => page.locator('.results__actions').getByRole('status');

const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

for (const { primary, ...viewport } of VIEWPORTS) {
  test(`${viewport.width} px: the results' Download PDF, by keyboard, saves the report with the visitor's archetype`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const errors = watchConsole(page);
    await openResults(page, primary);

    const button = page.getByRole('button', { name: 'Download PDF' });
    // Beside the spec's own actions, which stay as they were.
    await expect(page.getByRole('button', { name: 'Save Results' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Purchase The Brand Book' })).toBeVisible();

    // The report is held back until the busy state has been seen: it says so and stays focusable.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/report.pdf', async (route) => {
      expect(route.request().headers()['authorization']).toMatch(/^Bearer \S+$/);
      await held;
      await route.continue();
    });
    await button.focus();
    const downloading = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    const busy = page.getByRole('button', { name: 'Preparing PDF…' });
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(busy).toBeFocused();
    release();

    const text = await expectPdf(await downloading);
    expect(text).toContain(primary);
    await expect(button).toHaveAttribute('aria-disabled', 'false');
    await expect(button).toBeFocused();
    await expect(message(page)).toBeEmpty();
    expect(await fits(page), `the results fit ${viewport.width} px`).toBe(true);
    expect(errors).toEqual([]);
  });

  test(`${viewport.width} px: a refused PDF shows the server's words beside the button, which then works again`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openResults(page, primary);
    // The API's limit answer, played here: the run's server allows each client plenty.
    await page.route('**/report.pdf', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        headers: { 'retry-after': '60' },
        body: JSON.stringify({ error: RATE_LIMITED, code: 'rate_limited', requestId: 'req-1' }),
      }),
    );
    const button = page.getByRole('button', { name: 'Download PDF' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(message(page)).toHaveText(RATE_LIMITED);
    await expect(button).toHaveAccessibleDescription(RATE_LIMITED);
    await expect(button).toHaveAttribute('aria-disabled', 'false');
    await expect(button).toBeFocused();
    expect(await fits(page), `the message fits ${viewport.width} px`).toBe(true);
    await expectNoSeriousA11yIssues(page);

    // An answer without the envelope (a proxy's page) gets our own words.
    await page.unroute('**/report.pdf');
    await page.route('**/report.pdf', (route) => route.fulfill({ status: 503, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }));
    await page.keyboard.press('Enter');
    await expect(message(page)).toHaveText('Failed to download the PDF. Please try again.');

    // The limit lifted: the same button downloads, and the message goes.
    await page.unroute('**/report.pdf');
    const downloading = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    expect(await expectPdf(await downloading)).toContain(primary);
    await expect(message(page)).toBeEmpty();
  });
}

test("the admin report's Download PDF link saves the submission's report", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsAdminByApi(page);
  const { id } = await submit(page, 'The Caregiver');
  await page.goto(`/admin/report/${id}`);
  await expect(page.getByRole('heading', { name: 'The Caregiver', level: 2 })).toBeVisible();

  const link = page.getByRole('link', { name: 'Download PDF' });
  await expect(link).toHaveAttribute('href', `/api/admin/submissions/${id}/report.pdf`);
  await expect(link).toHaveAttribute('download', '');
  expect(await fits(page), 'the admin report fits 390 px').toBe(true);

  await link.focus();
  const downloading = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  expect(await expectPdf(await downloading)).toContain('The Caregiver');
});
