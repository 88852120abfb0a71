import AxeBuilder from '@axe-core/playwright';
import { createClient } from '@libsql/client';
import { expect, type Page } from '@playwright/test';
import { currentDatabase } from '../../playwright.config.ts';

/** Reads or writes the database the e2e server writes to, waiting its turn while the server's own writes hold the lock. */
export async function query(sql: string, args: (string | number)[] = []) {
  const client = createClient({ url: `file:${currentDatabase()}`, timeout: 30_000 });
  try {
    return (await client.execute({ sql, args })).rows;
  } finally {
    client.close();
  }
}

/** An email address no other test uses ('admin' → 'admin-1700000000000-123456@example.com'): the tests share one database. */
export const uniqueEmail = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/**
 * No serious or critical axe violation on the page as it is now; each of `rules` (e.g. 'page-has-heading-one',
 * 'landmark-unique') must have run and passed, whatever its impact. `soft` lets a test go on to report every page.
 */
export async function expectNoSeriousA11yIssues(page: Page, { rules = [] as string[], soft = false, label = 'axe' } = {}) {
  const { violations, passes } = await new AxeBuilder({ page }).analyze();
  const failed = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical' || rules.includes(v.id));
  const notPassed = rules.filter((id) => !passes.some((p) => p.id === id) && !failed.some((v) => v.id === id));
  (soft ? expect.soft : expect)(
    [...failed.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), ...notPassed.map((id) => `${id}: did not pass`)],
    label,
  ).toEqual([]);
}

/** Collects console errors and uncaught exceptions for the test to assert on. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** Holds back the page's own JavaScript (Astro's bundles) until the returned release() is called: a visitor on a slow network. */
export async function holdPageScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_astro/**/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
