import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { createdSubmissionSchema } from '../../functions/submissions/schema.ts';
import { fullAnswersFor } from '../helpers/answers.ts';
import { readJson } from '../helpers/read.ts';
import { expectNoSeriousA11yIssues, query, watchConsole } from './helpers.ts';
import { sentTo, waitForMail } from './mailbox.ts';

/** Every table that holds rows of a submission, and the column naming it. */
const SUBMISSION_ROWS = [
  ['quiz_submissions', 'id'],
  ['quiz_answers', 'submission_id'],
  ['submission_idempotency_keys', 'submission_id'],
  ['result_shares', 'submission_id'],
  ['competitor_analyses', 'submission_id'],
  ['hubspot_sync', 'submission_id'],
  ['mail_outbox', 'submission_id'],
] as const;

async function rowsOf(id: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [table, column] of SUBMISSION_ROWS)
    counts[table] = Number((await query(`SELECT count(*) AS n FROM ${table} WHERE ${column} = ?`, [id]))[0]!.n);
  return counts;
}

/** A Sage submission with a shared link, one compared competitor, and its report emailed to the owner. */
async function submissionWithEverything(page: Page, email: string): Promise<string> {
  const submitted = await page.request.post('/api/submissions', {
    headers: { 'idempotency-key': crypto.randomUUID() },
    data: { email, company: 'Owl & Co', companyUrl: null, answers: fullAnswersFor('The Sage') },
  });
  expect(submitted.status()).toBe(201);
  const { id, accessToken } = await readJson(submitted, createdSubmissionSchema);
  expect((await page.request.post(`/api/submissions/${id}/share`, { data: { accessToken, includeCompany: false } })).status()).toBe(201);
  await query(
    `INSERT INTO competitor_analyses (id, submission_id, url, host, archetype, sub_archetype, confidence, palette, voice, created_at)
     VALUES (?, ?, 'https://rival.example/', 'rival.example', 'The Ruler', 'Sovereign', 0.7, '[{"name":"Navy","hex":"#001f3f"}]', 'Assured', ?)`,
    [crypto.randomUUID(), id, Date.now()],
  );
  expect((await page.request.post(`/api/submissions/${id}/email-report`, { data: { email, accessToken } })).status()).toBe(202);
  return id;
}

/** A full page load: going from one fragment to another on the same page would not reload it. */
async function openFresh(page: Page, url: string) {
  await page.goto('about:blank');
  await page.goto(url);
}

test('the "Delete my data" link in a delivered report email downloads the data, deletes every row once confirmed, and works once', async ({
  page,
  baseURL,
}) => {
  const email = `delete-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const id = await submissionWithEverything(page, email);
  expect(await rowsOf(id)).toMatchObject({
    quiz_submissions: 1,
    quiz_answers: 13,
    submission_idempotency_keys: 1,
    result_shares: 1,
    competitor_analyses: 1,
    mail_outbox: 1,
  });

  // The report arrives at a real SMTP server with the link in both parts.
  const mail = await waitForMail(sentTo(email));
  expect(mail.subject).toContain('The Sage');
  const link = /^Delete my data: (\S+)$/m.exec(mail.text)?.[1] ?? '';
  expect(link).toMatch(new RegExp(`^${baseURL}/delete-my-data#token=[\\w-]+\\.[\\w-]{43}$`));
  expect(mail.html).toContain(`href="${link}"`);
  expect(mail.text).toMatch(/The link works once, until \w+ \d{1,2}, \d{4}\./);

  // The first look-up fails on the network: the page offers to try again.
  await page.route('**/api/privacy/lookup', (route) => route.abort('internetdisconnected'), { times: 1 });
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'We could not check your link' })).toBeVisible();
  // The token left the address bar as soon as it was read.
  expect(page.url()).toBe(`${baseURL}/delete-my-data`);
  const errors = watchConsole(page);
  await page.getByRole('button', { name: 'Try again' }).click();

  const summary = page.getByRole('region', { name: 'What we store' });
  await expect(summary).toBeVisible();
  for (const text of ['d•••@example.com', 'Owl & Co', 'The Sage', '13 answers', 'Yes: a public page of your result', '1 website', '1 report email']) {
    await expect(summary).toContainText(text);
  }
  await expect(page.getByTestId('data-request-intro')).toHaveText(
    'See what we store about your quiz submission, download a copy, and delete it. Nothing is deleted until you confirm.',
  );
  await expectNoSeriousA11yIssues(page);

  // Download first: everything stored, never the secret's hash.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data (JSON)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^brand-archetype-data-\d{4}-\d{2}-\d{2}\.json$/);
  const raw = await readFile(await download.path(), 'utf8');
  const data = JSON.parse(raw);
  expect(data.submission).toMatchObject({ id, email, company: 'Owl & Co', archetype: 'The Sage' });
  expect(data.answers).toHaveLength(13);
  expect(data.shareLink.url).toMatch(new RegExp(`^${baseURL}/r/[\\w-]{22}$`));
  expect(data.competitors).toEqual([expect.objectContaining({ host: 'rival.example', archetype: 'The Ruler' })]);
  expect(data.emails).toEqual([expect.objectContaining({ kind: 'archetype-report', subject: mail.subject })]);
  const [{ hash }] = (await query('SELECT access_token_hash AS hash FROM quiz_submissions WHERE id = ?', [id])) as unknown as [{ hash: string }];
  expect(raw).not.toContain(hash);
  await expect(page.getByRole('status').filter({ hasText: 'downloaded' })).toHaveText(`Your data was downloaded as ${download.suggestedFilename()}.`);

  // Delete, by keyboard: the dialog opens on Cancel, Escape backs out, the second button confirms.
  const opener = page.getByRole('button', { name: 'Delete my data' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Delete your data?' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoSeriousA11yIssues(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  expect((await rowsOf(id)).quiz_submissions).toBe(1);

  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Yes, delete my data' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Your data has been deleted.' })).toBeFocused();
  // The intro no longer offers a download and a deletion of data that is gone.
  const intro = page.getByTestId('data-request-intro');
  await expect(intro).toHaveText('The data this link pointed to has been deleted: there is nothing left to download or delete.');
  await expect(page.getByRole('main')).not.toContainText('download a copy, and delete it');
  await expectNoSeriousA11yIssues(page);

  // Every row of that submission is gone, the report email included.
  expect(await rowsOf(id)).toEqual(Object.fromEntries(SUBMISSION_ROWS.map(([table]) => [table, 0])));
  expect(await query('SELECT count(*) AS n FROM mail_outbox WHERE recipient = ?', [email])).toEqual([expect.objectContaining({ n: 0 })]);
  expect(errors).toEqual([]);

  // The link has done its job.
  await openFresh(page, link);
  await expect(page.getByRole('heading', { name: 'Your data is already deleted' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('This link has already been used: the data it pointed to has been deleted.');
  await expect(intro).toHaveText('The data this link pointed to has been deleted: there is nothing left to download or delete.');
});

test('an altered link, or none at all, says so plainly', async ({ page }) => {
  await page.goto('/delete-my-data');
  await expect(page.getByRole('heading', { name: 'Open the link from your report email' })).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  await openFresh(page, '/delete-my-data#token=not-a-real-token.abc');
  await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('This link is not valid. Please open it exactly as it appears in your report email.');
  await expect(page).toHaveURL(/\/delete-my-data$/);
  await expectNoSeriousA11yIssues(page);
});
