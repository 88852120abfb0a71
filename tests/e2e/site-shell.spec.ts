import { spawn } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { ARCHETYPES } from '../../src/domain/archetypes/index.ts';
import { STORAGE_KEY } from '../../src/stores/quiz.ts';
import { expectNoSeriousA11yIssues, watchConsole } from './helpers.ts';

const PORT = Number(process.env.E2E_PORT ?? 4329);

test('an unknown route shows the not-found page with status 404 and a way home', async ({ page }) => {
  const errors = watchConsole(page);
  const response = await page.goto('/this/page/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
  // The status keeps it out of search indexes; it names no canonical URL, since the address is not a page.
  await expect(page.locator('link[rel="canonical"], meta[property="og:url"]')).toHaveCount(0);
  await expectNoSeriousA11yIssues(page);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Take the Assessment' })).toBeVisible();
  expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
});

test('the server logs the path of every page not found, with the request id the response carries', async () => {
  // A second instance of the same build, so this test can read the server's own output.
  const server = spawn(process.execPath, ['scripts/serve.ts'], {
    env: { ...process.env, ASTRO_OUT_DIR: `dist-e2e/${PORT}`, HOST: '127.0.0.1', PORT: '0', DATABASE_URL: `file:data/e2e-${PORT}-log.db` },
  });
  let output = '';
  server.stdout.on('data', (d) => (output += d));
  server.stderr.on('data', (d) => (output += d));
  try {
    await expect.poll(() => /listening on (http:\/\/\S+)/.exec(output)?.[1]).toBeTruthy();
    const origin = /listening on (http:\/\/\S+)/.exec(output)![1]!;
    const res = await fetch(`${origin}/no-such-guide?from=test`);
    expect(res.status).toBe(404);
    const requestId = res.headers.get('x-request-id');
    expect(requestId).toBeTruthy();
    // One JSON line through the app's logger, as the API writes its own.
    const notFound = () =>
      output
        .split('\n')
        .filter((line) => line.startsWith('{') && line.endsWith('}'))
        .map((line) => JSON.parse(line) as { message: string; properties: Record<string, unknown> })
        .find((line) => line.message === 'Page not found');
    await expect.poll(() => notFound()?.properties).toEqual({ requestId, path: '/no-such-guide' });
  } finally {
    server.kill();
  }
});

for (const [path, heading] of [
  ['/privacy', 'Privacy Policy'],
  ['/terms', 'Terms & Conditions'],
] as const) {
  test(`${path} shows the ${heading}, last updated January 2025, with a way home and contact links`, async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByText('Last updated January 2025')).toBeVisible();
    await expect(page.getByRole('link', { name: 'privacy@thebrandcompany.com' }).first()).toHaveAttribute(
      'href',
      'mailto:privacy@thebrandcompany.com',
    );
    await expect(page.getByRole('contentinfo')).toContainText('©2025 The Brand Company LLC');
    await expectNoSeriousA11yIssues(page);
    await page.getByRole('link', { name: '← Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(errors).toEqual([]);
  });
}

test('the privacy policy names what we collect, the processors, retention and how to ask for deletion', async ({ page }) => {
  await page.goto('/privacy');
  const main = page.getByRole('main');
  for (const text of [
    'Email address',
    'Company name',
    'Company website address',
    'Quiz answers',
    'Website analysis results',
    'HubSpot',
    'Email delivery provider',
    'Turso',
    'Cloudflare',
    '24 months',
    'delete',
    'session cookie',
    'local storage',
  ]) {
    await expect(main, text).toContainText(text);
  }
});

test('the footer on every kind of page links to both policies', async ({ page }) => {
  for (const path of ['/', '/hero', '/privacy', '/missing-page']) {
    await page.goto(path);
    const footer = page.getByRole('contentinfo');
    await expect(footer, path).toContainText('©2025 The Brand Company LLC');
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    await expect(footer.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/terms');
  }
});

test('the landing page explains how it works and links to all twelve guides without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'How it works' }).getByRole('listitem')).toHaveCount(3);
  const guides = page.getByRole('region', { name: 'The twelve brand archetypes' }).getByRole('link');
  await expect(guides).toHaveCount(12);
  expect(await guides.evaluateAll((a) => a.map((l) => l.getAttribute('href')))).toEqual(ARCHETYPES.map((a) => `/${a.slug}`));
  await context.close();
});

test('sitemap.xml lists every public page on the site URL, and robots.txt points to it', async ({ request, baseURL }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('xml');
  const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(locs).toEqual([
    `${baseURL}/`,
    `${baseURL}/quick-analysis`,
    ...ARCHETYPES.map((a) => `${baseURL}/${a.slug}`),
    `${baseURL}/privacy`,
    `${baseURL}/terms`,
  ]);
  for (const loc of locs) expect((await request.get(loc!)).status(), loc).toBe(200);

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(robots).toContain('Disallow: /admin');
  expect(robots).toContain('Disallow: /api/');
});

test('pages without their own share image use the default one', async ({ page, baseURL }) => {
  for (const path of ['/', '/privacy']) {
    await page.goto(path);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', `${baseURL}/og/default.png`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${path}`);
  }
});

test('a rendering error in the quiz island shows "Unexpected Application Error!" instead of a blank page', async ({ page }) => {
  // Saved progress from a broken release: results phase with a submission that has no results.
  await page.addInitScript((key) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem(
      key,
      JSON.stringify({
        phase: 'results',
        mainAnswers: [],
        refinementAnswers: [],
        primary: null,
        contact: { email: '', company: '', includeWebsite: true, companyUrl: '' },
        submission: { id: 'broken', accessToken: 'broken', results: null, companyAnalysis: null },
      }),
    );
  }, STORAGE_KEY);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Something went wrong');
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');

  await page.getByRole('button', { name: 'Start the quiz again' }).click();
  await expect(page.getByRole('button', { name: 'Begin Assessment' })).toBeVisible();
});

test('every kind of page is sent with the security headers: no framing, no sniffing, a strict referrer', async ({ request }) => {
  // A pre-rendered page, a static file, a page rendered on demand, and the not-found page.
  for (const path of ['/', '/hero', '/favicon.svg', '/admin', '/no-such-page']) {
    const headers = (await request.get(path)).headers();
    expect(headers['x-frame-options'], path).toBe('DENY');
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
  }
});
