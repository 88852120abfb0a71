import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import type { WebsiteAnalysis } from '../../functions/analysis/types.ts';
import { serveSite, type ServedSite } from '../helpers/static-server.ts';
import { expectNoSeriousA11yIssues, holdPageScripts, watchConsole } from './helpers.ts';

let site: ServedSite;
test.beforeAll(async () => {
  site = await serveSite('tests/fixtures/sites/caregiver', { routes: { '/broken': { status: 500 } } });
});
test.afterAll(async () => site.close());

/** Opens the page and waits for the island to hydrate. */
async function openQuickAnalysis(page: Page, search = '') {
  await page.goto(`/quick-analysis${search}`);
  await expect(page.locator('.qa[data-ready]')).toBeVisible();
}

/** Width and height from a JPEG's start-of-frame marker. */
function jpegSize(bytes: Buffer): { width: number; height: number } {
  expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  let i = 2;
  while (i < bytes.length) {
    const marker = bytes[i + 1]!;
    const length = bytes.readUInt16BE(i + 2);
    if (marker >= 0xc0 && marker <= 0xc2) return { height: bytes.readUInt16BE(i + 5), width: bytes.readUInt16BE(i + 7) };
    i += 2 + length;
  }
  throw new Error('no SOF marker');
}

test('Quick Brand Analysis: validation, analysis of a site, every card, and the JPEG export', async ({ page }) => {
  const errors = watchConsole(page);
  await openQuickAnalysis(page);
  await expect(page.getByRole('heading', { name: 'Quick Brand Analysis', level: 1 })).toBeVisible();
  await expect(
    page.getByText("Discover any brand's archetype by analyzing their website's colors, typography, messaging, and positioning."),
  ).toBeVisible();
  await expect(page.getByText('Provide any website URL to instantly analyze its brand archetype')).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  const input = page.getByLabel('Website URL', { exact: true });
  const analyze = page.getByRole('button', { name: 'Analyze' });
  await analyze.click();
  await expect(page.getByText('Please enter a website URL to analyze.')).toBeVisible();
  await input.fill('http//nope');
  await analyze.click();
  await expect(page.getByText('Please enter a valid website URL.')).toBeVisible();

  await input.fill(site.url.replace('http://', 'http://').replace(/\/$/, ''));
  await analyze.click();
  await expect(page.getByText('Identified as The Caregiver')).toBeVisible();
  await expect(page.getByTestId('archetype-badge')).toHaveText('The Caregiver');
  await expect(page.getByText(/^Confidence: \d{1,3}%$/)).toBeVisible();
  for (const heading of [
    'Brand Archetype Identified',
    'Analysis',
    'Key Indicators',
    'Brand Color Palette',
    'Mission, Vision & Values',
    'Brand Keywords',
  ]) {
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  }
  await expect(page.getByText("Key terms that define this brand's positioning")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Take the Full Quiz' })).toHaveAttribute('href', '/');
  await expectNoSeriousA11yIssues(page);

  const result = page.locator('.qa__result');
  const box = (await result.boundingBox())!;
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export as Image' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^brand-analysis-\d{13}\.jpg$/);
  const size = jpegSize(readFileSync((await download.path())!));
  // The picture has its own width (960 px at scale 2, whatever the window: quick-analysis-export.spec.ts) and every card.
  expect(size.width).toBe(1920);
  expect(size.height).toBeGreaterThan(box.height * 1.5);
  await expect(page.getByText('Your analysis has been downloaded as an image.')).toBeVisible();
  expect(errors).toEqual([]);
});

test('Quick Brand Analysis: a failing site shows the server error and the failure toast', async ({ page }) => {
  await openQuickAnalysis(page);
  await page.getByLabel('Website URL', { exact: true }).fill(`${site.url}broken`);
  await page.getByRole('button', { name: 'Analyze' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: /HTTP|500|error|respond/i })
      .first(),
  ).toBeVisible();
  await expect(page.getByText('Unable to analyze the website. Please try again.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export as Image' })).toHaveCount(0);
});

test('Quick Brand Analysis: input and button are disabled while analyzing', async ({ page }) => {
  // The request waits until the test has seen the busy state, however fast the server answers.
  let release!: () => void;
  const checked = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/analyze-website', async (route) => {
    await checked;
    await route.continue();
  });
  await openQuickAnalysis(page);
  await page.getByLabel('Website URL', { exact: true }).fill(site.url);
  await page.getByRole('button', { name: 'Analyze' }).click();
  await expect(page.getByRole('button', { name: 'Analyzing...' })).toBeDisabled();
  await expect(page.getByLabel('Website URL', { exact: true })).toBeDisabled();
  // The result's place is held while it comes, so the card below it is already out of the way.
  const pending = page.getByTestId('qa-pending');
  const cta = page.getByRole('heading', { name: 'Want a Full Personal Brand Analysis?' });
  expect((await cta.boundingBox())!.y).toBeGreaterThanOrEqual((await pending.boundingBox())!.y + (page.viewportSize()?.height ?? 0));
  release();
  await expect(page.getByTestId('archetype-badge')).toBeVisible();
});

test('an analysis has a link: the address bar carries ?url=, and opening such a link analyses the site at once', async ({ page }) => {
  await openQuickAnalysis(page);
  await page.getByLabel('Website URL', { exact: true }).fill(site.url);
  await page.getByRole('button', { name: 'Analyze' }).click();
  await expect(page.getByTestId('archetype-badge')).toHaveText('The Caregiver');
  expect(new URL(page.url()).searchParams.get('url')).toBe(site.url);

  await openQuickAnalysis(page, `?url=${encodeURIComponent(site.url)}`);
  await expect(page.getByLabel('Website URL', { exact: true })).toHaveValue(site.url);
  await expect(page.getByTestId('archetype-badge')).toHaveText('The Caregiver');
});

