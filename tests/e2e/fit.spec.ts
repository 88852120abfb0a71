import { expect, test, type Page } from '@playwright/test';
import { companyAnalysisResponseSchema, createdSubmissionSchema } from '../../functions/submissions/schema.ts';
import { shareSchema } from '../../functions/shares/schema.ts';
import { createdTeamSchema } from '../../functions/teams/schema.ts';
import { ARCHETYPE_NAMES, type ArchetypeName } from '../../src/domain/archetypes/types.ts';
import { slugify } from '../../src/domain/archetypes/slug.ts';
import { refinementQuestionsFor } from '../../src/domain/quiz/questions.ts';
import { WHEEL_NAME_SIZE } from '../../src/domain/wheel.ts';
import { fullAnswersFor, mainAnswersFor } from '../helpers/answers.ts';
import { readJson } from '../helpers/read.ts';
import { serveSite, type ServedSite } from '../helpers/static-server.ts';
import { onLoopback } from '../integration/competitors/helpers.ts';
import { signInAsAdminByApi } from './admin-session.ts';
import { expectNoSeriousA11yIssues, query, uniqueEmail } from './helpers.ts';
import { SAGES, seedTeam } from './team-seed.ts';
import { DRIFT, giveAnalysis, seedReadings, seedWatch } from './watch-seed.ts';

const execute = (sql: string, args: (string | number | null)[]) => query(sql, args as (string | number)[]);

/**
 * Every page, state and dialog at a phone's 390 px and a desktop's 1280 px: the page never scrolls sideways (a wide
 * table scrolls inside its own labelled region), the wheel's words stay legible, and axe finds nothing serious.
 * States are seeded through the API and the quiz's saved progress: one page load per route and width.
 */

const QUIZ_KEY = 'brand-archetype:quiz:v1';
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];
/** The smallest rendered size, in CSS px, at which the wheel's archetype names and host labels still read. */
const LEGIBLE_PX = 11;

type Site = { url: string; close(): Promise<void> };
let served: ServedSite[] = [];
let rivals: Site[] = [];

// The company (caregiver on 127.0.0.1) and three competitors on hosts of their own (127.0.0.2 to .4): sites are told apart by host.
test.beforeAll(async () => {
  served = await Promise.all(['caregiver', 'hero', 'sage', 'ruler'].map((name) => serveSite(`tests/fixtures/sites/${name}`)));
  rivals = await Promise.all(served.slice(1).map((site, i) => onLoopback(`127.0.0.${i + 2}`, site.url)));
});
test.afterAll(async () => {
  await Promise.all(rivals.map((s) => s.close()));
  await Promise.all(served.map((s) => s.close()));
});

