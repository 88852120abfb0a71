import { expect, test, type Browser, type Page } from '@playwright/test';
import { analyticsReportSchema } from '../../functions/analytics/report-schema.ts';
import { FUNNEL_STEPS } from '../../src/domain/analytics/funnel.ts';
import { MAIN_QUESTIONS } from '../../src/domain/quiz/questions.ts';
import { readJson } from '../helpers/read.ts';
import { signInAsAdminByApi } from './admin-session.ts';
import { holdPageScripts, query, watchConsole } from './helpers.ts';
import { seedTeam } from './team-seed.ts';

const counted = async (source: string, step: string) =>
  Number((await query('SELECT coalesce(sum(count), 0) AS n FROM analytics_daily WHERE source = ? AND step = ?', [source, step]))[0]!.n);

/** From the intro: Begin, answer question 1, see question 2. */
async function answerQuestionOne(page: Page) {
  await page.getByRole('button', { name: 'Begin Assessment' }).click();
  await page.getByRole('button', { name: MAIN_QUESTIONS[0]!.options[0]!.text, exact: true }).click();
  await expect(page.getByText('Question 2 of 13')).toBeVisible();
}

/** Leaving the page sends what its beacon holds. */
const leave = (page: Page) => page.goto('/privacy');

/** Each entry in a browser of its own (nothing saved), under a source label of its own. */
const ENTRIES: { source: string; arrive: (page: Page) => Promise<void> }[] = [
  {
    source: 'entry-landing',
    arrive: async (page) => {
      await page.goto('/?utm_source=entry-landing');
      await expect(page.locator('.quiz[data-ready]')).toBeVisible();
      await page.getByRole('button', { name: 'Take the Assessment' }).click();
    },
  },
  {
    // A link straight to the intro; reloading it, and later reloading mid-quiz, starts nothing again.
    source: 'entry-step',
    arrive: async (page) => {
      await page.goto('/?step=intro&utm_source=entry-step');
      await expect(page.getByRole('heading', { name: 'Before you begin' })).toBeVisible();
      await page.reload();
      await expect(page.locator('.quiz[data-ready]')).toBeVisible();
    },
  },
  {
    // A colleague from the team page, which sends no referrer: the source is the one this browser first came with.
    source: 'entry-team',
    arrive: async (page) => {
      await page.goto('/?utm_source=entry-team');
      await expect.poll(() => page.evaluate(() => localStorage.getItem('brand-archetype:source:v1'))).toContain('entry-team');
      const team = await seedTeam((sql, args) => query(sql, args as (string | number)[]), {
        name: 'Funnel Co team',
        members: [{ name: 'Owner', primary: 'The Sage' }],
      });
      await page.goto(`/t/${team.inviteId}`);
      await page.getByLabel('Your name').fill('Colleague');
      await page.getByRole('button', { name: 'Take the quiz' }).click();
      await expect(page).toHaveURL(/\/\?step=intro$/);
    },
  },
  {
    source: 'entry-embed',
    arrive: async (page) => {
      await page.goto('/embed?source=entry-embed');
      await expect(page.locator('.quiz[data-ready]')).toBeVisible();
      await page.getByRole('button', { name: 'Take the Assessment' }).click();
    },
  },
  {
    // A Start clicked before the page's script has loaded: the plain form goes to ?step=intro, the tags come along.
    source: 'entry-early',
    arrive: async (page) => {
      const release = await holdPageScripts(page);
      await page.goto('/?utm_source=entry-early', { waitUntil: 'domcontentloaded' });
      await page.getByRole('button', { name: 'Take the Assessment' }).click();
      await page.waitForURL(/\/\?step=intro$/);
      release();
    },
  },
  {
    // The same in the embedded quiz: it stays on /embed (a framed quiz must not leave its frame), the partner's name too.
    source: 'entry-embed-early',
    arrive: async (page) => {
      const release = await holdPageScripts(page);
      // The frame's own script (its height for the snippet) is held too, so the page never gets to DOMContentLoaded.
      await page.goto('/embed?source=entry-embed-early', { waitUntil: 'commit' });
      await page.getByRole('button', { name: 'Take the Assessment' }).click();
      await page.waitForURL(/\/embed\?step=intro$/, { waitUntil: 'commit' });
      release();
    },
  },
];

async function funnelOf(page: Page, source = '') {
  const res = await page.request.get(`/api/admin/analytics?source=${encodeURIComponent(source)}`);
  expect(res.status()).toBe(200);
  return (await readJson(res, analyticsReportSchema)).funnel;
}

async function takeEntry(browser: Browser, entry: (typeof ENTRIES)[number]) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = watchConsole(page);
  await entry.arrive(page);
  await answerQuestionOne(page);
  await page.reload(); // a run restored mid-way counts nothing again
  await expect(page.getByText('Question 2 of 13')).toBeVisible();
  await leave(page);
  expect(errors, entry.source).toEqual([]);
  await context.close();
}

test('every way into the quiz counts one start per run, and no funnel step outnumbers the step before', async ({ browser, page }) => {
  test.slow(); // seven visits, each in a browser of its own
  for (const entry of ENTRIES) await takeEntry(browser, entry);

  for (const { source } of ENTRIES) {
    // Each beacon is its own request: wait for both to land (a busy machine delivers them in any order).
    await expect.poll(() => counted(source, 'question_1'), source).toBe(1);
    await expect.poll(() => counted(source, 'quiz_started'), source).toBe(1);
    expect(await counted(source, 'question_2'), source).toBe(0);
  }

  await signInAsAdminByApi(page, 'Fun Nel');
  for (const { source } of ENTRIES) {
    const funnel = await funnelOf(page, source);
    expect(funnel.map((row) => row.step)).toEqual([...FUNNEL_STEPS]);
    const row = (step: string) => funnel.find((r) => r.step === step)!;
    expect(row('landing_view').count, source).toBeGreaterThanOrEqual(1);
    expect(row('quiz_started').count, source).toBe(1);
    expect(row('question_1')).toMatchObject({ count: 1, fromPrevious: 1 });
    for (const r of funnel) expect(r.exceedsPrevious, `${source}: ${r.step}`).toBe(false);
  }
  // All sources together (other specs' visits too, some restored from saved answers): never a share above 100%.
  for (const r of await funnelOf(page)) {
    expect(r.fromPrevious ?? 0, r.step).toBeLessThanOrEqual(1);
    expect(r.fromStart ?? 0, r.step).toBeLessThanOrEqual(1);
  }
});
