import { expect, test, type Page } from '@playwright/test';
import { archetypeProfiles } from '../../src/domain/archetypes/pages/index.ts';
import { archetypeTitle } from '../../src/domain/site/seo.ts';
import { BAR_VALUES, TAGLINES } from '../helpers/archetype-spec.ts';
import { pngSize } from '../helpers/png.ts';
import { expectNoSeriousA11yIssues, watchConsole } from './helpers.ts';

const PROFILES = archetypeProfiles();

/** Records every script the page requests, so a test can assert the page ships no JavaScript. */
function watchScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
  return scripts;
}

const section = (page: Page, name: string | RegExp) => page.getByRole('region', { name });

for (const p of PROFILES) {
  test(`/${p.slug} shows every part of ${p.name}'s guide, loads no JavaScript and passes axe`, async ({ page, baseURL }) => {
    const errors = watchConsole(page);
    const scripts = watchScripts(page);
    const response = await page.goto(`/${p.slug}`);
    expect(response?.status()).toBe(200);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.name);
    await expect(page.getByText(TAGLINES[p.slug]!, { exact: true })).toBeVisible();

    const traits = section(page, 'Core Traits').getByRole('listitem');
    await expect(traits).toHaveText([...p.traits, ...p.page.moreTraits]);

    await expect(section(page, `About ${p.name}`).locator('p')).toHaveText(p.page.longDescription);

    const brands = section(page, `Brands That Embody ${p.name}`).getByRole('listitem');
    await expect(brands).toHaveCount(4);
    for (const [i, b] of p.brandExamples.entries()) {
      await expect(brands.nth(i).getByRole('heading', { level: 3 })).toHaveText(b.name);
      await expect(brands.nth(i)).toContainText(b.slogan);
      await expect(brands.nth(i)).toContainText(b.color);
      await expect(brands.nth(i)).toContainText(b.mark);
    }

    const strategy = section(page, 'Brand Strategy').getByRole('listitem');
    await expect(strategy).toHaveText(p.page.strategyPoints.map((s) => s.text));
    for (const [i, s] of p.page.strategyPoints.entries()) {
      await expect(strategy.nth(i).locator(`svg[data-icon="${s.icon}"]`)).toHaveCount(1);
    }

    await expect(section(page, 'Messaging Examples').getByRole('listitem')).toHaveText(p.page.messagingExamples.map((m) => `“${m}”`));

    const palette = section(page, 'Color Palette & Typography');
    await expect(palette.locator('.swatch__hex')).toHaveText(p.colors.map((c) => c.hex));
    await expect(palette.getByText(p.page.paletteNotes)).toBeVisible();
    await expect(palette.getByText(p.page.typographyNotes)).toBeVisible();

    const subs = section(page, `${p.name} Sub-Archetypes`).getByRole('listitem');
    await expect(subs.getByRole('heading', { level: 3 })).toHaveText(p.subArchetypes.map((s) => s.name));
    await expect(subs.locator('p')).toHaveText(p.subArchetypes.map((s) => s.description));

    await expect(page.getByRole('blockquote')).toHaveText(`“${p.page.quote}”`);
    await expect(page.locator('figcaption')).toHaveText('— The Brand Book');

    const bars = section(page, `${p.name} at a Glance`);
    if (BAR_VALUES[p.slug]!.length === 0) {
      await expect(bars).toHaveCount(0);
    } else {
      await expect(bars.getByRole('listitem')).toHaveText(p.page.bars.map((b, i) => new RegExp(`^${b.label}\\s*${BAR_VALUES[p.slug]![i]}%$`)));
    }

    const process = section(page, 'The Creative Process');
    if (p.slug === 'creator') {
      await expect(process.getByRole('heading', { level: 3 })).toHaveText(['Inspire', 'Create', 'Share', 'Evolve']);
    } else {
      await expect(process).toHaveCount(0);
    }

    // Links: back to the quiz, the brand book in a new tab, the free quiz, the other eleven guides.
    await expect(page.getByRole('link', { name: '← Back to Quiz' })).toHaveAttribute('href', '/');
    const book = page.getByRole('link', { name: /Get The Brand Book/ });
    await expect(book).toHaveAttribute('href', /^https:\/\/(?!127\.0\.0\.1)/);
    await expect(book).toHaveAttribute('target', '_blank');
    await expect(book).toHaveAttribute('rel', /noopener/);
    await expect(book).toHaveAttribute('rel', /noreferrer/);
    await expect(page.getByRole('link', { name: 'Take the free quiz' })).toHaveAttribute('href', '/');
    const others = page.getByRole('navigation', { name: 'Explore the Other Archetypes' }).getByRole('link');
    const hrefs = await others.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.sort()).toEqual(
      PROFILES.filter((o) => o.slug !== p.slug)
        .map((o) => `/${o.slug}`)
        .sort(),
    );
    for (const href of hrefs) expect((await page.request.get(href!)).status(), href!).toBe(200);

    // Search and sharing.
    await expect(page).toHaveTitle(archetypeTitle(p));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', p.page.metaDescription);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/${p.slug}`);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', `${baseURL}/og/${p.slug}.png`);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(ld.map((t) => JSON.parse(t)['@type'])).toEqual(['Article', 'BreadcrumbList']);

    // No JavaScript: nothing requested, and no script element but structured data.
    expect(scripts).toEqual([]);
    expect(await page.locator('script:not([type="application/ld+json"])').count()).toBe(0);

    await expectNoSeriousA11yIssues(page);
    expect(errors).toEqual([]);
  });
}

test('Back to Quiz takes the visitor to the quiz', async ({ page }) => {
  await page.goto('/sage');
  await page.getByRole('link', { name: '← Back to Quiz' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Take the Assessment' })).toBeVisible();
});

test('an archetype page fits a 360 px screen without horizontal scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const slug of ['hero', 'creator', 'caregiver']) {
    await page.goto(`/${slug}`);
    const [scroll, client] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
    expect(scroll, slug).toBeLessThanOrEqual(client);
  }
});

test('printing an archetype page leaves out navigation, footer and calls to action', async ({ page }) => {
  await page.goto('/hero');
  await page.emulateMedia({ media: 'print' });
  for (const hidden of ['header.site-header', 'footer.site-footer', '.ap-cta', '.ap-others', '.ap-back']) {
    await expect(page.locator(hidden), hidden).toBeHidden();
  }
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('blockquote')).toBeVisible();
});

test('each archetype has a 1200 × 630 PNG share image', async ({ request }) => {
  for (const slug of [...PROFILES.map((p) => p.slug), 'default']) {
    const res = await request.get(`/og/${slug}.png`);
    expect(res.status(), slug).toBe(200);
    expect(res.headers()['content-type']).toBe('image/png');
    const png = await res.body();
    expect(pngSize(png), slug).toEqual({ width: 1200, height: 630 });
  }
});
