import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4329);
/** Each port gets its own build and database, so several runs can share a machine. */
export const E2E_DATABASE = `data/e2e-${PORT}.db`;
const OUT_DIR = `dist-e2e/${PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `test-results/${PORT}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  reporter: process.env.CI ? 'list' : 'line',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: `rm -f ${E2E_DATABASE}* && npm run build && node scripts/serve.ts`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: 240_000,
    reuseExistingServer: !process.env.CI,
    env: {
      HOST: '127.0.0.1',
      PORT: String(PORT),
      DATABASE_URL: `file:${E2E_DATABASE}`,
      SITE_URL: `http://127.0.0.1:${PORT}`,
      ANALYZER_ALLOW_PRIVATE_HOSTS: 'true',
      // Every spec submits from 127.0.0.1; the default of 60 per 10 minutes is for real clients.
      SUBMISSION_RATE_LIMIT_MAX: '1000',
      ASTRO_TELEMETRY_DISABLED: '1',
      ASTRO_OUT_DIR: OUT_DIR,
    },
  },
});
