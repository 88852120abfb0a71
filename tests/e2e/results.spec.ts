import { expect, test, type Page } from '@playwright/test';
import { createdSubmissionSchema } from '../../functions/submissions/schema.ts';
import { getArchetype } from '../../src/domain/archetypes/index.ts';
import { ARCHETYPE_NAMES, type ArchetypeName } from '../../src/domain/archetypes/types.ts';
import { refinementQuestionsFor } from '../../src/domain/quiz/questions.ts';
import { wheelMarkerStyle } from '../../src/domain/wheel-markers.ts';
import { fullAnswersFor, mainAnswersFor } from '../helpers/answers.ts';
import { readJson } from '../helpers/read.ts';
import { serveSite } from '../helpers/static-server.ts';
import { expectNoSeriousA11yIssues, query, watchConsole } from './helpers.ts';

const QUIZ_KEY = 'brand-archetype:quiz:v1';
const VIEWPORTS = [
  { name: 'mobile', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
];
const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u{FE0F}/u;

/**
 * Saves quiz progress from a page without the quiz (whose store would write its own state back), then opens the quiz
 * at its plain address (a reload would keep the step the URL names).
 */
async function saveQuizState(page: Page, state: object) {
  await page.goto('/privacy');
  await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [QUIZ_KEY, JSON.stringify(state)]);
  await page.goto('/');
}

/** Opens the quiz at the contact step with all 13 answers given (as a reload there would), so tests start at the form. */
async function atContactStep(page: Page, primary: ArchetypeName) {
  const main = mainAnswersFor(primary);
  const refinement = refinementQuestionsFor(primary).map((q) => ({ questionId: q.id, optionIndex: 0 }));
  const state = {
    phase: 'contact',
    mainAnswers: main,
    refinementAnswers: refinement,
    primary,
    contact: { email: '', company: '', includeWebsite: true, companyUrl: '' },
    submission: null,
    attempt: null,
  };
  await saveQuizState(page, state);
  await expect(page.getByLabel('Email Address *')).toBeVisible();
}

async function submitContact(page: Page, website: string | null) {
  const email = `results-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await page.getByLabel('Email Address *').fill(email);
  await page.getByLabel('Company Name *').fill('Results Co');
  if (website === null) await page.getByRole('switch').click();
  else await page.getByLabel('Company Website URL *').fill(website);
  await page.getByRole('button', { name: 'See My Results' }).click();
  return email;
}

/** Opens the stored results of a real submission, as the quiz keeps them in localStorage. */
async function openResults(page: Page, primary: ArchetypeName) {
  const res = await page.request.post('/api/submissions', {
    data: { email: `wheel-${Date.now()}@example.com`, company: 'Wheel Co', companyUrl: null, answers: fullAnswersFor(primary) },
  });
  expect(res.status()).toBe(201);
  const submission = { ...(await readJson(res, createdSubmissionSchema)), companyAnalysis: null };
  const state = { phase: 'results', mainAnswers: [], refinementAnswers: [], primary, contact: {}, submission, attempt: null };
  await saveQuizState(page, state);
  await expect(page.getByRole('heading', { name: primary, level: 2 })).toBeVisible();
}

const noHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

for (const viewport of VIEWPORTS) {
  test(`${viewport.name}: results reopened on this device settle without moving the page (no layout shift)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.addInitScript(() => {
      const w = window as unknown as { layoutShift: number };
      w.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) w.layoutShift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await openResults(page, 'The Lover');
    await page.evaluate(async () => {
      await document.fonts.ready;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    });
    // The footer used to show under "Loading your quiz…" and then be pushed off the screen (0.07 to 0.14).
    expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBeLessThan(0.01);
  });
}

