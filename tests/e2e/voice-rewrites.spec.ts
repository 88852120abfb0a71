import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { companyAnalysisResponseSchema, createdSubmissionSchema } from '../../functions/submissions/schema.ts';
import type { ArchetypeName } from '../../src/domain/archetypes/types.ts';
import { fullAnswersFor } from '../helpers/answers.ts';
import { readJson } from '../helpers/read.ts';
import { serveSite, type ServedSite } from '../helpers/static-server.ts';
import { expectNoSeriousA11yIssues, watchConsole } from './helpers.ts';

const QUIZ_KEY = 'brand-archetype:quiz:v1';
let caregiver: ServedSite;
let hero: ServedSite;
const written: Array<{ site: ServedSite; dir: string }> = [];
let closeCall: ServedSite;
let hrPlatform: ServedSite;
let shelter: ServedSite;

/** A one-page site written here, so the lines the rewrites work on are the test's own. */
async function writtenSite(name: string, title: string, hero: string, body: string[]) {
  const dir = await mkdtemp(join(tmpdir(), `${name}-`));
  const paragraphs = body.map((p) => `<p>${p}</p>`).join('');
  await writeFile(
    join(dir, 'index.html'),
    `<!doctype html><html><head><title>${title}</title></head><body><main>${hero}${paragraphs}</main></body></html>`,
  );
  const site = await serveSite(dir);
  written.push({ site, dir });
  return site;
}

test.beforeAll(async () => {
  caregiver = await serveSite('tests/fixtures/sites/caregiver');
  hero = await serveSite('tests/fixtures/sites/hero');
  // A site whose copy pulls two ways: a clear winner with a close second.
  closeCall = await writtenSite(
    'close-call',
    'Steadfast Club',
    '<section class="hero"><h1>Stronger together</h1><a class="button" href="/join">Join the club</a></section>',
    [
      'We train athletes to win with courage and discipline, and we push every member past their personal best.',
      'We care for and support families with compassion and kindness, and we look after loved ones with warmth.',
      'Our coaches are there for you every step of the way, with patience, comfort and care.',
      'We protect the people you love.',
    ],
  );
  // The issue's own example: the subject is the platform, not "all-in-one"; the offer is a trial.
  hrPlatform = await writtenSite(
    'hr-platform',
    'Peoplewise',
    '<section class="hero"><h1>The all-in-one platform for modern HR teams</h1><a class="button" href="/trial">Start your free trial</a></section>',
    [
      'Hiring, onboarding, payroll and reviews in one place, so your people team spends its time on people.',
      'Set up in an afternoon. Import your records, invite your managers and run your first payroll the same week.',
      'Trusted by HR teams at growing companies who want fewer spreadsheets and clearer answers.',
    ],
  );
  // A line with no subject a rule could build on, and an offer no verb list covers: the guide stands in for both.
  shelter = await writtenSite(
    'shelter',
    'Second Chance Dogs',
    '<section class="hero"><h1>Every dog deserves a second chance.</h1><a class="button" href="/adopt">Adopt a dog</a></section>',
    [
      'We rescue, rehabilitate and rehome dogs that have nowhere else to go.',
      'Our volunteers walk, feed and care for every dog until the right family comes along.',
      'Meet the dogs waiting for a home, or help us care for the ones who are not ready yet.',
    ],
  );
});
test.afterAll(async () => {
  await Promise.all([caregiver.close(), hero.close(), ...written.map((w) => w.site.close())]);
  await Promise.all(written.map((w) => rm(w.dir, { recursive: true, force: true })));
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
  const headlines = rewrites.getByRole('list', { name: 'Headlines' }).getByRole('listitem');
  await expect(headlines).toHaveCount(3);
  for (const line of await headlines.allTextContents()) expect(line).toMatch(/compassionate care/i);
  const buttons = rewrites.getByRole('list', { name: 'Buttons' }).getByRole('listitem');
  for (const line of await buttons.allTextContents()) expect(line).toMatch(/ free care consultation$/);
  // Every line was drafted, so the guide waits behind its summary.
  await expect(rewrites.getByTestId('voice-guide')).not.toHaveAttribute('open');

  await card.getByLabel('Archetype voice').selectOption('The Jester');
  await expect(rewrites.getByRole('heading', { name: "Suggested in The Jester's voice" })).toBeVisible();
  await expect(headlines).toHaveCount(3);
  expect(new Set(await headlines.allTextContents()).size).toBe(3);
  await expect(rewrites.getByText(/^Suggestions, not text from your site: drafted by rules .* not by a copywriter/)).toBeVisible();
  // Never part of the exported analysis image.
  await expect(page.locator('.qa__result').getByTestId('voice-rewrites')).toHaveCount(0);
  await expectNoSeriousA11yIssues(page);
  expect(errors).toEqual([]);
});

