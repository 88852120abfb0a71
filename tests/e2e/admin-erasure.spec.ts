import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { currentDatabase } from '../../playwright.config.ts';
import { fullAnswersFor } from '../helpers/answers.ts';
import { expectNoSeriousA11yIssues, query, watchConsole } from './helpers.ts';

const PASSWORD = 'e2e-password-1';
const stamp = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

test('an admin erases everything stored about an email address from the dashboard, and the audit log shows it', async ({ page }) => {
  const errors = watchConsole(page);
  const domain = `leaving-${stamp()}.example`;
  const visitor = `person@${domain}`;
  for (const email of [visitor, visitor, `colleague@${domain}`]) {
    const res = await page.request.post('/api/submissions', { data: { email, company: 'Leaving Co', answers: fullAnswersFor('The Sage') } });
    expect(res.status()).toBe(201);
  }

  // An admin, made by the operator's command, signed in through the emailed confirmation link.
  const admin = `privacy-admin-${stamp()}@example.com`;
  expect((await page.request.post('/api/auth/sign-up/email', { data: { name: 'Pat Privacy', email: admin, password: PASSWORD } })).status()).toBe(
    200,
  );
  execFileSync(process.execPath, ['scripts/admin.ts', 'grant', admin], { env: { ...process.env, DATABASE_URL: `file:${currentDatabase()}` } });
  await expect.poll(async () => (await query('SELECT count(*) AS n FROM mail_outbox WHERE recipient = ?', [admin]))[0]!.n).toBeGreaterThan(0);
  const [mail] = await query("SELECT text FROM mail_outbox WHERE recipient = ? AND kind = 'account-confirmation' LIMIT 1", [admin]);
  await page.goto(/https?:\/\/\S+/.exec(String(mail!.text))![0]);
  await page.goto(`/admin/dashboard?q=${encodeURIComponent(`@${domain}`)}`);
  await expect(page.locator('tbody tr[data-id]')).toHaveCount(3);

  const panel = page.getByRole('region', { name: 'Privacy' });
  await expect(panel.getByRole('heading', { name: 'Erasure log' })).toBeVisible();
  // HubSpot is not connected here (no HUBSPOT_TOKEN), so no erasure is promised there.
  await expect(panel).toContainText('HubSpot is not connected, so nothing is deleted there.');
  await expect(panel).not.toContainText('HubSpot is asked');

  // Keyboard only: type the address, Enter opens the confirmation, Escape cancels it and nothing is erased.
  await panel.getByLabel('Email address').fill(visitor.toUpperCase());
  await panel.getByLabel('Email address').press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Erase all data for this address?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(visitor.toUpperCase());
  await expect(dialog).toContainText('This cannot be undone.');
  await expect(dialog).not.toContainText('HubSpot');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoSeriousA11yIssues(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect((await query('SELECT count(*) AS n FROM quiz_submissions WHERE email = ?', [visitor]))[0]!.n).toBe(2);

  await panel.getByLabel('Email address').press('Enter');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Erase all data' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(panel.getByRole('status')).toHaveText('Erased 2 submissions (28 rows).');
  await expect(dialog).toBeHidden();
  await expect(panel.getByLabel('Email address')).toHaveValue('');
  const newest = panel.getByRole('table').locator('tbody tr').first();
  await expect(newest.getByRole('cell')).toHaveText([/\d{4}/, 'Admin request', 'Pat Privacy', '2', '28']);
  // The submissions table follows: only the colleague's row is left.
  await expect(page.locator('tbody tr[data-id]')).toHaveCount(1);
  expect((await query('SELECT count(*) AS n FROM quiz_submissions WHERE email = ?', [visitor]))[0]!.n).toBe(0);
  expect((await query('SELECT count(*) AS n FROM quiz_submissions WHERE email = ?', [`colleague@${domain}`]))[0]!.n).toBe(1);
  await expectNoSeriousA11yIssues(page);
  expect(errors).toEqual([]);
});
