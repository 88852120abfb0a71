import { execFileSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { currentDatabase } from '../../playwright.config.ts';
import { createdSubmissionSchema } from '../../functions/submissions/schema.ts';
import { fullAnswersFor } from '../helpers/answers.ts';
import { readJson } from '../helpers/read.ts';
import { expectNoSeriousA11yIssues, query, uniqueEmail, watchConsole } from './helpers.ts';

const PASSWORD = 'e2e-password-1';

/** `npm run admin -- grant <email>`, as an operator would run it, against the e2e server's database. */
function adminCommand(...args: string[]): string {
  return execFileSync(process.execPath, ['scripts/admin.ts', ...args], {
    env: { ...process.env, DATABASE_URL: `file:${currentDatabase()}` },
    encoding: 'utf8',
  });
}

/** The link in the newest confirmation email to this address, read from the mail outbox. */
async function confirmationLink(email: string): Promise<string> {
  await expect
    .poll(async () => (await query("SELECT count(*) AS n FROM mail_outbox WHERE recipient = ? AND kind = 'account-confirmation'", [email]))[0]!.n)
    .toBeGreaterThan(0);
  const [mail] = await query("SELECT text FROM mail_outbox WHERE recipient = ? AND kind = 'account-confirmation' ORDER BY created_at DESC LIMIT 1", [
    email,
  ]);
  return /https?:\/\/\S+/.exec(String(mail!.text))![0];
}

/** A confirmed account, signed in in this page's browser context (the confirmation link signs in). */
async function confirmedAccount(page: Page, email: string) {
  const res = await page.request.post('/api/auth/sign-up/email', { data: { name: 'E2E Person', email, password: PASSWORD } });
  expect(res.status()).toBe(200);
  await page.goto(await confirmationLink(email));
  await expect(page).toHaveURL(/\/admin$/);
}

async function postSubmission(page: Page, fields: { email: string; company: string; companyUrl: string | null }) {
  const res = await page.request.post('/api/submissions', { data: { ...fields, answers: fullAnswersFor('The Caregiver') } });
  expect(res.status()).toBe(201);
  return (await readJson(res, createdSubmissionSchema)).id;
}

test('an admin signs up, confirms by email, is granted by the command, reviews and deletes a submission', async ({ page }) => {
  const errors = watchConsole(page);
  const email = uniqueEmail('admin');

  await page.goto('/admin');
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
  await expectNoSeriousA11yIssues(page);

  await page.getByRole('tab', { name: 'Sign Up' }).click();
  // Checked inline like the quiz's contact form, never with browser bubbles: each message is tied to its field.
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByLabel('Full Name')).toBeFocused();
  await expect(page.getByLabel('Full Name')).toHaveAccessibleDescription('Please enter your full name.');
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Please enter your email address.');
  await page.getByLabel('Full Name').fill('Ada Admin');
  await expect(page.getByLabel('Full Name')).not.toHaveAttribute('aria-invalid');
  await page.getByLabel('Email').fill('ada@');
  await page.getByLabel('Password').fill('12345');
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Please enter a valid email address.');
  await expect(page.getByLabel('Password')).toHaveAccessibleDescription('Your password is too short. At least 6 characters.');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByLabel('Email')).toBeFocused();
  await expect(page.getByText('Account created successfully!')).toBeHidden();
  await expectNoSeriousA11yIssues(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Account created successfully! Please check your email to confirm your account.')).toBeVisible();

  // Not confirmed yet: the attempt mails a fresh link (sendOnSignIn) and the red alert says so.
  await page.getByRole('tab', { name: 'Sign In' }).click();
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Please enter your email address.');
  await expect(page.getByLabel('Password')).toHaveAccessibleDescription('Please enter your password.');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.locator('.alert--error')).toHaveText(
    `Email not verified. We've just sent a new confirmation link to ${email}; open it to finish signing in.`,
  );
  await expect
    .poll(async () => (await query("SELECT count(*) AS n FROM mail_outbox WHERE recipient = ? AND kind = 'account-confirmation'", [email]))[0]!.n)
    .toBe(2);

  // The emailed link confirms, signs in and lands on /admin: signed in, but not an admin yet.
  await page.goto(await confirmationLink(email));
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();

  expect(adminCommand('grant', email)).toContain(`${email} is now an admin.`);

  const company = `Caring Co ${Date.now()}`;
  const id = await postSubmission(page, { email: uniqueEmail('visitor'), company, companyUrl: 'https://caring.example' });

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByTestId('stat-totalSubmissions').locator('dd')).toHaveText(/^[1-9][\d,]*$/);

  await page.getByLabel('Search by email or company').fill(company.toLowerCase());
  const row = page.locator(`tr[data-id="${id}"]`);
  await expect(row).toBeVisible();
  await expect(page).toHaveURL(/\?q=caring/);
  await expect(row.getByRole('cell').nth(0)).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M$/);
  await expect(row.getByRole('cell').nth(3)).toHaveText('The Caregiver');
  const visit = row.getByRole('link', { name: /Visit Site/ });
  await expect(visit).toHaveAttribute('href', 'https://caring.example/');
  await expect(visit).toHaveAttribute('target', '_blank');
  await expect(visit).toHaveAttribute('rel', 'noopener noreferrer');
  await expectNoSeriousA11yIssues(page);

  // The report: the quiz's results view and the 13 stored answers.
  await row.getByRole('link', { name: /View/ }).click();
  await expect(page).toHaveURL(`/admin/report/${id}`);
  await expect(page.getByRole('heading', { name: 'The Caregiver', level: 2 })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Archetype wheel' })).toBeVisible();
  await expect(page.locator('.admin-answers li')).toHaveCount(13);
  await expectNoSeriousA11yIssues(page);
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard\?q=caring/);

  // Delete: cancel first, then confirm.
  await row.getByRole('button', { name: /Delete/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this submission?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: /Delete/ }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('The submission has been removed successfully.')).toBeVisible();
  await expect(row).toHaveCount(0);
  expect(await query('SELECT count(*) AS n FROM quiz_submissions WHERE id = ?', [id])).toEqual([expect.objectContaining({ n: 0 })]);
  expect(await query('SELECT count(*) AS n FROM quiz_answers WHERE submission_id = ?', [id])).toEqual([expect.objectContaining({ n: 0 })]);

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
  expect(errors.filter((e) => !/401|403|Failed to load resource/.test(e))).toEqual([]);
});

