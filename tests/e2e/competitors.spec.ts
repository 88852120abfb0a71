import { createServer } from 'node:net';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { companyAnalysisResponseSchema, createdSubmissionSchema } from '../../functions/submissions/schema.ts';
import type { ArchetypeName } from '../../src/domain/archetypes/types.ts';
import { fullAnswersFor } from '../helpers/answers.ts';
import { readJson } from '../helpers/read.ts';
import { serveSite, type ServedSite } from '../helpers/static-server.ts';
import { expectNoSeriousA11yIssues, query, watchConsole } from './helpers.ts';

const QUIZ_KEY = 'brand-archetype:quiz:v1';
let company: ServedSite;
let hero: ServedSite;
let sage: ServedSite;
/** A port nothing listens on. */
let closedPort: number;

// Competitors are told apart by host, so the two reachable fixture sites go by two names of the loopback address
// ('localhost' and '127.0.0.1'), and the unreachable one by a third (127.0.0.2, where nothing listens at all).
const heroUrl = () => `http://localhost:${hero.port}/`;
const sageUrl = () => sage.url;
const deadUrl = () => `http://127.0.0.2:${closedPort}/`;

test.beforeAll(async () => {
  company = await serveSite('tests/fixtures/sites/caregiver');
  hero = await serveSite('tests/fixtures/sites/hero');
  sage = await serveSite('tests/fixtures/sites/sage');
  const probe = createServer();
  await new Promise<void>((ok) => probe.listen(0, '127.0.0.1', ok));
  closedPort = (probe.address() as { port: number }).port;
  await new Promise<void>((ok) => probe.close(() => ok()));
});
test.afterAll(async () => {
  await Promise.all([company.close(), hero.close(), sage.close()]);
});

/** Results of a real submission whose website was analysed (The Caregiver), opened as the quiz keeps them. */
async function resultsWithWebsite(
  page: Page,
  primary: ArchetypeName,
  /** Runs before the results open, with the submission id; answers more localStorage entries to keep. */
  beforeOpen: (submissionId: string) => Promise<Record<string, string>> = async () => ({}),
): Promise<string> {
  const created = await page.request.post('/api/submissions', {
    data: { email: `rivals-${Date.now()}@example.com`, company: 'Rivals Co', companyUrl: company.url, answers: fullAnswersFor(primary) },
  });
  expect(created.status()).toBe(201);
  const submission = await readJson(created, createdSubmissionSchema);
  const analysed = await page.request.post(`/api/submissions/${submission.id}/company-analysis`, { data: { accessToken: submission.accessToken } });
  expect(analysed.status()).toBe(200);
  const { companyAnalysis } = await readJson(analysed, companyAnalysisResponseSchema);
  expect(companyAnalysis!.archetype).toBe('The Caregiver');
  const state = {
    phase: 'results',
    mainAnswers: [],
    refinementAnswers: [],
    primary,
    contact: {},
    submission: { ...submission, companyAnalysis },
    attempt: null,
  };
  const storage = { [QUIZ_KEY]: JSON.stringify(state), ...(await beforeOpen(submission.id)) };
  await page.goto('/privacy');
  await page.evaluate((entries) => Object.entries(entries).forEach(([key, value]) => localStorage.setItem(key, value)), storage);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: primary, level: 2 })).toBeVisible();
  return submission.id as string;
}

const stored = async (submissionId: string) =>
  (await query('SELECT host FROM competitor_analyses WHERE submission_id = ? ORDER BY created_at', [submissionId])).map((r) => r.host);

/** Presses Tab until the element has focus: the keyboard is the only way there. */
async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Could not reach the element with Tab');
}

