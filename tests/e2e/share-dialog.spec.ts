import { expect, test, type Page } from '@playwright/test';
import { refinementQuestionsFor } from '../../src/domain/quiz/questions.ts';
import { mainAnswersFor } from '../helpers/answers.ts';
import { pngSize } from '../helpers/png.ts';
import { serveSite, type ServedSite } from '../helpers/static-server.ts';
import { expectNoSeriousA11yIssues, query, watchConsole } from './helpers.ts';

const PRIMARY = 'The Sage';
const SHARES_KEY = 'brand-archetype:shares:v1';
const VIEWPORTS = [
  { name: 'mobile', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
];

let site: ServedSite;
// The company's website: a fixture site the server crawls on 127.0.0.1 (it reads as The Hero).
test.beforeAll(async () => {
  site = await serveSite('tests/fixtures/sites/hero');
});
test.afterAll(() => site.close());

/**
 * A visitor who answered all 13 questions (saved progress, from a page without the quiz so its store cannot write
 * back) sends the form with their company's website and waits for the company section.
 */
async function finishQuiz(page: Page): Promise<string> {
  const state = {
    phase: 'contact',
    mainAnswers: mainAnswersFor(PRIMARY),
    refinementAnswers: refinementQuestionsFor(PRIMARY).map((q) => ({ questionId: q.id, optionIndex: 0 })),
    primary: PRIMARY,
    contact: { email: '', company: '', includeWebsite: true, companyUrl: '' },
    submission: null,
    attempt: null,
  };
  await page.goto('/privacy');
  await page.evaluate((saved) => localStorage.setItem('brand-archetype:quiz:v1', saved), JSON.stringify(state));
  await page.goto('/');
  const email = `share-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await page.getByLabel('Email Address *').fill(email);
  await page.getByLabel('Company Name *').fill('Owl & Co');
  await page.getByLabel('Company Website URL *').fill(site.url);
  await page.getByRole('button', { name: 'See My Results' }).click();
  await expect(page.getByRole('heading', { name: PRIMARY, level: 2 })).toBeVisible();
  await expect(page.getByTestId('company-analysis').getByText('The Hero', { exact: true })).toBeVisible();
  return email;
}

const shareDialog = (page: Page) => page.getByRole('dialog', { name: 'Share Your Result' });
const storedShares = (page: Page) => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>, SHARES_KEY);

test('a visitor shares the result, a stranger sees it without the email, and Stop Sharing takes the link down', async ({
  page,
  context,
  browser,
}) => {
  const errors = watchConsole(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const email = await finishQuiz(page);
  // The submission as the quiz keeps it: its id and the secret that proves this browser made it.
  const submission = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('brand-archetype:quiz:v1')!) as { submission: { id: string; accessToken: string } }).submission,
  );

  await page.getByRole('button', { name: 'Share Result' }).click();
  const dialog = shareDialog(page);
  await expect(dialog).toBeVisible();
  // Nothing is public until the visitor asks for it.
  expect(await query('SELECT id FROM result_shares WHERE submission_id = ?', [submission.id])).toEqual([]);
  const includeCompany = dialog.getByRole('checkbox', { name: "Include my company's result" });
  await expect(includeCompany).not.toBeChecked();
  await includeCompany.check();
  await dialog.getByRole('button', { name: 'Create Link' }).click();

  const field = dialog.getByRole('textbox', { name: 'Public link' });
  await expect(field).toHaveValue(/\/r\/[A-Za-z0-9_-]{22}$/);
  const url = await field.inputValue();
  const shareId = url.slice(url.lastIndexOf('/') + 1);
  expect(new URL(url).origin).toBe(new URL(page.url()).origin);
  // The id is its own: neither the submission's id nor its secret.
  expect(url).not.toContain(submission.id);
  expect(url).not.toContain(submission.accessToken);
  expect(await query('SELECT id, include_company FROM result_shares WHERE submission_id = ?', [submission.id])).toEqual([
    expect.objectContaining({ id: shareId, include_company: 1 }),
  ]);
  await expect(dialog.getByRole('button', { name: 'Copy Link' })).toBeFocused();

  await dialog.getByRole('button', { name: 'Copy Link' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  const linkedIn = dialog.getByRole('link', { name: /Share on LinkedIn/ });
  await expect(linkedIn).toHaveAttribute('href', `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`);
  const x = dialog.getByRole('link', { name: /Share on X/ });
  await expect(x).toHaveAttribute(
    'href',
    new RegExp(`^https://twitter\\.com/intent/tweet\\?url=${encodeURIComponent(url).replace(/[.]/g, '\\.')}&text=.*Sage`),
  );
  for (const target of [linkedIn, x]) {
    await expect(target).toHaveAttribute('target', '_blank');
    await expect(target).toHaveAttribute('rel', 'noopener');
  }
  // Chromium on Linux has no share sheet: no button that would do nothing.
  const hasShareSheet = await page.evaluate(() => typeof navigator.share === 'function');
  await expect(dialog.getByRole('button', { name: 'Share…' })).toHaveCount(hasShareSheet ? 1 : 0);

  // The link survives a reload: the dialog opens on it, ready to copy or stop.
  await page.reload();
  await page.getByRole('button', { name: 'Share Result' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Public link' })).toHaveValue(url);
  await expect(includeCompany).toBeChecked();
  // On a live link the box takes effect at once, on the same link.
  await includeCompany.uncheck();
  await expect(dialog.getByRole('status').filter({ hasText: "The link no longer shows your company's result." })).toBeVisible();
  expect(await query('SELECT id, include_company FROM result_shares WHERE submission_id = ?', [submission.id])).toEqual([
    expect.objectContaining({ id: shareId, include_company: 0 }),
  ]);
  await includeCompany.check();
  await expect(dialog.getByRole('status').filter({ hasText: "The link now shows your company's result." })).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Public link' })).toHaveValue(url);
  // The Close button, like Escape, hands focus back to the button that opened the dialog.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Share Result' })).toBeFocused();

  // A stranger: another browser profile, no storage, no secret.
  const stranger = await browser.newContext();
  try {
    const visit = await stranger.newPage();
    const response = await visit.goto(url);
    expect(response!.status()).toBe(200);
    await expect(visit.getByRole('heading', { name: PRIMARY, level: 1 })).toBeVisible();
    // The visitor ticked "Include my company's result".
    await expect(visit.getByRole('main').getByText('The Hero', { exact: true })).toBeVisible();
    expect(await visit.content()).not.toContain(email);
    await expect(visit.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(visit.locator('meta[property="og:image"]')).toHaveAttribute('content', new RegExp(`/r/${shareId}\\.png$`));
    await expect(visit.getByRole('link', { name: /Discover your own archetype/i })).toHaveAttribute('href', '/');

    const image = await stranger.request.get(`/r/${shareId}.png`);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    expect(pngSize(await image.body())).toEqual({ width: 1200, height: 630 });

    // Back in the visitor's browser: Stop Sharing.
    await page.getByRole('button', { name: 'Share Result' }).click();
    await dialog.getByRole('button', { name: 'Stop Sharing' }).click();
    await expect(dialog.getByRole('status').filter({ hasText: 'Sharing stopped' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Create Link' })).toBeFocused();
    await expect(dialog.getByRole('textbox', { name: 'Public link' })).toHaveCount(0);
    expect(await storedShares(page)).toEqual({});
    expect(await query('SELECT id FROM result_shares WHERE id = ?', [shareId])).toEqual([]);

    expect((await stranger.request.get(url)).status()).toBe(404);
    expect((await stranger.request.get(`/r/${shareId}.png`)).status()).toBe(404);
  } finally {
    await stranger.close();
  }
  expect(errors).toEqual([]);
});

test('an error from the API is shown in its own words, and the dialog stays usable', async ({ page }) => {
  await finishQuiz(page);
  await page.route('**/share', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'Too many share links from your network. Please try again later.', code: 'rate_limited', requestId: 'x' }),
    }),
  );
  await page.getByRole('button', { name: 'Share Result' }).click();
  const dialog = shareDialog(page);
  await dialog.getByRole('button', { name: 'Create Link' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'Too many' })).toHaveText(
    'Too many share links from your network. Please try again later.',
  );
  await expect(dialog.getByRole('button', { name: 'Create Link' })).toBeVisible();
  expect(await storedShares(page)).toEqual({});
});

