import { expect, test } from '@playwright/test';
import { watchConsole } from './helpers.ts';

test('the API reference renders the contract with every host but ours unreachable, under its own policy', async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const elsewhere: string[] = [];
  // Offline from everything but this origin: any request to another host is recorded and fails.
  await page.route(
    (url) => url.origin !== origin,
    (route) => {
      elsewhere.push(route.request().url());
      return route.abort('internetdisconnected');
    },
  );
  const errors = watchConsole(page);

  const answer = await page.goto('/api/docs');
  expect(answer?.status()).toBe(200);
  const policy = answer?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("default-src 'self'");
  expect(policy).toContain("connect-src 'self'");
  expect(policy).toContain("frame-ancestors 'none'");

  // The contract, read from /api/openapi.json by the viewer: its groups, and a route's summary in the open one.
  await expect(page.getByRole('link', { name: 'Website analysis' })).toBeVisible();
  await expect(page.getByRole('link', { name: /The API is up/ }).first()).toBeVisible();
  for (const name of [/ask ai/i, /generate mcp/i, /^deploy$/i, /open api client/i]) {
    await expect(page.getByRole('button', { name })).toHaveCount(0);
    await expect(page.getByRole('link', { name })).toHaveCount(0);
  }
  expect(elsewhere).toEqual([]);
  expect(errors.filter((e) => /content security policy|refused to/i.test(e))).toEqual([]);
});
