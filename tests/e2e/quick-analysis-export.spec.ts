import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { onLoopback } from '../helpers/loopback.ts';
import { serveSite, type ServedSite } from '../helpers/static-server.ts';
import { watchConsole } from './helpers.ts';

const sites: ServedSite[] = [];
const proxies: { close(): Promise<void> }[] = [];
let urls: string[] = [];

test.beforeAll(async () => {
  const served = await Promise.all(['caregiver', 'hero', 'sage'].map((name) => serveSite(`tests/fixtures/sites/${name}`)));
  sites.push(...served);
  const passes = await Promise.all(served.slice(1).map((s, i) => onLoopback(`127.0.0.${i + 2}`, s.url)));
  proxies.push(...passes);
  urls = [served[0]!.url, ...passes.map((p) => p.url)];
});
test.afterAll(async () => {
  await Promise.all(proxies.map((p) => p.close()));
  await Promise.all(sites.map((s) => s.close()));
});

/** The picture is 960 CSS pixels wide at scale 2, whatever the window. */
const PICTURE_WIDTH = 1920;

interface Exported {
  width: number;
  height: number;
  /** Each palette colour of the table (by row), with how much of it the image has where the table puts its swatch. */
  swatches: Array<{ row: number; hex: string; pixels: number }>;
  /** What scrolled or stuck out of the picture while it was drawn. */
  overflowing: string[];
}

type Box = { x: number; y: number; width: number; height: number };
type Watched = { overflowing: string[]; palettes: Box[] };

/**
 * Watches for the off-screen picture and records, as it is laid out: anything in it that would scroll or be cut off,
 * and where each row's palette is in it.
 */
async function watchPicture(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: string[] = [];
    const watched: Watched = { overflowing: seen, palettes: [] };
    (window as unknown as { watched: Watched }).watched = watched;
    new MutationObserver((_, observer) => {
      const picture = document.querySelector<HTMLElement>('[data-testid="result-image"]');
      if (!picture) return;
      observer.disconnect();
      const origin = picture.getBoundingClientRect();
      watched.palettes = [...picture.querySelectorAll('tbody .competitors__palette')].map((ul) => {
        const { x, y, width, height } = ul.getBoundingClientRect();
        return { x: x - origin.x, y: y - origin.y, width, height };
      });
      if (picture.scrollWidth > picture.clientWidth) seen.push(`the picture (${picture.scrollWidth} > ${picture.clientWidth})`);
      for (const el of picture.querySelectorAll<HTMLElement>('*')) {
        const { overflowX, overflowY } = getComputedStyle(el);
        const scrolls = [overflowX, overflowY].some((o) => o === 'auto' || o === 'scroll');
        if (scrolls && (el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight)) seen.push(el.className || el.tagName);
      }
    }).observe(document.body, { childList: true });
  });
}

/** Exports at the current window size and reads the JPEG back in the browser: its size and the table's swatches in it. */
async function exportPicture(page: Page, saveAs: string): Promise<Exported> {
  await watchPicture(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export as Image' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^brand-analysis-\d{13}\.jpg$/);
  await file.saveAs(saveAs);
  // The toast of an earlier export may still be up; the button is ready again once this one is done.
  await expect(page.getByText('Your analysis has been downloaded as an image.').last()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export as Image' })).toBeEnabled();
  const rows = page.getByTestId('competitor-table').locator('tbody tr');
  const palettes = await Promise.all((await rows.all()).map((row) => row.locator('.competitors__palette code').allTextContents()));
  const jpeg = readFileSync(saveAs).toString('base64');
  return page.evaluate(
    async ({ jpeg, palettes }) => {
      const image = new Image();
      image.src = `data:image/jpeg;base64,${jpeg}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      const near = (i: number, [r, g, b]: number[]) => Math.abs(data[i]! - r!) + Math.abs(data[i + 1]! - g!) + Math.abs(data[i + 2]! - b!) <= 36;
      const row = canvas.width * 4;
      const { overflowing, palettes: boxes } = (window as unknown as { watched: Watched }).watched;
      /**
       * Pixels in `box` (CSS pixels, the image is at scale 2) that start a solid 9 × 9 block of about this colour (JPEG
       * moves a colour a little): a swatch has such blocks (16 px at scale 2), text never does.
       */
      const blocks = (color: number[], box: Box) => {
        let pixels = 0;
        for (let y = Math.round(box.y * 2); y + 8 < Math.round((box.y + box.height) * 2); y++) {
          for (let x = Math.round(box.x * 2); x + 8 < Math.round((box.x + box.width) * 2); x++) {
            const i = (y * canvas.width + x) * 4;
            if (near(i, color) && near(i + 32, color) && near(i + 8 * row, color) && near(i + 8 * row + 32, color)) pixels++;
          }
        }
        return pixels;
      };
      const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
      const swatches = palettes.flatMap((hexes, n) => hexes.map((hex) => ({ row: n, hex, pixels: blocks(rgb(hex), boxes[n]!) })));
      return { width: image.naturalWidth, height: image.naturalHeight, swatches, overflowing };
    },
    { jpeg, palettes },
  );
}

test('the exported comparison is the same complete picture on a phone as on a laptop: every site, every colour, nothing scrolled', async ({
  page,
}, testInfo) => {
  const errors = watchConsole(page);
  const search = new URLSearchParams(urls.map((url) => ['url', url]));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/quick-analysis?${search}`);
  await expect(page.locator('.qa[data-ready]')).toBeVisible();
  const rows = page.getByTestId('comparison').locator('tbody tr');
  await expect(rows).toHaveCount(3);
  for (const row of await rows.all()) await expect(row.locator('.competitors__palette li')).toHaveCount(3);

  // The same comparison, exported in a phone's window and then in a laptop's.
  const pictures: Exported[] = [];
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    const picture = await exportPicture(page, testInfo.outputPath(`export-${width}.jpg`));
    expect(picture.overflowing).toEqual([]);
    expect(picture.width).toBe(PICTURE_WIDTH);
    // Every site's three colours are in the picture, each swatch whole where the table lays it out (about 28 × 28 solid
    // pixels inside its border at scale 2: up to 400 starts of a 9 × 9 block), not cut off, scrolled away or shifted.
    expect(picture.swatches).toHaveLength(9);
    expect(picture.swatches.filter((s) => s.pixels < 250)).toEqual([]);
    pictures.push(picture);
  }
  // One layout for every window: the phone's picture is as tall as the laptop's, so nothing was left out of it.
  expect(pictures[0]!.height).toBe(pictures[1]!.height);
  expect(errors).toEqual([]);
});
