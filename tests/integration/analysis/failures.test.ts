import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createWebsiteAnalyzer, type WebsiteAnalyzerOptions } from '../../../functions/analysis/index.ts';
import { NEVER, serveSite, type ServedSite } from '../../helpers/static-server.ts';

const CAREGIVER = fileURLToPath(new URL('../../fixtures/sites/caregiver', import.meta.url));

let site: ServedSite;
/** When the brand page /caregivers answers: at once, but never in the test about pages that hang. */
let caregivers: () => Promise<unknown> = () => Promise.resolve();

beforeAll(async () => {
  site = await serveSite(CAREGIVER, {
    routes: {
      // Never answered while the test runs: only giving up on them can end these analyses.
      '/slow': { hold: NEVER },
      '/stalled-body': { hold: NEVER, stallBody: true },
      '/huge-chunked': { oversizedBytes: 3_000_000 },
      '/huge-declared': { oversizedBytes: 3_000_000, declareLength: true },
      '/report.pdf': { status: 200, contentType: 'application/pdf', body: '%PDF-1.7 fake' },
      '/json': { status: 200, contentType: 'application/json', body: '{"a":1}' },
      '/broken': { status: 500 },
      '/gone': { status: 404 },
      '/loop-a': { redirect: '/loop-b' },
      '/loop-b': { redirect: '/loop-a' },
      '/moved': { redirect: '/', status: 301 },
      '/empty': {
        status: 200,
        body: '<!doctype html><html><head><title>App</title></head><body><div id="root"></div><script src="/app.js"></script></body></html>',
      },
      // A brand page that fails must not sink the analysis of the home page.
      '/our-values': { status: 500 },
      '/caregivers': { hold: () => caregivers() },
    },
  });
});
afterAll(() => site.close());

const analyzerWith = (options: Partial<WebsiteAnalyzerOptions> = {}) =>
  createWebsiteAnalyzer({ resolveHost: null, allowPrivateHosts: true, cacheTtlMs: 0, ...options });

async function failure(path: string, options: Partial<WebsiteAnalyzerOptions> = {}) {
  const error = await analyzerWith(options)
    .analyze(`${site.url}${path.replace(/^\//, '')}`)
    .then(
      () => undefined,
      (e: unknown) => e,
    );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('every failure has its own code, status and message', () => {
  it.each([
    ['/slow', 'timeout', 504, { timeoutMs: 400 }],
    ['/stalled-body', 'timeout', 504, { timeoutMs: 400 }],
    ['/slow', 'timeout', 504, { requestTimeoutMs: 300 }],
    ['/huge-chunked', 'too_large', 422, {}],
    ['/huge-declared', 'too_large', 422, {}],
    ['/report.pdf', 'not_html', 422, {}],
    ['/json', 'not_html', 422, {}],
    ['/broken', 'http_error', 502, {}],
    ['/gone', 'http_error', 502, {}],
    ['/loop-a', 'unreachable', 502, {}],
    ['/empty', 'no_content', 422, {}],
  ] as const)('%s → %s (%i)', async (path, code, status, options) => {
    const error = await failure(path, options);
    expect(error.code).toBe(code);
    expect(error.status).toBe(status);
    expect(error.message.length).toBeGreaterThan(10);
    expect(error.message).not.toMatch(/Error:|ECONN|undefined/);
  });

  it('enforces a smaller page cap when configured', async () => {
    const error = await failure('/', { maxPageBytes: 2000 });
    expect(error.code).toBe('too_large');
    expect(error.message).toBe('That page is too large to analyze.');
  });

  it('reports a closed port as unreachable', async () => {
    const server = createServer();
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    const { port } = server.address() as { port: number };
    await new Promise<void>((ok) => server.close(() => ok()));
    const error = await analyzerWith()
      .analyze(`http://127.0.0.1:${port}/`)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'unreachable', status: 502 });
  });

  it('reports an unparseable address as invalid_url (400)', async () => {
    await expect(analyzerWith().analyze('javascript:alert(1)')).rejects.toMatchObject({ code: 'invalid_url', status: 400 });
    await expect(analyzerWith().analyze('')).rejects.toMatchObject({ code: 'invalid_url' });
  });
});

describe('what does not fail an analysis', () => {
  it('follows ordinary redirects', async () => {
    const result = await analyzerWith().analyze(`${site.url}moved`);
    expect(result.archetype).toBe('The Caregiver');
  });

  it('skips brand pages that error or hang, answering with what it read once the time budget is spent', async () => {
    // /caregivers never answers: the analysis can only finish by abandoning it when its budget runs out.
    caregivers = NEVER;
    try {
      const result = await analyzerWith({ timeoutMs: 3000 }).analyze(site.url);
      expect(result.archetype).toBe('The Caregiver');
      expect(site.requests).toEqual(expect.arrayContaining(['/our-values', '/caregivers']));
    } finally {
      caregivers = () => Promise.resolve();
    }
  });
});
