// Smoke test of the Cloudflare build in workerd (wrangler dev, local only) against the local libSQL server
// (scripts/libsql-server.ts, a stand-in for Turso): pages, headers and methods; every API route that touches
// the database (submissions with an Idempotency-Key, the company and quick analyses with the shared cache, rate
// limits, admin sign-up, confirmation, sign-in, list, report, CSV, stats, delivery, delete) and the on-demand
// admin pages; a report email delivered by the cron trigger through the email API stand-in, and a lead through
// the HubSpot stand-in; a webhook endpoint's signed deliveries; a shared result's page and card image; the PDF report. A second Worker (tests/workerd/wheel-worker.ts) draws the report's wheel PNG with the
// WebAssembly resvg the app bundles.
// Run after `npm run build:cf`: node scripts/smoke-workerd.ts (SMOKE_PORT and SMOKE_PORT + 1 must be free)
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { connectDatabase } from '../db/client.ts';
import { grantAdmin } from '../functions/auth/roles.ts';
import { renderNodeWheelFrames } from '../functions/mail/report/wheel-image-node.ts';
import { PRIVACY_NOTICE_VERSION } from '../src/domain/privacy/notice.ts';
import { fullAnswersFor } from '../tests/helpers/answers.ts';
import { readPdf } from '../tests/helpers/pdf-text.ts';
import { pngSize } from '../tests/helpers/png.ts';
import { startRecordingServer } from '../tests/helpers/recording-server.ts';
import { serveSite } from '../tests/helpers/static-server.ts';
import { tempDatabaseUrl } from '../tests/helpers/temp-database.ts';
import { startWebhookReceiver } from '../tests/helpers/webhook-receiver.ts';
import { startEdgePreview } from './edge/preview.ts';

const PORT = Number(process.env.SMOKE_PORT ?? 8799);
const wheelBase = `http://127.0.0.1:${PORT + 1}`;
const site = await serveSite('tests/fixtures/sites/hero');
const emailApi = await startRecordingServer({ id: 'email-1' });
const hubspot = await startRecordingServer({ status: 'COMPLETE', results: [] });
const receiver = await startWebhookReceiver();
const temp = tempDatabaseUrl();
const preview = await startEdgePreview({
  dbFile: temp.file,
  port: PORT,
  vars: {
    BETTER_AUTH_SECRET: `${crypto.randomUUID()}${crypto.randomUUID()}`,
    ANALYZER_ALLOW_PRIVATE_HOSTS: 'true',
    SUBMISSION_RATE_LIMIT_MAX: '3',
    EMAIL_API_URL: `${emailApi.url}/emails`,
    EMAIL_API_KEY: 'smoke-key',
    HUBSPOT_TOKEN: 'smoke-token',
    HUBSPOT_BASE_URL: hubspot.url,
    EMBED_ALLOWED_ORIGINS: 'https://partner.example',
    WEBHOOK_ALLOW_PRIVATE_HOSTS: 'true',
  },
});
const base = preview.url;
const wheelWorker = spawn(
  process.execPath,
  [
    'node_modules/wrangler/bin/wrangler.js',
    'dev',
    '--config',
    'tests/workerd/wrangler.jsonc',
    '--port',
    String(PORT + 1),
    '--ip',
    '127.0.0.1',
    '--inspector-port',
    String(PORT + 11),
    '--log-level',
    'error',
  ],
  { env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' }, stdio: ['ignore', 'ignore', 'inherit'] },
);

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: base, ...headers },
  body: JSON.stringify(body),
});
async function until<T>(what: string, probe: () => T | undefined | Promise<T | undefined>, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
const emailsTo = (to: string) =>
  emailApi.requests.filter((r) => r.path === '/emails' && JSON.stringify((r.body as { to?: unknown }).to ?? '').includes(to));

let submission: { id: string; accessToken: string } | undefined;
let adminCookie = '';
let webhookEndpointId = '';

/** One request with any method (fetch cannot send TRACE): status and Allow. */
function send(method: string, path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; allow: string | undefined }>((resolve, reject) => {
    request(`${base}${path}`, { method, headers }, (res) => {
      res.resume().on('end', () => resolve({ status: res.statusCode!, allow: res.headers.allow }));
    })
      .on('error', reject)
      .end();
  });
}

