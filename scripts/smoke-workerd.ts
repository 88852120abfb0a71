// Smoke test of the Cloudflare build in workerd (wrangler dev, local only): the static pages are served,
// the Hono API answers, and request validation runs. Remote-only bindings (Workers AI, Images) are dropped
// from a copy of the generated config, since they need a Cloudflare account. A second Worker
// (tests/workerd/wheel-worker.ts) draws the report's wheel PNG with the WebAssembly resvg the app bundles.
// Run after `npm run build:cf`: node scripts/smoke-workerd.ts
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { renderNodeWheelFrames } from '../functions/mail/report/wheel-image-node.ts';
import { pngSize } from '../tests/helpers/png.ts';

const PORT = Number(process.env.SMOKE_PORT ?? 8799);
const base = `http://127.0.0.1:${PORT}`;
const wheelBase = `http://127.0.0.1:${PORT + 1}`;
const config = JSON.parse(readFileSync('dist-cf/server/wrangler.json', 'utf8'));
delete config.ai;
delete config.images;
delete config.previews;
writeFileSync('dist-cf/server/wrangler.smoke.json', JSON.stringify(config));

const wrangler = spawn(
  process.execPath,
  ['node_modules/wrangler/bin/wrangler.js', 'dev', '--config', 'dist-cf/server/wrangler.smoke.json', '--port', String(PORT), '--ip', '127.0.0.1', '--inspector-port', String(PORT + 10),
    // No database is reachable here (a Turso URL on a closed port): the checks stop before any query.
    '--var', 'DATABASE_URL:http://127.0.0.1:9/', '--var', `BETTER_AUTH_SECRET:${crypto.randomUUID()}${crypto.randomUUID()}`,
    '--log-level', 'error'],
  { env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' }, stdio: ['ignore', 'ignore', 'inherit'] },
);
const wheelWorker = spawn(
  process.execPath,
  ['node_modules/wrangler/bin/wrangler.js', 'dev', '--config', 'tests/workerd/wrangler.jsonc', '--port', String(PORT + 1), '--ip', '127.0.0.1',
    '--inspector-port', String(PORT + 11), '--log-level', 'error'],
  { env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' }, stdio: ['ignore', 'ignore', 'inherit'] },
);

/** One request with any method (fetch cannot send TRACE): status and Allow. */
function send(method: string, path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; allow: string | undefined }>((resolve, reject) => {
    request(`${base}${path}`, { method, headers }, (res) => {
      res.resume().on('end', () => resolve({ status: res.statusCode!, allow: res.headers.allow }));
    }).on('error', reject).end();
  });
}

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
  ['pages carry the security headers (public/_headers for static assets)', async () => {
    for (const path of ['/hero', '/admin']) {
      const res = await fetch(`${base}${path}`, { redirect: 'manual' });
      if (res.headers.get('x-frame-options') !== 'DENY') throw new Error(`${path}: x-frame-options ${res.headers.get('x-frame-options')}`);
      if (!res.headers.get('content-security-policy')?.includes("frame-ancestors 'none'")) throw new Error(`${path}: no frame-ancestors`);
    }
  }],
  ['the hashed script policy: a <meta> on pre-rendered pages, a header on the Worker\'s pages', async () => {
    const html = await (await fetch(`${base}/`)).text();
    if (!/<meta http-equiv="content-security-policy" content="[^"]*script-src 'self' 'sha256-/.test(html)) throw new Error('/: no hashed <meta> policy');
    const policy = (await fetch(`${base}/admin`)).headers.get('content-security-policy') ?? '';
    if (!/script-src 'self' 'sha256-/.test(policy)) throw new Error(`/admin: ${policy}`);
  }],
  ['other methods than GET and HEAD: 405 with Allow from the asset layer and the Worker, never a 500', async () => {
    // Same-origin, as Astro's origin check answers 403 to cross-site unsafe requests before the middleware runs.
    const cases: [string, string, number][] = [
      ['PUT', '/hero', 405], ['DELETE', '/favicon.svg', 405], ['TRACE', '/', 405], ['OPTIONS', '/hero', 405],
      ['PUT', '/admin', 405], ['TRACE', '/admin', 405], ['POST', '/no-such-page', 405], ['TRACE', '/api/health', 405],
    ];
    for (const [method, path, status] of cases) {
      const res = await send(method, path, { origin: base });
      if (res.status !== status) throw new Error(`${method} ${path}: ${res.status}, expected ${status}`);
      if (status === 405 && res.allow !== 'GET, HEAD') throw new Error(`${method} ${path}: Allow ${res.allow}`);
    }
  }],
  ['GET /api/health answers from the Hono app', async () => {
    const body = await (await fetch(`${base}/api/health`)).json();
    if (body.ok !== true) throw new Error(JSON.stringify(body));
  }],
  ['the report wheel PNG is drawn with resvg-wasm (810x882)', async () => {
    const body = JSON.stringify({ frames: await renderNodeWheelFrames(), marks: { primary: 'The Explorer', secondary: 'The Sage', company: 'The Hero' } });
    const res = await fetch(wheelBase, { method: 'POST', body });
    const png = new Uint8Array(await res.arrayBuffer());
    if (res.status !== 200) throw new Error(`status ${res.status}: ${new TextDecoder().decode(png).slice(0, 200)}`);
    const size = pngSize(png);
    if (size?.width !== 810 || size.height !== 882 || png.length < 50_000) throw new Error(`${JSON.stringify(size)}, ${png.length} bytes`);
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
  for (const url of [`${base}/api/health`, wheelBase]) {
    for (;;) {
      try {
        await fetch(url, { method: 'HEAD' });
        break;
      } catch {}
      if (Date.now() > deadline) throw new Error(`wrangler dev did not answer ${url} within 60 s`);
      await new Promise((r) => setTimeout(r, 250));
    }
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
  wheelWorker.kill();
}
console.log(`${checks.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
