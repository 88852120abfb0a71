import { expect, test, type Page } from '@playwright/test';
import { STORAGE_KEY } from '../../src/stores/quiz.ts';
import { expectNoSeriousA11yIssues, watchConsole } from './helpers.ts';

const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

/** Whether Chromium's accessibility tree reports the menu button as expanded (the popover invoker state). */
async function menuExpanded(page: Page): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
      nodes: { role?: { value: string }; name?: { value: string }; properties?: { name: string; value: { value: unknown } }[] }[];
    };
    const button = nodes.find((n) => n.role?.value === 'button' && n.name?.value === 'Archetypes');
    const expanded = button?.properties?.find((p) => p.name === 'expanded')?.value.value;
    return expanded === undefined ? undefined : Boolean(expanded);
  } finally {
    await cdp.detach();
  }
}

for (const path of ['/hero', '/']) {
  for (const size of SIZES) {
    test(`the Archetypes menu on ${path} at ${size.width} px opens under its button and closes on Escape and outside clicks`, async ({ page }) => {
      const errors = watchConsole(page);
      await page.setViewportSize(size);
      await page.goto(path);
      if (path === '/hero') await expect(page.locator('script:not([type="application/ld+json"])')).toHaveCount(0); // still zero JS
      const button = page.getByRole('button', { name: 'Archetypes' });
      const menu = page.getByRole('list', { name: 'Archetypes' });
      await expect(menu).toBeHidden();
      expect(await menuExpanded(page)).toBe(false);

      // Pointer: opens under its button, inside the screen; an outside click closes it.
      await button.click();
      await expect(menu).toBeVisible();
      expect(await menuExpanded(page)).toBe(true);
      const b = (await button.boundingBox())!;
      const m = (await menu.boundingBox())!;
      expect(m.y).toBeGreaterThanOrEqual(b.y + b.height - 1);
      expect(m.y).toBeLessThan(b.y + b.height + 16);
      expect(m.x).toBeGreaterThanOrEqual(0);
      expect(m.x + m.width).toBeLessThanOrEqual(size.width);
      expect(Math.min(Math.abs(m.x + m.width - (b.x + b.width)), Math.abs(m.x - b.x))).toBeLessThanOrEqual(1); // aligned with the button
      await expect(menu.getByRole('link')).toHaveCount(12);
      await expectNoSeriousA11yIssues(page);
      await page.mouse.click(5, size.height - 5);
      await expect(menu).toBeHidden();

      // Escape closes it.
      await button.click();
      await expect(menu).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();

      // Keyboard: Enter opens, Tab moves into the list, Escape closes and gives focus back to the button.
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(menu).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(menu.getByRole('link').first()).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(button).toBeFocused();
      await page.keyboard.press('Space');
      await expect(menu).toBeVisible();
      await page.keyboard.press('Space');
      await expect(menu).toBeHidden();

      // A link in it goes to that guide.
      await button.click();
      await menu.getByRole('link', { name: 'The Sage' }).click();
      await expect(page).toHaveURL(/\/sage$/);
      expect(errors).toEqual([]);
    });
  }
}

test('headings and text use the self-hosted faces, loaded from this site without a 404', async ({ page }) => {
  const fontResponses: { url: string; status: number }[] = [];
  page.on('response', (r) => r.request().resourceType() === 'font' && fontResponses.push({ url: r.url(), status: r.status() }));
  const errors = watchConsole(page);
  await page.goto('/hero');
  await page.evaluate(() => document.fonts.ready);
  const loaded = await page.evaluate(() =>
    [...document.fonts].filter((f) => f.status === 'loaded').map((f) => `${f.family.replace(/["']/g, '')} ${f.weight} ${f.style}`),
  );
  expect(loaded).toEqual(
    expect.arrayContaining(['Fraunces 600 900 normal', 'Fraunces 600 900 italic', 'Inter 400 500 normal', 'Inter 600 900 normal']),
  );
  const h1 = await page.locator('h1').evaluate((el) => getComputedStyle(el).fontFamily);
  expect(h1).toMatch(/^"?Fraunces"?,/);
  expect(await page.evaluate(() => document.fonts.check('700 48px Fraunces') && document.fonts.check('16px Inter'))).toBe(true);
  expect(await page.locator('body').evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^"?Inter"?,/);

  // Not preloaded (a preload holds the first paint back: styles/fonts.css); the four files the faces use, each fetched
  // once: same origin, WOFF2, found.
  await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(0);
  expect(fontResponses).toHaveLength(4);
  expect(new Set(fontResponses.map((r) => r.url)).size).toBe(4);
  for (const r of fontResponses) {
    expect(r.status, r.url).toBe(200);
    expect(new URL(r.url).origin).toBe(new URL(page.url()).origin);
    expect(r.url).toMatch(/\.woff2$/);
  }
  expect(errors).toEqual([]); // no CSP refusal
});

test('a rendering error shows a plain message and a reload button, with the detail only in the console', async ({ page }) => {
  const errors = watchConsole(page);
  // Saved progress from an older shape: it passes the store's shallow check but the results it holds are incomplete.
  await page.addInitScript((key) => {
    localStorage.setItem(
      key,
      JSON.stringify({
        phase: 'results',
        mainAnswers: [],
        refinementAnswers: [],
        primary: 'The Hero',
        contact: { email: 'a@example.com', company: 'A', includeWebsite: false, companyUrl: '' },
        submission: { id: 'old', accessToken: 'old', results: { primary: 'The Hero' }, companyAnalysis: null },
      }),
    );
  }, STORAGE_KEY);
  await page.goto('/');
  const alert = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'Unexpected Application Error!' }) });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Something went wrong while showing this part of the page. Please reload the page to try again.');
  await expect(alert).not.toContainText(/undefined|Cannot read|TypeError|null/);
  expect(errors.some((e) => e.includes('Unexpected application error'))).toBe(true);
  await expectNoSeriousA11yIssues(page);

  const reloaded = page.waitForEvent('load');
  await alert.getByRole('button', { name: 'Reload the page' }).click();
  await reloaded;
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
});
