import { expect, test, type Page } from '@playwright/test';
import { MAIN_QUESTIONS, refinementQuestionsFor } from '../../src/domain/quiz/questions.ts';
import { mainAnswersFor } from '../helpers/answers.ts';
import { serveSite } from '../helpers/static-server.ts';
import { expectNoSeriousA11yIssues, query, watchConsole } from './helpers.ts';

const EXPLORER_MAIN = mainAnswersFor('The Explorer');
const EXPLORER_REFINEMENT = refinementQuestionsFor('The Explorer');

/** Opens / and waits for the island to hydrate (a click before that would do nothing). */
async function openQuiz(page: Page) {
  await page.goto('/');
  await expect(page.locator('.quiz[data-ready]')).toBeVisible();
}

async function answerQuestion(page: Page, text: string, optionText: string) {
  await expect(page.getByRole('heading', { name: text })).toBeVisible();
  await page.getByRole('button', { name: optionText, exact: true }).click();
}

async function answerMain(page: Page, upTo = MAIN_QUESTIONS.length) {
  for (const [i, answer] of EXPLORER_MAIN.slice(0, upTo).entries()) {
    const q = MAIN_QUESTIONS[i]!;
    await expect(page.getByText(`Question ${i + 1} of 13`)).toBeVisible();
    await answerQuestion(page, q.text, q.options[answer.optionIndex]!.text);
  }
}

test('a visitor takes the whole quiz, sees the results, and the submission is stored', async ({ page }) => {
  const errors = watchConsole(page);
  await openQuiz(page);
  await expectNoSeriousA11yIssues(page);
  await page.getByRole('button', { name: 'Take the Assessment' }).click();
  await expect(page.locator('.intro').getByText(/13 questions/)).toBeVisible();
  await page.getByRole('button', { name: 'Begin Assessment' }).click();

  await expect(page.getByText('0% complete')).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await answerMain(page);
  // Refinement: the question index continues to 11 of 13 after the main phase.
  for (const [i, q] of EXPLORER_REFINEMENT.entries()) {
    await expect(page.getByText(`Question ${11 + i} of 13`)).toBeVisible();
    await expect(page.getByText(`${Math.round(((10 + i) / 13) * 100)}% complete`)).toBeVisible();
    await answerQuestion(page, q.text, q.options[1]!.text);
  }

  await expect(page.getByLabel('Email Address *')).toBeVisible();
  await expect(page.getByRole('switch')).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByLabel('Company Website URL *')).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await page.getByRole('switch').click();
  await expect(page.getByLabel('Company Website URL *')).toHaveCount(0);

  const email = `explorer-${Date.now()}@example.com`;
  await page.getByLabel('Email Address *').fill(email);
  await page.getByLabel('Company Name *').fill('Trailhead Co');
  await page.getByRole('button', { name: 'See My Results' }).click();

  await expect(page.getByText('Analyzing your answers')).toBeVisible();
  await expect(page.getByText('Finalizing results')).toBeVisible();
  await expect(page.getByText('Your results have been saved.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'The Explorer', level: 2 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Learn More', exact: true })).toHaveAttribute('href', '/explorer');
  await expect(page.getByRole('img', { name: 'Archetype wheel' })).toBeVisible();
  await expect(page.locator('[data-dot="primary"]')).toHaveAttribute('r', '12');
  await expect(page.getByRole('link', { name: 'Purchase The Brand Book' })).toHaveAttribute('target', '_blank');
  await expectNoSeriousA11yIssues(page);

  const rows = await query('SELECT * FROM quiz_submissions WHERE email = ?', [email]);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ company: 'Trailhead Co', company_url: null, primary_archetype: 'The Explorer' });
  const answers = await query('SELECT count(*) AS n FROM quiz_answers WHERE submission_id = ?', [rows[0]!.id as string]);
  expect(answers[0]!.n).toBe(13);
  await expect(page.getByText(`Sub-archetype: ${rows[0]!.secondary_archetype as string}`)).toBeVisible();

  // Results survive a reload; Retake goes back to the intro with everything cleared.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'The Explorer', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Retake Assessment' }).click();
  await expect(page.getByRole('button', { name: 'Begin Assessment' })).toBeVisible();
  await page.getByRole('button', { name: 'Begin Assessment' }).click();
  await expect(page.getByText('Question 1 of 13')).toBeVisible();
  expect(errors).toEqual([]);
});

