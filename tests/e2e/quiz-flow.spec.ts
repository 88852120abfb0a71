import { createHash } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { MAIN_QUESTIONS, refinementQuestionsFor } from '../../src/domain/quiz/questions.ts';
import { RESUME_SCRIPT } from '../../src/components/quiz/resume-script.ts';
import { mainAnswersFor } from '../helpers/answers.ts';
import { expectNoSeriousA11yIssues, holdPageScripts, watchConsole } from './helpers.ts';

const EXPLORER_MAIN = mainAnswersFor('The Explorer');
const SAGE_MAIN = mainAnswersFor('The Sage');
const EXPLORER_REFINEMENT = refinementQuestionsFor('The Explorer');
const SAGE_REFINEMENT = refinementQuestionsFor('The Sage');
const VIEWPORTS = [
  { name: 'mobile', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
];

const question = (page: Page, text: string) => page.getByRole('heading', { name: text, level: 1 });
const option = (page: Page, text: string) => page.getByRole('button', { name: text, exact: true });
const mainText = (i: number, answers = EXPLORER_MAIN) => MAIN_QUESTIONS[i]!.options[answers[i]!.optionIndex]!.text;

async function startQuiz(page: Page) {
  await page.goto('/');
  await expect(page.locator('.quiz[data-ready]')).toBeVisible();
  await page.getByRole('button', { name: 'Take the Assessment' }).click();
  await page.getByRole('button', { name: 'Begin Assessment' }).click();
}

/** Answers main questions from..to-1 (0-based) with the given answers. */
async function answerMain(page: Page, from: number, to: number, answers = EXPLORER_MAIN) {
  for (let i = from; i < to; i++) {
    await expect(page.getByText(`Question ${i + 1} of 13`)).toBeVisible();
    await expect(question(page, MAIN_QUESTIONS[i]!.text)).toBeVisible();
    await option(page, mainText(i, answers)).click();
  }
}

async function answerRefinement(page: Page, questions = EXPLORER_REFINEMENT, choice = 0) {
  for (const [i, q] of questions.entries()) {
    await expect(page.getByText(`Question ${11 + i} of 13`)).toBeVisible();
    await expect(question(page, q.text)).toBeVisible();
    await option(page, q.options[choice]!.text).click();
  }
}

const landingExtras = (page: Page) => [
  page.getByRole('heading', { name: 'How it works' }),
  page.getByRole('heading', { name: 'The twelve brand archetypes' }),
];

test('Previous keeps the answers, recomputes progress, and an answer given again replaces the earlier one', async ({ page }) => {
  await startQuiz(page);
  await expect(page.getByRole('button', { name: 'Previous' })).toHaveCount(0);
  await answerMain(page, 0, 4);
  await expect(page.getByText('Question 5 of 13')).toBeVisible();
  await expect(page.getByText('31% complete')).toBeVisible();

  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(question(page, MAIN_QUESTIONS[3]!.text)).toBeVisible();
  await expect(page.getByText('Question 4 of 13')).toBeVisible();
  await expect(page.getByText('23% complete')).toBeVisible();
  await expect(option(page, mainText(3))).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByText('Question 3 of 13')).toBeVisible();
  await expect(option(page, mainText(2))).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.option[aria-pressed="true"]')).toHaveCount(1);
  await expectNoSeriousA11yIssues(page);

  // A different answer to question 3 replaces the first one; question 4 still shows its answer.
  const other = MAIN_QUESTIONS[2]!.options.findIndex((_, i) => i !== EXPLORER_MAIN[2]!.optionIndex);
  await option(page, MAIN_QUESTIONS[2]!.options[other]!.text).click();
  await expect(page.getByText('Question 4 of 13')).toBeVisible();
  await expect(option(page, mainText(3))).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(option(page, MAIN_QUESTIONS[2]!.options[other]!.text)).toHaveAttribute('aria-pressed', 'true');
  await expect(option(page, mainText(2))).toHaveAttribute('aria-pressed', 'false');
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('brand-archetype:quiz:v1')!) as { mainAnswers: unknown[] });
  expect(saved.mainAnswers).toEqual([EXPLORER_MAIN[0], EXPLORER_MAIN[1], { questionId: 3, optionIndex: other }, EXPLORER_MAIN[3]]);

  // Back to question 1, then the intro has no quiz Previous: the first question has none.
  await page.getByRole('button', { name: 'Previous' }).click();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByText('Question 1 of 13')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toHaveCount(0);
});