for (const width of [390, 1280]) {
  test(`at ${width} px: drafts on the real subject, the guide where rules stop, all reachable by keyboard`, async ({ page }) => {
    const errors = watchConsole(page);
    await page.setViewportSize({ width, height: 900 });
    await quickAnalysis(page, hrPlatform.url);
    const card = page.getByRole('region', { name: 'How This Site Would Sound in Another Voice' });
    const voice = card.getByLabel('Archetype voice');
    await voice.selectOption('The Hero');
    const rewrites = card.getByTestId('voice-rewrites');
    await expect(rewrites.getByRole('heading', { name: "Suggested in The Hero's voice" })).toBeVisible();
    const headlines = await rewrites.getByRole('list', { name: 'Headlines' }).getByRole('listitem').allTextContents();
    expect(headlines).toHaveLength(3);
    for (const line of headlines) expect(line).toMatch(/platform/);
    expect(headlines.join(' ')).not.toMatch(/all-in-one/i);
    const buttons = rewrites.getByRole('list', { name: 'Buttons' });
    await expect(buttons.getByText('Claim your free trial', { exact: true })).toBeVisible();
    await expect(buttons).not.toContainText(/steal|study/i);

    // From the voice picker, the next stop is the guide; Enter opens it.
    const guide = rewrites.getByTestId('voice-guide');
    await voice.focus();
    await page.keyboard.press('Tab');
    await expect(guide.getByText('Voice guide: how The Hero writes')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(guide).toHaveAttribute('open');
    await expect(guide.getByText('not finished copy')).toBeVisible();
    await expect(guide.getByText('The platform for modern HR teams, built for the hard days.')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectNoSeriousA11yIssues(page);

    // A headline and an offer the rules cannot write naturally: said so, and the guide is open in their place.
    await quickAnalysis(page, shelter.url);
    await card.getByLabel('Archetype voice').selectOption('The Jester');
    await expect(rewrites.getByRole('heading', { name: "Suggested in The Jester's voice" })).toBeVisible();
    await expect(rewrites.getByText(/cannot rewrite this headline as natural English/)).toBeVisible();
    await expect(rewrites.getByText(/None of The Jester's verbs fits “Adopt a dog”/)).toBeVisible();
    await expect(rewrites.getByRole('list', { name: 'Headlines' })).toHaveCount(0);
    await expect(guide).toHaveAttribute('open');
    await expect(guide.getByText('Example on your subject')).toBeVisible();
    await expect(guide.locator('.voice-guide__shapes li')).toHaveCount(3);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectNoSeriousA11yIssues(page);
    expect(errors).toEqual([]);
  });
}

test('a close call is said in words, not only as a number', async ({ page }) => {
  await quickAnalysis(page, closeCall.url);
  // The readings name both, each with its share and passages; the runner-up line gives way to them.
  const readings = page.getByTestId('readings');
  await expect(readings.getByRole('heading', { name: 'What the copy supports' })).toBeVisible();
  await expect(readings.locator('.readings__name strong')).toHaveText([/^The (Hero|Caregiver)$/, /^The (Hero|Caregiver)$/]);
  await expect(page.getByTestId('analysis-call')).toHaveCount(0);
});

/** Results of a real submission whose website was analysed, opened as the quiz keeps them. */
async function resultsWithWebsite(page: Page, primary: ArchetypeName, site: ServedSite) {
  const created = await page.request.post('/api/submissions', {
    data: { email: `voice-${Date.now()}@example.com`, company: 'Voice Co', companyUrl: site.url, answers: fullAnswersFor(primary) },
  });
  expect(created.status()).toBe(201);
  const submission = await readJson(created, createdSubmissionSchema);
  const analysed = await page.request.post(`/api/submissions/${submission.id}/company-analysis`, { data: { accessToken: submission.accessToken } });
  expect(analysed.status()).toBe(200);
  const { companyAnalysis } = await readJson(analysed, companyAnalysisResponseSchema);
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
  await expect(section.getByRole('list', { name: 'Headlines' }).getByRole('listitem')).toHaveCount(3);
  await expect(section.getByTestId('voice-guide')).toBeVisible();
  await expectNoSeriousA11yIssues(page);
});

test('results: no rewrite when the site already speaks in the visitor’s voice', async ({ page }) => {
  const analysis = await resultsWithWebsite(page, 'The Hero', hero);
  expect(analysis.archetype).toBe('The Hero');
  await expect(page.getByTestId('company-analysis')).toBeVisible();
  await expect(page.getByTestId('site-in-your-voice')).toHaveCount(0);
});