test('progress survives a reload mid-quiz', async ({ page }) => {
  await openQuiz(page);
  await page.getByRole('button', { name: 'Take the Assessment' }).click();
  await page.getByRole('button', { name: 'Begin Assessment' }).click();
  await answerMain(page, 4);
  await expect(page.getByText('Question 5 of 13')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Question 5 of 13')).toBeVisible();
  await expect(page.getByText('31% complete')).toBeVisible();
});

test('progress survives a reload in the refinement phase too', async ({ page }) => {
  await openQuiz(page);
  await page.getByRole('button', { name: 'Take the Assessment' }).click();
  await page.getByRole('button', { name: 'Begin Assessment' }).click();
  await answerMain(page);
  await answerQuestion(page, EXPLORER_REFINEMENT[0]!.text, EXPLORER_REFINEMENT[0]!.options[2]!.text);
  await expect(page.getByText('Question 12 of 13')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Question 12 of 13')).toBeVisible();
  await expect(page.getByRole('heading', { name: EXPLORER_REFINEMENT[1]!.text })).toBeVisible();
});

test('the quiz works with the keyboard alone', async ({ page }) => {
  await openQuiz(page);
  // Skip link first, then the header links, then the hero button.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.getByRole('button', { name: 'Take the Assessment' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Before you begin' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Begin Assessment' })).toBeFocused();
  await page.keyboard.press('Enter');
  for (let i = 0; i < 13; i++) {
    await expect(page.locator('[data-step-heading]')).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    if (i < 12) await expect(page.getByText(`Question ${i + 2} of 13`)).toBeVisible();
  }
  await expect(page.getByLabel('Email Address *')).toBeVisible();
  await expect(page.getByRole('heading', { name: /tell us who you are/ })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Email Address *')).toBeFocused();
  const email = `keys-${Date.now()}@example.com`;
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Privacy Policy' }).first()).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.type('Keyboard Inc');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('switch')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByRole('switch')).toHaveAttribute('aria-checked', 'false');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Previous' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'See My Results' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Results are ready').or(page.getByText('Finalizing results'))).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retake Assessment' })).toBeVisible();
  const rows = await query('SELECT count(*) AS n FROM quiz_submissions WHERE email = ?', [email]);
  expect(rows[0]!.n).toBe(1);
});

test('a failed submission brings the form back, filled in, with the error toast', async ({ page }) => {
  await page.route('**/api/submissions', (route) => route.fulfill({ status: 500, body: '{"error":"boom"}', contentType: 'application/json' }));
  await openQuiz(page);
  await page.getByRole('button', { name: 'Take the Assessment' }).click();
  await page.getByRole('button', { name: 'Begin Assessment' }).click();
  await answerMain(page);
  for (const q of EXPLORER_REFINEMENT) await answerQuestion(page, q.text, q.options[0]!.text);
  await page.getByLabel('Email Address *').fill('fail@example.com');
  await page.getByLabel('Company Name *').fill('Nope Ltd');
  await page.getByLabel('Company Website URL *').fill('https://nope.example');
  await page.getByRole('button', { name: 'See My Results' }).click();
  await expect(page.getByText('Failed to submit your information. Please try again.')).toBeVisible();
  await expect(page.getByLabel('Email Address *')).toHaveValue('fail@example.com');
  await expect(page.getByLabel('Company Website URL *')).toHaveValue('https://nope.example');
});

for (const width of [390, 1280]) {
  test(`at ${width} px, a website the analysis would refuse is refused when sent, with the reason, and nothing is stored`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const email = `refused-${width}@example.com`;
    await openQuiz(page);
    await page.getByRole('button', { name: 'Take the Assessment' }).click();
    await page.getByRole('button', { name: 'Begin Assessment' }).click();
    await answerMain(page);
    for (const q of EXPLORER_REFINEMENT) await answerQuestion(page, q.text, q.options[0]!.text);
    await page.getByLabel('Email Address *').fill(email);
    await page.getByLabel('Company Name *').fill('Inside Ltd');
    await page.getByLabel('Company Website URL *').fill('http://metadata.google.internal/');
    await page.getByRole('button', { name: 'See My Results' }).click();
    await expect(
      page.getByText('Please check your website address: That address points to a private or local network and cannot be analyzed.'),
    ).toBeVisible();
    await expect(page.getByLabel('Company Website URL *')).toHaveValue('http://metadata.google.internal/');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    if (process.env.FIT_SHOTS) await page.screenshot({ path: `${process.env.FIT_SHOTS}/refused-website-${width}.png` });
    expect((await query('SELECT count(*) AS n FROM quiz_submissions WHERE email = ?', [email]))[0]!.n).toBe(0);
  });
}