test('going back from the refinement reaches question 10; a new primary brings its own refinement questions', async ({ page }) => {
  await startQuiz(page);
  await answerMain(page, 0, 10);
  await answerRefinement(page, EXPLORER_REFINEMENT.slice(0, 2));
  await expect(page.getByText('Question 13 of 13')).toBeVisible();
  // Back through the refinement to question 10, answers marked.
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(option(page, EXPLORER_REFINEMENT[1]!.options[0]!.text)).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Previous' }).click();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(question(page, MAIN_QUESTIONS[9]!.text)).toBeVisible();
  await expect(page.getByText('Question 10 of 13')).toBeVisible();

  // Same answer again: the same primary, its refinement answers kept.
  await option(page, mainText(9)).click();
  await expect(question(page, EXPLORER_REFINEMENT[0]!.text)).toBeVisible();
  await expect(option(page, EXPLORER_REFINEMENT[0]!.options[0]!.text)).toHaveAttribute('aria-pressed', 'true');

  // Rewrite the main answers as The Sage's: the Explorer refinement answers go, the Sage questions come.
  for (let i = 0; i < 10; i++) await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByText('Question 1 of 13')).toBeVisible();
  await answerMain(page, 0, 10, SAGE_MAIN);
  await expect(question(page, SAGE_REFINEMENT[0]!.text)).toBeVisible();
  await expect(page.locator('.option[aria-pressed="true"]')).toHaveCount(0);
  await answerRefinement(page, SAGE_REFINEMENT);

  // From the form, Previous returns to question 13, and the form keeps what was typed.
  await expect(page.getByLabel('Email Address *')).toBeVisible();
  await page.getByLabel('Email Address *').fill('back@example.com');
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByText('Question 13 of 13')).toBeVisible();
  await expect(option(page, SAGE_REFINEMENT[2]!.options[0]!.text)).toHaveAttribute('aria-pressed', 'true');
  await option(page, SAGE_REFINEMENT[2]!.options[0]!.text).click();
  await expect(page.getByLabel('Email Address *')).toHaveValue('back@example.com');
  const saved = await page.evaluate(
    () => JSON.parse(localStorage.getItem('brand-archetype:quiz:v1')!) as { primary: string; refinementAnswers: { questionId: number }[] },
  );
  expect(saved.primary).toBe('The Sage');
  expect(saved.refinementAnswers.map((a) => a.questionId)).toEqual(SAGE_REFINEMENT.map((q) => q.id));
});

