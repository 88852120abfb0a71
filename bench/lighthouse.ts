// Lighthouse scores (performance, accessibility, best practices, SEO) for /, /hero, /privacy and a 404 page,
// mobile and desktop presets, against the built Node server with Debian Chromium.
// Run: SITE_URL=http://127.0.0.1:4392 npm run build && npm run bench:lighthouse
// (LH_DIST: another build folder; LH_PORT, CHROME_PATH to override.)
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';

const PORT = Number(process.env.LH_PORT ?? 4392);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const PATHS = ['/', '/hero', '/privacy', '/this-page-does-not-exist'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// chrome-launcher waits without end for a browser that is not there.
if (!existsSync(CHROME_PATH)) throw new Error(`no Chromium at ${CHROME_PATH}: apt-get install chromium, or set CHROME_PATH`);
const dir = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));

const server = spawn(process.execPath, ['scripts/serve.ts'], {
  env: {
    ...process.env,
    ASTRO_OUT_DIR: process.env.LH_DIST ?? 'dist',
    HOST: '127.0.0.1',
    PORT: String(PORT),
    DATABASE_URL: `file:${join(dir, 'lh.db')}`,
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${ORIGIN}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

const chrome = await chromeLauncher.launch({
  chromePath: CHROME_PATH,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
  ],
});

const pad = (s: string, n: number) => s.padEnd(n);
let below100 = 0;
try {
  await waitForServer();
  // A throwaway run first: a cold browser and server otherwise cost the first page a few points.
  await lighthouse(`${ORIGIN}/`, { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'] });
  console.log(`${pad('preset', 8)}${pad('page', 28)}${CATEGORIES.map((c) => pad(c, 16)).join('')}`);
  for (const [preset, config] of [
    ['mobile', undefined],
    ['desktop', desktopConfig],
  ] as const) {
    for (const path of PATHS) {
      // ignoreStatusCode: Lighthouse otherwise refuses to audit the 404 page at all.
      const flags = {
        port: chrome.port,
        output: 'json' as const,
        logLevel: 'error' as const,
        onlyCategories: [...CATEGORIES],
        ignoreStatusCode: true,
      };
      const result = await lighthouse(`${ORIGIN}${path}`, flags, config);
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`no Lighthouse result for ${path}`);
      // No score (null) means Lighthouse could not measure the category; it is shown as such, not as 0.
      const scores = CATEGORIES.map((c) => lhr.categories[c]?.score ?? null);
      console.log(`${pad(preset, 8)}${pad(path, 28)}${scores.map((s) => pad(s === null ? 'n/a' : String(Math.round(s * 100)), 16)).join('')}`);
      if (lhr.runtimeError) console.log(`    ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
      for (const warning of lhr.runWarnings) console.log(`    warning: ${warning}`);
      for (const c of CATEGORIES) {
        if ((lhr.categories[c]?.score ?? 0) >= 1) continue;
        below100++;
        // Say why: every audit in the category that did not pass.
        for (const ref of lhr.categories[c]?.auditRefs ?? []) {
          const audit = lhr.audits[ref.id];
          if (audit && audit.score !== null && audit.score < 1 && ref.weight > 0) {
            console.log(`    ${c}: ${audit.id} (${audit.displayValue ?? audit.score}) ${audit.title}`);
          }
        }
      }
    }
  }
  console.log(below100 === 0 ? 'all scores 100' : `${below100} category score(s) below 100`);
} finally {
  chrome.kill();
  server.kill();
  rmSync(dir, { recursive: true, force: true });
}
