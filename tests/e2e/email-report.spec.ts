import { expect, test, type Page } from '@playwright/test';
import { createdSubmissionSchema } from '../../functions/submissions/schema.ts';
import { fullAnswersFor } from '../helpers/answers.ts';
import { readJson } from '../helpers/read.ts';
import { expectNoSeriousA11yIssues, query, watchConsole } from './helpers.ts';
import { sentTo, waitForMail } from './mailbox.ts';

/** A real submission made through the API, then the quiz opened on its results as that browser would see them. */
async function openResults(page: Page, contactEmail = '') {
  const res = await page.request.post('/api/submissions', {
    data: { email: `sage-${Date.now()}@example.com`, company: 'Owl & Co', companyUrl: null, answers: fullAnswersFor('The Sage') },
  });
  expect(res.status()).toBe(201);
  const created = await readJson(res, createdSubmissionSchema);
  const state = {
    phase: 'results',
    mainAnswers: [],
    refinementAnswers: [],
    primary: 'The Sage',
    contact: { email: contactEmail, company: '', includeWebsite: false, companyUrl: '' },
    submission: { ...created, companyAnalysis: null },
  };
  await page.addInitScript((saved) => localStorage.setItem('brand-archetype:quiz:v1', saved), JSON.stringify(state));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'The Sage', level: 2 })).toBeVisible();
  return created;
}

const outboxFor = (submissionId: string) =>
  query('SELECT kind, recipient, status, subject FROM mail_outbox WHERE submission_id = ? ORDER BY created_at', [submissionId]);

test('the Email Report dialog checks the address, queues the report and says so', async ({ page }) => {
  const errors = watchConsole(page);
  const { id } = await openResults(page);

  const opener = page.getByRole('button', { name: 'Email Report' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Email Your Report' });
  await expect(dialog).toBeVisible();
  const email = dialog.getByLabel('Email Address');
  await expect(email).toBeFocused();
  await expectNoSeriousA11yIssues(page);

  // The spec's check: non-empty and containing '@'.
  for (const value of ['', 'not-an-email']) {
    await email.fill(value);
    await dialog.getByRole('button', { name: 'Send' }).click();
    // While the modal is open the page is inert, so the toast shows inside the dialog's top layer.
    await expect(dialog.getByTestId('toast').filter({ hasText: 'Invalid Email' }).last()).toContainText('Please enter a valid email address.');
    await expect(dialog).toBeVisible();
  }
  expect(await outboxFor(id)).toEqual([]);

  // Escape closes it and focus goes back to the button.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await email.fill('colleague@example.com');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').getByTestId('toast').filter({ hasText: 'Email Sent!' })).toContainText(
    'Your archetype report has been sent to your email.',
  );

  const rows = await outboxFor(id);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ kind: 'archetype-report', recipient: 'colleague@example.com', subject: expect.stringContaining('The Sage') });
  // The run's SMTP sink receives it: the outbox row is the message that arrives.
  const mail = await waitForMail(sentTo('colleague@example.com'));
  expect(mail.subject).toBe(rows[0]!.subject);

  // The dialog was cleared.
  await opener.click();
  await expect(dialog.getByLabel('Email Address')).toHaveValue('');
  expect(errors).toEqual([]);
});

test('when sending fails, the dialog stays open with the error toast', async ({ page }) => {
  await openResults(page);
  await page.route('**/email-report', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"down"}' }));
  await page.getByRole('button', { name: 'Email Report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Email Your Report' });
  await dialog.getByLabel('Email Address').fill('colleague@example.com');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByRole('alert').getByTestId('toast').filter({ hasText: 'Error' })).toContainText('Failed to send email. Please try again.');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Email Address')).toHaveValue('colleague@example.com');
});

test('a report the mail server has not taken yet is called queued, never sent', async ({ page }) => {
  await openResults(page);
  // The run's SMTP sink is always up, so the server's answer while the mail server is down is played here.
  await page.route('**/email-report', (route) =>
    route.fulfill({ status: 202, contentType: 'application/json', body: JSON.stringify({ id: 'outbox-1', status: 'queued' }) }),
  );
  await page.getByRole('button', { name: 'Email Report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Email Your Report' });
  await dialog.getByLabel('Email Address').fill('colleague@example.com');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog).toBeHidden();
  const toast = page.getByRole('status').getByTestId('toast').filter({ hasText: 'Email Queued' });
  await expect(toast).toContainText("Your report is queued: we'll send it as soon as our mail server answers.");
  await expect(page.getByTestId('toast').filter({ hasText: /sent/i })).toHaveCount(0);
});

test('the dialog starts with the address given in the quiz contact form', async ({ page }) => {
  await openResults(page, 'owner@owl.example');
  await page.getByRole('button', { name: 'Email Report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Email Your Report' });
  await expect(dialog.getByLabel('Email Address')).toHaveValue('owner@owl.example');
});
