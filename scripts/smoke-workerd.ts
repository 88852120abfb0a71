// Smoke test of the Cloudflare build in workerd (wrangler dev, local only): the static pages are served,
// the Hono API answers, and request validation runs. Remote-only bindings (Workers AI, Images) are dropped
// from a copy of the generated config, since they need a Cloudflare account.
// Run after `npm run build:cf`: node scripts/smoke-workerd.ts
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const PORT = Number(process.env.SMOKE_PORT ?? 8799);
const base = `http://127.0.0.1:${PORT}`;
const config = JSON.parse(readFileSync('dist-cf/server/wrangler.json', 'utf8'));
delete config.ai;
delete config.images;
delete config.previews;
writeFileSync('dist-cf/server/wrangler.smoke.json', JSON.stringify(config));

const wrangler = spawn(
  process.execPath,
  ['node_modules/wrangler/bin/wrangler.js', 'dev', '--config', 'dist-cf/server/wrangler.smoke.json', '--port', String(PORT), '--ip', '127.0.0.1',
    // No database is reachable here (a Turso URL on a closed port): the checks stop before any query.
    '--var', 'DATABASE_URL:http://127.0.0.1:9/', '--var', `BETTER_AUTH_SECRET:${crypto.randomUUID()}${crypto.randomUUID()}`,
    '--log-level', 'error'],
  { env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' }, stdio: ['ignore', 'ignore', 'inherit'] },
);

const checks: [string, () => Promise<void>][] = [
  ['GET / serves the pre-rendered quiz page', async () => {
    const res = await fetch(`${base}/`);
    const html = await res.text();
    if (res.status !== 200 || !html.includes('Take the Assessment')) throw new Error(`status ${res.status}`);
  }],
  ['GET /hero serves an archetype page', async () => {
    const res = await fetch(`${base}/hero`);
    if (res.status !== 200 || !(await res.text()).includes('The Hero')) throw new Error(`status ${res.status}`);
  }],
  ['GET /api/health answers from the Hono app', async () => {
    const body = await (await fetch(`${base}/api/health`)).json();
    if (body.ok !== true) throw new Error(JSON.stringify(body));
  }],
  ['POST /api/submissions validates in the Worker', async () => {
    const res = await fetch(`${base}/api/submissions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":"x"}' });
    const body = await res.json();
    if (res.status !== 400 || !/email/i.test(body.error)) throw new Error(`${res.status} ${JSON.stringify(body)}`);
  }],
];

let failed = 0;
try {
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {}
    if (Date.now() > deadline) throw new Error('wrangler dev did not start within 60 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  for (const [name, check] of checks) {
    try {
      await check();
      console.log(`ok - workerd: ${name}`);
    } catch (err) {
      failed++;
      console.log(`not ok - workerd: ${name}: ${(err as Error).message}`);
    }
  }
} finally {
  wrangler.kill();
}
console.log(`${checks.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
