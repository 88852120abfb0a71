import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { E2E_DATABASE } from '../../playwright.config.ts';
import { createdSubmissionSchema } from '../../functions/submissions/schema.ts';
import { MAIN_QUESTIONS } from '../../src/domain/quiz/questions.ts';
import { fullAnswersFor } from '../helpers/answers.ts';
import { readJson } from '../helpers/read.ts';
import { serveSite } from '../helpers/static-server.ts';

const PORT = Number(process.env.E2E_PORT ?? 4329);

/**
 * Every Content-Security-Policy report a page causes, across navigations and frames: the browser's own
 * `securitypolicyviolation` events, and console messages about a policy (which also name policies it ignored).
 */
async function watchCsp(page: Page): Promise<string[]> {
  const reports: string[] = [];
  await page.exposeBinding('__reportCsp', (_source, report: string) => void reports.push(report));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __reportCsp(r: string): void }).__reportCsp(
        `${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} on ${e.documentURI}`,
      );
    });
  });
  page.on('console', (m) => /content.security.policy/i.test(m.text()) && reports.push(m.text()));
  return reports;
}

const SAFE = ['GET', 'HEAD'];
const REFUSED = ['OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE', 'TRACE', 'PROPFIND'];

/** One raw HTTP request: fetch() cannot send TRACE. */
function send(origin: string, method: string, path: string, headers: Record<string, string> = {}, body?: string) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
    const length = body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) };
    // The path goes as written (a URL string would be normalised first: '/api/%2e%2e/x' sent as '/x').
    const { hostname, port } = new URL(origin);
    const req = httpRequest({ hostname, port, path, method, headers: { ...headers, ...length } }, (res) => {
      let text = '';
      res
        .setEncoding('utf8')
        .on('data', (d) => (text += d))
        .on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
    });
    req.on('error', reject).end(body);
  });
}

