import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Frame, type FrameLocator, type Page } from '@playwright/test';
import { EMBED_HOST_PORT } from '../../playwright.config.ts';
import { MAIN_QUESTIONS, refinementQuestionsFor } from '../../src/domain/quiz/questions.ts';
import { mainAnswersFor } from '../helpers/answers.ts';
import { serveSite, type ServedSite } from '../helpers/static-server.ts';
import { signInAsAdminByApi } from './admin-session.ts';
import { expectNoSeriousA11yIssues, query, watchConsole } from './helpers.ts';

// The partner's pages listen on fixed ports (the server allows the first origin to frame /embed): one test at a time.
test.describe.configure({ mode: 'default' });

const SITE = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4329)}`;
const PARTNER = `http://127.0.0.1:${EMBED_HOST_PORT}`;
const STRANGER_PORT = EMBED_HOST_PORT + 2; // + 1 is the SMTP sink's (playwright.config.ts)
const STRANGER = `http://127.0.0.1:${STRANGER_PORT}`;
const QUIZ_FRAME = 'iframe[title="Brand archetype quiz"]';
const INITIAL_HEIGHT = 640;
const EXPLORER_MAIN = mainAnswersFor('The Explorer');

const partnerPage = (body: string) => ({
  status: 200,
  body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Partner Co</title></head><body><main><h1>Partner Co</h1>${body}<p>More from Partner Co below the quiz.</p></main></body></html>`,
});
/** A partner's page with the README's snippet on it. */
const withSnippet = partnerPage(`<p>Which archetype is your brand?</p><script src="${SITE}/embed.js" data-source="partner-name" async></script>`);
const routes = {
  '/quiz': withSnippet,
  '/home-in-a-frame': partnerPage(`<iframe src="${SITE}/" title="The quiz's home page" width="800" height="600"></iframe>`),
};

let folder: string;
let partner: ServedSite;
let stranger: ServedSite;

test.beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'embed-host-'));
  partner = await serveSite(folder, { port: EMBED_HOST_PORT, routes });
  stranger = await serveSite(folder, { port: STRANGER_PORT, routes });
});

test.afterAll(async () => {
  await Promise.all([partner?.close(), stranger?.close()]);
  rmSync(folder, { recursive: true, force: true });
});

/** The frame's height on the partner's page once it matches the height of the document inside it (the snippet's work). */
async function settledHeight(host: Page): Promise<number> {
  const frame = quizFrame(host);
  let height = 0;
  await expect
    .poll(async () => {
      const inner = await frame.evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height));
      height = await host.locator(QUIZ_FRAME).evaluate((el) => el.getBoundingClientRect().height);
      return height - inner;
    })
    .toBe(0);
  return height;
}

function quizFrame(host: Page): Frame {
  const frame = host.frames().find((f) => f.url().startsWith(`${SITE}/embed?`));
  if (!frame) throw new Error('no quiz frame');
  return frame;
}

/** Answers all 13 questions as an Explorer and sends the contact step without a website. */
async function takeQuiz(quiz: FrameLocator, email: string) {
  await quiz.getByRole('button', { name: 'Take the Assessment' }).click();
  await quiz.getByRole('button', { name: 'Begin Assessment' }).click();
  for (const [i, answer] of EXPLORER_MAIN.entries()) {
    const q = MAIN_QUESTIONS[i]!;
    await expect(quiz.getByRole('heading', { name: q.text, level: 1 })).toBeVisible();
    await quiz.getByRole('button', { name: q.options[answer.optionIndex]!.text, exact: true }).click();
  }
  for (const q of refinementQuestionsFor('The Explorer')) {
    await expect(quiz.getByRole('heading', { name: q.text, level: 1 })).toBeVisible();
    await quiz.getByRole('button', { name: q.options[0]!.text, exact: true }).click();
  }
  await quiz.getByLabel('Email Address *').fill(email);
  await quiz.getByLabel('Company Name *').fill('Framed Co');
  await quiz.getByRole('switch').click();
  await quiz.getByRole('button', { name: 'See My Results' }).click();
  await expect(quiz.getByRole('heading', { name: 'The Explorer', level: 2 })).toBeVisible();
}

/** Waits for Chromium to replace a refused frame with its error page, and returns that frame. */
async function refusedFrame(host: Page): Promise<Frame> {
  await expect.poll(() => host.frames().map((f) => f.url())).toContain('chrome-error://chromewebdata/');
  return host.frames().find((f) => f.url() === 'chrome-error://chromewebdata/')!;
}

test("the snippet frames the quiz on a partner's page, sized to the quiz, and the submission records the partner", async ({ page: host }) => {
  const errors = watchConsole(host);
  // The partner's page was reached from a newsletter: the lead is still the partner's (the tags are kept beside it).
  await host.goto(`${PARTNER}/quiz?utm_source=newsletter&utm_campaign=spring&lang=en`);
  const frame = host.locator(QUIZ_FRAME);
  // Right after the tag, with the snippet's name and the page's UTM tags (and nothing else of the page's address).
  await expect(host.locator(`script[src="${SITE}/embed.js"] + iframe`)).toHaveCount(1);
  await expect(frame).toHaveAttribute('src', `${SITE}/embed?source=partner-name&utm_source=newsletter&utm_campaign=spring`);
  const quiz = host.frameLocator(QUIZ_FRAME);
  await expect(quiz.locator('.quiz[data-ready]')).toBeVisible();
  await expect(quiz.getByRole('banner')).toHaveCount(0); // no site header or footer in the frame
  await expect(quiz.getByRole('contentinfo')).toHaveCount(0);

  const landing = await settledHeight(host);
  expect(landing).not.toBe(INITIAL_HEIGHT);
  await expectNoSeriousA11yIssues(host);

  // A resize message from anyone but the quiz's own frame is ignored (a second message marks when the first was handled).
  await host.evaluate(
    () =>
      new Promise<void>((handled) => {
        window.addEventListener('message', (event) => event.data === 'done' && handled());
        window.postMessage({ type: 'brand-archetype:resize', height: 5000 }, '*');
        window.postMessage('done', '*');
      }),
  );
  expect(await frame.evaluate((el) => el.getBoundingClientRect().height)).toBe(landing);

  const email = `embedded-${Date.now()}@example.com`;
  await takeQuiz(quiz, email);
  const results = await settledHeight(host);
  expect(results).toBeGreaterThan(Math.max(INITIAL_HEIGHT, landing));
  await expectNoSeriousA11yIssues(host);

  // The frame is taller than the screen: a dialog and its notice show beside the button that opened it, not mid-frame.
  await quiz.getByRole('button', { name: 'Email Report' }).click();
  const dialog = quiz.getByRole('dialog', { name: 'Email Your Report' });
  await expect(dialog.getByLabel('Email Address')).toBeInViewport();
  await dialog.getByLabel('Email Address').fill('colleague@example.com');
  await dialog.getByRole('button', { name: 'Send' }).click();
  // Closed first: until then the toast shows in the dialog's top layer as well as on the page.
  await expect(dialog).toBeHidden();
  await expect(quiz.getByRole('status').getByTestId('toast').filter({ hasText: 'Email Sent!' })).toBeInViewport();

  // A link out of the quiz opens a new tab; the partner's page keeps the results.
  const [guide] = await Promise.all([host.context().waitForEvent('page'), quiz.getByRole('link', { name: 'Learn More', exact: true }).click()]);
  await expect(guide).toHaveURL(`${SITE}/explorer`);
  expect(host.url()).toBe(`${PARTNER}/quiz?utm_source=newsletter&utm_campaign=spring&lang=en`);
  await expect(quiz.getByRole('heading', { name: 'The Explorer', level: 2 })).toBeVisible();
  expect(errors).toEqual([]);

  const rows = await query('SELECT id, source, embed_origin, utm_source, utm_campaign, referrer_host FROM quiz_submissions WHERE email = ?', [email]);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ source: 'partner-name', embed_origin: PARTNER, utm_source: 'newsletter', utm_campaign: 'spring' });

  // The admin's report of the lead names its source, and what it was made of.
  await signInAsAdminByApi(host);
  await host.goto(`${SITE}/admin/report/${String(rows[0]!.id)}`);
  await expect(host.getByRole('heading', { name: 'Submission Report' })).toBeVisible();
  await expect(host.getByRole('definition').filter({ hasText: /^partner-name/ })).toHaveText(
    `partner-name (embedded on ${PARTNER}; utm_source=newsletter, utm_campaign=spring)`,
  );
});

test('a page of an origin not in EMBED_ALLOWED_ORIGINS gets an empty frame', async ({ page: host }) => {
  const response = host.waitForResponse((r) => new URL(r.url()).pathname === '/embed');
  await host.goto(`${STRANGER}/quiz`);
  const headers = (await response).headers();
  expect(headers['content-security-policy']).toContain(`frame-ancestors ${PARTNER};`);
  expect(headers['content-security-policy']).not.toContain(STRANGER);
  expect(headers['x-frame-options']).toBeUndefined();
  const frame = await refusedFrame(host);
  expect(await frame.locator('.quiz').count()).toBe(0);
});

test('the home page cannot be framed, even by the origin allowed to frame /embed', async ({ page: host }) => {
  const response = host.waitForResponse((r) => r.url() === `${SITE}/`);
  await host.goto(`${PARTNER}/home-in-a-frame`);
  const headers = (await response).headers();
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  const frame = await refusedFrame(host);
  expect(await frame.locator('.quiz').count()).toBe(0);
});

test('headers: /embed names the allowed origin, every other page and file refuses framing, the snippet is cached an hour', async ({ request }) => {
  const embed = await request.get('/embed');
  expect(embed.status()).toBe(200);
  const policies = embed.headers()['content-security-policy']!;
  expect(policies).toMatch(/script-src 'self' 'sha256-/); // Astro's hashed policy for the page rendered on demand
  expect(policies).toContain(`frame-ancestors ${PARTNER}; base-uri 'none'`);
  expect(embed.headers()['x-frame-options']).toBeUndefined();
  expect(await embed.text()).toContain('<meta name="robots" content="noindex">');

  for (const path of ['/', '/hero', '/admin', '/favicon.svg']) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.headers()['x-frame-options'], path).toBe('DENY');
    expect(res.headers()['content-security-policy'], path).toContain("frame-ancestors 'none'");
  }

  const snippet = await request.get('/embed.js');
  expect(snippet.headers()['content-type']).toMatch(/^(text|application)\/javascript/);
  expect(snippet.headers()['cache-control']).toBe('public, max-age=3600');
  expect(snippet.headers()['x-frame-options']).toBe('DENY');
});