test('a response lost on the way back is retried with the same Idempotency-Key, and the submission is stored once', async ({ page }) => {
  const keys: string[] = [];
  await page.route('**/api/submissions', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (keys.length === 1) {
      await route.fetch(); // the server stores it...
      return route.abort('connectionreset'); // ...and the phone never hears back
    }
    return route.continue();
  });
  await openQuiz(page);
  await page.getByRole('button', { name: 'Take the Assessment' }).click();
  await page.getByRole('button', { name: 'Begin Assessment' }).click();
  await answerMain(page);
  for (const q of EXPLORER_REFINEMENT) await answerQuestion(page, q.text, q.options[0]!.text);
  const email = `lost-response-${Date.now()}@example.com`;
  await page.getByLabel('Email Address *').fill(email);
  await page.getByLabel('Company Name *').fill('Flaky Mobile Ltd');
  await page.getByRole('switch').click(); // no website: nothing else to wait for
  await page.getByRole('button', { name: 'See My Results' }).click();
  await expect(page.getByRole('heading', { name: 'The Explorer', level: 2 })).toBeVisible();
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);
  expect(await query('SELECT count(*) AS n FROM quiz_submissions WHERE email = ?', [email])).toEqual([expect.objectContaining({ n: 1 })]);
});

test('with a website, the server analyses it and the results show the company section and its wheel dot', async ({ page }) => {
  const site = await serveSite('tests/fixtures/sites/hero');
  try {
    await openQuiz(page);
    await page.getByRole('button', { name: 'Take the Assessment' }).click();
    await page.getByRole('button', { name: 'Begin Assessment' }).click();
    await answerMain(page);
    for (const q of EXPLORER_REFINEMENT) await answerQuestion(page, q.text, q.options[0]!.text);
    const email = `site-${Date.now()}@example.com`;
    await page.getByLabel('Email Address *').fill(email);
    await page.getByLabel('Company Name *').fill('Valor Athletics');
    await page.getByLabel('Company Website URL *').fill(site.url);
    // The analysis request waits until the test has seen it in progress, however fast the server answers.
    let release!: () => void;
    const seen = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/submissions/*/company-analysis', async (route) => {
      await seen;
      await route.continue();
    });
    await page.getByRole('button', { name: 'See My Results' }).click();
    // The toast first: it goes by itself after a few seconds; the steps stay while the analysis runs.
    await expect(page.getByText('Your results have been saved. Analyzing your website now...')).toBeVisible();
    await expect(page.getByText('Crawling your site')).toBeVisible();
    release();
    const company = page.getByTestId('company-analysis');
    await expect(company).toBeVisible();
    await expect(company.getByText('The Hero', { exact: true })).toBeVisible();
    await expect(company.getByText(/^Confidence: \d{1,3}%$/)).toBeVisible();
    await expect(page.getByTestId('alignment')).toHaveText(/^Gap: you lead as The Explorer/);
    await expect(page.locator('[data-dot="company"]')).toHaveAttribute('r', '10');
    await expect(page.getByText('Our Analysis', { exact: true })).toBeVisible();
    expect(await company.locator('.brand-example').count()).toBeLessThanOrEqual(4);
    const rows = await query('SELECT company_archetype, company_archetype_confidence FROM quiz_submissions WHERE email = ?', [email]);
    expect(rows[0]).toMatchObject({ company_archetype: 'The Hero' });
  } finally {
    await site.close();
  }
});

test('the website field takes a bare domain, as Quick Analysis does, and refuses what is not an address', async ({ page }) => {
  await openQuiz(page);
  await page.getByRole('button', { name: 'Take the Assessment' }).click();
  await page.getByRole('button', { name: 'Begin Assessment' }).click();
  await answerMain(page);
  for (const q of EXPLORER_REFINEMENT) await answerQuestion(page, q.text, q.options[0]!.text);
  const email = `bare-${Date.now()}@example.com`;
  await page.getByLabel('Email Address *').fill(email);
  await page.getByLabel('Company Name *').fill('Acme');
  const website = page.getByLabel('Company Website URL *');
  await website.fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'See My Results' }).click();
  await expect(website).toHaveAccessibleDescription('Only http and https website addresses can be used.');
  await expect(website).toBeFocused();
  expect(await query('SELECT count(*) AS n FROM quiz_submissions WHERE email = ?', [email])).toEqual([expect.objectContaining({ n: 0 })]);
  await website.fill('Acme.example/About');
  await page.getByRole('button', { name: 'See My Results' }).click();
  await expect(page.getByRole('heading', { name: /The Explorer/ }).first()).toBeVisible({ timeout: 20_000 });
  expect(await query('SELECT company_url FROM quiz_submissions WHERE email = ?', [email])).toEqual([
    expect.objectContaining({ company_url: 'https://acme.example/About' }),
  ]);
});
