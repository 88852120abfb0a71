import { expect, test, type Page } from '@playwright/test';
import { fullAnswersFor } from '../helpers/answers.ts';
import { signInAsAdminByApi } from './admin-session.ts';
import { expectNoSeriousA11yIssues } from './helpers.ts';

/** A submission with a long, hyphenated address (the kind that used to break mid-word), found by its company. */
async function longEmailSubmission(page: Page, company: string) {
  const email = `someone.with-a-rather-long-name-${Date.now()}@a-long-company-domain.example.com`;
  const res = await page.request.post('/api/submissions', { data: { email, company, companyUrl: null, answers: fullAnswersFor('The Sage') } });
  expect(res.status()).toBe(201);
  return email;
}

const pageOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test('the dashboard fits a 390 px screen: the table scrolls inside its own box', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsAdminByApi(page);
  const company = `Narrow Co ${Date.now()}`;
  await longEmailSubmission(page, company);
  await page.goto(`/admin/dashboard?q=${encodeURIComponent(company.toLowerCase())}`);
  const wrap = page.getByRole('region', { name: 'Quiz submissions table', exact: true });
  await expect(wrap.locator('tbody tr')).toHaveCount(1);

  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  const [scrollWidth, clientWidth] = await wrap.evaluate((el) => [el.scrollWidth, el.clientWidth]);
  expect(scrollWidth).toBeGreaterThan(clientWidth);
  // Scrolling the box reaches the last column; the page itself does not move.
  await wrap.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  const [wrapBox, deleteBox] = [(await wrap.boundingBox())!, (await wrap.getByRole('button', { name: /^Delete/ }).boundingBox())!];
  expect(deleteBox.x).toBeGreaterThanOrEqual(wrapBox.x);
  expect(deleteBox.x + deleteBox.width).toBeLessThanOrEqual(wrapBox.x + wrapBox.width);
  expect(await page.evaluate(() => window.scrollX)).toBe(0);
  await expectNoSeriousA11yIssues(page);

  await wrap.getByRole('link', { name: /^View/ }).click();
  await expect(page.locator('.admin-answers li')).toHaveCount(13);
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
});

test('on a 1280 px screen emails stay on one line and the dashboard lines up with the header', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAsAdminByApi(page);
  const company = `Wide Co ${Date.now()}`;
  const email = await longEmailSubmission(page, company);
  await page.goto(`/admin/dashboard?q=${encodeURIComponent(company.toLowerCase())}`);
  const cell = page.getByRole('cell', { name: email, exact: true });
  await expect(cell).toBeVisible();

  // One line box for the whole address: it was not broken anywhere.
  const lines = await cell.evaluate((td) => {
    const range = document.createRange();
    range.selectNodeContents(td);
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
  });
  expect(lines).toBe(1);
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);

  const headerLeft = await page.locator('.site-logo').evaluate((el) => el.getBoundingClientRect().left);
  const contentLeft = await page.getByRole('heading', { name: 'Admin Dashboard' }).evaluate((el) => el.getBoundingClientRect().left);
  expect(Math.abs(headerLeft - contentLeft)).toBeLessThanOrEqual(1);
  const headerRight = await page.locator('.site-nav').evaluate((el) => el.getBoundingClientRect().right);
  const contentRight = await page.locator('.admin-dashboard').evaluate((el) => el.getBoundingClientRect().right);
  expect(Math.abs(headerRight - contentRight)).toBeLessThanOrEqual(1);
});