test('a visitor compares three competitors: two on the wheel, in the table and the note, and an error for the unreachable one', async ({ page }) => {
  const errors = watchConsole(page);
  const id = await resultsWithWebsite(page, 'The Hero');
  const section = page.getByRole('region', { name: 'Compare with Competitors' });
  await expect(section).toBeVisible();
  const field = section.getByLabel('Competitor Website URL');

  // Checked like the quiz's website field, inline.
  await section.getByRole('button', { name: 'Add Competitor' }).click();
  await expect(section.getByText('Please enter a website URL.')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toBeFocused();

  // Three sites, one after the other without waiting: they are analysed side by side. The hero site's request
  // waits until its progress has been seen, however fast the server answers.
  let releaseHero!: () => void;
  const heroSeen = new Promise<void>((resolve) => (releaseHero = resolve));
  await page.route('**/api/submissions/*/competitors', async (route) => {
    if ((route.request().postDataJSON() as { url?: string } | null)?.url?.includes('//localhost:')) await heroSeen;
    await route.continue();
  });
  for (const url of [heroUrl(), sageUrl(), deadUrl()]) {
    await field.fill(url);
    await field.press('Enter');
  }
  await expect(field).toHaveValue('');
  await expect(section.getByText('Analyzing localhost…')).toBeVisible();
  releaseHero();

  const failed = section.locator('[data-state="failed"]');
  await expect(failed).toHaveCount(1);
  await expect(failed).toContainText('Could not analyze 127.0.0.2.');
  await expect(failed.getByRole('button', { name: 'Retry 127.0.0.2' })).toBeVisible();
  await expect(failed.getByRole('button', { name: 'Remove 127.0.0.2' })).toBeVisible();
  // The failed analysis stored nothing: two sites hold a place, and one is left.
  await expect(section.getByText('Up to 3 sites, each read the way we read yours. 1 left.')).toBeVisible();
  await expect(section.getByText(/You are comparing 3 sites/)).toHaveCount(0);

  const comparison = section.getByTestId('competitor-comparison');
  const markers = comparison.locator('[data-marker="competitor"]');
  await expect(markers).toHaveCount(2);
  await expect(markers.locator('text')).toHaveText(['localhost', '127.0.0.1']);
  await expect(markers.nth(0)).toHaveAttribute('data-shape', 'square');
  await expect(markers.nth(1)).toHaveAttribute('data-shape', 'triangle');
  await expect(comparison.locator('[data-legend="competitor"]')).toHaveText(['localhost', '127.0.0.1']);
  // The visitor's dots and the company's stay on the same wheel.
  await expect(comparison.locator('[data-dot="primary"]')).toHaveCount(1);
  await expect(comparison.locator('[data-dot="company"]')).toHaveCount(1);

  const rows = comparison.getByTestId('competitor-table').locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0).locator('th')).toHaveText('localhost');
  await expect(rows.nth(0).locator('td').nth(0)).toHaveText('The Hero');
  await expect(rows.nth(1).locator('td').nth(0)).toHaveText('The Sage');
  await expect(rows.nth(0).locator('td').nth(2)).toHaveText(/^\d{1,3}%( \(low: thin or split evidence\))?$/);
  await expect(rows.nth(0).locator('td').nth(3).locator('code')).toHaveText([/^#[0-9a-f]{6}$/i, /^#[0-9a-f]{6}$/i, /^#[0-9a-f]{6}$/i]);

  const note = comparison.getByTestId('positioning-note');
  await expect(note).toContainText('Your website stands apart as The Caregiver: no competitor here claims it.');
  await expect(note).toContainText('No two sites project the same archetype');
  await expect(note).toContainText(/Open ground: .* are claimed by none of these sites\./);

  // Stored with the submission: one row per analysed competitor, none for the failure.
  expect(await stored(id)).toEqual(expect.arrayContaining(['localhost', '127.0.0.1']));
  expect(await stored(id)).toHaveLength(2);
  await expectNoSeriousA11yIssues(page);

  // A reload shows the same comparison; removing a competitor deletes it on the server too.
  await page.reload();
  await expect(rows).toHaveCount(2);
  await rows.nth(0).getByRole('button', { name: 'Remove localhost' }).click();
  await expect(rows).toHaveCount(1);
  await expect(markers).toHaveCount(1);
  await expect(field).toBeFocused();
  await expect.poll(() => stored(id)).toEqual(['127.0.0.1']);
  // The unreachable site's 502 is the browser's one complaint.
  expect(errors.filter((e) => !e.includes('status of 502'))).toEqual([]);
});

test('at 390 px with the keyboard only: add, read the error, retry, remove; nothing overflows and axe finds nothing serious', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const id = await resultsWithWebsite(page, 'The Sage');
  const section = page.getByRole('region', { name: 'Compare with Competitors' });
  const field = section.getByLabel('Competitor Website URL');

  await tabTo(page, field);
  await page.keyboard.type(sageUrl());
  await page.keyboard.press('Enter');
  await page.keyboard.type(deadUrl());
  await page.keyboard.press('Tab');
  await expect(section.getByRole('button', { name: 'Add Competitor' })).toBeFocused();
  await page.keyboard.press('Enter');

  const failed = section.locator('[data-state="failed"]');
  await expect(failed).toContainText('Could not analyze 127.0.0.2.');
  const rows = section.getByTestId('competitor-table').locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(section.getByTestId('positioning-note')).toContainText('Your website stands apart as The Caregiver');

  // Retry keeps the keyboard where the site is, and it fails again in plain words.
  await tabTo(page, failed.getByRole('button', { name: 'Retry 127.0.0.2' }));
  await page.keyboard.press('Enter');
  await expect(failed).toContainText('Could not analyze 127.0.0.2.');
  await tabTo(page, failed.getByRole('button', { name: 'Remove 127.0.0.2' }));
  await page.keyboard.press('Enter');
  await expect(failed).toHaveCount(0);
  await expect(field).toBeFocused();

  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yIssues(page);
  expect(await stored(id)).toEqual(['127.0.0.1']);
});

