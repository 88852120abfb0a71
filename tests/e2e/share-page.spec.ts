import { expect, test, type APIRequestContext } from '@playwright/test';
import { revokedSchema, shareSchema } from '../../functions/shares/schema.ts';
import { createdSubmissionSchema } from '../../functions/submissions/schema.ts';
import { fullAnswersFor } from '../helpers/answers.ts';
import { readJson } from '../helpers/read.ts';
import { pngSize } from '../helpers/png.ts';
import { expectNoSeriousA11yIssues, query, watchConsole } from './helpers.ts';

/** A real submission through the API, then shared as the results page's dialog does it. */
async function shareResult(request: APIRequestContext, includeCompany: boolean) {
  const email = `explorer-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const res = await request.post('/api/submissions', {
    data: { email, company: 'Wander Co', companyUrl: null, answers: fullAnswersFor('The Explorer') },
  });
  expect(res.status()).toBe(201);
  const submission = await readJson(res, createdSubmissionSchema);
  const shared = await request.post(`/api/submissions/${submission.id}/share`, { data: { accessToken: submission.accessToken, includeCompany } });
  expect(shared.status()).toBe(201);
  const link = await readJson(shared, shareSchema);
  return { email, submission, link };
}

test('a shared result opens in a fresh browser without the email, with its own card image, and is gone once revoked', async ({
  browser,
  request,
}) => {
  const { email, submission, link } = await shareResult(request, false);
  expect(link.url).toMatch(new RegExp(`/r/${link.shareId}$`));
  const { pathname } = new URL(link.url);

  // Someone else opens the link: a browser with nothing of the visitor's (no storage, no cookies).
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = watchConsole(page);
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
  const response = await page.goto(pathname);
  expect(response!.status()).toBe(200);
  expect(response!.headers()['x-robots-tag']).toContain('noindex');

  await expect(page.getByRole('heading', { level: 1, name: 'The Explorer' })).toBeVisible();
  await expect(page.getByText(`Sub-archetype: ${submission.results.subArchetype}`)).toBeVisible();
  await expect(page.getByRole('img', { name: 'Archetype wheel' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Discover your own archetype' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: 'Share on LinkedIn' })).toHaveAttribute('href', /linkedin\.com\/sharing\/share-offsite\/\?url=/);
  await expect(page.getByRole('link', { name: 'Share on X' })).toHaveAttribute(
    'href',
    new RegExp(encodeURIComponent(link.url).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  );
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  // The company was not included.
  await expect(page.getByText("company's website")).toHaveCount(0);

  const html = await response!.text();
  expect(html).not.toContain(email);
  expect(html).not.toContain('Wander Co');
  expect(html).not.toContain(submission.id);
  expect(html).not.toContain(submission.accessToken);
  // As light as an archetype page: no script of ours runs.
  expect(scripts).toEqual([]);
  expect(errors).toEqual([]);
  await expectNoSeriousA11yIssues(page);

  // The card image the page announces: a 1200 × 630 PNG, cached briefly and revalidated, so a revoked card leaves caches soon.
  const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(ogImage).toBe(new URL(`${pathname}.png`, link.url).href);
  await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute('content', ogImage!);
  const image = await context.request.get(new URL(ogImage!).pathname);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
  expect(image.headers()['cache-control']).toBe('public, max-age=300, must-revalidate');
  expect(image.headers()['etag']).toBeTruthy();
  expect(pngSize(new Uint8Array(await image.body()))).toEqual({ width: 1200, height: 630 });

  // The visitor stops sharing: page and image are gone, for the other browser too.
  const revoked = await request.delete(`/api/submissions/${submission.id}/share`, { data: { accessToken: submission.accessToken } });
  expect(await readJson(revoked, revokedSchema)).toEqual({ revoked: true });
  const gone = await page.goto(pathname);
  expect(gone!.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('The Explorer');
  expect((await context.request.get(`${pathname}.png`)).status()).toBe(404);
  await context.close();
});

test("the company's archetype shows only when the visitor included it", async ({ browser, request }) => {
  const { submission, link } = await shareResult(request, false);
  await query('UPDATE quiz_submissions SET company_archetype = ? WHERE id = ?', ['The Ruler', submission.id]);
  const context = await browser.newContext();
  const page = await context.newPage();
  const { pathname } = new URL(link.url);
  await page.goto(pathname);
  await expect(page.getByRole('heading', { level: 1, name: 'The Explorer' })).toBeVisible();
  await expect(page.getByText("company's website")).toHaveCount(0);
  await expect(page.getByText('Their Website', { exact: true })).toHaveCount(0);

  // Shared again with the company ticked: the same link, now with the company's archetype on it and on the wheel.
  const again = await request.post(`/api/submissions/${submission.id}/share`, {
    data: { accessToken: submission.accessToken, includeCompany: true },
  });
  expect(again.status()).toBe(200);
  expect((await readJson(again, shareSchema)).shareId).toBe(link.shareId);
  await page.goto(pathname);
  await expect(page.getByText("Their company's website reads as The Ruler.")).toBeVisible();
  await expect(page.getByText('Their Website', { exact: true })).toBeVisible();
  await context.close();
});

test('the competitor comparison shows only with the company: markers on the wheel, the table and the positioning note', async ({
  browser,
  request,
}) => {
  const { submission, link } = await shareResult(request, false);
  await query('UPDATE quiz_submissions SET company_archetype = ? WHERE id = ?', ['The Ruler', submission.id]);
  const insert =
    'INSERT INTO competitor_analyses (id, submission_id, url, host, archetype, sub_archetype, confidence, palette, voice, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)';
  const palette = JSON.stringify([{ name: 'Navy', hex: '#001f3f' }]);
  await query(insert, [
    crypto.randomUUID(),
    submission.id,
    'https://rival.example/',
    'rival.example',
    'The Ruler',
    'Sovereign',
    0.74,
    palette,
    'Assured and formal',
    1,
  ]);
  await query(insert, [
    crypto.randomUUID(),
    submission.id,
    'https://jolly.example/',
    'jolly.example',
    'The Jester',
    'Entertainer',
    0.6,
    palette,
    'Cheeky',
    2,
  ]);

  const context = await browser.newContext();
  const page = await context.newPage();
  const { pathname } = new URL(link.url);
  await page.goto(pathname);
  await expect(page.getByRole('heading', { level: 1, name: 'The Explorer' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Compared with their competitors' })).toHaveCount(0);
  await expect(page.locator('[data-marker="competitor"]')).toHaveCount(0);
  expect(await page.content()).not.toContain('rival.example');

  await request.post(`/api/submissions/${submission.id}/share`, { data: { accessToken: submission.accessToken, includeCompany: true } });
  await page.goto(pathname);
  await expect(page.getByRole('heading', { name: 'Compared with their competitors' })).toBeVisible();
  const markers = page.locator('[data-marker="competitor"]');
  await expect(markers).toHaveCount(2);
  await expect(markers.nth(0)).toHaveText('rival.example');
  await expect(markers.nth(1)).toHaveText('jolly.example');
  const table = page.getByTestId('competitor-table');
  await expect(table.getByRole('row', { name: /rival\.example/ })).toContainText('The Ruler');
  await expect(table.getByRole('row', { name: /rival\.example/ })).toContainText('Sovereign');
  await expect(table.getByRole('row', { name: /rival\.example/ })).toContainText('74%');
  await expect(table.getByRole('row', { name: /jolly\.example/ })).toContainText('Cheeky');
  // The company is there under a label that does not give its address away.
  await expect(page.getByTestId('positioning-note')).toContainText('The Ruler is crowded: Their website and rival.example both project it.');
  await expect(page.getByTestId('positioning-note')).toContainText('Their website overlaps with rival.example as The Ruler');
  await expectNoSeriousA11yIssues(page);
  await context.close();
});

test('a link that was never issued is the 404 page, and its image a plain 404', async ({ request }) => {
  const page = await request.get('/r/AAAAAAAAAAAAAAAAAAAAAA');
  expect(page.status()).toBe(404);
  expect(await page.text()).toContain('<html');
  const image = await request.get('/r/AAAAAAAAAAAAAAAAAAAAAA.png');
  expect(image.status()).toBe(404);
  expect(image.headers()['content-type']).toContain('text/plain');
});

test('shared pages stay out of the sitemap, yet robots.txt lets link previews read them', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('<urlset');
  expect(sitemap).not.toContain('/r/');
  // LinkedIn's and X's crawlers obey robots.txt: a Disallow would cost every shared link its card, and search engines
  // could no longer read the noindex. So noindex (meta and X-Robots-Tag) keeps them out of results instead.
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).not.toMatch(/^Disallow: \/r\b/m);
});