test.describe('Content-Security-Policy in the browser', () => {
  test('is enforced: a script or style injected into a page is refused and reported', async ({ page }) => {
    const reports = await watchCsp(page);
    await page.goto('/');
    await expect(page.locator('.quiz[data-ready]')).toBeVisible(); // Astro's own inline scripts ran
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.head.append(script);
      const style = document.createElement('style');
      style.textContent = 'body { outline: 5px solid red }';
      document.head.append(style);
    });
    await expect.poll(() => reports.filter((r) => r.startsWith('script-src-elem blocked inline'))).toHaveLength(1);
    await expect.poll(() => reports.filter((r) => r.startsWith('style-src-elem blocked inline'))).toHaveLength(1);
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
  });

  test('the quiz island runs with no violation, from the intro to the first answer', async ({ page }) => {
    const reports = await watchCsp(page);
    await page.goto('/');
    await expect(page.locator('.quiz[data-ready]')).toBeVisible();
    await page.getByRole('button', { name: 'Take the Assessment' }).click();
    await page.getByRole('button', { name: 'Begin Assessment' }).click();
    await expect(page.getByText('Question 1 of 13')).toBeVisible();
    await page.getByRole('button', { name: MAIN_QUESTIONS[0]!.options[0]!.text, exact: true }).click();
    await expect(page.getByText('Question 2 of 13')).toBeVisible();
    expect(reports).toEqual([]);
  });

  test('the results view and the Email Report dialog run with no violation', async ({ page }) => {
    const reports = await watchCsp(page);
    const res = await page.request.post('/api/submissions', {
      data: { email: `csp-${Date.now()}@example.com`, company: 'Policy Co', companyUrl: null, answers: fullAnswersFor('The Sage') },
    });
    expect(res.status()).toBe(201);
    const state = {
      phase: 'results',
      mainAnswers: [],
      refinementAnswers: [],
      primary: 'The Sage',
      contact: { email: '', company: '', includeWebsite: false, companyUrl: '' },
      submission: { ...(await readJson(res, createdSubmissionSchema)), companyAnalysis: null },
    };
    await page.addInitScript((saved) => localStorage.setItem('brand-archetype:quiz:v1', saved), JSON.stringify(state));
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'The Sage', level: 2 })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Archetype wheel' })).toBeVisible();
    await page.getByRole('button', { name: 'Email Report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Email Your Report' });
    await dialog.getByLabel('Email Address').fill('colleague@example.com');
    await dialog.getByRole('button', { name: 'Send' }).click();
    // Closed first: until then the toast shows in the dialog's top layer as well as on the page.
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').getByTestId('toast').filter({ hasText: 'Email Sent!' })).toBeVisible();
    expect(reports).toEqual([]);
  });

  test('Quick Analysis analyses a site and exports the JPEG with no violation', async ({ page }) => {
    const site = await serveSite('tests/fixtures/sites/caregiver');
    try {
      const reports = await watchCsp(page);
      await page.goto('/quick-analysis');
      await expect(page.locator('.qa[data-ready]')).toBeVisible();
      await page.getByLabel('Website URL', { exact: true }).fill(site.url);
      await page.getByRole('button', { name: 'Analyze' }).click();
      await expect(page.getByTestId('archetype-badge')).toHaveText('The Caregiver');
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export as Image' }).click();
      expect((await download).suggestedFilename()).toMatch(/\.jpg$/);
      await expect(page.getByText('Your analysis has been downloaded as an image.')).toBeVisible();
      expect(reports).toEqual([]);
    } finally {
      await site.close();
    }
  });

  test('archetype pages, the policies and the not-found page show with no violation, and archetype pages run no script', async ({ page }) => {
    const reports = await watchCsp(page);
    for (const path of ['/hero', '/caregiver', '/privacy', '/terms', '/no-such-page']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    }
    await page.goto('/hero');
    await expect(page.locator('script:not([type="application/ld+json"])')).toHaveCount(0);
    expect(reports).toEqual([]);
  });

  test('the admin islands (sign-in, dashboard, report) run with no violation', async ({ page }) => {
    const reports = await watchCsp(page);
    const email = `csp-admin-${Date.now()}@example.com`;
    const password = 'e2e-password-1';
    await page.goto('/admin');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.locator('.alert--error')).toBeVisible(); // better-auth's client asked the API, and was told no

    expect((await page.request.post('/api/auth/sign-up/email', { data: { name: 'CSP Admin', email, password } })).status()).toBe(200);
    execFileSync(process.execPath, ['scripts/admin.ts', 'grant', email, '--mark-verified'], {
      env: { ...process.env, DATABASE_URL: `file:${E2E_DATABASE}` },
    });
    const submission = await page.request.post('/api/submissions', {
      data: {
        email: `csp-visitor-${Date.now()}@example.com`,
        company: 'Policy Co',
        companyUrl: 'https://policy.example',
        answers: fullAnswersFor('The Hero'),
      },
    });
    const { id } = await readJson(submission, createdSubmissionSchema);

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByTestId('stat-totalSubmissions').locator('dd')).toHaveText(/^[1-9][\d,]*$/);
    await page.goto(`/admin/report/${id}`);
    await expect(page.getByRole('heading', { name: 'The Hero', level: 2 })).toBeVisible();
    expect(reports).toEqual([]);
  });
});