/** A competitor row as the server stores it, written straight to the database (as another device would have added it). */
async function storeCompetitor(submissionId: string, host: string, archetype: ArchetypeName, createdAt: number) {
  const palette = JSON.stringify([{ name: 'Navy', hex: '#1e3a5f' }]);
  const id = `${submissionId.slice(0, 20)}-${host}`;
  await query(
    'INSERT INTO competitor_analyses (id, submission_id, url, host, archetype, sub_archetype, confidence, palette, voice, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    [id, submissionId, `https://${host}/`, host, archetype, '', 0.8, palette, 'Measured', createdAt],
  );
  return { id, url: `https://${host}/`, host, archetype, subArchetype: '', confidence: 0.8, palette: JSON.parse(palette), voice: 'Measured' };
}

test("the server's comparison wins over an older local copy: three sites shown, a fourth refused, and the note counts them right", async ({
  page,
}) => {
  const errors = watchConsole(page);
  const posts: string[] = [];
  page.on('request', (r) => void (r.method() === 'POST' && r.url().endsWith('/competitors') && posts.push(r.url())));
  const id = await resultsWithWebsite(page, 'The Hero', async (submissionId) => {
    const [a, b] = [
      await storeCompetitor(submissionId, 'a.example', 'The Ruler', 1),
      await storeCompetitor(submissionId, 'b.example', 'The Ruler', 2),
      await storeCompetitor(submissionId, 'c.example', 'The Ruler', 3),
    ];
    // This browser's copy predates the third site.
    const local = [a, b].map((competitor) => ({ host: competitor!.host, url: competitor!.url, status: 'done', competitor }));
    return { 'brand-archetype:competitors:v1': JSON.stringify({ [submissionId]: local }) };
  });
  const section = page.getByRole('region', { name: 'Compare with Competitors' });
  const rows = section.getByTestId('competitor-table').locator('tbody tr');
  await expect(rows.locator('th')).toHaveText(['a.example', 'b.example', 'c.example']);
  const note = section.getByTestId('positioning-note');
  await expect(note).toContainText('The Ruler is crowded: a.example, b.example and c.example all three project it.');

  // The limit is the server's: three stored, so a fourth is refused here, before any request.
  const field = section.getByLabel('Competitor Website URL');
  await expect(section.getByText('You are comparing 3 sites, the most one comparison holds. Remove one to add another.')).toBeVisible();
  await field.fill('d.example');
  await field.press('Enter');
  await expect(section.getByText('You can compare up to 3 competitors.')).toBeVisible();
  expect(posts).toEqual([]);

  // Removing one reads the comparison again: two left, and the note says "both".
  await rows.nth(0).getByRole('button', { name: 'Remove a.example' }).click();
  await expect(rows.locator('th')).toHaveText(['b.example', 'c.example']);
  await expect(note).toContainText('The Ruler is crowded: b.example and c.example both project it.');
  await expect(section.getByText('Up to 3 sites, each read the way we read yours. 1 left.')).toBeVisible();
  expect(await stored(id)).toEqual(['b.example', 'c.example']);

  // A site removed elsewhere (another tab, the admin) is gone here at the next reading.
  await query('DELETE FROM competitor_analyses WHERE submission_id = ? AND host = ?', [id, 'b.example']);
  await page.reload();
  await expect(rows.locator('th')).toHaveText(['c.example']);
  expect(errors).toEqual([]);
});