test('the browser Back and Forward buttons move between questions and never leave the site mid-quiz', async ({ page }) => {
  await startQuiz(page);
  await answerMain(page, 0, 3);
  await expect(page).toHaveURL(/\?step=4$/);
  await page.goBack();
  await expect(page.getByText('Question 3 of 13')).toBeVisible();
  await expect(option(page, mainText(2))).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/\?step=3$/);
  await page.goBack();
  await expect(page.getByText('Question 2 of 13')).toBeVisible();
  await page.goForward();
  await expect(page.getByText('Question 3 of 13')).toBeVisible();
  await page.goForward();
  await expect(page.getByText('Question 4 of 13')).toBeVisible();
  await expect(page.getByText('23% complete')).toBeVisible();

  // Previous and Back agree: Previous is one step back in the history too.
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByText('Question 3 of 13')).toBeVisible();
  await page.goForward();
  await expect(page.getByText('Question 4 of 13')).toBeVisible();

  // Back from question 1 goes to the intro, then to the landing view, both on this page.
  for (const n of [3, 2, 1]) {
    await page.goBack();
    await expect(page.getByText(`Question ${n} of 13`)).toBeVisible();
  }
  await page.goBack();
  await expect(page.getByRole('button', { name: 'Begin Assessment' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('button', { name: 'Take the Assessment' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
  expect(new URL(page.url()).search).toBe('');
});

test('a quiz resumed in a new tab gets a way back inside the site, and a reload keeps the question shown', async ({ page, context }) => {
  await startQuiz(page);
  await answerMain(page, 0, 5);
  await page.getByRole('button', { name: 'Previous' }).click();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByText('Question 4 of 13')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Question 4 of 13')).toBeVisible();
  await expect(option(page, mainText(3))).toHaveAttribute('aria-pressed', 'true');

  // A fresh tab opened on / resumes at the same question; Back goes to the landing view, not out of the site.
  const tab = await context.newPage();
  await tab.goto('/');
  await expect(tab.getByText('Question 4 of 13')).toBeVisible();
  await expect(tab).toHaveURL(/\?step=4$/);
  await tab.goBack();
  await expect(tab.getByRole('button', { name: 'Take the Assessment' })).toBeVisible();
  expect(new URL(tab.url()).pathname).toBe('/');

  // An address ahead of the answers opens the first unanswered question instead.
  await tab.goto('/?step=12');
  await expect(tab.getByText('Question 6 of 13')).toBeVisible();
  await expect(tab).toHaveURL(/\?step=6$/);
  await tab.close();
});

test('after the results, Back goes to the landing view and Forward to the results, never into the old form', async ({ page }) => {
  await startQuiz(page);
  await answerMain(page, 0, 10);
  await answerRefinement(page);
  await page.getByLabel('Email Address *').fill(`history-${Date.now()}@example.com`);
  await page.getByLabel('Company Name *').fill('Backtrack Ltd');
  await page.getByRole('switch').click();
  await page.getByRole('button', { name: 'See My Results' }).click();
  await expect(page.getByRole('heading', { name: 'The Explorer', level: 2 })).toBeVisible();
  await expect(page).toHaveURL(/\?step=results$/);
  for (const heading of landingExtras(page)) await expect(heading).toBeHidden();

  await page.goBack();
  await expect(page.getByRole('button', { name: 'Take the Assessment' })).toBeVisible();
  await expect(page.getByLabel('Email Address *')).toHaveCount(0);
  await page.goForward();
  await expect(page.getByRole('heading', { name: 'The Explorer', level: 2 })).toBeVisible();
  await page.goBack();
  // Starting again from the landing view is a fresh quiz.
  await page.getByRole('button', { name: 'Take the Assessment' }).click();
  await page.getByRole('button', { name: 'Begin Assessment' }).click();
  await expect(page.getByText('Question 1 of 13')).toBeVisible();
  await expect(page.locator('.option[aria-pressed="true"]')).toHaveCount(0);
});

test('a click on Take the Assessment before the page script has loaded is not lost, and no CSP violation is logged', async ({ page }) => {
  const errors = watchConsole(page);
  const release = await holdPageScripts(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Take the Assessment' }).click();
  await page.waitForURL(/\?step=intro$/);
  // Still without the island: the head script has hidden the landing view and its sections already.
  await expect(page.locator('html')).toHaveAttribute('data-quiz-active', '');
  await expect(page.getByRole('button', { name: 'Take the Assessment' })).toBeHidden();
  for (const heading of landingExtras(page)) await expect(heading).toBeHidden();
  await expect(page.getByText('Loading your quiz…')).toBeVisible();
  release();
  await expect(page.getByRole('button', { name: 'Begin Assessment' })).toBeVisible();
  await page.getByRole('button', { name: 'Begin Assessment' }).click();
  await expect(page.getByText('Question 1 of 13')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a reload mid-quiz never shows the landing view, even before the script runs', async ({ page }) => {
  const errors = watchConsole(page);
  await startQuiz(page);
  await answerMain(page, 0, 2);
  await expect(page.getByText('Question 3 of 13')).toBeVisible();

  const release = await holdPageScripts(page);
  // Fresh tab-like load of / (no ?step=): only the saved progress tells the head script.
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html')).toHaveAttribute('data-quiz-active', '');
  await expect(page.locator('.landing')).toBeHidden();
  for (const heading of landingExtras(page)) await expect(heading).toBeHidden();
  await expect(page.getByText('Loading your quiz…')).toBeVisible();
  // The script is allowed by the page's own policy: its hash is in the CSP Astro writes.
  const policy = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content');
  expect(policy).toContain(`'sha256-${createHash('sha256').update(RESUME_SCRIPT).digest('base64')}'`);
  release();
  await expect(page.getByText('Question 3 of 13')).toBeVisible();
  await expect(page.getByText('Loading your quiz…')).toBeHidden();
  expect(errors).toEqual([]);
});

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.name} (${viewport.width} px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('How it works and the archetype grid show on the landing view only', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('.quiz[data-ready]')).toBeVisible();
      for (const heading of landingExtras(page)) await expect(heading).toBeVisible();
      await page.getByRole('button', { name: 'Take the Assessment' }).click();
      for (const heading of landingExtras(page)) await expect(heading).toBeHidden();
      await page.getByRole('button', { name: 'Begin Assessment' }).click();
      await expect(page.getByText('Question 1 of 13')).toBeVisible();
      for (const heading of landingExtras(page)) await expect(heading).toBeHidden();
      await page.goBack();
      await page.goBack();
      await expect(page.getByRole('button', { name: 'Take the Assessment' })).toBeVisible();
      for (const heading of landingExtras(page)) await expect(heading).toBeVisible();
    });

    test('the Previous control and the marked answer fit the screen', async ({ page }) => {
      await startQuiz(page);
      await answerMain(page, 0, 1);
      const previous = page.getByRole('button', { name: 'Previous' });
      await expect(previous).toBeInViewport();
      const box = (await previous.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      expect(box.height).toBeGreaterThanOrEqual(40);
      await previous.click();
      await expect(option(page, mainText(0))).toHaveAttribute('aria-pressed', 'true');
      await expect(option(page, mainText(0))).not.toHaveCSS('background-color', 'rgb(255, 255, 255)');
      await expectNoSeriousA11yIssues(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    });

    test('the contact form says what happens next, links the privacy policy and explains each invalid field inline', async ({ page }) => {
      await startQuiz(page);
      await answerMain(page, 0, 10);
      await answerRefinement(page);
      await expect(
        page.getByText('Your archetype appears on the next screen, where you can also email the full report to yourself.', { exact: false }),
      ).toBeVisible();
      await expect(page.getByText(/where should we send/i)).toHaveCount(0);
      const email = page.getByLabel('Email Address *');
      await expect(page.getByRole('link', { name: 'Privacy Policy' }).first()).toBeVisible();
      await expect(email).toHaveAccessibleDescription(/Privacy Policy/);
      await expect(page.locator('#contact-email-note').getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');

      // Nothing filled in: one message under each field, the first field focused, no browser bubble.
      await page.getByRole('button', { name: 'See My Results' }).click();
      await expect(email).toBeFocused();
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toHaveAccessibleDescription(/Please enter your email address\./);
      const company = page.getByLabel('Company Name *');
      await expect(company).toHaveAccessibleDescription('Please enter your company name.');
      const website = page.getByLabel('Company Website URL *');
      await expect(website).toHaveAccessibleDescription('Please enter a website URL.');
      await expectNoSeriousA11yIssues(page);

      // The messages follow the edits.
      await email.fill('not-an-email');
      await expect(email).toHaveAccessibleDescription(/Please enter a valid email address\./);
      await email.fill('inline@example.com');
      await expect(email).not.toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText('Please enter a valid email address.')).toHaveCount(0);
      await company.fill('Inline Co');
      await expect(company).not.toHaveAttribute('aria-invalid', 'true');
      await website.fill('javascript:alert(1)');
      await expect(website).toHaveAccessibleDescription('Only http and https website addresses can be used.');
      await page.getByRole('button', { name: 'See My Results' }).click();
      await expect(website).toBeFocused();
      await page.getByRole('switch').click();
      await expect(page.getByText('Only http and https website addresses can be used.')).toHaveCount(0);
      const fits = await page.locator('.contact').evaluate((el) => el.scrollWidth <= el.clientWidth);
      expect(fits).toBe(true);
    });
  });
}
