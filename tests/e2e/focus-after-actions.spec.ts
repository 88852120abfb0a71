import { expect, test, type Page } from '@playwright/test';
import { createdSubmissionSchema } from '../../functions/submissions/schema.ts';
import { fullAnswersFor } from '../helpers/answers.ts';
import { readJson } from '../helpers/read.ts';
import { serveSite, type ServedSite } from '../helpers/static-server.ts';
import { signInAsAdminByApi } from './admin-session.ts';
import { uniqueEmail } from './helpers.ts';

// Where focus goes when the control that held it disappears or is disabled: never left on <body>.

let site: ServedSite;
test.beforeAll(async () => {
  site = await serveSite('tests/fixtures/sites/caregiver', { routes: { '/broken': { status: 500 } } });
});
test.afterAll(async () => site.close());

async function postSubmission(page: Page, company: string) {
  const res = await page.request.post('/api/submissions', {
    data: { email: uniqueEmail('focus'), company, companyUrl: null, answers: fullAnswersFor('The Caregiver') },
  });
  expect(res.status()).toBe(201);
  return (await readJson(res, createdSubmissionSchema)).id;
}

test('after a delete, focus goes to the Delete button of the row that took its place, then to the heading', async ({ page }) => {
  await signInAsAdminByApi(page);
  const company = `Focus Keepers ${crypto.randomUUID().slice(0, 8)}`;
  await postSubmission(page, company);
  await postSubmission(page, company);
  await page.goto(`/admin/dashboard?q=${encodeURIComponent(company)}`);
  const rows = page.locator('.admin-table--submissions tbody tr');
  await expect(rows).toHaveCount(2);
  const dialog = page.getByRole('dialog', { name: 'Delete this submission?' });

  const survivor = await rows.nth(1).getAttribute('data-id');
  await rows
    .nth(0)
    .getByRole('button', { name: /Delete/ })
    .click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(rows).toHaveCount(1);
  await expect(page.locator(`tr[data-id="${survivor}"]`).getByRole('button', { name: /Delete/ })).toBeFocused();

  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No submissions match this search.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Quiz Submissions' })).toBeFocused();
});

test.describe('Quick Analysis', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/quick-analysis');
    await expect(page.locator('.qa[data-ready]')).toBeVisible();
  });

  test('Enter in the field: the result heading takes focus once the result renders, without a ring', async ({ page }) => {
    const field = page.getByLabel('Website URL', { exact: true });
    await field.fill(site.url);
    await field.press('Enter');
    const heading = page.getByRole('heading', { name: 'Brand Archetype Identified' });
    await expect(heading).toBeFocused();
    // A heading is not a control: focus on it announces the result, and draws no box around it.
    await expect(heading).toHaveCSS('outline-style', 'none');
  });

  test('a failed analysis gives focus back to the field, described by the error', async ({ page }) => {
    const field = page.getByLabel('Website URL', { exact: true });
    await field.fill(`${site.url}broken`);
    await field.press('Enter');
    await expect(page.locator('.qa__error')).toBeVisible();
    await expect(field).toBeFocused();
    await expect(field).toHaveAccessibleDescription(/.+/);
  });

  test('printed, the focused control shows no focus ring', async ({ page }) => {
    const field = page.getByLabel('Website URL', { exact: true });
    await page.keyboard.press('Tab');
    await field.focus();
    await expect(field).not.toHaveCSS('outline-style', 'none');
    await page.emulateMedia({ media: 'print' });
    await expect(field).toHaveCSS('outline-style', 'none');
  });
});