for (const viewport of VIEWPORTS) {
  test(`${viewport.name}: a failed website analysis says why, survives a reload, and Try again brings the company section`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const errors = watchConsole(page);
    // A site that is down: its port refuses connections until the test brings it back.
    const first = await serveSite('tests/fixtures/sites/hero');
    const { port, url } = first;
    await first.close();

    await atContactStep(page, 'The Explorer');
    const email = await submitContact(page, url);
    await expect(page.getByRole('heading', { name: 'The Explorer', level: 2 })).toBeVisible();
    const notice = page.getByTestId('company-analysis-failed');
    await expect(notice.getByRole('heading', { name: 'We could not analyze your website' })).toBeVisible();
    await expect(page.getByTestId('company-analysis-reason')).toHaveText('We could not reach your website.');
    await expect(page.getByTestId('company-analysis')).toHaveCount(0);
    await expect(page.locator('[data-dot="company"]')).toHaveCount(0);
    expect(await noHorizontalScroll(page)).toBe(true);
    await expectNoSeriousA11yIssues(page);

    await page.reload();
    await expect(page.getByRole('heading', { name: 'The Explorer', level: 2 })).toBeVisible();
    await expect(page.getByTestId('company-analysis-reason')).toHaveText('We could not reach your website.');

    const site = await serveSite('tests/fixtures/sites/hero', { port });
    try {
      const retry = notice.getByRole('button', { name: 'Try again' });
      await retry.focus();
      await page.keyboard.press('Enter');
      const company = page.getByTestId('company-analysis');
      await expect(company.getByText('The Hero', { exact: true })).toBeVisible();
      await expect(notice).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Our Analysis of Your Website' })).toBeFocused();
      await expect(page.locator('[data-dot="company"]')).toHaveAttribute('r', '10');
      await expect(page.locator('.wheel__legend').getByText('Our Analysis', { exact: true })).toBeVisible();
      expect(site.requests.length).toBeGreaterThan(0);
      const rows = await query('SELECT company_archetype FROM quiz_submissions WHERE email = ?', [email]);
      expect(rows[0]).toMatchObject({ company_archetype: 'The Hero' });
      // Recovered for good: a reload shows the analysis, not the notice.
      await page.reload();
      await expect(page.getByTestId('company-analysis')).toBeVisible();
      await expect(page.getByTestId('company-analysis-failed')).toHaveCount(0);
      expect(await noHorizontalScroll(page)).toBe(true);
      await expectNoSeriousA11yIssues(page);
    } finally {
      await site.close();
    }
    expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
  });
}

test('a rate-limited analysis says how long to wait, from Retry-After', async ({ page }) => {
  await page.route('**/api/submissions/*/company-analysis', (route) =>
    route.fulfill({
      status: 429,
      headers: { 'retry-after': '600' },
      contentType: 'application/json',
      body: JSON.stringify({ error: 'Too many website analyses.', code: 'rate_limited', requestId: 'test' }),
    }),
  );
  await atContactStep(page, 'The Explorer');
  await submitContact(page, 'https://limited.example');
  await expect(page.getByTestId('company-analysis-reason')).toHaveText(
    'Too many website analyses from your network. Please wait 10 minutes before trying again.',
  );
});

test('the results take focus at their heading and dismiss the "saved… analyzing" toast', async ({ page }) => {
  await atContactStep(page, 'The Sage');
  await submitContact(page, null);
  await expect(page.getByText('Your results have been saved.')).toBeVisible();
  const heading = page.getByRole('heading', { name: 'The Sage', level: 2 });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
  await expect(page.getByTestId('toast')).toHaveCount(0);
});

test('a website that reads as the visitor’s own archetype shows both dots side by side, and "Our Analysis" in the legend', async ({ page }) => {
  const site = await serveSite('tests/fixtures/sites/explorer');
  try {
    await atContactStep(page, 'The Explorer');
    await submitContact(page, site.url);
    await expect(page.getByTestId('alignment')).toHaveText(/^Aligned/);
    const centre = async (dot: string) => {
      const c = page.locator(`[data-dot="${dot}"]`);
      return { x: Number(await c.getAttribute('cx')), y: Number(await c.getAttribute('cy')), r: Number(await c.getAttribute('r')) };
    };
    const [primary, company] = [await centre('primary'), await centre('company')];
    expect(Math.hypot(primary.x - company.x, primary.y - company.y)).toBeGreaterThan(primary.r + company.r);
    await expect(page.locator('.wheel__legend').getByText('Our Analysis', { exact: true })).toBeVisible();
    await expect(page.locator('#wheel-desc')).toContainText('Our analysis of your website: The Explorer');
  } finally {
    await site.close();
  }
});

test('every archetype’s wheel draws its markers as the marker styles say: a ringed secondary and a haloed near-black primary', async ({ page }) => {
  for (const name of ARCHETYPE_NAMES) {
    await openResults(page, name);
    const style = wheelMarkerStyle(getArchetype(name).displayColor);
    await expect(page.locator('[data-dot="primary"]')).toHaveAttribute('fill', style.primaryFill);
    await expect(page.locator('[data-dot="secondary"]')).toHaveAttribute('stroke', style.otherRing);
    await expect(page.locator('[data-dot="primary-halo"]')).toHaveCount(style.primaryHalo ? 1 : 0);
    if (name === 'The Outlaw' || name === 'The Magician') expect(style.otherRing).not.toBe(style.primaryFill);
  }
});

