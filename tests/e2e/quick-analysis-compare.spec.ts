import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { onLoopback } from '../helpers/loopback.ts';
import { serveSite, type ServedSite } from '../helpers/static-server.ts';
import { expectNoSeriousA11yIssues, watchConsole } from './helpers.ts';

const sites: ServedSite[] = [];
const proxies: { close(): Promise<void> }[] = [];
let caregiver: string, hero: string, sage: string, unreachable: string;

test.beforeAll(async () => {
  const served = await Promise.all(['caregiver', 'hero', 'sage'].map((name) => serveSite(`tests/fixtures/sites/${name}`)));
  sites.push(...served);
  caregiver = served[0]!.url;
  const [h, s] = await Promise.all([onLoopback('127.0.0.2', served[1]!.url), onLoopback('127.0.0.3', served[2]!.url)]);
  proxies.push(h, s);
  hero = h.url;
  sage = s.url;
  // An address nothing listens on any more: the analysis cannot reach it.
  const gone = await onLoopback('127.0.0.4', served[0]!.url);
  await gone.close();
  unreachable = gone.url;
});
test.afterAll(async () => {
  await Promise.all(proxies.map((p) => p.close()));
  await Promise.all(sites.map((s) => s.close()));
});

const host = (url: string) => new URL(url).hostname;
const addressUrls = (page: Page) => new URL(page.url()).searchParams.getAll('url');

/** Width and height from a JPEG's start-of-frame marker. */
function jpegSize(bytes: Buffer): { width: number; height: number } {
  let i = 2;
  while (i < bytes.length) {
    const marker = bytes[i + 1]!;
    const length = bytes.readUInt16BE(i + 2);
    if (marker >= 0xc0 && marker <= 0xc2) return { height: bytes.readUInt16BE(i + 5), width: bytes.readUInt16BE(i + 7) };
    i += 2 + length;
  }
  throw new Error('no SOF marker');
}

test('a comparison link analyses every site at once: one wheel, the table, the note, and its own error for the site that fails', async ({ page }) => {
  const errors = watchConsole(page);
  const search = new URLSearchParams([caregiver, hero, unreachable].map((url) => ['url', url]));
  await page.goto(`/quick-analysis?${search}`);
  await expect(page.locator('.qa[data-ready]')).toBeVisible();

  await expect(page.getByTestId('archetype-badge')).toHaveText('The Caregiver');
  const comparison = page.getByTestId('comparison');
  const rows = comparison.getByRole('table').locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0).getByRole('rowheader')).toContainText(host(caregiver));
  await expect(rows.nth(0)).toContainText('The Caregiver');
  await expect(rows.nth(1).getByRole('rowheader')).toHaveText(host(hero));
  await expect(rows.nth(1)).toContainText('The Hero');
  await expect(rows.nth(1).getByRole('cell').nth(2)).toHaveText(/^\d{1,3}%( \(low: thin or split evidence\))?$/);
  await expect(rows.nth(1).locator('.competitors__palette li')).toHaveCount(3);

  // One marker per analysed site, each with its host beside it, and a legend naming them.
  const wheel = page.getByTestId('comparison-wheel');
  await expect(wheel.locator('[data-marker="main"]')).toContainText(host(caregiver));
  await expect(wheel.locator('[data-marker="competitor"]')).toHaveCount(1);
  await expect(wheel.locator('[data-marker="competitor"]')).toContainText(host(hero));
  await expect(comparison.locator('.qa-compare__legend')).toContainText(`${host(caregiver)} (analyzed site)`);
  await expect(comparison.locator('.qa-compare__legend')).toContainText(host(hero));

  const note = page.getByTestId('positioning-note');
  await expect(note).toContainText(`${host(caregiver)} stands apart as The Caregiver`);
  await expect(note).toContainText('Open ground:');

  // The unreachable site fails on its own, with the analysis' own message, outside the comparison.
  await expect(page.getByRole('alert').filter({ hasText: host(unreachable) })).toBeVisible();
  await expect(comparison).not.toContainText(host(unreachable));
  await expectNoSeriousA11yIssues(page);

  // Keyboard only: remove the failed site, then add another; the address bar follows each change.
  await page.getByRole('button', { name: `Remove ${host(unreachable)}` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: host(unreachable) })).toHaveCount(0);
  expect(addressUrls(page)).toEqual([caregiver, hero]);
  await expect(page.getByLabel('Competitor website URL')).toBeFocused();
  await page.keyboard.type(sage);
  await page.keyboard.press('Enter');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(2)).toContainText('The Sage');
  expect(addressUrls(page)).toEqual([caregiver, hero, sage]);
  await expect(wheel.locator('[data-marker="competitor"]')).toHaveCount(2);
  await expectNoSeriousA11yIssues(page);
  // On a phone the table scrolls sideways inside its own region.
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousA11yIssues(page);
  await page.setViewportSize({ width: 1280, height: 720 });

  // The exported image is the whole result area: the comparison (wheel, table, note) above the cards.
  const result = page.locator('.qa__result');
  await expect(result.getByRole('table')).toBeVisible();
  await expect(result.getByTestId('positioning-note')).toBeVisible();
  const single = (await page.locator('.qa-result').boundingBox())!;
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export as Image' }).click();
  const size = jpegSize(readFileSync((await (await download).path())!));
  expect(size.width).toBe(1920);
  expect(size.height).toBeGreaterThan(single.height * 2 + 400);
  // The browser logs the unreachable site's 502 answer itself; nothing else may go wrong.
  expect(errors.filter((e) => !e.includes('status of 502'))).toEqual([]);
});

test('the comparison holds at most three more sites, and one site is never compared with itself', async ({ page }) => {
  await page.goto(`/quick-analysis?url=${encodeURIComponent(caregiver)}`);
  await expect(page.getByTestId('archetype-badge')).toHaveText('The Caregiver');
  const input = page.getByLabel('Competitor website URL');
  const compare = page.getByRole('button', { name: 'Compare', exact: true });
  await input.fill(caregiver);
  await compare.click();
  await expect(page.getByRole('alert').filter({ hasText: `${host(caregiver)} is already in this comparison.` })).toBeVisible();
  await input.fill('not a url');
  await compare.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please enter a valid website URL.' })).toBeVisible();

  for (const url of [hero, sage, unreachable]) {
    await input.fill(url);
    await compare.click();
  }
  await expect(input).toBeDisabled();
  await expect(compare).toBeDisabled();
  expect(addressUrls(page)).toEqual([caregiver, hero, sage, unreachable]);
  await expect(page.getByTestId('comparison').locator('tbody tr')).toHaveCount(3);
});