/** The elements sticking out past the viewport's right edge, outermost first: empty when the page fits. */
const overflow = (page: Page) =>
  page.evaluate(() => {
    if (document.documentElement.scrollWidth <= window.innerWidth) return [];
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.classList.length ? `.${[...el.classList].join('.')}` : ''}`;
    const wide = [...document.querySelectorAll('body *')].filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5);
    const outermost = wide.filter((el) => !wide.includes(el.parentElement!));
    return [
      `scrollWidth ${document.documentElement.scrollWidth}`,
      ...outermost.slice(0, 6).map((el) => `${name(el)} → ${Math.round(el.getBoundingClientRect().right)}`),
    ];
  });

/** The page as it is now fits its width without sideways scrolling, and axe finds nothing serious (soft: one run reports every page). */
async function expectFits(page: Page, what: string, { axe = true, rules = [] as string[] } = {}) {
  expect.soft(await overflow(page), `${what} fits ${page.viewportSize()!.width} px`).toEqual([]);
  // FIT_SHOTS=<folder> keeps a full-page picture of every state, for a person to look over.
  if (process.env.FIT_SHOTS)
    await page.screenshot({
      path: `${process.env.FIT_SHOTS}/${page.viewportSize()!.width}-${what.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.png`,
      fullPage: true,
    });
  if (axe) await expectNoSeriousA11yIssues(page, { rules, soft: true, label: what });
}

/** Every wide table scrolls inside a region of its own that is named and reachable by keyboard. */
async function expectScrollingTablesLabelled(page: Page, what: string) {
  const bare = await page.evaluate(() =>
    [...document.querySelectorAll('table')]
      .map((table) => {
        const box = table.parentElement!;
        const scrolls = ['auto', 'scroll'].includes(getComputedStyle(box).overflowX);
        const ok =
          scrolls &&
          box.getAttribute('role') === 'region' &&
          (box.hasAttribute('aria-label') || box.hasAttribute('aria-labelledby')) &&
          box.getAttribute('tabindex') === '0';
        return ok || table.getBoundingClientRect().width <= box.clientWidth + 0.5 ? null : table.className || 'table';
      })
      .filter(Boolean),
  );
  expect.soft(bare, `${what}: tables wider than their box scroll in a labelled, focusable region`).toEqual([]);
}

/** Rendered size (CSS px) of the wheel's smallest words: the archetype names in its base image and each visible host label. */
async function expectWheelLegible(page: Page, wheel: string, what: string) {
  const sizes = await page.locator(wheel).evaluate((svg: SVGSVGElement, units) => {
    const scale = svg.getScreenCTM()!.a;
    const labels = [...svg.querySelectorAll('text')].filter((t) => t.getBoundingClientRect().width > 0);
    return [units * scale, ...labels.map((t) => parseFloat(getComputedStyle(t).fontSize) * scale)].map((n) => Math.round(n * 10) / 10);
  }, WHEEL_NAME_SIZE);
  expect.soft(Math.min(...sizes), `${what}: wheel text at least ${LEGIBLE_PX} px (${sizes.join(', ')})`).toBeGreaterThanOrEqual(LEGIBLE_PX);
}

/** Saves quiz progress from a page without the quiz, then opens the quiz at its plain address. */
async function openQuizAt(page: Page, state: object) {
  await page.goto('/privacy');
  await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [QUIZ_KEY, JSON.stringify(state)]);
  await page.goto('/');
  await expect(page.locator('.quiz[data-ready]')).toBeVisible();
}

const quizState = (primary: ArchetypeName, over: object) => ({
  phase: 'contact',
  mainAnswers: mainAnswersFor(primary),
  refinementAnswers: refinementQuestionsFor(primary).map((q) => ({ questionId: q.id, optionIndex: 0 })),
  primary,
  contact: { email: '', company: '', includeWebsite: true, companyUrl: '' },
  submission: null,
  attempt: null,
  ...over,
});

/** A stored submission whose website (the caregiver fixture) was analysed and that compared `competitors` rival sites. */
async function submissionWithRivals(page: Page, primary: ArchetypeName, competitors: number) {
  const created = await page.request.post('/api/submissions', {
    data: { email: uniqueEmail('fit'), company: 'Fit Co', companyUrl: served[0]!.url, answers: fullAnswersFor(primary) },
  });
  expect(created.status()).toBe(201);
  const submission = await readJson(created, createdSubmissionSchema);
  const analysed = await page.request.post(`/api/submissions/${submission.id}/company-analysis`, { data: { accessToken: submission.accessToken } });
  expect(analysed.status()).toBe(200);
  const { companyAnalysis } = await readJson(analysed, companyAnalysisResponseSchema);
  for (const site of rivals.slice(0, competitors)) {
    const added = await page.request.post(`/api/submissions/${submission.id}/competitors`, {
      data: { accessToken: submission.accessToken, url: site.url },
    });
    expect(added.status()).toBe(201);
  }
  return { ...submission, companyAnalysis };
}

for (const { width, height } of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('the site pages: landing, archetype pages, policies, data deletion, embed and 404', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('.quiz[data-ready]')).toBeVisible();
      await expectFits(page, 'landing');
      // The 12 archetype pages share one layout: axe on one, the width on all.
      for (const [i, name] of ARCHETYPE_NAMES.entries()) {
        await page.goto(`/${slugify(name)}`);
        await expectFits(page, `archetype page ${name}`, { axe: i === 0 });
      }
      for (const path of ['/privacy', '/terms', '/delete-my-data', '/embed', '/no-such-page']) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await expectFits(page, path);
      }
    });

    test('the quiz: a question and the contact form', async ({ page }) => {
      await openQuizAt(page, quizState('The Explorer', { phase: 'main', cursor: 0, mainAnswers: [], refinementAnswers: [], primary: null }));
      await expect(page.getByText('Question 1 of 13')).toBeVisible();
      await expectFits(page, 'quiz question', { rules: ['page-has-heading-one'] });
      await openQuizAt(page, quizState('The Explorer', {}));
      await expect(page.getByLabel('Email Address *')).toBeVisible();
      await expectFits(page, 'contact form', { rules: ['page-has-heading-one'] });
    });

    test('the results with the company analysis and three competitors, and each of their dialogs', async ({ page }) => {
      const submission = await submissionWithRivals(page, 'The Hero', 3);
      await openQuizAt(page, quizState('The Hero', { phase: 'results', submission }));
      await expect(page.getByRole('heading', { name: 'The Hero', level: 2 })).toBeVisible();
      const comparison = page.getByTestId('competitor-comparison');
      await expect(comparison.getByTestId('competitor-table').locator('tbody tr')).toHaveCount(3);
      await expectFits(page, 'results', { rules: ['page-has-heading-one', 'landmark-unique'] });
      await expectScrollingTablesLabelled(page, 'results');
      await expectWheelLegible(page, 'svg[aria-labelledby^="wheel-title"]', 'results wheel');
      await expectWheelLegible(page, '[data-testid="competitor-comparison"] svg[role="img"]', 'results competitor wheel');

      for (const [button, dialog] of [
        ['Email Report', 'Email Your Report'],
        ['Share Result', 'Share Your Result'],
        ['Invite Your Team', 'Invite Your Team'],
        ['Watch my website', 'Watch my website'],
      ] as const) {
        await page.getByRole('button', { name: button, exact: true }).click();
        await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
        await expectFits(page, `${dialog} dialog`);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog', { name: dialog })).toBeHidden();
      }
    });

    test('the share page and the team pages', async ({ page }) => {
      const created = await page.request.post('/api/submissions', {
        data: { email: uniqueEmail('fit-share'), company: 'Wander Co', companyUrl: null, answers: fullAnswersFor('The Explorer') },
      });
      const submission = await readJson(created, createdSubmissionSchema);
      const shared = await page.request.post(`/api/submissions/${submission.id}/share`, {
        data: { accessToken: submission.accessToken, includeCompany: false },
      });
      const { url } = await readJson(shared, shareSchema);
      await page.goto(new URL(url).pathname);
      await expectFits(page, 'share page');

      const team = await seedTeam((sql, args) => query(sql, args as (string | number)[]), {
        ...SAGES,
        name: 'A rather long team name for the leadership of Owl & Co',
      });
      await page.goto(`/team/${team.teamId}`);
      await page.waitForLoadState('networkidle');
      await expectFits(page, 'team page');
      await page.goto(`/t/${team.inviteId}`);
      await page.waitForLoadState('networkidle');
      await expectFits(page, 'team invite page');

      // The owner's view through the manage link, and its confirmation dialog.
      const owned = await page.request.post('/api/teams', {
        data: {
          submissionId: submission.id,
          accessToken: submission.accessToken,
          ownerName: 'Wanda Wanderer-Longname',
          name: 'Wander Co leadership',
        },
      });
      const { manageUrl } = await readJson(owned, createdTeamSchema);
      await page.goto(new URL(manageUrl).pathname + new URL(manageUrl).hash);
      const panel = page.getByTestId('team-manage');
      await expect(panel.getByRole('heading', { name: 'Manage the team' })).toBeVisible();
      await expectFits(page, 'team manage');
      await panel.getByRole('button', { name: 'Close to new members' }).click();
      await expect(page.getByRole('dialog', { name: 'Close the team to new members?' })).toBeVisible();
      await expectFits(page, 'team close dialog');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: 'Close the team to new members?' })).toBeHidden();
    });

    test('Quick Analysis of one site, and comparisons of two and three', async ({ page }) => {
      const urls = [served[0]!.url, ...rivals.map((s) => s.url)];
      await page.goto(`/quick-analysis?${new URLSearchParams([['url', urls[0]!]])}`);
      await expect(page.getByTestId('archetype-badge')).toBeVisible();
      await expectFits(page, 'Quick Analysis');
      for (const count of [2, 3]) {
        await page.goto(`/quick-analysis?${new URLSearchParams(urls.slice(0, count).map((u) => ['url', u]))}`);
        await expect(page.getByTestId('comparison').getByRole('table').locator('tbody tr')).toHaveCount(count);
        await expectFits(page, `Quick Analysis comparing ${count}`);
        await expectScrollingTablesLabelled(page, `Quick Analysis comparing ${count}`);
        await expectWheelLegible(page, '[data-testid="comparison-wheel"]', `Quick Analysis comparing ${count}`);
      }
    });

    test('the admin integrations: endpoints, the delivery log, the secret and confirmation dialogs', async ({ page }) => {
      await signInAsAdminByApi(page);
      await page.goto('/admin/integrations');
      const form = page.getByRole('region', { name: 'Add endpoint' });
      // Nothing listens on the discard port: the test event fails, so the log shows an error and no answer.
      const url = `http://127.0.0.1:9/fit-${width}-${Date.now()}/a-long-path-that-must-wrap-inside-its-cell`;
      await form.getByLabel('Endpoint URL').fill(url);
      await form.getByLabel('submission.created').check();
      await form.getByLabel('company_analysis.completed').check();
      await form.getByRole('button', { name: 'Add endpoint' }).click();
      await expect(page.getByRole('dialog', { name: 'Endpoint added' })).toBeVisible();
      await expectFits(page, 'integrations secret dialog');
      await page.keyboard.press('Escape');

      const row = page.getByRole('region', { name: 'Webhook endpoints' }).locator('tr', { hasText: url });
      await row.getByRole('button', { name: 'Send test event' }).click();
      await expect(row).toContainText(/Test event: (Retrying|Failed)/);
      await row.getByRole('button', { name: 'Delivery log' }).click();
      await expect(page.getByRole('region', { name: 'Delivery log' }).locator('tbody tr')).not.toHaveCount(0);
      await expectFits(page, 'integrations with the delivery log');
      await expectScrollingTablesLabelled(page, 'integrations');

      await row.getByRole('button', { name: 'Rotate secret' }).click();
      await expect(page.getByRole('dialog', { name: 'Rotate the signing secret?' })).toBeVisible();
      await expectFits(page, 'integrations rotate dialog');
      await page.keyboard.press('Escape');
      await row.getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByRole('dialog', { name: 'Delete this endpoint?' })).toBeVisible();
      await expectFits(page, 'integrations delete dialog');
      await page.getByRole('dialog', { name: 'Delete this endpoint?' }).getByRole('button', { name: 'Delete endpoint' }).click();
      await expect(row).toHaveCount(0);
    });

    test('the admin: sign-in and sign-up, dashboard with rows, report with competitors, analytics and teams', async ({ page }) => {
      await page.goto('/admin');
      await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
      await expectFits(page, 'admin sign-in');
      await page.getByRole('tab', { name: 'Sign Up' }).click();
      await expectFits(page, 'admin sign-up');

      const submission = await submissionWithRivals(page, 'The Caregiver', 3);
      const team = await seedTeam((sql, args) => query(sql, args as (string | number)[]), {
        name: 'Fit leadership',
        company: 'Fit Co',
        members: [
          { name: 'Ada Lovelace', primary: 'The Sage' },
          { name: 'Bo Chen', primary: 'The Hero' },
        ],
      });
      await signInAsAdminByApi(page);

      await page.goto('/admin/dashboard');
      await expect(page.getByRole('region', { name: 'Quiz submissions table', exact: true }).locator('tbody tr').first()).toBeVisible();
      await expectFits(page, 'admin dashboard', { rules: ['page-has-heading-one', 'landmark-unique'] });
      await expectScrollingTablesLabelled(page, 'admin dashboard');
      const lastButton = page
        .getByRole('region', { name: 'Quiz submissions table', exact: true })
        .getByRole('button', { name: /^Delete/ })
        .first();
      if (width >= 1280) {
        // The whole table fits beside the header at desktop width: no button is cut off.
        const [button, box] = [(await lastButton.boundingBox())!, (await page.locator('.admin-dashboard').boundingBox())!];
        expect.soft(button.x + button.width, 'Delete button inside the dashboard').toBeLessThanOrEqual(box.x + box.width);
        expect.soft(await lastButton.evaluate((b) => b.scrollWidth <= b.clientWidth), 'Delete button text not clipped').toBe(true);
      }

      // The dashboard's two confirmations: deleting one submission, erasing everything for an address.
      await lastButton.click();
      await expect(page.getByRole('dialog', { name: 'Delete this submission?' })).toBeVisible();
      await expectFits(page, 'admin delete dialog');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: 'Delete this submission?' })).toBeHidden();
      const privacy = page.getByRole('region', { name: 'Privacy' });
      await privacy.getByLabel('Email address').fill('someone-with-a-long-address@a-long-company-domain.example.com');
      await privacy.getByLabel('Email address').press('Enter');
      await expect(page.getByRole('dialog', { name: 'Erase all data for this address?' })).toBeVisible();
      await expectFits(page, 'admin erasure dialog');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: 'Erase all data for this address?' })).toBeHidden();

      await page.goto(`/admin/report/${submission.id}`);
      await expect(page.getByTestId('admin-competitors').getByTestId('competitor-table').locator('tbody tr')).toHaveCount(3);
      await expectFits(page, 'admin report');
      await expectScrollingTablesLabelled(page, 'admin report');
      await expectWheelLegible(page, '[data-testid="admin-competitors"] svg[role="img"]', 'admin report competitor wheel');

      for (const path of ['/admin/analytics', '/admin/teams', `/admin/teams/${team.teamId}`]) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await expectFits(page, path);
        await expectScrollingTablesLabelled(page, path);
      }
    });

    test('the website watch: its history page, its stop page, the admin report with its history and the watched sites', async ({ page }) => {
      const created = await page.request.post('/api/submissions', {
        data: { email: uniqueEmail('fit-watch'), company: 'Fit Co', companyUrl: null, answers: fullAnswersFor('The Sage') },
      });
      const submission = await readJson(created, createdSubmissionSchema);
      await giveAnalysis(execute, submission.id);
      // A drift, a failed reading and the first one: every kind of entry on the timeline.
      const watchId = await seedWatch(execute, submission.id);
      await seedReadings(execute, watchId, DRIFT);
      for (const path of [`/w/${watchId}`, `/w/${watchId}/stop?token=not-the-token`]) {
        await page.goto(path);
        await expectFits(page, path.split('?')[0]!, { rules: ['page-has-heading-one'] });
      }
      await signInAsAdminByApi(page);
      await page.goto(`/admin/report/${submission.id}`);
      await expect(page.getByTestId('admin-watch-history').getByTestId('watch-reading')).toHaveCount(3);
      await expectFits(page, 'admin report with watch history');
      await page.goto('/admin/watches');
      await expectFits(page, '/admin/watches', { rules: ['page-has-heading-one'] });
      await expectScrollingTablesLabelled(page, '/admin/watches');
    });
  });
}