test('brand example marks are letters, never emoji: results, company section and the twelve archetype pages', async ({ page }) => {
  const site = await serveSite('tests/fixtures/sites/lover');
  try {
    await atContactStep(page, 'The Jester');
    await submitContact(page, site.url);
    await expect(page.getByTestId('company-analysis')).toBeVisible();
    const marks = page.locator('[data-brand-mark]');
    expect(await page.getByTestId('company-analysis').locator('[data-brand-mark]').count()).toBeGreaterThan(0);
    for (const text of await marks.allTextContents()) {
      expect(text).toMatch(/^[A-Z]{1,2}$/);
      expect(text).not.toMatch(EMOJI);
    }
  } finally {
    await site.close();
  }
  for (const name of ARCHETYPE_NAMES) {
    await page.goto(`/${getArchetype(name).slug}`);
    const texts = await page.locator('[data-brand-mark]').allTextContents();
    expect(texts.map((t) => t.trim())).toEqual(getArchetype(name).brandExamples.map((b) => b.mark));
    for (const text of texts) expect(text).not.toMatch(EMOJI);
  }
});

test('the exported Quick Analysis image names the analysed site and the date', async ({ page }) => {
  const site = await serveSite('tests/fixtures/sites/caregiver');
  try {
    await page.goto('/quick-analysis');
    await expect(page.locator('.qa[data-ready]')).toBeVisible();
    await page.getByLabel('Website URL', { exact: true }).fill(site.url);
    await page.getByRole('button', { name: 'Analyze' }).click();
    await expect(page.getByTestId('archetype-badge')).toHaveText('The Caregiver');
    const today = await page.evaluate(() => new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' }));
    // The captured element is .qa__result: the line must be inside it.
    const source = page.locator('.qa__result').getByTestId('qa-source');
    await expect(source).toHaveText(`Brand analysis of 127.0.0.1:${site.port} · ${today}`);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export as Image' }).click();
    expect((await download).suggestedFilename()).toMatch(/^brand-analysis-\d{13}\.jpg$/);
    await expect(page.getByText('Your analysis has been downloaded as an image.')).toBeVisible();
    await expectNoSeriousA11yIssues(page);
  } finally {
    await site.close();
  }
});

/** A stored company analysis whose copy is split, as the server returns it with its readings. */
const splitCompanyAnalysis = {
  archetype: 'The Caregiver',
  confidence: 0.41,
  reasoning: 'The copy cares for its customers and teaches them in about equal measure.',
  keyIndicators: ['we look after you'],
  runnerUp: { archetype: 'The Sage', strength: 0.85 },
  readings: [
    { archetype: 'The Caregiver', share: 0.41, passages: ['We look after every family as if it were our own.'] },
    {
      archetype: 'The Sage',
      share: 0.36,
      passages: [`Read our guides before you buy: ${'understanding-comes-before-any-purchase-'.repeat(5)}always.`, 'We explain every option.'],
    },
  ],
};

for (const viewport of VIEWPORTS) {
  test(`${viewport.name}: a split website analysis shows the readings its copy supports, with their passages`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const errors = watchConsole(page);
    await page.route('**/api/submissions/*/company-analysis', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ companyAnalysis: splitCompanyAnalysis }) }),
    );
    await atContactStep(page, 'The Explorer');
    await submitContact(page, 'https://split.example');
    const company = page.getByTestId('company-analysis');
    await expect(company.getByText('Confidence: 41%')).toBeVisible();
    const readings = company.getByTestId('readings');
    await expect(readings.getByRole('heading', { name: 'What the copy supports', level: 4 })).toBeVisible();
    await expect(readings.getByTestId('readings-note')).toHaveText(/^The evidence is split: .* Treat these as possibilities, not a verdict\.$/);
    const items = readings.getByTestId('reading');
    await expect(items).toHaveCount(2);
    await expect(items.nth(0).locator('.readings__name')).toHaveText('The Caregiver (41%)');
    await expect(items.nth(1).locator('.readings__name')).toHaveText('The Sage (36%)');
    await expect(items.nth(1).locator('q')).toHaveCount(2);
    await expect(company.getByTestId('analysis-call')).toHaveCount(0);
    // Below the low-confidence threshold no alignment is stated as a fact: the reading is said to be too uncertain.
    await expect(company.getByTestId('alignment')).toHaveText(
      /^Too uncertain to judge: you lead as The Explorer, but the reading of your website is too weak/,
    );
    await expect(company.getByText(/^(Gap|Aligned): /)).toHaveCount(0);
    await expect(page.locator('[data-dot="company"]')).toHaveCount(1);
    expect(await noHorizontalScroll(page)).toBe(true);
    await expectNoSeriousA11yIssues(page);
    expect(errors).toEqual([]);
  });
}