test.describe('how the policy is delivered', () => {
  /** The script-src and style-src of a policy, and the bodies of a page's inline scripts and styles, hashed as CSP does. */
  const sources = (policy: string, directive: string) =>
    policy
      .split(/;\s*/)
      .find((d) => d.startsWith(`${directive} `))
      ?.split(' ')
      .slice(1) ?? [];
  const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  const inline = (html: string, tag: 'script' | 'style') =>
    [...html.matchAll(new RegExp(`<${tag}(?![^>]*\\bsrc=)(?![^>]*application/ld\\+json)[^>]*>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) => m[1]!);

  test('pre-rendered pages: the hashed policy in a <meta>, the frame-ancestors policy in the header', async ({ request }) => {
    for (const path of ['/', '/quick-analysis', '/hero']) {
      const res = await request.get(path);
      const html = await res.text();
      const policy = /<meta http-equiv="content-security-policy" content="([^"]+)"/.exec(html)?.[1]?.replaceAll('&#39;', "'");
      expect(policy, path).toBeDefined();
      expect(sources(policy!, 'script-src')[0]).toBe("'self'");
      expect(sources(policy!, 'script-src')).not.toContain("'unsafe-inline'");
      expect(sources(policy!, 'style-src-attr')).toEqual(["'unsafe-inline'"]);
      for (const body of inline(html, 'script')) expect(sources(policy!, 'script-src'), path).toContain(hashOf(body));
      for (const body of inline(html, 'style')) expect(sources(policy!, 'style-src'), path).toContain(hashOf(body));
      expect(res.headers()['content-security-policy']).toBe("frame-ancestors 'none'; base-uri 'none'; form-action 'self'; object-src 'none'");
    }
  });

  test('pages rendered on demand: both policies in the header, the hashed one first', async ({ request }) => {
    for (const path of ['/admin', '/no-such-page']) {
      const res = await request.get(path);
      const html = await res.text();
      // Two policies: in one header field, comma-separated, or in two fields.
      const policies = res
        .headersArray()
        .filter((h) => h.name.toLowerCase() === 'content-security-policy')
        .flatMap((h) => h.value.split(', '));
      expect(policies, path).toHaveLength(2);
      const [page, document] = policies;
      for (const body of inline(html, 'script')) expect(sources(page!, 'script-src'), path).toContain(hashOf(body));
      for (const body of inline(html, 'style')) expect(sources(page!, 'style-src'), path).toContain(hashOf(body));
      expect(sources(page!, 'img-src')).toEqual(["'self'", 'data:', 'blob:']);
      expect(document).toBe("frame-ancestors 'none'; base-uri 'none'; form-action 'self'; object-src 'none'");
      expect(html).not.toContain('http-equiv="content-security-policy"');
    }
  });
});

test.describe('Cross-Origin-Opener-Policy', () => {
  const PUBLIC = ['/', '/hero', '/outlaw', '/privacy', '/terms', '/bot', '/quick-analysis'];
  const ISOLATED = ['/delete-my-data', '/admin', '/admin/dashboard', '/r/no-such-share', '/team/no-such-team', '/t/no-such-invite', '/no-such-page'];

  test('public pages go without it; shared results, teams, invites, data requests and admin keep it', async ({ request }) => {
    for (const path of PUBLIC) {
      expect((await request.get(path, { maxRedirects: 0 })).headers()['cross-origin-opener-policy'], path).toBeUndefined();
    }
    for (const path of ISOLATED) {
      expect((await request.get(path, { maxRedirects: 0 })).headers()['cross-origin-opener-policy'], path).toBe('same-origin');
    }
  });

  test('a window another site opens keeps its handle on a public page, and loses it on the data request page and the admin area', async ({
    baseURL,
    page,
  }) => {
    const other = await serveSite('tests/fixtures/sites/hero');
    try {
      await page.goto(other.url);
      for (const [path, isolated] of [
        ['/hero', false],
        ['/', false],
        ['/delete-my-data', true],
        ['/admin', true],
      ] as const) {
        const [popup] = await Promise.all([
          page.waitForEvent('popup'),
          page.evaluate((url) => void ((window as unknown as { popup: Window | null }).popup = window.open(url)), `${baseURL}${path}`),
        ]);
        await popup.waitForLoadState();
        // Severed: the opener's handle reads as closed, and the page has no opener.
        await expect.poll(() => page.evaluate(() => (window as unknown as { popup: Window | null }).popup?.closed), path).toBe(isolated);
        expect(await popup.evaluate(() => window.opener !== null), path).toBe(!isolated);
        await popup.close();
      }
    } finally {
      await other.close();
    }
  });
});

test.describe('methods', () => {
  test('pages and static files answer GET and HEAD; any other method gets 405 with Allow: GET, HEAD', async ({ baseURL, request }) => {
    const asset = /component-url="(\/_astro\/[^"]+)"/.exec(await (await request.get('/')).text())![1]!;
    const expected: Record<string, number> = {
      '/': 200,
      '/hero': 200,
      '/privacy': 200,
      '/quick-analysis': 200,
      '/favicon.svg': 200,
      [asset]: 200,
      '/admin': 200,
      '/admin/dashboard': 302,
      '/no-such-page': 404,
    };
    for (const [path, status] of Object.entries(expected)) {
      for (const method of SAFE) expect((await send(baseURL!, method, path)).status, `${method} ${path}`).toBe(status);
      for (const method of REFUSED) {
        const res = await send(baseURL!, method, path, { origin: baseURL!, 'content-type': 'application/x-www-form-urlencoded' }, 'a=1');
        expect(res.status, `${method} ${path}`).toBe(405);
        expect(res.headers.allow, `${method} ${path}`).toBe('GET, HEAD');
        expect(res.headers['x-frame-options']).toBe('DENY');
        expect(res.headers['x-request-id'], `${method} ${path}`).toMatch(/^[0-9a-f-]{36}$/);
      }
    }
  });

  test('odd addresses still get a request id: //api/… is the API’s envelope, a malformed page address a plain 400', async ({ baseURL }) => {
    for (const [method, path] of [
      ['GET', '//api/health'],
      ['POST', '//api/submissions'],
      ['GET', '/api/%2e%2e/admin'],
    ] as const) {
      const res = await send(baseURL!, method, path, { 'content-type': 'application/json' }, method === 'POST' ? '{}' : undefined);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.headers['x-content-type-options'], path).toBe('nosniff');
      const body = JSON.parse(res.body) as { code: string; requestId: string };
      expect(body.code).toBe('not_found');
      expect(body.requestId).toBe(res.headers['x-request-id']);
    }
    for (const path of ['/r/%ff', '/w/%ff%fe', '/admin/teams/%ff']) {
      const res = await send(baseURL!, 'GET', path);
      expect(res.status, path).toBe(400);
      expect(res.headers['x-request-id'], path).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.headers['content-type'], path).toContain('text/plain');
    }
  });

  test('the API answers unknown methods with a client error, never a 500', async ({ baseURL }) => {
    for (const method of ['TRACE', 'PUT', 'DELETE', 'PROPFIND']) {
      for (const path of ['/api/health', '/api/submissions', '/api/no-such-route']) {
        const res = await send(baseURL!, method, path);
        expect([404, 405], `${method} ${path}`).toContain(res.status);
        expect(res.headers['content-type']).toContain('application/json');
      }
    }
  });
});

test.describe('a server started without SITE_URL', () => {
  test.describe.configure({ mode: 'serial' });
  const database = `data/e2e-${PORT}-no-site-url.db`;
  let server: ChildProcess;
  let output = '';
  let origin: string;

  test.beforeAll(async () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      ASTRO_OUT_DIR: `dist-e2e/${PORT}`,
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: `file:${database}`,
    };
    delete env.SITE_URL;
    server = spawn(process.execPath, ['scripts/serve.ts'], { env });
    server.stdout!.on('data', (d) => (output += d));
    server.stderr!.on('data', (d) => (output += d));
    await expect.poll(() => /listening on (http:\/\/\S+)/.exec(output)?.[1]).toBeTruthy();
    origin = /listening on (http:\/\/\S+)/.exec(output)![1]!;
    await expect.poll(async () => (await fetch(`${origin}/api/health`)).status).toBe(200);
  });

  test.afterAll(() => {
    server.kill();
    rmSync(database, { force: true });
    for (const suffix of ['-wal', '-shm']) rmSync(database + suffix, { force: true });
  });

  test('trusts its own origin for admin sign-up and links its emails to it', async () => {
    const body = (email: string) => JSON.stringify({ name: 'Port Admin', email, password: 'e2e-password-1' });
    const json = { 'content-type': 'application/json' };
    const own = await send(origin, 'POST', '/api/auth/sign-up/email', { ...json, origin }, body('own@example.com'));
    expect(own.status).toBe(200);
    const other = await send(origin, 'POST', '/api/auth/sign-up/email', { ...json, origin: 'http://localhost:4321' }, body('other@example.com'));
    expect(other.status).toBe(403);

    const { createClient } = await import('@libsql/client');
    const client = createClient({ url: `file:${database}`, timeout: 30_000 });
    try {
      const link = async () => {
        const { rows } = await client.execute("SELECT text FROM mail_outbox WHERE recipient = 'own@example.com'");
        return rows[0] && /https?:\/\/\S+/.exec(String(rows[0].text))?.[0];
      };
      await expect.poll(async () => (await link())?.split('?')[0]).toBe(`${origin}/api/auth/verify-email`);
    } finally {
      client.close();
    }
  });

  test('refuses TRACE and the like on every kind of page without logging an error', async () => {
    for (const path of ['/', '/hero', '/favicon.svg', '/admin', '/admin/dashboard', '/no-such-page']) {
      for (const method of ['TRACE', 'PUT', 'OPTIONS']) expect((await send(origin, method, path)).status, `${method} ${path}`).toBe(405);
    }
    // The API answers the same way, in its error envelope.
    const api = await send(origin, 'TRACE', '/api/health');
    expect([api.status, api.headers.allow]).toEqual([405, 'GET, HEAD']);
    expect(output).not.toMatch(/error|exception|\bat .+:\d+:\d+/i);
  });
});
