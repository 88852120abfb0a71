import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { ArchetypeName } from '../../src/domain/archetypes/types.ts';
import { fullAnswersFor } from '../helpers/answers.ts';
import { serveSite, type ServedSite } from '../helpers/static-server.ts';
import { expectNoSeriousA11yIssues, watchConsole } from './helpers.ts';

const QUIZ_KEY = 'brand-archetype:quiz:v1';
let caregiver: ServedSite;
let hero: ServedSite;
let closeCall: { site: ServedSite; dir: string };

test.beforeAll(async () => {
  caregiver = await serveSite('tests/fixtures/sites/caregiver');
  hero = await serveSite('tests/fixtures/sites/hero');
  // A site whose copy pulls two ways: a clear winner with a close second.
  const dir = await mkdtemp(join(tmpdir(), 'close-call-'));
  await writeFile(
    join(dir, 'index.html'),
    `<!doctype html><html><head><title>Steadfast Club</title></head><body><main>
      <section class="hero"><h1>Stronger together</h1><a class="button" href="/join">Join the club</a></section>
      <p>We train athletes to win with courage and discipline, and we push every member past their personal best.</p>
      <p>We care for and support families with compassion and kindness, and we look after loved ones with warmth.</p>
      <p>Our coaches are there for you every step of the way, with patience, comfort and care.</p>
      <p>We protect the people you love.</p>
    </main></body></html>`,
  );
  closeCall = { site: await serveSite(dir), dir };
});
test.afterAll(async () => {
  await Promise.all([caregiver.close(), hero.close(), closeCall.site.close()]);
  await rm(closeCall.dir, { recursive: true, force: true });
});

async function quickAnalysis(page: Page, url: string) {
  await page.goto(`/quick-analysis?url=${encodeURIComponent(url)}`);
  await expect(page.getByTestId('archetype-badge')).toBeVisible();
}

test('Quick Analysis rewrites the site’s headline in the detected voice, then in any voice picked', async ({ page }) => {
  const errors = watchConsole(page);
  await quickAnalysis(page, caregiver.url);
  const card = page.getByRole('region', { name: 'How This Site Would Sound in Another Voice' });
  const rewrites = card.getByTestId('voice-rewrites');
  await expect(rewrites.getByText('On your site now')).toBeVisible();
  await expect(card.getByLabel('Archetype voice')).toHaveValue('The Caregiver');
  await expect(rewrites.getByRole('heading', { name: "Suggested in The Caregiver's voice" })).toBeVisible();
  await expect(rewrites.locator('.voice-rewrites__list li')).toHaveCount(3);

  await card.getByLabel('Archetype voice').selectOption('The Jester');
  await expect(rewrites.getByRole('heading', { name: "Suggested in The Jester's voice" })).toBeVisible();
  const items = rewrites.locator('.voice-rewrites__list li');
  await expect(items).toHaveCount(3);
  const headlines = await items.locator('.voice-rewrites__headline').allTextContents();
  expect(new Set(headlines).size).toBe(3);
  await expect(rewrites.getByText(/^Suggestions, not text from your site/)).toBeVisible();
  // Never part of the exported analysis image.
  await expect(page.locator('.qa__result').getByTestId('voice-rewrites')).toHaveCount(0);
  await expectNoSeriousA11yIssues(page);
  expect(errors).toEqual([]);
});

test('a close call is said in words, not only as a number', async ({ page }) => {
  await quickAnalysis(page, closeCall.site.url);
  await expect(page.getByTestId('analysis-call')).toHaveText(/^The (Hero|Caregiver), (with a strong pull of|nearly tied with) The (Hero|Caregiver)$/);
});

/** Results of a real submission whose website was analysed, opened as the quiz keeps them. */
async function resultsWithWebsite(page: Page, primary: ArchetypeName, site: ServedSite) {
  const created = await page.request.post('/api/submissions', {
    data: { email: `voice-${Date.now()}@example.com`, company: 'Voice Co', companyUrl: site.url, answers: fullAnswersFor(primary) },
  });
  expect(created.status()).toBe(201);
  const submission = await created.json();
  const analysed = await page.request.post(`/api/submissions/${submission.id}/company-analysis`, { data: { accessToken: submission.accessToken } });
  expect(analysed.status()).toBe(200);
  const { companyAnalysis } = await analysed.json();
  const state = {
    phase: 'results',
    mainAnswers: [],
    refinementAnswers: [],
    primary,
    contact: {},
    submission: { ...submission, companyAnalysis },
    attempt: null,
  };
  await page.goto('/privacy');
  await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [QUIZ_KEY, JSON.stringify(state)]);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: primary, level: 2 })).toBeVisible();
  return companyAnalysis as { archetype: string; headline: string };
}

test('results: a site that reads as another archetype is rewritten in the visitor’s own voice', async ({ page }) => {
  const analysis = await resultsWithWebsite(page, 'The Hero', caregiver);
  expect(analysis.archetype).toBe('The Caregiver');
  const section = page.getByTestId('site-in-your-voice');
  await expect(section.getByRole('heading', { name: 'How Your Site Would Sound as The Hero' })).toBeVisible();
  await expect(section.getByText(`“${analysis.headline}”`)).toBeVisible();
  await expect(section.locator('.voice-rewrites__list li')).toHaveCount(3);
  await expectNoSeriousA11yIssues(page);
});

test('results: no rewrite when the site already speaks in the visitor’s voice', async ({ page }) => {
  const analysis = await resultsWithWebsite(page, 'The Hero', hero);
  expect(analysis.archetype).toBe('The Hero');
  await expect(page.getByTestId('company-analysis')).toBeVisible();
  await expect(page.getByTestId('site-in-your-voice')).toHaveCount(0);
});
