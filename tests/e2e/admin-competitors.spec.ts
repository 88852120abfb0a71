import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { currentDatabase } from '../../playwright.config.ts';
import { createdSubmissionSchema } from '../../functions/submissions/schema.ts';
import { fullAnswersFor } from '../helpers/answers.ts';
import { readJson } from '../helpers/read.ts';
import { serveSite, type ServedSite } from '../helpers/static-server.ts';
import { onLoopback } from '../integration/competitors/helpers.ts';
import { expectNoSeriousA11yIssues, query, uniqueEmail, watchConsole } from './helpers.ts';

const PASSWORD = 'e2e-password-1';

type Site = { url: string; close(): Promise<void> };
let served: ServedSite[] = [];
let sites: Site[] = [];

// The company (hero on 127.0.0.1) and two competitors on hosts of their own (sage, ruler on 127.0.0.2 and .3).
test.beforeAll(async () => {
  served = await Promise.all(['hero', 'sage', 'ruler'].map((name) => serveSite(`tests/fixtures/sites/${name}`)));
  sites = [await onLoopback('127.0.0.2', served[1]!.url), await onLoopback('127.0.0.3', served[2]!.url)];
});
test.afterAll(async () => {
  await Promise.all(sites.map((s) => s.close()));
  await Promise.all(served.map((s) => s.close()));
});

test('the admin report shows the comparison the visitor made: wheel markers, table and positioning note', async ({ page }) => {
  const errors = watchConsole(page);
  const res = await page.request.post('/api/submissions', {
    data: { email: uniqueEmail('visitor'), company: 'Hero Co', companyUrl: served[0]!.url, answers: fullAnswersFor('The Caregiver') },
  });
  const { id, accessToken } = await readJson(res, createdSubmissionSchema);
  expect((await page.request.post(`/api/submissions/${id}/company-analysis`, { data: { accessToken } })).status()).toBe(200);
  for (const site of sites) {
    expect((await page.request.post(`/api/submissions/${id}/competitors`, { data: { accessToken, url: site.url } })).status()).toBe(201);
  }

  // An admin, made by the operator's command, signs in through the emailed confirmation link.
  const admin = uniqueEmail('admin');
  expect((await page.request.post('/api/auth/sign-up/email', { data: { name: 'E2E Admin', email: admin, password: PASSWORD } })).status()).toBe(200);
  execFileSync(process.execPath, ['scripts/admin.ts', 'grant', admin], { env: { ...process.env, DATABASE_URL: `file:${currentDatabase()}` } });
  await expect.poll(async () => (await query('SELECT count(*) AS n FROM mail_outbox WHERE recipient = ?', [admin]))[0]!.n).toBeGreaterThan(0);
  const [mail] = await query("SELECT text FROM mail_outbox WHERE recipient = ? AND kind = 'account-confirmation' LIMIT 1", [admin]);
  await page.goto(/https?:\/\/\S+/.exec(String(mail!.text))![0]);
  await expect(page).toHaveURL(/\/admin(\/dashboard)?$/);

  await page.goto(`/admin/report/${id}`);
  const section = page.getByTestId('admin-competitors');
  await expect(section.getByRole('heading', { name: 'Compared with Competitors' })).toBeVisible();
  await expect(section.locator('[data-marker="competitor"]')).toHaveCount(2);
  await expect(section.locator('[data-marker="competitor"] text')).toHaveText(['127.0.0.2', '127.0.0.3']);
  const rows = section.getByTestId('competitor-table').locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('127.0.0.2');
  await expect(rows.nth(0)).toContainText('The Sage');
  await expect(rows.nth(1)).toContainText('The Ruler');
  await expect(rows.nth(0).locator('code').first()).toHaveText(/^#[0-9a-f]{6}$/i);
  await expect(section.getByRole('button', { name: /Remove/ })).toHaveCount(0);
  await expect(section.getByTestId('positioning-note')).toContainText('127.0.0.1 stands apart as The Hero: no competitor here claims it.');
  await expectNoSeriousA11yIssues(page);
  expect(errors).toEqual([]);
});