test('a signed-in non-admin sees Access Denied and cannot open the dashboard', async ({ page }) => {
  await confirmedAccount(page, uniqueEmail('member'));
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  const response = await page.goto('/admin/dashboard');
  expect(response!.request().redirectedFrom()?.url()).toMatch(/\/admin\/dashboard$/);
  await expect(page).toHaveURL(/\/admin$/);
  expect((await page.request.get('/api/admin/submissions')).status()).toBe(403);

  await page.getByRole('link', { name: 'Return to Homepage' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('without a session, the server sends every admin page to /admin', async ({ page }) => {
  for (const path of ['/admin/dashboard', `/admin/report/${crypto.randomUUID()}`]) {
    const res = await page.request.get(path, { maxRedirects: 0 });
    expect(res.status()).toBe(302);
    expect(res.headers()['location']).toBe('/admin');
  }
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin$/);
  expect((await page.request.get('/api/admin/stats')).status()).toBe(401);
});

test('visitor text and links are shown inert: nothing runs, no unsafe link', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  const admin = uniqueEmail('xss-admin');
  await confirmedAccount(page, admin);
  adminCommand('grant', admin);

  // The API refuses a javascript: URL, so the row is written directly, as a bad import or old data could be.
  const id = crypto.randomUUID();
  const company = '<img src=x onerror=alert(1)>';
  const analysis = JSON.stringify({
    archetype: 'The Outlaw',
    confidence: 0.9,
    reasoning: '<script>alert(2)</script>',
    keyIndicators: ['<img src=y onerror=alert(3)>'],
  });
  await query(
    `INSERT INTO quiz_submissions (id, email, company, company_url, primary_archetype, secondary_archetype, scores, sub_archetype_scores, created_at, company_archetype, company_archetype_confidence, company_analysis, access_token_hash)
     VALUES (?, ?, ?, 'javascript:alert(1)', 'The Jester', 'Provocateur', '{"The Jester":9}', '{}', ?, 'The Outlaw', 0.9, ?, ?)`,
    [id, uniqueEmail('xss'), company, Date.now(), analysis, 'x'.repeat(64)],
  );

  await page.goto('/admin/dashboard?q=%3Cimg');
  const row = page.locator(`tr[data-id="${id}"]`);
  await expect(row).toBeVisible();
  await expect(row.getByText(company, { exact: true })).toBeVisible();
  await expect(row.getByText('javascript:alert(1)', { exact: true })).toBeVisible();
  await expect(row.locator('img')).toHaveCount(0);
  await expect(page.locator('a[href^="javascript:"]')).toHaveCount(0);

  await page.goto(`/admin/report/${id}`);
  await expect(page.getByText('<script>alert(2)</script>', { exact: true })).toBeVisible();
  await expect(page.getByText('<img src=y onerror=alert(3)>', { exact: true })).toBeVisible();
  await expect(page.locator('a[href^="javascript:"]')).toHaveCount(0);
  await expect(page.locator('img[src="x"], img[src="y"]')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

test('the dashboard and report show the spec failure messages', async ({ page }) => {
  const admin = uniqueEmail('fail-admin');
  await confirmedAccount(page, admin);
  adminCommand('grant', admin);
  const id = await postSubmission(page, { email: uniqueEmail('keep'), company: 'Still Here Ltd', companyUrl: null });

  await page.route('**/api/admin/submissions?*', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }),
  );
  await page.goto('/admin/dashboard');
  await expect(page.getByText('Failed to load quiz submissions.')).toBeVisible();
  await page.unroute('**/api/admin/submissions?*');
  await page.getByRole('button', { name: 'Try Again' }).click();
  await page.getByLabel('Search by email or company').fill('still here');
  const row = page.locator(`tr[data-id="${id}"]`);
  await expect(row).toBeVisible();

  await page.route(`**/api/admin/submissions/${id}`, (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' })
      : route.continue(),
  );
  await row.getByRole('button', { name: /Delete/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Failed to delete the submission. Please try again.')).toBeVisible();
  await expect(row).toBeVisible();

  await page.goto(`/admin/report/${crypto.randomUUID()}`);
  await expect(page.getByRole('heading', { name: 'Submission not found' })).toBeVisible();
  await page.route(`**/api/admin/submissions/${id}`, (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }),
  );
  await page.goto(`/admin/report/${id}`);
  await expect(page.getByRole('heading', { name: 'Failed to load quiz submission' })).toBeVisible();
});

test('the delivery panel shows what waits and puts failed mail back in the queue, by keyboard', async ({ page }) => {
  const admin = uniqueEmail('delivery-admin');
  await confirmedAccount(page, admin);
  adminCommand('grant', admin);
  // One mail was given up on after 48 hours (the run's SMTP sink takes the rest as they come).
  const id = crypto.randomUUID();
  const queuedAt = Date.now() - 49 * 60 * 60 * 1000;
  await query(
    `INSERT INTO mail_outbox (id, kind, recipient, subject, html, text, status, attempts, last_error, next_attempt_at, queued_at, created_at)
     VALUES (?, 'archetype-report', ?, 'Your report', '<p>Hi</p>', 'Hi', 'failed', 120, 'connect ECONNREFUSED', ?, ?, ?)`,
    [id, uniqueEmail('bounced'), Date.now(), queuedAt, queuedAt],
  );

  await page.goto('/admin/dashboard');
  const panel = page.getByRole('region', { name: 'Delivery' });
  const mail = panel.locator('tr[data-queue="mail"]');
  await expect(mail.getByRole('rowheader')).toHaveText('Emails');
  await expect(mail.getByRole('cell').nth(0)).toHaveText(/^\d[\d,]*$/); // pending: whatever the sink has not taken yet
  await expect(mail.getByRole('cell').nth(1)).toHaveText(/^[1-9][\d,]*$/);
  await expect(mail.getByRole('cell').nth(2)).toHaveText(/\d+ (s|min|h)|—/); // oldest pending, or none waiting
  await expect(panel.locator('tr[data-queue="leads"]').getByRole('rowheader')).toHaveText('HubSpot leads');
  await expectNoSeriousA11yIssues(page);

  const retry = mail.getByRole('button', { name: 'Retry failed emails' });
  await retry.focus();
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('status')).toHaveText(/^\d+ failed emails? queued again\.$/);
  await expect(mail.getByRole('cell').nth(1)).toHaveText('0');
  await expect(retry).toBeDisabled();
  // Queued again, the mail goes out to the run's SMTP sink; the Worker build has no transport, so there it waits.
  const expected = test.info().project.name === 'edge' ? 'pending' : 'sent';
  await expect.poll(async () => (await query('SELECT status FROM mail_outbox WHERE id = ?', [id]))[0]).toEqual({ status: expected });
});