test('a click on Analyze before the page script has loaded is not lost', async ({ page }) => {
  const release = await holdPageScripts(page);
  await page.goto('/quick-analysis', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Website URL', { exact: true }).fill(site.url);
  await page.getByRole('button', { name: 'Analyze' }).click();
  await page.waitForURL(/\?url=/);
  release();
  await expect(page.getByTestId('archetype-badge')).toHaveText('The Caregiver');
});

test('an address typed before the page script has loaded stays in the field, and Analyze then analyses it', async ({ page }) => {
  const release = await holdPageScripts(page);
  await page.goto('/quick-analysis', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Website URL', { exact: true }).fill(site.url);
  release();
  await expect(page.locator('.qa[data-ready]')).toBeVisible();
  await expect(page.getByLabel('Website URL', { exact: true })).toHaveValue(site.url);
  await page.getByRole('button', { name: 'Analyze' }).click();
  await expect(page.getByTestId('archetype-badge')).toHaveText('The Caregiver');
});

/** An analysis as the server sends it, with readings: the copy split three ways, a long passage among them. */
const splitAnalysis: WebsiteAnalysis = {
  archetype: 'The Hero',
  confidence: 0.38,
  reasoning: 'The copy speaks of courage and of expertise in about equal measure.',
  keyIndicators: ['rise to the challenge'],
  colorPalette: [],
  coreValues: [],
  brandKeywords: [],
  additionalInsights: [],
  runnerUp: { archetype: 'The Sage', strength: 0.9 },
  readings: [
    { archetype: 'The Hero', share: 0.38, passages: ['We rise to every challenge our customers bring us.', 'Built for the hardest jobs.'] },
    {
      archetype: 'The Sage',
      share: 0.34,
      passages: [
        `Our research team publishes everything it learns, ${'including-the-longest-unbroken-compound-words-'.repeat(3)}so you can check our work.`,
      ],
    },
    { archetype: 'The Ruler', share: 0.22, passages: ['<b>Standards</b> set since 1921.'] },
  ],
};

const READINGS_VIEWPORTS = [
  { name: 'mobile', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
];

for (const viewport of READINGS_VIEWPORTS) {
  test(`${viewport.name}: a split analysis shows the readings the copy supports, each with its passages, and no runner-up line`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const errors = watchConsole(page);
    await page.route('**/api/analyze-website', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: true, analysis: splitAnalysis }) }),
    );
    await openQuickAnalysis(page);
    await page.getByLabel('Website URL', { exact: true }).fill('https://split.example');
    await page.getByRole('button', { name: 'Analyze' }).click();
    await expect(page.getByTestId('archetype-badge')).toHaveText('The Hero');

    const card = page.getByRole('region', { name: 'Brand Archetype Identified' });
    const readings = card.getByTestId('readings');
    await expect(readings.getByRole('heading', { name: 'What the copy supports', level: 4 })).toBeVisible();
    await expect(readings.getByTestId('readings-note')).toHaveText(
      'The evidence is split: the copy supports more than one reading and none clearly leads. Treat these as possibilities, not a verdict.',
    );
    const items = readings.getByTestId('reading');
    await expect(items).toHaveCount(3);
    await expect(items.nth(0).locator('.readings__name')).toHaveText('The Hero (38%)');
    await expect(items.nth(1).locator('.readings__name')).toHaveText('The Sage (34%)');
    await expect(items.nth(2).locator('.readings__name')).toHaveText('The Ruler (22%)');
    await expect(items.nth(0).locator('q')).toHaveText(['We rise to every challenge our customers bring us.', 'Built for the hardest jobs.']);
    // Passages are the site's text, shown as text.
    await expect(items.nth(2).locator('q')).toHaveText('<b>Standards</b> set since 1921.');
    await expect(readings.locator('b')).toHaveCount(0);
    await expect(items.nth(1).getByRole('list', { name: 'Passages from the site for The Sage' })).toBeVisible();
    await expect(items.nth(1).locator('q')).toHaveText(splitAnalysis.readings![1]!.passages[0]!);
    // The readings say what the runner-up line would: it is not shown beside them.
    await expect(page.getByTestId('analysis-call')).toHaveCount(0);

    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const passage = (await items.nth(1).locator('q').boundingBox())!;
    const box = (await readings.boundingBox())!;
    expect(passage.x + passage.width).toBeLessThanOrEqual(box.x + box.width + 1);
    await expectNoSeriousA11yIssues(page);
    expect(errors).toEqual([]);
  });
}

test('a confident analysis with one reading adds no readings block', async ({ page }) => {
  const sure: WebsiteAnalysis = {
    ...splitAnalysis,
    confidence: 0.82,
    runnerUp: undefined,
    readings: [{ archetype: 'The Hero', share: 0.82, passages: ['We rise to every challenge our customers bring us.'] }],
  };
  await page.route('**/api/analyze-website', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: true, analysis: sure }) }),
  );
  await openQuickAnalysis(page);
  await page.getByLabel('Website URL', { exact: true }).fill('https://sure.example');
  await page.getByRole('button', { name: 'Analyze' }).click();
  await expect(page.getByText('Confidence: 82%')).toBeVisible();
  await expect(page.getByTestId('readings')).toHaveCount(0);
});
