import { execFileSync } from 'node:child_process';
import { expect, type Page } from '@playwright/test';
import { currentDatabase } from '../../playwright.config.ts';
import { uniqueEmail } from './helpers.ts';

/** An admin made by the operator's command (npm run admin -- grant), signed in through the API in this page's context. */
export async function signInAsAdminByApi(page: Page, name = 'E2E Admin') {
  const email = uniqueEmail('admin');
  const password = 'e2e-password-1';
  expect((await page.request.post('/api/auth/sign-up/email', { data: { name, email, password } })).status()).toBe(200);
  execFileSync(process.execPath, ['scripts/admin.ts', 'grant', email, '--mark-verified'], {
    env: { ...process.env, DATABASE_URL: `file:${currentDatabase()}` },
  });
  expect((await page.request.post('/api/auth/sign-in/email', { data: { email, password } })).status()).toBe(200);
}