for (const viewport of VIEWPORTS) {
  test(`${viewport.name}: the dialog works with the keyboard alone and axe finds nothing serious`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await finishQuiz(page);
    const opener = page.getByRole('button', { name: 'Share Result' });
    // Tab through the page to the button, as a keyboard user would.
    for (let i = 0; i < 80 && !(await opener.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(opener).toBeFocused();
    await page.keyboard.press('Enter');

    const dialog = shareDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Create Link' })).toBeFocused();
    await expectNoSeriousA11yIssues(page);

    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('checkbox', { name: "Include my company's result" })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(dialog.getByRole('checkbox', { name: "Include my company's result" })).toBeChecked();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('button', { name: 'Copy Link' })).toBeFocused();
    await expect(dialog.getByRole('textbox', { name: 'Public link' })).toHaveValue(/\/r\/[A-Za-z0-9_-]{22}$/);
    await expectNoSeriousA11yIssues(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // Copy Link, the two networks (and the share sheet where there is one), then Stop Sharing.
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('link', { name: /Share on LinkedIn/ })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('link', { name: /Share on X/ })).toBeFocused();
    const stop = dialog.getByRole('button', { name: 'Stop Sharing' });
    for (let i = 0; i < 3 && !(await stop.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(stop).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('button', { name: 'Create Link' })).toBeFocused();

    // Escape closes it and focus goes back to the button that opened it.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
}
