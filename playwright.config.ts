import { test, defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4329);
/** The Worker build in workerd against the local libSQL server (npm run preview:cf), for the 'edge' project. */
const EDGE_PORT = PORT + 1;
/** E2E_EDGE=0 leaves out the 'edge' project and its server (a Playwright server cannot start per project). */
const EDGE = process.env.E2E_EDGE !== '0';
/** Each port gets its own build and database, so several runs can share a machine. */
export const E2E_DATABASE = `data/e2e-${PORT}.db`;
const EDGE_DATABASE = `data/e2e-${PORT}-edge.db`;
const OUT_DIR = `dist-e2e/${PORT}`;

/** The database file behind the server the running test talks to (both projects' files are local). */
export const currentDatabase = () => (test.info().project.name === 'edge' ? EDGE_DATABASE : E2E_DATABASE);

/** tests/e2e/embed.spec.ts serves a partner's page on this port; the server lets that origin frame /embed. */
export const EMBED_HOST_PORT = PORT + 4;

/** The SMTP sink the chromium server delivers mail to (tests/helpers/smtp-sink.ts); each message lands in E2E_MAILBOX. */
const SMTP_PORT = PORT + 5;
export const E2E_MAILBOX = `data/e2e-mail-${PORT}`;

const SERVER_ENV = {
  ANALYZER_ALLOW_PRIVATE_HOSTS: 'true',
  EMBED_ALLOWED_ORIGINS: `http://127.0.0.1:${EMBED_HOST_PORT}`,
  // Every spec submits from 127.0.0.1; the default of 60 per 10 minutes is for real clients.
  SUBMISSION_RATE_LIMIT_MAX: '1000',
  // Likewise the admins the specs sign up and sign in (dashboard, analytics, erasure, teams): 10 per 10 minutes is for real clients.
  AUTH_RATE_LIMIT_MAX: '1000',
  // Likewise every website analysis (quiz, Quick Analysis, competitors): the default of 30 an hour is for real clients.
  ANALYZER_RATE_LIMIT_PER_HOUR: '1000',
  // Likewise analyses in flight at once: two workers' specs analyze side by side, all from 127.0.0.1.
  ANALYZER_IN_FLIGHT_PER_CLIENT: '100',
  // Likewise the page sessions whose funnel beacons count: every spec's page loads come from one address.
  EVENT_SESSIONS_PER_DAY: '100000',
  // Fixture sites are served on ports the OS hands out again to later specs: a cached analysis of one would answer for another.
  ANALYZER_CACHE_TTL_SECONDS: '0',
  // Colleagues who join a team within 20 s go in one notice to the owner (the default window is 10 minutes).
  TEAM_NOTICE_WINDOW_SECONDS: '20',
  // The specs' webhook receivers listen on loopback (http there only); real endpoints must be public https.
  WEBHOOK_ALLOW_PRIVATE_HOSTS: 'true',
};

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `test-results/${PORT}`,
  // Generous, for a 2-core machine at load 8 (two browsers, the servers and whatever else runs): a slow but correct
  // test must pass. No assertion is about time: a test that must see a state in passing holds the request behind it.
  timeout: 120_000,
  expect: { timeout: 20_000 },
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
  projects: [
    { name: 'chromium', use: { browserName: 'chromium' } },
    // The quiz and the admin flow once more against the Worker build, so the two targets cannot drift apart.
    ...(EDGE
      ? [
          {
            name: 'edge',
            testMatch: ['quiz.spec.ts', 'admin.spec.ts'],
            use: { browserName: 'chromium' as const, baseURL: `http://127.0.0.1:${EDGE_PORT}` },
          },
        ]
      : []),
  ],
  webServer: [
    {
      command: 'node tests/helpers/smtp-sink.ts',
      port: SMTP_PORT,
      reuseExistingServer: !process.env.CI,
      env: { SMTP_SINK_PORT: String(SMTP_PORT), SMTP_SINK_DIR: E2E_MAILBOX },
    },
    {
      command: `rm -f ${E2E_DATABASE}* && npm run build && node scripts/serve.ts`,
      url: `http://127.0.0.1:${PORT}/api/health`,
      timeout: 240_000,
      reuseExistingServer: !process.env.CI,
      env: {
        HOST: '127.0.0.1',
        PORT: String(PORT),
        DATABASE_URL: `file:${E2E_DATABASE}`,
        SITE_URL: `http://127.0.0.1:${PORT}`,
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        ...SERVER_ENV,
        ASTRO_TELEMETRY_DISABLED: '1',
        ASTRO_OUT_DIR: OUT_DIR,
      },
    },
    ...(EDGE ? [edgeServer()] : []),
  ],
});

function edgeServer() {
  return {
    // npm test has just built the Worker (build:cf before smoke:cf); a run on its own builds it first.
    command: `rm -f ${EDGE_DATABASE}* && node scripts/preview-cf.ts${process.env.CI ? ' --no-build' : ''}`,
    url: `http://127.0.0.1:${EDGE_PORT}/api/health`,
    timeout: 240_000,
    reuseExistingServer: !process.env.CI,
    env: { ...SERVER_ENV, PORT: String(EDGE_PORT), PREVIEW_DATABASE: EDGE_DATABASE },
  };
}