const checks: [string, () => Promise<void>][] = [
  [
    'GET / serves the pre-rendered quiz page',
    async () => {
      const res = await fetch(`${base}/`);
      const html = await res.text();
      if (res.status !== 200 || !html.includes('Take the Assessment')) throw new Error(`status ${res.status}`);
    },
  ],
  [
    'GET /hero serves an archetype page',
    async () => {
      const res = await fetch(`${base}/hero`);
      if (res.status !== 200 || !(await res.text()).includes('The Hero')) throw new Error(`status ${res.status}`);
    },
  ],
  [
    'pages carry the security headers (public/_headers for static assets)',
    async () => {
      for (const path of ['/hero', '/admin']) {
        const res = await fetch(`${base}${path}`, { redirect: 'manual' });
        if (res.headers.get('x-frame-options') !== 'DENY') throw new Error(`${path}: x-frame-options ${res.headers.get('x-frame-options')}`);
        if (!res.headers.get('content-security-policy')?.includes("frame-ancestors 'none'")) throw new Error(`${path}: no frame-ancestors`);
      }
    },
  ],
  [
    "the opener policy: on the Worker's pages, detached from the public pages (public/_headers)",
    async () => {
      for (const [path, expected] of [
        ['/admin', 'same-origin'],
        ['/', null],
        ['/hero', null],
        ['/privacy', null],
      ] as const) {
        const policy = (await fetch(`${base}${path}`, { redirect: 'manual' })).headers.get('cross-origin-opener-policy');
        if (policy !== expected) throw new Error(`${path}: cross-origin-opener-policy ${policy}`);
      }
    },
  ],
  [
    "the hashed script policy: a <meta> on pre-rendered pages, a header on the Worker's pages",
    async () => {
      const html = await (await fetch(`${base}/`)).text();
      if (!/<meta http-equiv="content-security-policy" content="[^"]*script-src 'self' 'sha256-/.test(html))
        throw new Error('/: no hashed <meta> policy');
      const policy = (await fetch(`${base}/admin`)).headers.get('content-security-policy') ?? '';
      if (!/script-src 'self' 'sha256-/.test(policy)) throw new Error(`/admin: ${policy}`);
    },
  ],
  [
    'other methods than GET and HEAD: 405 with Allow from the asset layer and the Worker, never a 500',
    async () => {
      // Same-origin, as Astro's origin check answers 403 to cross-site unsafe requests before the middleware runs.
      const cases: [string, string, number][] = [
        ['PUT', '/hero', 405],
        ['DELETE', '/favicon.svg', 405],
        ['TRACE', '/', 405],
        ['OPTIONS', '/hero', 405],
        ['PUT', '/admin', 405],
        ['TRACE', '/admin', 405],
        ['POST', '/no-such-page', 405],
        ['TRACE', '/api/health', 405],
      ];
      for (const [method, path, status] of cases) {
        const res = await send(method, path, { origin: base });
        if (res.status !== status) throw new Error(`${method} ${path}: ${res.status}, expected ${status}`);
        if (status === 405 && res.allow !== 'GET, HEAD') throw new Error(`${method} ${path}: Allow ${res.allow}`);
      }
    },
  ],
  [
    '/embed may be framed by EMBED_ALLOWED_ORIGINS only, and / by nobody',
    async () => {
      const embed = await fetch(`${base}/embed?source=smoke`);
      const policies = embed.headers.get('content-security-policy') ?? '';
      if (embed.status !== 200 || !policies.includes('frame-ancestors https://partner.example') || embed.headers.has('x-frame-options')) {
        throw new Error(`/embed: ${embed.status}, CSP ${policies}, X-Frame-Options ${embed.headers.get('x-frame-options')}`);
      }
      await embed.body?.cancel();
      const home = await fetch(`${base}/`);
      if (!home.headers.get('content-security-policy')?.includes("frame-ancestors 'none'") || home.headers.get('x-frame-options') !== 'DENY') {
        throw new Error(`/: CSP ${home.headers.get('content-security-policy')}, X-Frame-Options ${home.headers.get('x-frame-options')}`);
      }
      await home.body?.cancel();
    },
  ],
  [
    'GET /api/health answers from the Hono app',
    async () => {
      const body = await (await fetch(`${base}/api/health`)).json();
      if (body.ok !== true) throw new Error(JSON.stringify(body));
    },
  ],
  [
    'the report wheel PNG is drawn with resvg-wasm (810x882)',
    async () => {
      const body = JSON.stringify({
        frames: await renderNodeWheelFrames(),
        marks: { primary: 'The Explorer', secondary: 'The Sage', company: 'The Hero' },
      });
      const res = await fetch(wheelBase, { method: 'POST', body });
      const png = new Uint8Array(await res.arrayBuffer());
      if (res.status !== 200) throw new Error(`status ${res.status}: ${new TextDecoder().decode(png).slice(0, 200)}`);
      const size = pngSize(png);
      if (size?.width !== 810 || size.height !== 882 || png.length < 50_000) throw new Error(`${JSON.stringify(size)}, ${png.length} bytes`);
    },
  ],
  [
    'a quiz submission is stored once, even when retried with the same Idempotency-Key',
    async () => {
      const body = {
        email: 'smoke@example.com',
        company: 'Smoke Co',
        companyUrl: site.url,
        answers: fullAnswersFor('The Hero'),
        consent: { noticeVersion: PRIVACY_NOTICE_VERSION },
      };
      const key = crypto.randomUUID();
      const first = await fetch(`${base}/api/submissions`, json(body, { 'idempotency-key': key }));
      const retry = await fetch(`${base}/api/submissions`, json(body, { 'idempotency-key': key }));
      const [a, b] = [await first.json(), await retry.json()];
      if (first.status !== 201 || retry.status !== 201) throw new Error(`${first.status}/${retry.status} ${JSON.stringify(a)}`);
      if (a.id !== b.id || retry.headers.get('idempotent-replayed') !== 'true') throw new Error(`retry made ${b.id}, first ${a.id}`);
      submission = a;
    },
  ],
  [
    'the company website is analysed and stored; a quick analysis of it then comes from the shared cache',
    async () => {
      const res = await fetch(`${base}/api/submissions/${submission!.id}/company-analysis`, json({ accessToken: submission!.accessToken }));
      const body = await res.json();
      if (res.status !== 200 || body.companyAnalysis?.archetype !== 'The Hero')
        throw new Error(`${res.status} ${JSON.stringify(body).slice(0, 200)}`);
      const crawled = site.requests.length;
      const quick = await fetch(`${base}/api/analyze-website`, json({ url: site.url }));
      if (quick.status !== 200 || (await quick.json()).analysis?.archetype !== 'The Hero') throw new Error(`quick analysis ${quick.status}`);
      if (site.requests.length !== crawled) throw new Error(`crawled again: ${site.requests.length - crawled} requests`);
    },
  ],
  [
    'GET report.pdf with the Bearer accessToken: the designed PDF, its text naming the archetype (fonts from virtual:pdf-fonts)',
    async () => {
      const res = await fetch(`${base}/api/submissions/${submission!.id}/report.pdf`, {
        headers: { authorization: `Bearer ${submission!.accessToken}` },
      });
      const bytes = new Uint8Array(await res.arrayBuffer());
      const type = res.headers.get('content-type') ?? '';
      if (res.status !== 200 || !type.startsWith('application/pdf'))
        throw new Error(`${res.status} ${type}: ${new TextDecoder().decode(bytes.slice(0, 200))}`);
      if (new TextDecoder().decode(bytes.slice(0, 5)) !== '%PDF-') throw new Error('not a PDF');
      const { text } = await readPdf(bytes);
      if (!text.includes('The Hero')) throw new Error(`no archetype in its text: ${text.slice(0, 200)}`);
    },
  ],
  [
    'the lead reaches HubSpot',
    async () => {
      await until('the HubSpot upsert', () =>
        hubspot.requests.some((r) => r.path.includes('/batch/upsert') && JSON.stringify(r.body).includes('smoke@example.com')),
      );
    },
  ],
  [
    'a shared result: its page without the email, its card PNG drawn with resvg-wasm (1200x630), both 404 once revoked',
    async () => {
      const shared = await fetch(
        `${base}/api/submissions/${submission!.id}/share`,
        json({ accessToken: submission!.accessToken, includeCompany: true }),
      );
      const { shareId } = await shared.json();
      if (shared.status !== 201) throw new Error(`share ${shared.status}`);
      const page = await fetch(`${base}/r/${shareId}`);
      const html = await page.text();
      if (page.status !== 200 || !html.includes('The Hero') || html.includes('smoke@example.com')) throw new Error(`page ${page.status}`);
      if (!page.headers.get('x-robots-tag')?.includes('noindex')) throw new Error(`X-Robots-Tag ${page.headers.get('x-robots-tag')}`);
      const image = await fetch(`${base}/r/${shareId}.png`);
      const png = new Uint8Array(await image.arrayBuffer());
      const size = pngSize(png);
      if (image.status !== 200 || size?.width !== 1200 || size.height !== 630) throw new Error(`image ${image.status} ${JSON.stringify(size)}`);
      // The second request is served from the PNG stored in the database on the first.
      const cached = new Uint8Array(await (await fetch(`${base}/r/${shareId}.png`)).arrayBuffer());
      if (cached.length !== png.length || cached.some((b, i) => b !== png[i])) throw new Error(`cached image differs: ${cached.length} bytes`);
      const revoked = await fetch(`${base}/api/submissions/${submission!.id}/share`, {
        ...json({ accessToken: submission!.accessToken }),
        method: 'DELETE',
      });
      if (revoked.status !== 200) throw new Error(`revoke ${revoked.status}`);
      const [gonePage, goneImage] = await Promise.all([fetch(`${base}/r/${shareId}`), fetch(`${base}/r/${shareId}.png`)]);
      if (gonePage.status !== 404 || goneImage.status !== 404) throw new Error(`after revoking: ${gonePage.status}/${goneImage.status}`);
    },
  ],
  [
    'a report email waiting after a failed try is delivered by the cron trigger',
    async () => {
      emailApi.behaviour = 'error';
      const res = await fetch(
        `${base}/api/submissions/${submission!.id}/email-report`,
        json({ email: 'report@example.com', accessToken: submission!.accessToken }),
      );
      if (res.status !== 202) throw new Error(`email-report ${res.status}`);
      await until('the first, failing attempt', () => emailsTo('report@example.com').length >= 1);
      emailApi.behaviour = 'ok';
      await new Promise((r) => setTimeout(r, 7000)); // the retry falls due (5–6 s after a first failure)
      if (emailsTo('report@example.com').length !== 1) throw new Error('retried before the cron ran');
      await preview.runCron();
      await until('the cron-delivered email', () => emailsTo('report@example.com').length === 2);
    },
  ],
  [
    'admin: sign-up, confirmation link by email (cron), sign-in, list, report, CSV, stats, delivery, the admin pages, delete',
    async () => {
      const email = 'admin@example.com';
      const signUp = await fetch(
        `${base}/api/auth/sign-up/email`,
        json({ name: 'Smoke Admin', email, password: 'correct horse battery', callbackURL: '/admin' }),
      );
      if (signUp.status !== 200) throw new Error(`sign-up ${signUp.status} ${await signUp.text()}`);
      await preview.runCron();
      const mail = await until('the confirmation email', () => emailsTo(email)[0]);
      const link = /https?:\/\/[^\s"<]+verify-email[^\s"<]*/.exec(JSON.stringify(mail.body).replaceAll('\\u0026', '&'))?.[0];
      if (!link) throw new Error('no confirmation link');
      const confirmed = await fetch(`${base}${new URL(link).pathname}${new URL(link).search}`, { redirect: 'manual' });
      if (confirmed.status >= 400) throw new Error(`confirmation ${confirmed.status}`);
      const db = connectDatabase(preview.databaseUrl);
      await grantAdmin(db.db, email);
      db.client.close();
      const signIn = await fetch(`${base}/api/auth/sign-in/email`, json({ email, password: 'correct horse battery' }));
      adminCookie = signIn.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      if (signIn.status !== 200 || !adminCookie) throw new Error(`sign-in ${signIn.status}`);
      const admin = (path: string, init: RequestInit = {}) =>
        fetch(`${base}/api/admin${path}`, { ...init, headers: { cookie: adminCookie, origin: base, ...init.headers } });
      // A webhook endpoint before the delete below, so its submission.erased is delivered (checked next).
      const endpoint = await admin('/webhooks', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ url: receiver.url, description: 'smoke', events: ['submission.erased'] }),
      });
      if (endpoint.status !== 201) throw new Error(`webhook endpoint ${endpoint.status} ${await endpoint.text()}`);
      const created = (await endpoint.json()) as { endpoint: { id: string }; secret: string };
      receiver.secrets = [created.secret];
      webhookEndpointId = created.endpoint.id;
      const list = await (await admin('/submissions?q=smoke')).json();
      if (list.rows?.[0]?.id !== submission!.id) throw new Error(`list ${JSON.stringify(list).slice(0, 200)}`);
      const report = await (await admin(`/submissions/${submission!.id}`)).json();
      if (report.answers?.length !== 13 || report.companyAnalysis?.archetype !== 'The Hero') throw new Error('report');
      const csv = await (await admin('/submissions.csv')).text();
      if (!csv.includes('smoke@example.com')) throw new Error('csv');
      const me = await (await admin('/me')).json();
      if (me.user?.email !== email || me.role !== 'admin') throw new Error(`me ${JSON.stringify(me)}`);
      const stats = await (await admin('/stats')).json();
      if (stats.totalSubmissions !== 1 || stats.withCompanyAnalysis !== 1) throw new Error(`stats ${JSON.stringify(stats)}`);
      const delivery = await (await admin('/delivery')).json();
      if (delivery.mail?.failed !== 0 || delivery.leads?.failed !== 0) throw new Error(`delivery ${JSON.stringify(delivery)}`);
      const retry = await admin('/delivery/mail/retry', { method: 'POST' });
      if (retry.status !== 200 || (await retry.json()).retried !== 0) throw new Error(`retry ${retry.status}`);
      // The on-demand admin pages read the session from the database in their frontmatter.
      for (const path of ['/admin/dashboard', `/admin/report/${submission!.id}`]) {
        const page = await fetch(`${base}${path}`, { headers: { cookie: adminCookie }, redirect: 'manual' });
        if (page.status !== 200) throw new Error(`${path}: ${page.status}`);
        const away = await fetch(`${base}${path}`, { redirect: 'manual' });
        if (away.status !== 302 || away.headers.get('location') !== '/admin') throw new Error(`${path} signed out: ${away.status}`);
      }
      if ((await admin(`/submissions/${submission!.id}`, { method: 'DELETE' })).status !== 200) throw new Error('delete');
      if ((await admin(`/submissions/${submission!.id}`)).status !== 404) throw new Error('still there after delete');
    },
  ],
  [
    'webhooks: the erasure and a test event reach a loopback receiver, signed (standardwebhooks verifies them), once each',
    async () => {
      if (!webhookEndpointId) throw new Error('no endpoint (the admin check failed)');
      const test = await fetch(`${base}/api/admin/webhooks/${webhookEndpointId}/test`, {
        method: 'POST',
        headers: { cookie: adminCookie, origin: base },
      });
      if (test.status !== 202) throw new Error(`test event ${test.status} ${await test.text()}`);
      await preview.runCron();
      const types = () => receiver.received.map((r) => (JSON.parse(r.body) as { type: string }).type).sort();
      await until('both deliveries', () => types().length >= 2 || undefined);
      await new Promise((r) => setTimeout(r, 500)); // anything sent twice would arrive now
      if (types().join() !== 'submission.erased,webhook.test') throw new Error(`received ${types().join()}`);
      if (receiver.received.some((r) => r.verifiedBy.length !== 1)) throw new Error('a delivery did not verify');
    },
  ],
  [
    'sign-in attempts are limited per client across isolates (the limit lives in the database)',
    async () => {
      let status = 0;
      for (let i = 0; i < 11; i++)
        status = (await fetch(`${base}/api/auth/sign-in/email`, json({ email: 'nobody@example.com', password: 'wrong password' }))).status;
      if (status !== 429) throw new Error(`11th attempt: ${status}`);
    },
  ],
  [
    'quiz submissions are limited per client (SUBMISSION_RATE_LIMIT_MAX=3 here), with Retry-After',
    async () => {
      // Two hits so far: the keyed submission and its retry.
      const body = { email: 'limit@example.com', answers: fullAnswersFor('The Sage') };
      const statuses: number[] = [];
      let retryAfter: string | null = null;
      for (let i = 0; i < 3; i++) {
        const res = await fetch(`${base}/api/submissions`, json(body));
        statuses.push(res.status);
        retryAfter ??= res.headers.get('retry-after');
        await res.arrayBuffer();
      }
      if (statuses.join() !== '201,429,429' || !(Number(retryAfter) > 0)) throw new Error(`${statuses.join()} Retry-After ${retryAfter}`);
    },
  ],
  [
    'POST /api/submissions validates in the Worker',
    async () => {
      const res = await fetch(`${base}/api/submissions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":"x"}' });
      const body = await res.json();
      if (res.status !== 400 || !/email/i.test(body.error)) throw new Error(`${res.status} ${JSON.stringify(body)}`);
    },
  ],
];

let failed = 0;
try {
  const deadline = Date.now() + 60_000;
  for (const url of [wheelBase]) {
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
  wheelWorker.kill();
  await preview.stop();
  await Promise.all([site.close(), emailApi.close(), hubspot.close(), receiver.close()]);
  temp.remove();
}
console.log(`${checks.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
